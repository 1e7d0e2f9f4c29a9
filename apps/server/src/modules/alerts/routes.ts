import { INSPECTION_KINDS, message, type TInspectionKind, type TMessage, ZListQuery } from "@weldtrace/domain";
import { and, eq, gte, inArray, isNotNull, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { serializeTenantRow } from "../../crud/create-crud-routes.js";
import { listPage } from "../../crud/list.js";
import { itemFilter, listTenantFilter, requirePermission } from "../../crud/scope.js";
import type { TExecutor } from "../../db/client.js";
import { ALERT_LIST } from "../../db/list-specs.js";
import { alerts, MEASUREMENT_TABLES, procedures, projects, users } from "../../db/schema/index.js";
import { currentUser } from "../../plugins/auth.js";
import { badRequest, notFound } from "../../plugins/errors.js";
import { jsonAnswer, pageOf } from "../../plugins/openapi.js";
import { isOneOf, stringOr } from "../../typed.js";

/** The sections an alert comes from: an inspection's rejected measurement, the arc data of a cycle, an instrument's calibration, a welder's qualification. */
export const ALERT_SECTIONS = ["inspection", "cycle", "instrument", "welder"] as const;

const ZQuery = ZListQuery.extend({
  client: z.uuid().optional(),
  project: z.uuid().optional(),
  procedure: z.uuid().optional(),
  section: z.enum(ALERT_SECTIONS).optional(),
  parameter: z.string().trim().min(1).max(100).optional(),
  type: z.string().trim().min(1).max(100).optional(),
  /** true: acknowledged only; false: open only. */
  acknowledged: z.enum(["true", "false"]).optional(),
  /** Raised at or after (ISO date or date-time). */
  from: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  /** Raised before (a date alone: up to the end of that day). */
  to: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
});
const ZCoded = z.object({ code: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])).optional() });
const ZAlert = z
  .object({
    id: z.uuid(),
    client: z.uuid(),
    created_at: z.iso.datetime({ offset: true }),
    updated_at: z.iso.datetime({ offset: true }),
    project: z.uuid().nullable(),
    project_name: z.string().nullable(),
    procedure: z.uuid().nullable(),
    procedure_name: z.string().nullable(),
    section: z.enum(ALERT_SECTIONS),
    details: z.string().nullable().describe("In English; `details_messages` says the same as catalogue codes."),
    details_messages: z.array(ZCoded).describe("The details as catalogue codes and parameters (the web translates them)."),
    parameter: z.string().nullable(),
    type: z.string().nullable(),
    recorded_value: z.number().nullable(),
    expected_value: z.string().nullable(),
    expected_message: ZCoded.nullable().describe('The expected value as a code when it has words ("> 30 days").'),
    source_kind: z.string(),
    source_id: z.uuid().nullable(),
    source_key: z.string().describe("What raised the alert, once: a second report of the same source is not a second alert."),
    source_time: z.iso.datetime({ offset: true }).nullable(),
    source_offset: z.number().nullable().describe("Seconds from the start of the cycle (arc alerts)."),
    inspection: z.uuid().nullable().describe("The inspection of an inspection alert's measurement (its measurements page)."),
    inspection_kind: z.enum(INSPECTION_KINDS).nullable(),
    acknowledged_at: z.iso.datetime({ offset: true }).nullable(),
    acknowledged_by: z.uuid().nullable(),
    acknowledged_by_name: z.string().nullable(),
    acknowledged_comment: z.string().nullable(),
    mailed_at: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ "x-response-description": "An alert." });
const ZIdParams = z.object({ id: z.string() });
const ZAcknowledge = z.object({ comment: z.string().trim().min(1).max(2000) });
const ZOpenCount = z.object({ count: z.number().int(), capped: z.boolean() });
/** The badge counts open alerts up to this, then shows "999+". */
const OPEN_COUNT_CAP = 999;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A date alone is a whole day: `to=2026-11-26` takes the alerts of the 26th too. */
function bound(value: string, end: boolean): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const day = new Date(`${value}T00:00:00Z`);
    return end ? new Date(day.getTime() + 86_400_000) : day;
  }
  return new Date(value);
}

/** The list's filters beside the tenant's: each one a column the list indexes lead with or walk. */
function filtersOf(query: z.infer<typeof ZQuery>): SQL[] {
  const filters: SQL[] = [];
  if (query.project) filters.push(eq(alerts.project, query.project));
  if (query.procedure) filters.push(eq(alerts.procedure, query.procedure));
  if (query.section) filters.push(eq(alerts.section, query.section));
  if (query.parameter) filters.push(eq(alerts.parameter, query.parameter));
  if (query.type) filters.push(eq(alerts.type, query.type));
  if (query.acknowledged === "true") filters.push(isNotNull(alerts.acknowledged_at));
  if (query.acknowledged === "false") filters.push(isNull(alerts.acknowledged_at));
  if (query.from) filters.push(gte(alerts.created_at, bound(query.from, false)));
  if (query.to) filters.push(lt(alerts.created_at, bound(query.to, true)));
  if (query.from && query.to && bound(query.from, false) >= bound(query.to, true)) {
    throw badRequest({ to: [message("invalid")] });
  }
  return filters;
}

type TAlertRow = typeof alerts.$inferSelect;

/**
 * The details of an alert written before `details_messages` was kept (every writer stores its codes since): its
 * stored English text as it is, as the `text` message. Its code is not recovered from the text.
 */
function storedDetails(details: string | null): TMessage[] {
  return details ? [message("text", { text: details })] : [];
}

/** An inspection alert's kind, from its source ("fit_up_measurement"), or null. */
function inspectionKindOf(row: Record<string, unknown>): TInspectionKind | null {
  const kind = typeof row.source_kind === "string" ? row.source_kind.replace(/_measurement$/, "") : "";
  return row.section === "inspection" && isOneOf(INSPECTION_KINDS, kind) ? kind : null;
}

/** The inspection of each inspection alert's measurement: one query by primary key per kind on the page. */
async function inspectionsOf(db: TExecutor, rows: Record<string, unknown>[]): Promise<Map<string, string>> {
  const byKind = new Map<TInspectionKind, string[]>();
  for (const row of rows) {
    const kind = inspectionKindOf(row);
    if (kind && typeof row.source_id === "string") byKind.set(kind, [...(byKind.get(kind) ?? []), row.source_id]);
  }
  const found = await Promise.all(
    [...byKind].map(([kind, ids]) => {
      const table = MEASUREMENT_TABLES[kind];
      return db.select({ id: table.id, inspection: table.inspection }).from(table).where(inArray(table.id, ids));
    }),
  );
  return new Map(found.flat().map((row) => [row.id, row.inspection]));
}

/**
 * The names the list shows beside the ids (project, procedure, who acknowledged), and the inspection an inspection
 * alert opens, one query each for a page.
 */
async function withNames(db: TExecutor, rows: Record<string, unknown>[]) {
  const ids = (key: string) => [...new Set(rows.map((row) => row[key]).filter((id): id is string => typeof id === "string"))];
  const [projectRows, procedureRows, userRows, inspectionOf] = await Promise.all([
    ids("project").length
      ? db
          .select({ id: projects.id, name: projects.name })
          .from(projects)
          .where(inArray(projects.id, ids("project")))
      : [],
    ids("procedure").length
      ? db
          .select({ id: procedures.id, name: procedures.name })
          .from(procedures)
          .where(inArray(procedures.id, ids("procedure")))
      : [],
    ids("acknowledged_by").length
      ? db
          .select({ id: users.id, first: users.first_name, last: users.last_name, email: users.email })
          .from(users)
          .where(inArray(users.id, ids("acknowledged_by")))
      : [],
    inspectionsOf(db, rows),
  ]);
  const names = (list: { id: string; name: string }[]) => new Map(list.map((row) => [row.id, row.name]));
  const projectNames = names(projectRows);
  const procedureNames = names(procedureRows);
  const userNames = new Map(userRows.map((row) => [row.id, `${row.first} ${row.last}`.trim() || row.email]));
  return rows.map((row) => ({
    ...row,
    project_name: projectNames.get(stringOr(row.project) ?? "") ?? null,
    procedure_name: procedureNames.get(stringOr(row.procedure) ?? "") ?? null,
    acknowledged_by_name: userNames.get(stringOr(row.acknowledged_by) ?? "") ?? null,
    details_messages: (row.details_messages as TMessage[] | null) ?? storedDetails(stringOr(row.details) ?? null),
    expected_message: row.expected_message ?? null,
    inspection: inspectionOf.get(stringOr(row.source_id) ?? "") ?? null,
    inspection_kind: inspectionOf.has(stringOr(row.source_id) ?? "") ? inspectionKindOf(row) : null,
  }));
}

/**
 * Spec §3 "Alerts" (/alerts-list): the client's alerts with filters (project, procedure, section, parameter, type,
 * open or acknowledged, date range), search, sorting and paging; acknowledging one with a comment (who and when
 * kept, once); the count of open ones for the menu's badge.
 */
export async function alertRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["alerts"];
  api.get(
    "/api/alerts/",
    {
      schema: { tags, querystring: ZQuery, response: { 200: jsonAnswer("A page of alerts.", pageOf(ZAlert)) } },
      onRequest: requirePermission("quality", "list"),
    },
    async (request) => {
      const filters = [listTenantFilter(currentUser(request), alerts.client_id, request.query), ...filtersOf(request.query)];
      const page = await listPage(app.db, alerts, ALERT_LIST, request.query, filters, request.url, serializeTenantRow);
      return { ...page, results: await withNames(app.db, page.results as Record<string, unknown>[]) } as never;
    },
  );

  api.get(
    "/api/alerts/open-count/",
    {
      schema: { tags, response: { 200: ZOpenCount } },
      onRequest: requirePermission("quality", "list"),
    },
    async (request) => {
      const user = currentUser(request);
      // Served by alerts_unacknowledged_idx; stops after OPEN_COUNT_CAP + 1 entries.
      const limited = app.db
        .select({ one: sql`1` })
        .from(alerts)
        .where(and(eq(alerts.client_id, user.client_id), isNull(alerts.acknowledged_at)))
        .limit(OPEN_COUNT_CAP + 1)
        .as("limited");
      const [row] = await app.db.select({ count: sql<number>`count(*)::int` }).from(limited);
      const count = row?.count ?? 0;
      return { count: Math.min(count, OPEN_COUNT_CAP), capped: count > OPEN_COUNT_CAP };
    },
  );

  api.post(
    "/api/alerts/:id/acknowledge/",
    {
      schema: {
        tags,
        params: ZIdParams,
        body: ZAcknowledge,
        response: { 200: jsonAnswer("Acknowledged: who, when and the comment are kept.", ZAlert) },
      },
      onRequest: requirePermission("quality", "update"),
    },
    async (request) => {
      const user = currentUser(request);
      if (!UUID.test(request.params.id)) throw notFound();
      const mine = itemFilter(user, alerts.id, alerts.client_id, request.params.id);
      // One statement: of two acknowledgements at once, one writes and the other finds it done.
      const [updated] = await app.db
        .update(alerts)
        .set({ acknowledged_at: new Date(), acknowledged_by: user.id, acknowledged_comment: request.body.comment, updated_at: new Date() })
        .where(and(mine, isNull(alerts.acknowledged_at)))
        .returning();
      if (!updated) {
        const [existing] = await app.db.select({ id: alerts.id }).from(alerts).where(mine).limit(1);
        if (!existing) throw notFound();
        throw badRequest({ non_field_errors: [message("alert_already_acknowledged")] });
      }
      const [named] = await withNames(app.db, [serializeTenantRow(updated as TAlertRow) as Record<string, unknown>]);
      return named as never;
    },
  );
}
