-- The writes that delete a scope's kept days (migration 0034) delete, in each kept zone, only the day their instant
-- falls on there, and the one hour of dashboard_hours it falls in: an hour in UTC, as modules/dashboard/day-cache.ts
-- buckets it. Hand-written: drizzle-kit does not generate functions.
CREATE OR REPLACE FUNCTION dashboard_forget(p_scope uuid, p_instant timestamptz, p_kind text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  utc_day date := (p_instant AT TIME ZONE 'UTC')::date;
BEGIN
  IF p_scope IS NULL OR p_instant IS NULL THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock_shared(7301, hashtext(p_scope::text));
  -- Each kept zone's own day of the instant (the ± 1 bounds the index range): not the neighbouring days, which a day
  -- as long as the Timeline's would otherwise compute again after every write.
  DELETE FROM dashboard_days
  WHERE scope = p_scope AND kind = p_kind AND day BETWEEN utc_day - 1 AND utc_day + 1
    AND day = (p_instant AT TIME ZONE tz)::date;
  DELETE FROM dashboard_hours
  WHERE scope = p_scope AND kind = p_kind AND hour = date_trunc('hour', p_instant AT TIME ZONE 'UTC') AT TIME ZONE 'UTC';
END $$;
--> statement-breakpoint
-- A pass group's change deletes every kept heat-input hour of the client too.
CREATE OR REPLACE FUNCTION dashboard_forget_pass_groups() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(7301, hashtext(scope::text))
  FROM (
    SELECT p.id AS scope FROM projects p WHERE p.client_id IN (SELECT client_id FROM old_rows)
    UNION SELECT client_id FROM old_rows
  ) AS scopes
  ORDER BY scope;
  DELETE FROM dashboard_days WHERE client_id IN (SELECT client_id FROM old_rows) AND kind = 'heat';
  DELETE FROM dashboard_hours WHERE client_id IN (SELECT client_id FROM old_rows) AND kind = 'heat';
  RETURN NULL;
END $$;
