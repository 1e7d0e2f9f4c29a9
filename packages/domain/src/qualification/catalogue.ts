/*
 * Catalogue seeds the qualification rules read (design §4.4, §6.3): welding positions by stable code (ISO 6947 and
 * ASME IX designations), ISO/TR 15608 material groups, ASME P-Numbers, ISO 4063 ↔ ASME processes and the seeded
 * filler classifications. Constant data: the seed copies it, the rules read the codes.
 */

export const MAIN_POSITIONS = ["PA", "PB", "PC", "PD", "PE", "PF", "PG"] as const;
export type TMainPosition = (typeof MAIN_POSITIONS)[number];

export const ISO_POSITION_CODES = ["PA", "PB", "PC", "PD", "PE", "PF", "PG", "PH", "PJ", "H-L045", "J-L045"] as const;
export type TIsoPositionCode = (typeof ISO_POSITION_CODES)[number];
export const ASME_POSITION_CODES = ["1G", "2G", "3G", "4G", "5G", "6G", "1F", "2F", "3F", "4F", "5F"] as const;
export type TAsmePositionCode = (typeof ASME_POSITION_CODES)[number];
export const POSITION_CODES = [...ISO_POSITION_CODES, ...ASME_POSITION_CODES] as const;
export type TPositionCode = (typeof POSITION_CODES)[number];

export type TProgression = "up" | "down";
/** ASME letters (QW-461.9): flat, horizontal, vertical, overhead. */
export type TAsmeLetter = "F" | "H" | "V" | "O";

interface TIsoPositionEntry {
  /** The progression the code itself states (PF is up), or null when it states none. */
  progression: TProgression | null;
  /** Design §6.3: the main positions a production weld in this position needs. */
  main: readonly TMainPosition[];
  asme: readonly TAsmeLetter[];
}

/** Design §6.3, left half: production position → required main set and ASME letters. */
export const ISO_POSITIONS: Record<TIsoPositionCode, TIsoPositionEntry> = {
  PA: { progression: null, main: ["PA"], asme: ["F"] },
  PB: { progression: null, main: ["PB"], asme: ["H"] },
  PC: { progression: null, main: ["PC"], asme: ["H"] },
  PD: { progression: null, main: ["PD"], asme: ["O"] },
  PE: { progression: null, main: ["PE"], asme: ["O"] },
  PF: { progression: "up", main: ["PF"], asme: ["V"] },
  PG: { progression: "down", main: ["PG"], asme: ["V"] },
  PH: { progression: "up", main: ["PA", "PE", "PF"], asme: ["F", "V", "O"] },
  PJ: { progression: "down", main: ["PA", "PE", "PG"], asme: ["F", "V", "O"] },
  "H-L045": { progression: "up", main: ["PA", "PC", "PE", "PF"], asme: ["F", "H", "V", "O"] },
  "J-L045": { progression: "down", main: ["PA", "PC", "PE", "PG"], asme: ["F", "H", "V", "O"] },
};

/** An ASME code as its ISO equivalent: fixed, or by progression (3G is PF up, PG down). */
export const ASME_POSITIONS: Record<
  TAsmePositionCode,
  { joint: "groove" | "fillet"; iso: TIsoPositionCode | Record<TProgression, TIsoPositionCode> }
> = {
  "1G": { joint: "groove", iso: "PA" },
  "2G": { joint: "groove", iso: "PC" },
  "3G": { joint: "groove", iso: { up: "PF", down: "PG" } },
  "4G": { joint: "groove", iso: "PE" },
  "5G": { joint: "groove", iso: { up: "PH", down: "PJ" } },
  "6G": { joint: "groove", iso: { up: "H-L045", down: "J-L045" } },
  "1F": { joint: "fillet", iso: "PA" },
  "2F": { joint: "fillet", iso: "PB" },
  "3F": { joint: "fillet", iso: { up: "PF", down: "PG" } },
  "4F": { joint: "fillet", iso: "PD" },
  // Design §6.3: fillet production on fixed pipe needs the set of PH / PJ by progression.
  "5F": { joint: "fillet", iso: { up: "PH", down: "PJ" } },
};

export const isPositionCode = (code: string): code is TPositionCode => (POSITION_CODES as readonly string[]).includes(code);
const isIsoCode = (code: string): code is TIsoPositionCode => (ISO_POSITION_CODES as readonly string[]).includes(code);

export type TResolvedPosition =
  | { ok: true; iso: TIsoPositionCode; progression: TProgression | null; main: readonly TMainPosition[]; asme: readonly TAsmeLetter[] }
  | { ok: false; reason: "missing_position" | "unknown_position" | "progression" | "inconsistent_progression" };

/**
 * A production position (code + the pass group's direction) → its ISO code, main set and ASME letters (§6.3).
 * A code that needs a progression and has none → `progression`; a direction contradicting the code (PF downhill) →
 * `inconsistent_progression`.
 */
export function resolvePosition(code: string | null | undefined, direction: TProgression | null | undefined): TResolvedPosition {
  if (!code) return { ok: false, reason: "missing_position" };
  let iso: TIsoPositionCode;
  if (isIsoCode(code)) iso = code;
  else if (isPositionCode(code)) {
    const mapped = ASME_POSITIONS[code as TAsmePositionCode].iso;
    if (typeof mapped === "string") iso = mapped;
    else if (!direction) return { ok: false, reason: "progression" };
    else iso = mapped[direction];
  } else return { ok: false, reason: "unknown_position" };
  const entry = ISO_POSITIONS[iso];
  if (entry.progression && direction && direction !== entry.progression) return { ok: false, reason: "inconsistent_progression" };
  return { ok: true, iso, progression: entry.progression ?? null, main: entry.main, asme: entry.asme };
}

/** ISO 9606-1 Table 9 (butt) and Table 10 (fillet): test position → qualified main positions (design §6.3). */
export const ISO9606_POSITIONS: Record<TIsoPositionCode, { BW: readonly TMainPosition[]; FW: readonly TMainPosition[] }> = {
  PA: { BW: ["PA"], FW: ["PA"] },
  PB: { BW: [], FW: ["PA", "PB"] },
  PC: { BW: ["PA", "PC"], FW: ["PA", "PB", "PC"] },
  PD: { BW: [], FW: ["PA", "PB", "PC", "PD", "PE"] },
  PE: { BW: ["PA", "PC", "PE"], FW: ["PA", "PB", "PC", "PD", "PE"] },
  PF: { BW: ["PA", "PF"], FW: ["PA", "PB", "PF"] },
  PG: { BW: ["PG"], FW: ["PG"] },
  PH: { BW: ["PA", "PE", "PF"], FW: ["PA", "PB", "PC", "PD", "PE", "PF"] },
  PJ: { BW: ["PA", "PE", "PG"], FW: ["PA", "PB", "PD", "PE", "PG"] },
  "H-L045": { BW: ["PA", "PC", "PE", "PF"], FW: [] },
  "J-L045": { BW: ["PA", "PC", "PE", "PG"], FW: [] },
};

/** The seeded welding positions (design §4.4): stable code, designation system, English description. */
export const WELDING_POSITION_SEEDS: readonly { code: TPositionCode; standard: "ISO 6947" | "ASME IX"; description: string }[] = [
  { code: "PA", standard: "ISO 6947", description: "Flat" },
  { code: "PB", standard: "ISO 6947", description: "Horizontal vertical" },
  { code: "PC", standard: "ISO 6947", description: "Horizontal" },
  { code: "PD", standard: "ISO 6947", description: "Horizontal overhead" },
  { code: "PE", standard: "ISO 6947", description: "Overhead" },
  { code: "PF", standard: "ISO 6947", description: "Vertical up" },
  { code: "PG", standard: "ISO 6947", description: "Vertical down" },
  { code: "PH", standard: "ISO 6947", description: "Fixed pipe, welded upwards" },
  { code: "PJ", standard: "ISO 6947", description: "Fixed pipe, welded downwards" },
  { code: "H-L045", standard: "ISO 6947", description: "Inclined pipe (45°), welded upwards" },
  { code: "J-L045", standard: "ISO 6947", description: "Inclined pipe (45°), welded downwards" },
  { code: "1G", standard: "ASME IX", description: "Flat groove; pipe rotated" },
  { code: "2G", standard: "ASME IX", description: "Horizontal groove; pipe axis vertical" },
  { code: "3G", standard: "ASME IX", description: "Vertical groove (plate)" },
  { code: "4G", standard: "ASME IX", description: "Overhead groove (plate)" },
  { code: "5G", standard: "ASME IX", description: "Horizontal fixed pipe" },
  { code: "6G", standard: "ASME IX", description: "Inclined fixed pipe (45°)" },
  { code: "1F", standard: "ASME IX", description: "Flat fillet" },
  { code: "2F", standard: "ASME IX", description: "Horizontal fillet" },
  { code: "3F", standard: "ASME IX", description: "Vertical fillet" },
  { code: "4F", standard: "ASME IX", description: "Overhead fillet" },
  { code: "5F", standard: "ASME IX", description: "Fillet on horizontal fixed pipe" },
];

/* ISO/TR 15608 material groups: code "g.s" or "g". */

export interface TIsoMaterialGroup {
  group: number;
  subgroup: number | null;
}

/** "1.2" → {group 1, subgroup 2}; "11" → {group 11, subgroup null}; anything else → null. */
export function parseIsoGroup(code: string | null | undefined): TIsoMaterialGroup | null {
  const match = /^\s*(\d{1,2})(?:\.(\d{1,2}))?\s*$/.exec(code ?? "");
  if (!match) return null;
  return { group: Number(match[1]), subgroup: match[2] === undefined ? null : Number(match[2]) };
}

/** The ISO/TR 15608 steel groups and subgroups (the seed lists 1.1, 1.2, 2.1, 8.1, 10.1; the rules know them all). */
export const ISO_MATERIAL_GROUP_SEEDS: readonly { code: string; description: string }[] = [
  { code: "1.1", description: "Steels with ReH ≤ 275 MPa" },
  { code: "1.2", description: "Steels with 275 < ReH ≤ 360 MPa" },
  { code: "1.3", description: "Normalized fine-grain steels with ReH > 360 MPa" },
  { code: "1.4", description: "Steels with improved atmospheric corrosion resistance" },
  { code: "2.1", description: "Thermomechanically treated steels, 360 < ReH ≤ 460 MPa" },
  { code: "2.2", description: "Thermomechanically treated steels, ReH > 460 MPa" },
  { code: "3.1", description: "Quenched and tempered steels, 360 < ReH ≤ 690 MPa" },
  { code: "3.2", description: "Quenched and tempered steels, ReH > 690 MPa" },
  { code: "3.3", description: "Precipitation-hardened steels except stainless" },
  { code: "4.1", description: "Low-vanadium Cr-Mo-(Ni) steels, Mo ≤ 0.7%, V ≤ 0.1%" },
  { code: "4.2", description: "Low-vanadium Cr-Mo-(Ni) steels, Mo ≤ 0.7%, V ≤ 0.3%" },
  { code: "5.1", description: "Cr-Mo steels free of vanadium, 0.75 ≤ Cr ≤ 1.5%, Mo ≤ 0.7%" },
  { code: "5.2", description: "Cr-Mo steels free of vanadium, 1.5 < Cr ≤ 3.5%, 0.7 < Mo ≤ 1.2%" },
  { code: "5.3", description: "Cr-Mo steels free of vanadium, 3.5 < Cr ≤ 7.0%, 0.4 < Mo ≤ 0.7%" },
  { code: "5.4", description: "Cr-Mo steels free of vanadium, 7.0 < Cr ≤ 10.0%, 0.7 < Mo ≤ 1.2%" },
  { code: "6.1", description: "High-vanadium Cr-Mo-(Ni) steels, 0.3 ≤ Cr ≤ 0.75%" },
  { code: "6.2", description: "High-vanadium Cr-Mo-(Ni) steels, 0.75 < Cr ≤ 3.5%" },
  { code: "6.3", description: "High-vanadium Cr-Mo-(Ni) steels, 3.5 < Cr ≤ 7.0%" },
  { code: "6.4", description: "High-vanadium Cr-Mo-(Ni) steels, 7.0 < Cr ≤ 12.5%" },
  { code: "7.1", description: "Ferritic stainless steels" },
  { code: "7.2", description: "Martensitic stainless steels" },
  { code: "7.3", description: "Precipitation-hardened stainless steels" },
  { code: "8.1", description: "Austenitic stainless steels, Cr ≤ 19%" },
  { code: "8.2", description: "Austenitic stainless steels, Cr > 19%" },
  { code: "8.3", description: "Manganese austenitic stainless steels, 4 < Mn ≤ 12%" },
  { code: "9.1", description: "Nickel alloy steels, Ni ≤ 3%" },
  { code: "9.2", description: "Nickel alloy steels, 3 < Ni ≤ 8%" },
  { code: "9.3", description: "Nickel alloy steels, 8 < Ni ≤ 10%" },
  { code: "10.1", description: "Austenitic-ferritic (duplex) stainless steels, Cr ≤ 24%" },
  { code: "10.2", description: "Austenitic-ferritic (duplex) stainless steels, Cr > 24%" },
  { code: "11.1", description: "Steels as group 1 with 0.30 < C ≤ 0.35%" },
  { code: "11.2", description: "Steels as group 1 with 0.35 < C ≤ 0.5%" },
  { code: "11.3", description: "Steels as group 1 with 0.5 < C ≤ 0.85%" },
];

/* ASME P-Numbers. */

/** "5A" → {number 5, letter "A"}; "P-1" → {1, ""}; else null. */
export function parsePNumber(code: string | null | undefined): { number: number; letter: string } | null {
  const match = /^\s*(?:P-?\s*)?(\d{1,3})([A-Z]?)\s*$/i.exec(code ?? "");
  if (!match) return null;
  return { number: Number(match[1]), letter: (match[2] ?? "").toUpperCase() };
}
export const normalisePNumber = (code: string | null | undefined) => {
  const parsed = parsePNumber(code);
  return parsed ? `${parsed.number}${parsed.letter}` : null;
};

/** The ASME P-Numbers the seed lists (QW-422), grouped as QW-423.1 groups them for welders (design X7). */
export const ASME_P_NUMBER_SEEDS: readonly {
  code: string;
  family: "ferrous" | "aluminium" | "copper" | "nickel" | "titanium_zirconium";
}[] = [
  ...[
    "1",
    "3",
    "4",
    "5A",
    "5B",
    "5C",
    "6",
    "7",
    "8",
    "9A",
    "9B",
    "9C",
    "10A",
    "10B",
    "10C",
    "10F",
    "10H",
    "10I",
    "10J",
    "10K",
    "11A",
    "11B",
    "15E",
    "15F",
  ].map((code) => ({ code, family: "ferrous" as const })),
  { code: "21", family: "aluminium" },
  { code: "22", family: "aluminium" },
  { code: "23", family: "aluminium" },
  { code: "25", family: "aluminium" },
  { code: "26", family: "aluminium" },
  { code: "31", family: "copper" },
  { code: "32", family: "copper" },
  { code: "33", family: "copper" },
  { code: "34", family: "copper" },
  { code: "35", family: "copper" },
  ...["41", "42", "43", "44", "45", "46", "47", "49"].map((code) => ({ code, family: "nickel" as const })),
  ...["51", "52", "53", "61", "62"].map((code) => ({ code, family: "titanium_zirconium" as const })),
];

/** Design X7 (QW-423.1): the welder P-Number family a code belongs to, or null when it is in none. */
export function welderPNumberFamily(code: string | null | undefined): "A" | "B" | "C" | null {
  const parsed = parsePNumber(code);
  if (!parsed) return null;
  const n = parsed.number;
  if ((n >= 1 && n <= 15) || n === 34 || (n >= 41 && n <= 49)) return "A";
  if (n >= 21 && n <= 26) return "B";
  if ((n >= 51 && n <= 53) || n === 61 || n === 62) return "C";
  return null;
}

/* Processes. */

export type TAsmeProcess = "SMAW" | "SAW" | "GMAW" | "FCAW" | "GTAW";

/** ISO 4063 number → ASME process (design §4.4); metal-cored 138 is GMAW in ASME IX. */
export const ISO4063_TO_ASME: Record<string, TAsmeProcess> = {
  "111": "SMAW",
  "121": "SAW",
  "125": "SAW",
  "131": "GMAW",
  "135": "GMAW",
  "138": "GMAW",
  "136": "FCAW",
  "114": "FCAW",
  "141": "GTAW",
  "143": "GTAW",
  "145": "GTAW",
};

export const asmeProcessOf = (process: { iso_4063?: string | null; asme_process?: TAsmeProcess | null }) =>
  process.asme_process ?? (process.iso_4063 ? (ISO4063_TO_ASME[process.iso_4063] ?? null) : null);

/* Filler classifications (design §4.4 seeds, plus E6010 and E6013 the worked examples use). */

export const FILLER_FORMS = ["covered_electrode", "solid", "metal_cored", "flux_cored", "rod"] as const;
export type TFillerForm = (typeof FILLER_FORMS)[number];
export const ISO_FILLER_TYPES = ["A", "RA", "RB", "RC", "RR", "R", "B", "C", "S", "M", "P", "V", "W", "Y", "Z"] as const;
export type TIsoFillerType = (typeof ISO_FILLER_TYPES)[number];
export const FM_GROUPS = ["FM1", "FM2", "FM3", "FM4", "FM5", "FM6"] as const;
export type TFmGroup = (typeof FM_GROUPS)[number];

export interface TFillerClassificationSeed {
  name: string;
  form: TFillerForm;
  iso_type: TIsoFillerType;
  fm_group: TFmGroup;
  f_number: number;
  a_number: number | null;
  sfa: string;
}

export const FILLER_CLASSIFICATION_SEEDS: readonly TFillerClassificationSeed[] = [
  { name: "ER70S-6", form: "solid", iso_type: "S", fm_group: "FM1", f_number: 6, a_number: 1, sfa: "5.18" },
  { name: "E71T-1C", form: "flux_cored", iso_type: "R", fm_group: "FM1", f_number: 6, a_number: 1, sfa: "5.20" },
  { name: "E7018", form: "covered_electrode", iso_type: "B", fm_group: "FM1", f_number: 4, a_number: 1, sfa: "5.1" },
  { name: "ER316L", form: "solid", iso_type: "S", fm_group: "FM5", f_number: 6, a_number: 8, sfa: "5.9" },
  // A-No for duplex: to verify (design §4.4); A-8 as seeded.
  { name: "ER2209", form: "solid", iso_type: "S", fm_group: "FM5", f_number: 6, a_number: 8, sfa: "5.9" },
  { name: "E6010", form: "covered_electrode", iso_type: "C", fm_group: "FM1", f_number: 3, a_number: 1, sfa: "5.1" },
  { name: "E6013", form: "covered_electrode", iso_type: "R", fm_group: "FM1", f_number: 2, a_number: 1, sfa: "5.1" },
];

export const fillerSeed = (name: string) => FILLER_CLASSIFICATION_SEEDS.find((seed) => seed.name === name) ?? null;
