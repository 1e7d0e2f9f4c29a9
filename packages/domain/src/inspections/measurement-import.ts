import type { TImportColumn, TImportDefinition } from "../imports/definition.js";
import type { TMessage } from "../messages/catalogue.js";
import { INSPECTION_KINDS, type TInspectionKind } from "./inspections.js";
import { MEASUREMENT_SCHEMAS } from "./measurements.js";
import { INSPECTION_RESOURCES, measurementPath } from "./resources.js";
import { FIT_UP_MEASUREMENT_TYPE_LABELS, FIT_UP_MEASUREMENT_TYPES, type TFitUpMeasurementType } from "./sequences.js";

/*
 * The gauge import: measurements of one inspection, read from the CSV/XLSX a digital gauge exports (one
 * reading a row) once the inspector has added the position. The inspection is chosen before the file (the import's
 * context, `?inspection=<id>`): a gauge knows nothing of inspections. One import per kind, so each template has the
 * kind's own columns. Headers are read in English or French (docs/decisions.md "Gauge import").
 */

/** A column of the gauge file; `field` is the measurement body's field it fills. */
const column = (field: string, header: string, fr: string, kind: TImportColumn["kind"] = "text"): TImportColumn => ({
  header,
  field,
  kind,
  fr,
});

const ID = column("id", "Measurement ID", "ID de mesure");
const POSITION = column("position", "Position", "Position");
const VALUE = column("measure", "Value", "Valeur");
const UNIT = column("unit", "Unit", "Unité");
const INSTRUMENT = column("measuring_instrument", "Instrument", "Instrument");
const TIME = column("created_at", "Time", "Heure");
const OVERRIDE = column("instrument_override_reason", "Override reason", "Motif de dérogation");

/** Each kind's columns between the position and the unit: what it measures. */
const MEASURED: Record<TInspectionKind, readonly TImportColumn[]> = {
  fit_up: [POSITION, column("type", "Measurement", "Mesure"), VALUE],
  bevel: [POSITION, column("dimension", "Dimension", "Dimension"), VALUE],
  temperature_control: [POSITION, VALUE],
  cooling: [
    POSITION,
    column("measure_before_cooling", "Before cooling", "Avant refroidissement"),
    column("measure_after_cooling", "After cooling", "Après refroidissement"),
  ],
  time_lapse: [column("duration_measured", "Duration", "Durée")],
  back_purging: [
    column("flushing_o2_level_chamber", "Flushing O2", "O2 au balayage"),
    column("welding_o2_level_chamber", "Welding O2", "O2 au soudage"),
  ],
  heat_treatment: [
    column("start_control_temperature", "Start control temperature", "Température de contrôle au début"),
    column("end_control_temperature", "End control temperature", "Température de contrôle à la fin"),
    column("temperature", "Temperature", "Température"),
    column("soaking_duration", "Soaking duration", "Durée de maintien"),
  ],
};

/** Fields holding a duration (seconds, or h:mm:ss in the file): no unit applies to them. */
export const MEASUREMENT_IMPORT_DURATIONS = new Set(["duration_measured", "soaking_duration"]);

/** The import key of a kind's gauge import: its measurements' path (`fitup-inspection-measurements`). */
export const measurementImportKey = (kind: TInspectionKind) => measurementPath(kind);

/**
 * The template's example row of each kind: one reading as a gauge writes it, with the kind's usual unit,
 * an instrument by serial number and a time; the import refuses it if it is left in the file.
 */
const EXAMPLES: Record<TInspectionKind, Record<string, string>> = {
  fit_up: { position: "0", type: "Root gap", measure: "2.5", unit: "mm" },
  bevel: { position: "0", dimension: "Bevel angle", measure: "30", unit: "degrees" },
  temperature_control: { position: "0", measure: "120", unit: "°C" },
  cooling: { position: "0", measure_before_cooling: "180", measure_after_cooling: "60", unit: "°C" },
  time_lapse: { duration_measured: "0:09:00" },
  back_purging: { flushing_o2_level_chamber: "50", welding_o2_level_chamber: "20", unit: "ppm" },
  heat_treatment: {
    start_control_temperature: "300",
    end_control_temperature: "280",
    temperature: "620",
    soaking_duration: "1:00:00",
    unit: "°C",
  },
};
const EXAMPLE_READING = { measuring_instrument: "SN-20417", created_at: "2026-01-15 09:30:00" };

/**
 * The cells a row must fill, as the measurement's schema says (the POST's rule); not the inspection (the import's
 * context) nor the id (made from the row when empty).
 */
function requiredOf(kind: TInspectionKind): string[] {
  const parsed = MEASUREMENT_SCHEMAS[kind].safeParse({});
  const fields = parsed.success ? [] : parsed.error.issues.map((issue) => String(issue.path[0] ?? ""));
  return [...new Set(fields)].filter((field) => field !== "id" && field !== "inspection");
}

function measurementImport(kind: TInspectionKind): TImportDefinition {
  const hasUnit = kind !== "time_lapse";
  const measured = MEASURED[kind];
  const examples: Record<string, string> = { ...EXAMPLES[kind], ...EXAMPLE_READING };
  const withExample = (column: TImportColumn): TImportColumn =>
    examples[column.field] === undefined ? column : { ...column, example: examples[column.field] };
  return {
    key: measurementImportKey(kind),
    // The records are measurements, which are no resource: the inspection's resource gives the permission area
    // (quality) and the context; the area's upsert saves every row (modules/inspections/measurement-import.ts).
    resource: INSPECTION_RESOURCES[kind].key,
    columns: [...measured, ...(hasUnit ? [UNIT] : []), INSTRUMENT, TIME, ID, OVERRIDE].map(withExample),
    nameField: measured[0]!.field,
    required: requiredOf(kind),
    context: [{ key: "inspection", target: INSPECTION_RESOURCES[kind].key }],
    exportable: false,
  };
}

/** The gauge import of each kind. */
export const MEASUREMENT_IMPORTS = Object.fromEntries(INSPECTION_KINDS.map((kind) => [kind, measurementImport(kind)])) as Record<
  TInspectionKind,
  TImportDefinition
>;

const squash = (text: string) => text.toLowerCase().replace(/[\s_-]+/g, "");
/** The fit-up type a cell names: its key (`root_gap`) or label (`Root gap`, `ID High low`), in any case and spacing. */
export function fitUpTypeOfCell(cell: string): TFitUpMeasurementType | null {
  const wanted = squash(cell);
  if (wanted === "") return null;
  return (
    FIT_UP_MEASUREMENT_TYPES.find((type) => squash(type) === wanted || squash(FIT_UP_MEASUREMENT_TYPE_LABELS[type]) === wanted) ?? null
  );
}

const LOCAL_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2}(\.\d{1,3})?)?$/;
const ZONED_TIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;

/**
 * A time cell as the ISO date-time a measurement takes: ISO with its offset, a time without offset read as UTC
 * (gauges write none; docs/decisions.md), a date alone as its midnight UTC; null for an empty cell, a message when
 * unreadable.
 */
export function measuredAtOfCell(cell: string): string | null | TMessage {
  const text = cell.trim();
  if (text === "") return null;
  const local = LOCAL_TIME.exec(text);
  const candidate = local
    ? `${local[1]}T${local[2]}${local[3] ?? ":00"}Z`
    : /^\d{4}-\d{2}-\d{2}$/.test(text)
      ? `${text}T00:00:00Z`
      : ZONED_TIME.test(text)
        ? text.replace(" ", "T")
        : null;
  const time = candidate ? new Date(candidate) : null;
  if (!time || Number.isNaN(time.getTime())) return { code: "measured_at_invalid" };
  return time.toISOString();
}

/** A duration cell in seconds: "540", "540.5", or "h:mm:ss" / "mm:ss"; null when empty, a message when unreadable. */
export function durationOfCell(cell: string): number | null | TMessage {
  const text = cell.trim().replace(",", ".");
  if (text === "") return null;
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text);
  const parts = /^(\d+):([0-5]?\d)(?::([0-5]?\d(?:\.\d+)?))?$/.exec(text);
  if (!parts) return { code: "duration_invalid" };
  const [hours, minutes, seconds] = parts[3] === undefined ? [0, parts[1], parts[2]] : [parts[1], parts[2], parts[3]];
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}
