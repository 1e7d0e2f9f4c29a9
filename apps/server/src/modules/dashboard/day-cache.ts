import { eachDay } from "@weldtrace/domain";
import { and, between, eq, gte, inArray, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { TDatabase, TExecutor } from "../../db/client.js";
import { dashboardDays, dashboardHours, projects } from "../../db/schema/index.js";
import { endsOf } from "../../typed.js";
import { dayBounds, dayIn } from "./weld-facts.js";

/**
 * The dashboard keeps each day's figures once read (`dashboard_days`), so a range of closed days is read as a few
 * kept rows instead of aggregating every weld and cycle again (docs/decisions.md "Dashboard: days kept"). The writes'
 * triggers (migration 0034) delete the days they change in their own transaction, and a reader fills a scope's
 * missing days under an exclusive advisory lock those triggers wait for: a kept day is never older than its data.
 * The days being welded are also kept by the hour (`dashboard_hours`), so a write there costs one hour's aggregate.
 */
export type TDayKind = "welds" | "cut_outs" | "heat" | "timeline";

/** Where figures are kept: a project, or its client's rows without a project (cycles), keyed by the client's id. */
export interface TDayScope {
  id: string;
  client: string;
  project: string | null;
}

export interface TDayRange {
  from: string;
  to: string;
  tz: string;
}

/** What a compute aggregates: the instants from `start` to before `end`, grouped by `of(instant)`. */
export interface TBuckets {
  start: SQL;
  end: SQL;
  of: (instant: SQL | PgColumn) => SQL<string>;
}

/** The reader's days of a range, each keyed YYYY-MM-DD. */
export const daysOf = (range: TDayRange): TBuckets => ({ ...dayBounds(range), of: (instant) => dayIn(instant, range.tz) });

/** Hours in UTC from `from` to before `to` (ISO instants on the hour), each keyed as its ISO start. */
export const hoursOf = (from: string, to: string): TBuckets => ({
  start: sql`${from}::timestamptz`,
  end: sql`${to}::timestamptz`,
  // The hour migration 0039's trigger deletes for an instant.
  of: (instant) => sql<string>`to_char(date_trunc('hour', ${instant} at time zone 'UTC'), 'YYYY-MM-DD"T"HH24":00:00Z"')`,
});

/** One scope's figures per bucket; a bucket without figures may be left out. */
export type TComputeDays<T> = (db: TExecutor, scope: TDayScope, buckets: TBuckets) => Promise<Map<string, T>>;

/**
 * A kind of kept figures: how a scope's are aggregated and, for figures that add up across a day's hours, how parts
 * add (then the days being welded are kept by the hour too).
 */
export interface TKeptKind<T> {
  kind: TDayKind;
  compute: TComputeDays<T>;
  sum?: (parts: readonly T[]) => T;
}

/** Days whose end is at most this long ago are kept by the hour too: the days being welded, and yesterday's. */
const RECENT_HOURS = 48;
/** Hours older than this are dropped by the next fill of their scope and kind. */
const KEEP_HOURS = 96;
const HOUR_MS = 3_600_000;

/** The most days one fill computes in one transaction. */
const FILL_DAYS = 7;

/**
 * The missing days in runs of consecutive days of the range, each at most FILL_DAYS long: a kept day between two
 * missing ones is not computed again.
 */
export function fillRuns(missing: readonly string[], days: readonly string[]): string[][] {
  const isMissing = new Set(missing);
  const runs: string[][] = [];
  let run: string[] = [];
  for (const day of days) {
    if (isMissing.has(day) && run.length < FILL_DAYS) {
      run.push(day);
      continue;
    }
    if (run.length > 0) runs.push(run);
    run = isMissing.has(day) ? [day] : [];
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/** The lock a reader holds while it fills a scope's days; the triggers take it shared (migration 0034). */
const DAYS_LOCK = 7301;

/** The rows of a scope in a table with `project` and `client_id` columns. */
export function ofScope(scope: TDayScope, project: PgColumn, client: PgColumn): SQL | undefined {
  return scope.project ? eq(project, scope.project) : and(eq(client, scope.client), isNull(project));
}

/**
 * The scopes of a dashboard: the chosen project, or every project of the client and the client's rows without a
 * project (`withClientRows`, for cycles).
 */
export async function scopesOf(
  db: TDatabase,
  chosen: { project: string; client: string } | undefined,
  client: string,
): Promise<{ projects: TDayScope[]; withClientRows: TDayScope[] }> {
  if (chosen) {
    const only = [{ id: chosen.project, client: chosen.client, project: chosen.project }];
    return { projects: only, withClientRows: only };
  }
  const rows = await db.select({ id: projects.id }).from(projects).where(eq(projects.client_id, client));
  const ofProjects = rows.map((row) => ({ id: row.id, client, project: row.id }));
  return { projects: ofProjects, withClientRows: [...ofProjects, { id: client, client, project: null }] };
}

/** Takes the lock a reader holds while it changes a scope's kept figures; the triggers take it shared. */
export async function lockScope(tx: TExecutor, scope: TDayScope) {
  await tx.execute(sql`select pg_advisory_xact_lock(${DAYS_LOCK}, hashtext(${scope.id}::text))`);
}

/** Keeps days' figures, replacing what a concurrent fill kept (a day written whole has no stale station). */
async function keepDays(tx: TExecutor, rows: (typeof dashboardDays.$inferInsert)[]) {
  await tx
    .insert(dashboardDays)
    .values(rows)
    .onConflictDoUpdate({
      target: [dashboardDays.scope, dashboardDays.kind, dashboardDays.day, dashboardDays.tz],
      set: { data: sql`excluded.data`, stale: null, computed_at: sql`now()` },
    });
}

/** An instant as UTC ISO text, the key of an hour. */
const isoOf = (instant: SQL) => sql<string>`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/**
 * Which of these days of the reader's zone are kept by the hour: those ending at most RECENT_HOURS ago whose bounds
 * fall on UTC hours (not a zone with a half-hour offset), with their bounds.
 */
async function hourlyDays(db: TExecutor, days: readonly string[], tz: string): Promise<Map<string, { start: string; end: string }>> {
  const since = new Date(Date.now() - (RECENT_HOURS + 48) * HOUR_MS).toISOString().slice(0, 10);
  const candidates = days.filter((day) => day >= since);
  if (candidates.length === 0) return new Map();
  const start = sql`(d.day::timestamp at time zone ${tz})`;
  const end = sql`((d.day + 1)::timestamp at time zone ${tz})`;
  const rows = await db
    .select({ day: sql<string>`d.day::text`, start: isoOf(start), end: isoOf(end) })
    .from(sql`unnest(string_to_array(${candidates.join(",")}, ',')::date[]) as d(day)`)
    .where(sql`${end} > now() - make_interval(hours => ${RECENT_HOURS})`);
  return new Map(
    rows
      .filter((row) => row.start.endsWith(":00:00Z") && row.end.endsWith(":00:00Z"))
      .map((row) => [row.day, { start: row.start, end: row.end }]),
  );
}

/** The UTC hours from `start` to before `end`, as ISO instants. */
function hoursBetween(start: string, end: string): string[] {
  const hours: string[] = [];
  for (let at = Date.parse(start); at < Date.parse(end); at += HOUR_MS) hours.push(new Date(at).toISOString().replace(".000Z", "Z"));
  return hours;
}

/** Runs of consecutive hours in `hours` (ordered) that are missing. */
function missingHourRuns(hours: readonly string[], kept: ReadonlySet<string>): string[][] {
  const runs: string[][] = [];
  let run: string[] = [];
  for (const hour of hours) {
    if (!kept.has(hour)) {
      run.push(hour);
      continue;
    }
    if (run.length > 0) runs.push(run);
    run = [];
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/**
 * One day of a scope from its hours, under the scope's lock: kept hours as they are, missing ones aggregated and kept,
 * then the day kept as their sum. After a write on the day being welded, only the written hour is aggregated.
 */
async function fillDayFromHours<T>(
  db: TDatabase,
  kept: TKeptKind<T> & { sum: (parts: readonly T[]) => T },
  scope: TDayScope,
  day: string,
  tz: string,
  bounds: { start: string; end: string },
): Promise<T | null> {
  const { kind, compute, sum } = kept;
  return db.transaction(async (tx) => {
    await lockScope(tx, scope);
    const ofDay = and(
      eq(dashboardDays.scope, scope.id),
      eq(dashboardDays.kind, kind),
      eq(dashboardDays.tz, tz),
      eq(dashboardDays.day, day),
    );
    const [keptMeanwhile] = await tx.select({ data: dashboardDays.data }).from(dashboardDays).where(ofDay);
    if (keptMeanwhile) return keptMeanwhile.data as T | null;
    const ofScopeKind = and(eq(dashboardHours.scope, scope.id), eq(dashboardHours.kind, kind));
    const keptHours = await tx
      .select({ hour: isoOf(sql`${dashboardHours.hour}`), data: dashboardHours.data })
      .from(dashboardHours)
      .where(
        and(
          ofScopeKind,
          gte(dashboardHours.hour, sql`${bounds.start}::timestamptz`),
          lt(dashboardHours.hour, sql`${bounds.end}::timestamptz`),
        ),
      );
    const hours = new Map(keptHours.map((row) => [row.hour, row.data]));
    const all = hoursBetween(bounds.start, bounds.end);
    for (const run of missingHourRuns(all, new Set(hours.keys()))) {
      const [first, last] = endsOf(run);
      const after = new Date(Date.parse(last) + HOUR_MS).toISOString();
      const byHour = await compute(tx, scope, hoursOf(first, after));
      const rows = run.map((hour) => ({
        client_id: scope.client,
        scope: scope.id,
        kind,
        hour: new Date(hour),
        data: byHour.get(hour) ?? null,
      }));
      await tx
        .insert(dashboardHours)
        .values(rows)
        .onConflictDoUpdate({
          target: [dashboardHours.scope, dashboardHours.kind, dashboardHours.hour],
          set: { data: sql`excluded.data`, computed_at: sql`now()` },
        });
      for (const row of rows) hours.set(row.hour.toISOString().replace(".000Z", "Z"), row.data);
    }
    await tx.delete(dashboardHours).where(and(ofScopeKind, lt(dashboardHours.hour, sql`now() - make_interval(hours => ${KEEP_HOURS})`)));
    const parts = all.map((hour) => hours.get(hour)).filter((part): part is T => part !== null && part !== undefined);
    const data = parts.length === 0 ? null : sum(parts);
    await keepDays(tx, [{ client_id: scope.client, scope: scope.id, kind, tz, day, data }]);
    return data;
  });
}

/**
 * The figures of every day of the range over the scopes: kept days as they are, missing ones computed (one scope at
 * a time, each under its own lock, so a reader never holds two and cannot deadlock with a write) and kept; a missing
 * day being welded is summed from its hours.
 */
export async function keptDays<T>(
  db: TDatabase,
  kept: TKeptKind<T>,
  scopes: readonly TDayScope[],
  range: TDayRange,
): Promise<{ day: string; data: T }[]> {
  const { kind, compute, sum } = kept;
  if (scopes.length === 0) return [];
  const keptRows = await db
    .select({ scope: dashboardDays.scope, day: dashboardDays.day, data: dashboardDays.data })
    .from(dashboardDays)
    .where(
      and(
        inArray(
          dashboardDays.scope,
          scopes.map((scope) => scope.id),
        ),
        eq(dashboardDays.kind, kind),
        between(dashboardDays.day, range.from, range.to),
        eq(dashboardDays.tz, range.tz),
      ),
    );
  const figures = new Map<string, { day: string; data: T | null }>(
    keptRows.map((row) => [`${row.scope}/${row.day}`, { day: row.day, data: row.data as T | null }]),
  );
  const days = eachDay(range.from, range.to);
  const anyMissing = days.filter((day) => scopes.some((scope) => !figures.has(`${scope.id}/${day}`)));
  const byHours =
    sum && anyMissing.length > 0 ? await hourlyDays(db, anyMissing, range.tz) : new Map<string, { start: string; end: string }>();
  for (const scope of scopes) {
    const missing = days.filter((day) => !figures.has(`${scope.id}/${day}`));
    // Runs of missing days, at most FILL_DAYS a transaction: each statement stays well inside the pool's statement
    // time limit on a cold range, and the days filled are kept even if a later run fails.
    for (const run of fillRuns(
      missing.filter((day) => !byHours.has(day)),
      days,
    )) {
      const [first, last] = endsOf(run);
      const computed = await db.transaction(async (tx) => {
        await lockScope(tx, scope);
        // Another request (the Progress and Quality tabs both read weld days) may have kept them while this one
        // waited for the lock: read them instead of computing them a second time.
        const keptMeanwhile = await tx
          .select({ day: dashboardDays.day, data: dashboardDays.data })
          .from(dashboardDays)
          .where(
            and(
              eq(dashboardDays.scope, scope.id),
              eq(dashboardDays.kind, kind),
              eq(dashboardDays.tz, range.tz),
              inArray(dashboardDays.day, run),
            ),
          );
        if (keptMeanwhile.length === run.length) return keptMeanwhile.map((row) => ({ day: row.day, data: row.data as T | null }));
        const byDay = await compute(tx, scope, daysOf({ from: first, to: last, tz: range.tz }));
        const rows = run.map((day) => ({
          client_id: scope.client,
          scope: scope.id,
          kind,
          tz: range.tz,
          day,
          data: byDay.get(day) ?? null,
        }));
        await keepDays(tx, rows);
        return rows;
      });
      for (const row of computed) figures.set(`${scope.id}/${row.day}`, { day: row.day, data: row.data });
    }
    for (const day of missing) {
      const bounds = byHours.get(day);
      if (!bounds || !sum) continue;
      figures.set(`${scope.id}/${day}`, { day, data: await fillDayFromHours(db, { ...kept, sum }, scope, day, range.tz, bounds) });
    }
  }
  return [...figures.values()].filter((kept): kept is { day: string; data: T } => kept.data !== null);
}
