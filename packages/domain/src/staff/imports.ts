import type { TImportDefinition } from "../imports/definition.js";

/**
 * Spec §9: the measuring instrument import file. "Measuring instrument ID" names an instrument of the client to
 * update (spec §7: create or update by id); empty or unknown, the row creates one. Dates are ISO (2026-01-15) or
 * MM/DD/YYYY as the PDF writes them; documents are names separated by ";".
 */
export const MEASURING_INSTRUMENT_IMPORT: TImportDefinition = {
  key: "measuring-instruments",
  resource: "measuringInstrument",
  nameField: "name",
  columns: [
    { header: "Measuring instrument ID", fr: "ID de l'instrument de mesure", field: "id", kind: "text" },
    { header: "Name", fr: "Nom", field: "name", kind: "text", example: "Caliper 150" },
    { header: "Serial number", fr: "Numéro de série", field: "serial_number", kind: "text", example: "SN-20417" },
    { header: "Project", fr: "Projet", field: "project", kind: "reference", target: "project" },
    { header: "Type", fr: "Type", field: "type", kind: "reference", target: "measuringInstrumentType" },
    { header: "Utility", fr: "Utilité", field: "utility", kind: "text", example: "Bevel checks" },
    { header: "Calibrated at", fr: "Étalonné le", field: "calibrated_at", kind: "text", example: "2026-01-15" },
    { header: "Expire at", fr: "Expire le", field: "expire_at", kind: "text", example: "2027-01-15" },
    { header: "Documents", fr: "Documents", field: "documents", kind: "references", target: "document" },
  ],
};

/** Spec §4: a welder_id found among the deleted welders restores that welder; otherwise the row creates one. */
export const WELDER_IMPORT: TImportDefinition = {
  key: "welders",
  resource: "welder",
  nameField: "welder_id",
  columns: [
    { header: "Welder ID", fr: "Identifiant soudeur", field: "welder_id", kind: "text", example: "W-017" },
    { header: "Last name", fr: "Nom", field: "last_name", kind: "text", example: "Martin" },
    { header: "First name", fr: "Prénom", field: "first_name", kind: "text", example: "Claire" },
    { header: "Countries", fr: "Pays", field: "country", kind: "text", example: "FR" },
    { header: "Documents", fr: "Documents", field: "documents", kind: "references", target: "document" },
  ],
};

/** Spec §4/§8: workstations are imported too (name and type by name). */
export const WORKSTATION_IMPORT: TImportDefinition = {
  key: "workstations",
  resource: "workstation",
  nameField: "name",
  columns: [
    { header: "Name", fr: "Nom", field: "name", kind: "text", example: "Station 1" },
    { header: "Type", fr: "Type", field: "type", kind: "reference", target: "workstationType", example: "Orbital" },
  ],
};

const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** An import cell read as an ISO date: "2026-01-15" stays, "1/15/2026" (MM/DD/YYYY) becomes "2026-01-15". */
export function importDate(cell: unknown): unknown {
  if (typeof cell !== "string") return cell;
  const text = cell.trim();
  const us = US_DATE.exec(text);
  if (us) return `${us[3]}-${us[1]?.padStart(2, "0")}-${us[2]?.padStart(2, "0")}`;
  return text === "" ? null : text.slice(0, 10);
}
