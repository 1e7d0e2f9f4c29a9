import { eachDay } from "@weldtrace/domain";
import { and, between, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { TDatabase, TExecutor } from "../../db/client.js";
import { dashboardDays, projects } from "../../db/schema/index.js";

/**
 * The dashboard keeps each day's figures once read (`dashboard_days`), so a range of closed days is read as a few
 * kept rows instead of aggregating every weld and cycle again (docs/decisions.md "Dashboard: days kept"). The writes'
 * triggers (migration 0034) delete the days they change in their own transaction, and a reader fills a scope's
 * missing days under an exclusive advisory lock those triggers wait for: a kept day is never older than its data.
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

/** One scope's figures per day of the range, in the reader's zone; a day without figures may be left out. */
export type TComputeDays<T> = (db: TExecutor, scope: TDayScope, range: TDayRange) => Promise<Map<string, T>>;

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

/**
 * The figures of every day of the range over the scopes: kept days as they are, missing ones computed (one scope at
 * a time, each under its own lock, so a reader never holds two and cannot deadlock with a write) and kept.
 */
export async function keptDays<T>(
  db: TDatabase,
  kind: TDayKind,
  scopes: readonly TDayScope[],
  range: TDayRange,
  compute: TComputeDays<T>,
): Promise<{ day: string; data: T }[]> {
  if (scopes.length === 0) return [];
  const kept = await db
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
    kept.map((row) => [`${row.scope}/${row.day}`, { day: row.day, data: row.data as T | null }]),
  );
  const days = eachDay(range.from, range.to);
  for (const scope of scopes) {
    const missing = days.filter((day) => !figures.has(`${scope.id}/${day}`));
    // Runs of missing days, at most FILL_DAYS a transaction: each statement stays well inside the pool's statement
    // time limit on a cold range, and the days filled are kept even if a later run fails.
    for (const run of fillRuns(missing, days)) {
      const first = run[0] as string;
      const last = run.at(-1) as string;
      const computed = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${DAYS_LOCK}, hashtext(${scope.id}::text))`);
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
        const byDay = await compute(tx, scope, { from: first, to: last, tz: range.tz });
        const rows = run.map((day) => ({
          client_id: scope.client,
          scope: scope.id,
          kind,
          tz: range.tz,
          day,
          data: byDay.get(day) ?? null,
        }));
        await tx
          .insert(dashboardDays)
          .values(rows)
          .onConflictDoUpdate({
            target: [dashboardDays.scope, dashboardDays.kind, dashboardDays.day, dashboardDays.tz],
            set: { data: sql`excluded.data`, computed_at: sql`now()` },
          });
        return rows;
      });
      for (const row of computed) figures.set(`${scope.id}/${row.day}`, { day: row.day, data: row.data });
    }
  }
  return [...figures.values()].filter((kept): kept is { day: string; data: T } => kept.data !== null);
}
