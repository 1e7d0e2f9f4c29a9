-- The dashboard's kept days (dashboard_days) are deleted by the writes that change them, in the writes' own
-- transactions. Hand-written: drizzle-kit does not generate functions or triggers.
--
-- A day is deleted in every reader's time zone: an instant's UTC date ± 1 covers every zone's date of it.
-- The shared advisory lock (7301, scope) makes a write wait for a reader that is filling that scope's days (the reader
-- holds the lock exclusively from before its snapshot to its commit), so the write deletes what the reader kept; a
-- reader that comes later waits for the write's commit and reads it.
CREATE FUNCTION dashboard_forget(p_scope uuid, p_instant timestamptz, p_kind text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  utc_day date := (p_instant AT TIME ZONE 'UTC')::date;
BEGIN
  IF p_scope IS NULL OR p_instant IS NULL THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock_shared(7301, hashtext(p_scope::text));
  DELETE FROM dashboard_days WHERE scope = p_scope AND kind = p_kind AND day BETWEEN utc_day - 1 AND utc_day + 1;
END $$;
--> statement-breakpoint
-- Welds: their day (coalesce(ended_at, started_at, created_at), as modules/dashboard/progress.ts weldDay).
CREATE FUNCTION dashboard_forget_welds() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM dashboard_forget(changed.project, changed.day, 'welds')
    FROM (SELECT DISTINCT project, coalesce(ended_at, started_at, created_at) AS day FROM new_rows) AS changed;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM dashboard_forget(changed.project, changed.day, 'welds')
    FROM (SELECT DISTINCT project, coalesce(ended_at, started_at, created_at) AS day FROM old_rows) AS changed;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER dashboard_welds_insert AFTER INSERT ON welds REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_forget_welds();
--> statement-breakpoint
CREATE TRIGGER dashboard_welds_update AFTER UPDATE ON welds REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_forget_welds();
--> statement-breakpoint
CREATE TRIGGER dashboard_welds_delete AFTER DELETE ON welds REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_forget_welds();
--> statement-breakpoint
-- Flaws: the day of the weld they are on and of the weld that repairs them.
CREATE FUNCTION dashboard_forget_flaws() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM dashboard_forget(changed.project, changed.day, 'welds')
    FROM (
      SELECT DISTINCT w.project, coalesce(w.ended_at, w.started_at, w.created_at) AS day
      FROM new_rows f JOIN welds w ON w.id = f.weld
      UNION
      SELECT DISTINCT w.project, coalesce(w.ended_at, w.started_at, w.created_at) AS day
      FROM new_rows f JOIN welds w ON w.id = f.repaired_by
    ) AS changed;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM dashboard_forget(changed.project, changed.day, 'welds')
    FROM (
      SELECT DISTINCT w.project, coalesce(w.ended_at, w.started_at, w.created_at) AS day
      FROM old_rows f JOIN welds w ON w.id = f.weld
      UNION
      SELECT DISTINCT w.project, coalesce(w.ended_at, w.started_at, w.created_at) AS day
      FROM old_rows f JOIN welds w ON w.id = f.repaired_by
    ) AS changed;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER dashboard_flaws_insert AFTER INSERT ON flaws REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_forget_flaws();
--> statement-breakpoint
CREATE TRIGGER dashboard_flaws_update AFTER UPDATE ON flaws REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_forget_flaws();
--> statement-breakpoint
CREATE TRIGGER dashboard_flaws_delete AFTER DELETE ON flaws REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_forget_flaws();
--> statement-breakpoint
-- Cycles: their day of record (heat input), of start (timeline), and their weld's day (welders of a weld, pauses).
-- A cycle without a project is kept under its client's id.
CREATE FUNCTION dashboard_forget_cycles() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM dashboard_forget(changed.scope, changed.day, 'heat')
    FROM (SELECT DISTINCT coalesce(project, client_id) AS scope, created_at AS day FROM new_rows) AS changed;
    PERFORM dashboard_forget(changed.scope, changed.day, 'timeline')
    FROM (SELECT DISTINCT coalesce(project, client_id) AS scope, started_at AS day FROM new_rows) AS changed;
    PERFORM dashboard_forget(changed.project, changed.day, 'welds')
    FROM (
      SELECT DISTINCT w.project, coalesce(w.ended_at, w.started_at, w.created_at) AS day
      FROM new_rows c JOIN welds w ON w.id = c.weld
    ) AS changed;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM dashboard_forget(changed.scope, changed.day, 'heat')
    FROM (SELECT DISTINCT coalesce(project, client_id) AS scope, created_at AS day FROM old_rows) AS changed;
    PERFORM dashboard_forget(changed.scope, changed.day, 'timeline')
    FROM (SELECT DISTINCT coalesce(project, client_id) AS scope, started_at AS day FROM old_rows) AS changed;
    PERFORM dashboard_forget(changed.project, changed.day, 'welds')
    FROM (
      SELECT DISTINCT w.project, coalesce(w.ended_at, w.started_at, w.created_at) AS day
      FROM old_rows c JOIN welds w ON w.id = c.weld
    ) AS changed;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER dashboard_cycles_insert AFTER INSERT ON cycles REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_forget_cycles();
--> statement-breakpoint
CREATE TRIGGER dashboard_cycles_update AFTER UPDATE ON cycles REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_forget_cycles();
--> statement-breakpoint
CREATE TRIGGER dashboard_cycles_delete AFTER DELETE ON cycles REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_forget_cycles();
--> statement-breakpoint
-- Cut-outs: their day of record.
CREATE FUNCTION dashboard_forget_cut_outs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM dashboard_forget(changed.project, changed.day, 'cut_outs')
    FROM (SELECT DISTINCT project, created_at AS day FROM new_rows) AS changed;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM dashboard_forget(changed.project, changed.day, 'cut_outs')
    FROM (SELECT DISTINCT project, created_at AS day FROM old_rows) AS changed;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER dashboard_cut_outs_insert AFTER INSERT ON cut_outs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_forget_cut_outs();
--> statement-breakpoint
CREATE TRIGGER dashboard_cut_outs_update AFTER UPDATE ON cut_outs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_forget_cut_outs();
--> statement-breakpoint
CREATE TRIGGER dashboard_cut_outs_delete AFTER DELETE ON cut_outs REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_forget_cut_outs();
--> statement-breakpoint
-- Pass groups: a changed heat-input range changes which cycles are within it, on any day; every kept heat-input day
-- of the client goes (a procedure's save, not a frequent write). Locks every scope of the client first.
CREATE FUNCTION dashboard_forget_pass_groups() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(7301, hashtext(scope::text))
  FROM (
    SELECT p.id AS scope FROM projects p WHERE p.client_id IN (SELECT client_id FROM old_rows)
    UNION SELECT client_id FROM old_rows
  ) AS scopes
  ORDER BY scope;
  DELETE FROM dashboard_days WHERE client_id IN (SELECT client_id FROM old_rows) AND kind = 'heat';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER dashboard_pass_groups_update AFTER UPDATE ON pass_groups REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_forget_pass_groups();
--> statement-breakpoint
CREATE TRIGGER dashboard_pass_groups_delete AFTER DELETE ON pass_groups REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_forget_pass_groups();
