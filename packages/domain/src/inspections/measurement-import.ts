import type { TImportColumn, TImportDefinition } from "../imports/definition.js";
import type { TMessage } from "../messages/catalogue.js";
import { INSPECTION_KINDS, type TInspectionKind } from "./inspections.js";
import { INSPECTION_RESOURCES, measurementPath } from "./resources.js";
import { FIT_UP_MEASUREMENT_TYPE_LABELS, FIT_UP_MEASUREMENT_TYPES, type TFitUpMeasurementType } from "./sequences.js";

/*
 * The gauge import (issue 22): measurements of one inspection, read from the CSV/XLSX a digital gauge exports (one
 * reading a row) once the inspector has added the position. The inspection is chosen before the file (the import's
 * context, `?inspection=<id>`): a gauge knows nothing of inspections. One import per kind, so each template has the
 * kind's own columns. Headers are read in English or French (docs/decisions.md "Gauge import").
 */

/** A column of the gauge file; `field` is the measurement body's field it fills. */
const column = (field: string, header: string, french: string, kind: TImportColumn["kind"] = "text"): TImportColumn => ({
  header,
  field,
  kind,
  aliases: [french],
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

function measurementImport(kind: TInspectionKind): TImportDefinition {
  const hasUnit = kind !== "time_lapse";
  const measured = MEASURED[kind];
  return {
    key: measurementImportKey(kind),
    // The records are measurements, which are no resource: the inspection's resource gives the permission area
    // (quality) and the context; the area's upsert saves every row (modules/inspections/measurement-import.ts).
    resource: INSPECTION_RESOURCES[kind].key,
    columns: [...measured, ...(hasUnit ? [UNIT] : []), INSTRUMENT, TIME, ID, OVERRIDE],
    nameField: measured[0]!.field,
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
