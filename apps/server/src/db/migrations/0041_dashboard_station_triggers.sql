-- A cycle's write no longer deletes its kept Timeline day: it names the cycle's workstation (through its stream; ''
-- for a cycle typed by hand) as stale on that day, in each kept zone, and the next reader aggregates that station's
-- cycles of the day only (modules/dashboard/timeline.ts). Heat input and weld days are forgotten as before.
-- Hand-written: drizzle-kit does not generate functions.
CREATE FUNCTION dashboard_stale_station(p_scope uuid, p_instant timestamptz, p_station text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  utc_day date := (p_instant AT TIME ZONE 'UTC')::date;
BEGIN
  IF p_scope IS NULL OR p_instant IS NULL THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock_shared(7301, hashtext(p_scope::text));
  UPDATE dashboard_days SET stale = array_append(coalesce(stale, '{}'), p_station)
  WHERE scope = p_scope AND kind = 'timeline' AND day BETWEEN utc_day - 1 AND utc_day + 1
    AND day = (p_instant AT TIME ZONE tz)::date AND NOT (coalesce(stale, '{}') @> ARRAY[p_station]);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_forget_cycles() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM dashboard_forget(changed.scope, changed.day, 'heat')
    FROM (SELECT DISTINCT coalesce(project, client_id) AS scope, created_at AS day FROM new_rows) AS changed;
    PERFORM dashboard_stale_station(changed.scope, changed.day, changed.station)
    FROM (
      SELECT DISTINCT coalesce(c.project, c.client_id) AS scope, c.started_at AS day, coalesce(s.workstation::text, '') AS station
      FROM new_rows c LEFT JOIN arc_streams s ON s.id = c.stream
    ) AS changed;
    PERFORM dashboard_forget(changed.project, changed.day, 'welds')
    FROM (
      SELECT DISTINCT w.project, coalesce(w.ended_at, w.started_at, w.created_at) AS day
      FROM new_rows c JOIN welds w ON w.id = c.weld
    ) AS changed;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM dashboard_forget(changed.scope, changed.day, 'heat')
    FROM (SELECT DISTINCT coalesce(project, client_id) AS scope, created_at AS day FROM old_rows) AS changed;
    PERFORM dashboard_stale_station(changed.scope, changed.day, changed.station)
    FROM (
      SELECT DISTINCT coalesce(c.project, c.client_id) AS scope, c.started_at AS day, coalesce(s.workstation::text, '') AS station
      FROM old_rows c LEFT JOIN arc_streams s ON s.id = c.stream
    ) AS changed;
    PERFORM dashboard_forget(changed.project, changed.day, 'welds')
    FROM (
      SELECT DISTINCT w.project, coalesce(w.ended_at, w.started_at, w.created_at) AS day
      FROM old_rows c JOIN welds w ON w.id = c.weld
    ) AS changed;
  END IF;
  RETURN NULL;
END $$;
