import {
  durationOfCell,
  fitUpTypeOfCell,
  INSPECTION_KINDS,
  importColumnOf,
  MEASURED_FIELDS,
  MEASUREMENT_IMPORT_DURATIONS,
  MEASUREMENT_IMPORTS,
  MEASUREMENT_SCHEMAS,
  measuredAtOfCell,
  message,
  normalizePosition,
  parseLabelText,
  parseNumberCell,
  type TFieldMessages,
  type TImportColumn,
  type TInspectionKind,
  type TMessage,
} from "@weldtrace/domain";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import { v5 as uuidv5 } from "uuid";
import { defaultFieldLabel, refusedRow, type TBulkResult } from "../../crud/bulk.js";
import { isUuid } from "../../crud/scope.js";
import type { TExecutor } from "../../db/client.js";
import {
  alerts,
  bevelDimensions,
  INSPECTION_TABLES,
  MEASUREMENT_TABLES,
  measuringInstruments,
  SEQUENCE_TABLES,
} from "../../db/schema/index.js";
import { type TAreaImport, type TImportPlan, type TResolvedRow, yieldTurn } from "../../imports/engine.js";
import { badRequest, HttpError, invalidIssues, notFound } from "../../plugins/errors.js";
import { MEASUREMENT_HISTORY_RESOURCE, measurementAlertKey, recordMeasurement, type TMeasurementBody } from "./record.js";

/*
 * The gauge import: an inspection's measurements from the CSV/XLSX of a digital gauge, on the import
 * engine (progress, per-row report, import records, undo, resume). The inspection is the import's context; each row
 * becomes the body a POST would send (the instrument found by its serial number or Data Matrix label, the time and
 * durations read from the file's spellings), and is recorded by recordMeasurement, the POST's own path: same checks,
 * verdict, alert and history. Format and choices: docs/decisions.md "Gauge import".
 */

type TRow = Record<string, unknown>;

/** The ids of rows without one are derived from their inspection and cells in this namespace (a re-import finds them). */
const ROW_ID_NAMESPACE = "5f0c7a52-3c1e-4f7e-9a55-0d4b1b9e7c21";

interface TGaugeContext {
  inspection: TRow;
}

/** The inspection named by `?inspection=`: 400 when absent, 404 when it is not one of the client's of this kind. */
async function inspectionContext(db: TExecutor, kind: TInspectionKind, clientId: string, id: string | undefined): Promise<TGaugeContext> {
  if (!id) throw badRequest({ inspection: [message("required")] });
  const table = INSPECTION_TABLES[kind];
  const [inspection] = isUuid(id)
    ? await db
        .select()
        .from(table)
        .where(and(eq(table.id, id), eq(table.client_id, clientId)))
        .limit(1)
    : [];
  if (!inspection) throw notFound();
  return { inspection };
}

/** "°c", "degC", "C" → "°C"; other units as written (the kind's schema says whether it takes them). */
function unitOfCell(cell: string): string | undefined {
  const text = cell.trim();
  if (text === "") return undefined;
  const degrees = /^(?:°|º|deg\s*)?([cfk])$/i.exec(text);
  if (degrees) return degrees[1]!.toUpperCase() === "K" ? "K" : `°${degrees[1]!.toUpperCase()}`;
  if (/^(degrees?|°)$/i.test(text)) return "degrees";
  return text.toLowerCase() === "ppm" ? "ppm" : text.toLowerCase();
}

/** The bevel dimensions a cell may name: the procedure's, and which the sequence measures at which position. */
async function bevelFacts(db: TExecutor, inspection: TRow) {
  const dimensions = await db
    .select({ id: bevelDimensions.id, name: bevelDimensions.name })
    .from(bevelDimensions)
    .where(eq(bevelDimensions.procedure, String(inspection.procedure)));
  const sequences = SEQUENCE_TABLES.bevel;
  const [sequence] = await db
    .select({ is_plate: sequences.is_plate, bevel_dimensions: sequences.bevel_dimensions })
    .from(sequences)
    .where(eq(sequences.id, String(inspection.sequence)))
    .limit(1);
  return { dimensions, sequence };
}

/** A refused row names a field by its column's header. */
const labelOf = (kind: TInspectionKind, field: string) =>
  MEASUREMENT_IMPORTS[kind].columns.find((column) => column.field === field)?.header ?? defaultFieldLabel(field);

/** The plan of a kind's gauge import: the inspection first, then each chunk's instruments looked up in one query. */
function gaugePlan(kind: TInspectionKind): TImportPlan<TGaugeContext> {
  const definition = MEASUREMENT_IMPORTS[kind];
  return {
    context: (db, { clientId, query }) => inspectionContext(db, kind, clientId, query.inspection),
    async start(db, { clientId, context, header }) {
      const columns = header
        .map((cell, index) => ({ index, column: importColumnOf(definition, cell) }))
        .filter((entry): entry is { index: number; column: TImportColumn } => entry.column !== undefined);
      // A file without any of the kind's values is not this kind's gauge file.
      const measured = MEASURED_FIELDS[kind];
      if (!columns.some(({ column }) => measured.includes(column.field))) throw badRequest({ file: [message("bad_header")] });
      const { inspection } = context;
      const bevel = kind === "bevel" ? await bevelFacts(db, inspection) : undefined;
      const cellOf = (cells: string[], field: string) => {
        const entry = columns.find(({ column }) => column.field === field);
        return entry ? (cells[entry.index] ?? "").trim() : undefined;
      };

      return async (chunkDb, rows) => {
        // The chunk's instruments in one query: by Data Matrix label (or id), else by serial number.
        const wanted = rows.map(({ cells }) => cellOf(cells, "measuring_instrument") ?? "").filter((cell) => cell !== "");
        const ids = wanted
          .map((cell) => parseLabelText(cell)?.uuid ?? (isUuid(cell) ? cell.toLowerCase() : null))
          .filter((id): id is string => Boolean(id));
        const serials = [...new Set(wanted.map((cell) => cell.toLowerCase()))];
        const found = wanted.length
          ? await chunkDb
              .select({ id: measuringInstruments.id, serial: measuringInstruments.serial_number })
              .from(measuringInstruments)
              .where(
                and(
                  eq(measuringInstruments.client_id, clientId),
                  or(
                    ids.length ? inArray(measuringInstruments.id, ids) : undefined,
                    inArray(sql`lower(${measuringInstruments.serial_number})`, serials),
                  ),
                ),
              )
          : [];

        return rows.map(({ n, cells }): TResolvedRow => {
          const errors: TFieldMessages = {};
          const values: TRow = { inspection: inspection.id };
          for (const { index, column } of columns) {
            const cell = (cells[index] ?? "").trim();
            const field = column.field;
            if (field === "id") values.id = cell === "" ? undefined : cell;
            else if (field === "position") values.position = cell === "" ? undefined : cell;
            else if (field === "unit") values.unit = unitOfCell(cell);
            else if (field === "instrument_override_reason") values.instrument_override_reason = cell === "" ? undefined : cell;
            else if (field === "created_at") {
              const time = measuredAtOfCell(cell);
              if (time !== null && typeof time === "object") errors.created_at = [time];
              else values.created_at = time ?? undefined;
            } else if (field === "type") {
              const type = fitUpTypeOfCell(cell);
              if (type) values.type = type;
              else if (cell !== "") errors.type = [{ code: "fit_up_type_unknown", params: { type: cell } }];
            } else if (field === "dimension") values.dimension = cell;
            else if (field === "measuring_instrument") {
              if (cell === "") continue;
              const byId = parseLabelText(cell)?.uuid ?? (isUuid(cell) ? cell.toLowerCase() : null);
              const matches = byId
                ? found.filter((row) => row.id === byId)
                : found.filter((row) => row.serial.toLowerCase() === cell.toLowerCase());
              if (matches.length === 1) values.measuring_instrument = matches[0]!.id;
              else
                errors.measuring_instrument = [
                  {
                    code: matches.length === 0 ? "instrument_not_found" : "instrument_serial_ambiguous",
                    params: { instrument: cell },
                  },
                ];
            } else if (MEASUREMENT_IMPORT_DURATIONS.has(field)) {
              const seconds = durationOfCell(cell);
              if (seconds !== null && typeof seconds === "object") errors[field] = [seconds];
              else values[field] = seconds;
            } else {
              const number = parseNumberCell(cell);
              if (number !== null && Number.isNaN(number)) errors[field] = [message("not_numeric")];
              else values[field] = number;
            }
          }
          if (bevel) {
            const dimension = bevelDimensionOf(bevel, String(values.dimension ?? ""), String(values.position ?? ""));
            if ("error" in dimension) errors.dimension = [dimension.error];
            else values.dimension = dimension.id;
          }
          // Without its own id a row gets one made of its inspection and cells: the same row imported again is the
          // same measurement (docs/decisions.md).
          values.id ??= uuidv5(`${String(inspection.id)}\u001f${cells.map((cell) => cell.trim()).join("\u001f")}`, ROW_ID_NAMESPACE);
          const name = [cellOf(cells, definition.nameField), cellOf(cells, "measure")].filter(Boolean).join(" · ");
          return Object.keys(errors).length > 0 ? { n, name, errors } : { n, name, values };
        });
      };
    },
    labelOf: (field) => labelOf(kind, field),
  };
}

/** The dimension a bevel row names (by name or id): the procedure's one of that name, else the one the sequence measures there. */
function bevelDimensionOf(
  facts: Awaited<ReturnType<typeof bevelFacts>>,
  cell: string,
  position: string,
): { id: string } | { error: TMessage } {
  if (cell === "") return { error: { code: "required" } };
  const lowered = cell.toLowerCase();
  const candidates = facts.dimensions.filter((row) => row.id === lowered || row.name.trim().toLowerCase() === lowered);
  if (candidates.length === 1) return { id: candidates[0]!.id };
  if (candidates.length === 0) return { error: { code: "dimension_not_in_bevel", params: { dimension: cell } } };
  const isAngle = !facts.sequence?.is_plate;
  const at = position === "" ? "" : normalizePosition(position, isAngle).toLowerCase();
  const planned = candidates.filter((candidate) =>
    (facts.sequence?.bevel_dimensions ?? []).some(
      (row) => row.dimension === candidate.id && normalizePosition(row.position, isAngle).toLowerCase() === at,
    ),
  );
  return planned.length === 1 ? { id: planned[0]!.id } : { error: { code: "bevel_dimension_ambiguous", params: { dimension: cell } } };
}

/**
 * Every row of a chunk recorded by recordMeasurement, as its importing user, in the chunk's transaction (each row a
 * savepoint): a refused row names its field and reason; a row whose id is already recorded (a re-import) is kept
 * as it is and counted as not created, so the undo of this import leaves it.
 */
function gaugeUpsert(kind: TInspectionKind): NonNullable<TAreaImport["upsert"]> {
  const schema = MEASUREMENT_SCHEMAS[kind];
  return async (db, { rows, user, importId }) => {
    if (!user) throw new Error("the gauge import records measurements as its user");
    const results: (TBulkResult & { created?: boolean })[] = [];
    for (const { n, values } of rows) {
      // A turn for the other requests between rows: each is several statements and checks (issue 37).
      await yieldTurn();
      try {
        const parsed = schema.safeParse(values);
        if (!parsed.success) throw invalidIssues(parsed.error.issues);
        const { row, created } = await recordMeasurement(db, kind, user, parsed.data as TMeasurementBody, {
          action: "import",
          import_id: importId ?? null,
        });
        results.push({ n, status: "success", reason: null, id: String(row.id), created });
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        results.push(refusedRow(n, error, (field) => labelOf(kind, field)));
      }
    }
    return { results, create: [] };
  };
}

/** Rows per chunk of a gauge import (docs/decisions.md "Bounded imports"). */
export const GAUGE_CHUNK_ROWS = 25;

/** The gauge import of every kind, with where its rows go: an undo deletes them and the alerts they raised. */
export const MEASUREMENT_AREA_IMPORTS: TAreaImport[] = INSPECTION_KINDS.map((kind) => ({
  definition: MEASUREMENT_IMPORTS[kind],
  plan: gaugePlan(kind) as TImportPlan,
  upsert: gaugeUpsert(kind),
  // A row is several statements in a savepoint (about 15 ms on PGlite on a loaded machine): chunks of 25 keep the
  // chunk's transaction, which holds PGlite's other statements, well under a second.
  chunkRows: GAUGE_CHUNK_ROWS,
  records: {
    key: MEASUREMENT_HISTORY_RESOURCE,
    table: MEASUREMENT_TABLES[kind],
    hooks: {
      async beforeDelete(tx, row) {
        await tx.delete(alerts).where(eq(alerts.source_key, measurementAlertKey(kind, String(row.id))));
      },
    },
  },
}));
