import {
  CALIBRATION_STATES,
  CYCLE_END_REASONS,
  DATE_FORMATS,
  FILE_KINDS,
  GROUPS,
  INSPECTION_KINDS,
  INSPECTION_VERDICTS,
  QUALIFICATION_STATES,
  type TClient,
  type TEdgeChoices,
  type TLoginResponse,
  type TProfile,
  type TProgressStatistics,
  type TProjectWeldStatistics,
  type TQualityStatistics,
  type TSession,
  type TStoredFile,
  type TTimelineStatistics,
  type TUser,
  type TWelderStanding,
  type TWeldTraceability,
  USER_LANGUAGES,
} from "@weldtrace/domain";
import { z } from "zod";

/*
 * The answers of the bespoke routes, for the OpenAPI document only (plugins/openapi.ts): each is tied to the
 * domain's type of that answer by `satisfies`, so the documentation cannot drift from what the code returns.
 */

const zTimestamp = () => z.iso.datetime({ offset: true });

export const ZStoredFile: z.ZodType = z.object({
  id: z.uuid(),
  url: z.string().describe("Download address: GET it with the token."),
  filename: z.string(),
  size: z.number().int(),
  content_type: z.string(),
  kind: z.enum(FILE_KINDS),
  created_at: zTimestamp(),
}) satisfies z.ZodType<TStoredFile>;

const profile = z.object({
  id: z.uuid(),
  email: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  photo: z.string().nullable(),
  language: z.enum(USER_LANGUAGES),
  client: z.uuid().nullable(),
  client_name: z.string().nullable(),
  date_format: z.enum(DATE_FORMATS).nullable(),
  group: z.enum(GROUPS),
  groups: z.array(z.string()),
  role: z.string(),
  is_machine: z.boolean(),
  is_superuser: z.boolean(),
  is_admin: z.boolean(),
}) satisfies z.ZodType<TProfile>;

export const ZProfile: z.ZodType = profile;
export const ZLoginAnswer: z.ZodType = z.object({ token: z.string(), user: profile }) satisfies z.ZodType<TLoginResponse>;

export const ZSession: z.ZodType = z.object({
  id: z.uuid(),
  created_at: zTimestamp(),
  last_used_at: zTimestamp(),
  expires_at: zTimestamp(),
  user_agent: z.string().nullable(),
  current: z.boolean().describe("The session this request was made with."),
}) satisfies z.ZodType<TSession>;

export const ZUser: z.ZodType = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  username: z.string(),
  group: z.string(),
  group_name: z.string(),
  client: z.uuid(),
  client_name: z.string(),
  role: z.boolean(),
  is_machine: z.boolean(),
  is_active: z.boolean(),
  project: z.uuid().nullable(),
  created_at: zTimestamp(),
}) satisfies z.ZodType<TUser>;

export const ZClient: z.ZodType = z.object({
  id: z.uuid(),
  name: z.string(),
  logo: z.string().nullable(),
  default_date_format: z.enum(DATE_FORMATS),
  default_uom: z.uuid().nullable(),
  is_platform: z.boolean(),
  licence: z.object({ licence_key: z.string(), expiration_date: z.string().nullable() }).nullable(),
  created_at: zTimestamp(),
  updated_at: zTimestamp(),
}) satisfies z.ZodType<TClient>;

const ZRate = z.object({ numerator: z.number(), denominator: z.number(), rate: z.number().nullable() });
export const ZProjectWeldStatistics: z.ZodType = z.object({
  welds: z.number().int(),
  completed: z.number().int(),
  scanned: z.number().int(),
  repairs: z.number().int(),
  cut_outs: z.number().int(),
  reject_rate: ZRate,
  repair_rate: ZRate,
  repair_rate_by_procedure: z.record(z.string(), ZRate),
  repair_rate_by_welder: z.record(z.string(), ZRate),
  /** The per-welder rates' welders as "W-012 - Jean Dupont" (deleted ones too); an id no welder has is absent. */
  welder_names: z.record(z.string(), z.string()),
  downtime: z.object({ total: z.number(), average: z.number().nullable(), pauses: z.number().int() }),
}) satisfies z.ZodType<TProjectWeldStatistics & { welder_names: Record<string, string> }>;

const ZRejectGroup = z.object({ id: z.string(), name: z.string(), reject_rate: ZRate });
const nullableNumber = z.number().nullable();

/** The dashboard's Progress tab: the cards and one row a day of the range (days without welds included). */
export const ZProgressStatistics: z.ZodType = z.object({
  from: z.string(),
  to: z.string(),
  cards: z.object({
    welds_completed: z.number().int(),
    welds_scanned: z.number().int(),
    quantity_welds: z.number().int(),
    repair: z.number().int(),
    cutout: z.number().int(),
    total: z.number().int(),
    best_day: z.object({ day: z.string(), quantity_welds: z.number().int() }).nullable(),
    repair_rate: ZRate,
    cutout_rate: ZRate,
    reject_rate: ZRate,
  }),
  daily: z.array(
    z.object({
      day: z.string(),
      quantity_welds: z.number().int(),
      quantity_repair: z.number().int(),
      quantity_cutout: z.number().int(),
      repair_rate: ZRate,
      cutout_rate: ZRate,
      reject_rate: ZRate,
    }),
  ),
}) satisfies z.ZodType<TProgressStatistics>;

/** The dashboard's Quality tab. */
const ZNamed = z.object({ id: z.string(), name: z.string() });
const ZTimelineTotals = {
  welds: z.number().int(),
  cycles: z.number().int(),
  arc_seconds: z.number(),
  downtime_seconds: z.number(),
  arc_ratio: z.number().nullable(),
};
export const ZTimelineStatistics: z.ZodType = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(
    z.object({
      day: z.string(),
      workstation: ZNamed.nullable(),
      welds: z.number().int(),
      cycles: z.number().int(),
      arc_seconds: z.number(),
      downtime_seconds: z.number(),
    }),
  ),
  totals: z.object(ZTimelineTotals),
  by_workstation: z.array(z.object({ id: z.string().nullable(), name: z.string().nullable(), ...ZTimelineTotals })),
}) satisfies z.ZodType<TTimelineStatistics>;

export const ZQualityStatistics: z.ZodType = z.object({
  from: z.string(),
  to: z.string(),
  by_welder: z.array(ZRejectGroup),
  by_procedure: z.array(ZRejectGroup),
  by_nde_method: z.array(ZRejectGroup.extend({ flaws: z.number().int(), rejected: z.number().int() })),
  flaw_types: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      acronym: z.string().nullable(),
      method: z.string(),
      count: z.number().int(),
      share: z.number(),
      cumulative: z.number(),
    }),
  ),
  heat_input: z.array(
    z.object({
      pass_group: z.string(),
      name: z.string(),
      procedure: z.string(),
      cycles: z.number().int(),
      measured: z.number().int(),
      within: nullableNumber,
      min: nullableNumber,
      mean: nullableNumber,
      max: nullableNumber,
      range_min: nullableNumber,
      range_max: nullableNumber,
    }),
  ),
}) satisfies z.ZodType<TQualityStatistics>;

export const ZDetail: z.ZodType = z.object({ detail: z.string() });

/** A list answered in one page (groups, outbox): the page shape with everything on it. */
export const onePageOf = (item: z.ZodType) =>
  z.object({ count: z.number().int(), next: z.null(), previous: z.null(), results: z.array(item) });

const withoutDialect = ({ $schema: _dialect, ...schema }: Record<string, unknown>) => schema;

/** The import progress stream: one JSON object a line (application/x-ndjson). */
export const importStreamAnswer = {
  description: "A stream of JSON lines: start (total), progress per saved batch (with each row's result), then end.",
  content: {
    "application/x-ndjson": {
      schema: withoutDialect(
        z.toJSONSchema(
          z.discriminatedUnion("type", [
            z.object({ type: z.literal("start"), total: z.number().int() }),
            z.looseObject({
              type: z.literal("progress"),
              done: z.number().int(),
              total: z.number().int(),
              results: z.array(z.looseObject({})),
            }),
            z.object({
              type: z.literal("end"),
              status: z.enum(["done", "error"]),
              saved: z.number().int(),
              failed: z.number().int(),
              errors: z.record(z.string(), z.unknown()).optional(),
            }),
          ]),
          { target: "draft-2020-12" },
        ),
      ),
    },
  },
};

const ZTraceHeat = z.object({
  id: z.string(),
  heat_no: z.string(),
  certificates: z.array(z.object({ id: z.string(), name: z.string(), file: z.string().nullable(), expired_at: z.string().nullable() })),
});

/** GET /api/welds/{id}/traceability/. */
export const ZWeldTraceability: z.ZodType = z.object({
  weld: z.object({
    id: z.string(),
    name: z.string(),
    internal_name: z.string().nullable(),
    started_at: z.string().nullable(),
    ended_at: z.string().nullable(),
    completed: z.boolean(),
    scanned: z.boolean(),
    is_cut_out: z.boolean(),
  }),
  project: ZNamed,
  procedure: ZNamed.extend({ is_reference: z.boolean(), forked_from: z.string().nullable() }),
  edges: z.array(
    z.object({
      position: z.number().int(),
      id: z.string(),
      name: z.string(),
      workpiece: ZNamed.extend({ grade: z.string().nullable() }),
      cut_from: ZNamed.nullable(),
      heat: ZTraceHeat.nullable(),
    }),
  ),
  cycles: z.array(
    z.object({
      id: z.string(),
      started_at: z.string().nullable(),
      ended_at: z.string().nullable(),
      pass_group: z.string().nullable(),
      acquisition_status: z.string(),
      heat_input: z.number().nullable(),
      end_reason: z.enum(CYCLE_END_REASONS).nullable().describe("Why the arc-data engine ended the cycle; null for a cycle typed by hand."),
      torches: z.array(
        z.object({
          torch: z.union([z.literal(1), z.literal(2)]),
          process: z.string().nullable(),
          welder: ZNamed.extend({ welder_id: z.string().nullable(), deleted: z.boolean() }).nullable(),
          qualification: z.object({ state: z.enum(QUALIFICATION_STATES), until: z.string(), lapses_on: z.string() }).nullable(),
          filler_metal: ZNamed.extend({ heats: z.array(ZTraceHeat) }).nullable(),
        }),
      ),
    }),
  ),
  flaws: z.array(
    z.object({
      id: z.string(),
      type: z.string(),
      nde_method: z.string(),
      status: z.string(),
      result: z.string(),
      sanction: z.string().nullable(),
      repaired_by: ZNamed.nullable(),
    }),
  ),
  inspections: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(INSPECTION_KINDS),
      created_at: z.string(),
      pass_group: z.string().nullable(),
      measurements: z.number().int(),
      rejected: z.number().int(),
      verdict: z.enum(INSPECTION_VERDICTS).nullable(),
      instruments: z.array(
        ZNamed.extend({
          serial_number: z.string(),
          expire_at: z.string().nullable(),
          measured_on: z.string(),
          calibration: z.enum(CALIBRATION_STATES).nullable(),
        }),
      ),
    }),
  ),
  repairs_weld: ZNamed.nullable(),
  cut_out: z.object({ id: z.string(), created_at: z.string() }).nullable(),
}) satisfies z.ZodType<TWeldTraceability>;

/** GET /api/cycles/welder-standing/. */
export const ZWelderStanding: z.ZodType = z.object({
  results: z.array(
    z.object({
      welder: z.string(),
      qualification: z.object({ state: z.enum(QUALIFICATION_STATES), until: z.string(), lapses_on: z.string() }).nullable(),
    }),
  ),
}) satisfies z.ZodType<TWelderStanding>;

/** GET /api/welds/edge-choices/. */
export const ZEdgeChoices: z.ZodType = z.object({
  results: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      workpiece: ZNamed,
      heat_no: z.string().nullable(),
      project: z.string().nullable(),
      used_by: ZNamed.nullable(),
    }),
  ),
  truncated: z.boolean(),
}) satisfies z.ZodType<TEdgeChoices>;
