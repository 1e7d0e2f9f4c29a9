import { ASME_LENGTHS } from "./asme-lengths.js";
import {
  ASME_POSITIONS,
  asmeProcessOf,
  ISO_POSITION_CODES,
  ISO9606_POSITIONS,
  MAIN_POSITIONS,
  resolvePosition,
  type TAsmeLetter,
  type TAsmePositionCode,
  type TFmGroup,
  type TIsoFillerType,
  type TIsoPositionCode,
  type TMainPosition,
  type TProgression,
  welderPNumberFamily,
} from "./catalogue.js";
import { isoDiameterRange } from "./pqr-ranges.js";
import type { TTransferMode, TWelderTestPiece } from "./schemas.js";
import { ceilRational, compareRational, FACTOR, maxLimit, mm, type TQualifiedRange } from "./units.js";

/*
 * Design §6: the ranges a welder's test piece qualifies, by ISO 9606-1 (W1–W10) or ASME IX (X1–X7).
 */

const ALL_TRANSFER: TTransferMode[] = ["short_circuit", "controlled_short_circuit", "globular", "spray", "pulsed_spray"];
const SHORT_CIRCUIT: TTransferMode[] = ["short_circuit", "controlled_short_circuit"];
const isShortCircuit = (mode: TTransferMode) => SHORT_CIRCUIT.includes(mode);

/** W1: ISO 4063 numbers a test process covers. */
export function iso9606Processes(process: string): string[] {
  const families = [
    ["135", "138"],
    ["121", "125"],
    ["141", "143", "145"],
  ];
  return families.find((family) => family.includes(process)) ?? [process];
}

/** W1 (131/135/138) and X1 (GMAW): transfer modes a test mode covers; null when transfer is no variable. */
export function coveredTransferModes(
  standard: TWelderTestPiece["standard"],
  process: string,
  mode: TTransferMode | null | undefined,
): TTransferMode[] | "unknown" | null {
  const applies = standard === "iso9606_1" ? ["131", "135", "138"].includes(process) : asmeProcessOf({ iso_4063: process }) === "GMAW";
  if (!applies) return null;
  if (!mode) return "unknown";
  if (standard === "iso9606_1") return isShortCircuit(mode) ? ALL_TRANSFER : ALL_TRANSFER.filter((m) => !isShortCircuit(m));
  return isShortCircuit(mode) ? SHORT_CIRCUIT : ALL_TRANSFER.filter((m) => !isShortCircuit(m));
}

/** W4 (Table 3). */
export const ISO9606_FM_GROUPS: Record<TFmGroup, TFmGroup[]> = {
  FM1: ["FM1", "FM2"],
  FM2: ["FM1", "FM2"],
  FM3: ["FM1", "FM2", "FM3"],
  FM4: ["FM1", "FM2", "FM4"],
  FM5: ["FM5"],
  FM6: ["FM5", "FM6"],
};

/** W5: filler types a test type covers, by process; other processes: the same type only (design §12.8, our choice). */
export function iso9606FillerTypes(process: string, type: TIsoFillerType): TIsoFillerType[] {
  const rutileAcid: TIsoFillerType[] = ["A", "RA", "RB", "RC", "RR", "R"];
  if (process === "111") {
    if (rutileAcid.includes(type)) return rutileAcid;
    if (type === "B") return [...rutileAcid, "B"];
    return [type];
  }
  if (["131", "135", "138"].includes(process) && (type === "S" || type === "M")) return ["S", "M"];
  if (process === "136" || process === "114") {
    if (type === "B") return ["B", "R", "P", "V", "W", "Y", "Z"];
    if (type === "R" || type === "P") return ["R", "P", "V", "W", "Y", "Z"];
    if (["V", "W", "Y", "Z"].includes(type)) return ["V", "W", "Y", "Z"];
  }
  return [type];
}

/** W6 (Table 6): deposited thickness s (µm) of a butt test → qualified range. */
export function iso9606DepositRange(s: number, layers: number | null | undefined): TQualifiedRange {
  if (s < 3_000) return { min: s, max: maxLimit(s, FACTOR.two) };
  if (s >= 12_000 && (layers ?? 0) >= 3) return { min: 3_000, max: null };
  return { min: 3_000, max: maxLimit(s, FACTOR.two) };
}

/** W7 (Table 8): parent thickness t (µm) of a fillet test → qualified range. */
export const iso9606FilletRange = (t: number): TQualifiedRange => (t < 3_000 ? { min: t, max: 3_000 } : { min: 3_000, max: null });

/** W10 (Tables 11/12). */
export const ISO9606_WELD_DETAILS: Record<"ss_nb" | "ss_mb" | "bs" | "sl" | "ml", string[]> = {
  ss_nb: ["ss_nb", "ss_mb", "bs"],
  ss_mb: ["ss_mb", "bs"],
  bs: ["ss_mb", "bs"],
  ml: ["ml", "sl"],
  sl: ["sl"],
};

/** The test position codes as ISO codes (an ASME code with the test's progression). */
function testIsoPositions(piece: TWelderTestPiece): TIsoPositionCode[] {
  const codes: TIsoPositionCode[] = [];
  for (const code of piece.test_positions) {
    if ((ISO_POSITION_CODES as readonly string[]).includes(code)) {
      // An ISO code states its own progression (PF is up), whatever the row says.
      codes.push(code as TIsoPositionCode);
      continue;
    }
    const mapped = ASME_POSITIONS[code as TAsmePositionCode].iso;
    if (typeof mapped === "string") codes.push(mapped);
    else if (piece.progression) codes.push(mapped[piece.progression]);
  }
  return codes;
}

/** W9: the main positions an ISO test qualifies (union over its test positions, Table 9 BW / Table 10 FW). */
export function iso9606MainPositions(piece: TWelderTestPiece): TMainPosition[] {
  const main = new Set<TMainPosition>();
  for (const iso of testIsoPositions(piece)) for (const p of ISO9606_POSITIONS[iso][piece.joint_type]) main.add(p);
  return MAIN_POSITIONS.filter((p) => main.has(p));
}

/* ---- ASME QW-461.9 ---- */

type TAsmeTest = "1G" | "2G" | "3G" | "4G" | "5G" | "6G" | "1F" | "2F" | "3F" | "4F" | "5F";
/** The ASME test code of a test position (PH test → 5G; a fillet test PB → 2F). */
function asmeTestCode(code: string, jointType: "BW" | "FW"): TAsmeTest | null {
  if ((["1G", "2G", "3G", "4G", "5G", "6G", "1F", "2F", "3F", "4F", "5F"] as string[]).includes(code)) return code as TAsmeTest;
  const groove: Record<string, TAsmeTest> = {
    PA: "1G",
    PC: "2G",
    PF: "3G",
    PG: "3G",
    PE: "4G",
    PH: "5G",
    PJ: "5G",
    "H-L045": "6G",
    "J-L045": "6G",
  };
  const fillet: Record<string, TAsmeTest> = { PA: "1F", PB: "2F", PF: "3F", PG: "3F", PD: "4F", PH: "5F", PJ: "5F" };
  return (jointType === "FW" ? fillet[code] : groove[code]) ?? null;
}

export type TAsmeContext = "groove_large" | "groove_small_pipe" | "fillet";
const ALL: TAsmeLetter[] = ["F", "H", "V", "O"];
/** QW-461.9 (design §6.3): test → letters per production context (plate & pipe OD > 610 / pipe OD ≤ 610 / fillet). */
const QW461_9: Record<TAsmeTest, Record<TAsmeContext, TAsmeLetter[]>> = {
  "1G": { groove_large: ["F"], groove_small_pipe: ["F"], fillet: ["F"] },
  "2G": { groove_large: ["F", "H"], groove_small_pipe: ["F", "H"], fillet: ["F", "H"] },
  "3G": { groove_large: ["F", "V"], groove_small_pipe: ["F"], fillet: ["F", "H", "V"] },
  "4G": { groove_large: ["F", "O"], groove_small_pipe: ["F"], fillet: ["F", "H", "O"] },
  "5G": { groove_large: ["F", "V", "O"], groove_small_pipe: ["F", "V", "O"], fillet: ALL },
  "6G": { groove_large: ALL, groove_small_pipe: ALL, fillet: ALL },
  "1F": { groove_large: [], groove_small_pipe: [], fillet: ["F"] },
  "2F": { groove_large: [], groove_small_pipe: [], fillet: ["F", "H"] },
  "3F": { groove_large: [], groove_small_pipe: [], fillet: ["F", "H", "V"] },
  "4F": { groove_large: [], groove_small_pipe: [], fillet: ["F", "H", "O"] },
  "5F": { groove_large: [], groove_small_pipe: [], fillet: ALL },
};

/** X4: letters an ASME test qualifies in a production context (union over the test positions). */
export function asmeQualifiedLetters(piece: TWelderTestPiece, context: TAsmeContext): TAsmeLetter[] {
  const letters = new Set<TAsmeLetter>();
  for (const code of piece.test_positions) {
    const test = asmeTestCode(code, piece.joint_type);
    if (!test) continue;
    // A plate test in 5G/6G does not exist; plate tests read the plate rows, pipe tests the pipe rows (same values).
    for (const letter of QW461_9[test][context]) letters.add(letter);
  }
  return ALL.filter((letter) => letters.has(letter));
}

/** The test's progression: stated, else implied by an ISO test position (PF up). */
export function testProgression(piece: TWelderTestPiece): TProgression | null {
  if (piece.progression) return piece.progression;
  for (const code of piece.test_positions) {
    const resolved = resolvePosition(code, null);
    if (resolved.ok && resolved.progression) return resolved.progression;
  }
  return null;
}

/** X2 (QW-452.1(b)): deposit t (µm) → max; unlimited when t ≥ 13 and layers ≥ 3. */
export function asmeDepositRange(t: number, layers: number | null | undefined, system: "SI" | "US" = "SI"): TQualifiedRange {
  if (compareRational(t, ASME_LENGTHS[system].l13) >= 0 && (layers ?? 0) >= 3) return { min: null, max: null };
  return { min: null, max: maxLimit(t, FACTOR.two) };
}

/** X3 (QW-452.3): pipe test OD (µm) → qualified OD; 73 mm itself is in the middle band (design §12.5). */
export function asmeDiameterRange(d: number, system: "SI" | "US" = "SI"): TQualifiedRange {
  const L = ASME_LENGTHS[system];
  if (compareRational(d, L.l25) < 0) return { min: d, max: null };
  if (compareRational(d, L.l73) <= 0) return { min: ceilRational(L.l25), max: null };
  return { min: ceilRational(L.l73), max: null };
}

/** X6 (QW-433): whether a test filler covers a production filler, F-No and backing together. */
export function asmeFNumberCovers(
  test: { f: number; backing: "with" | "without" },
  production: { f: number; backing: "with" | "without" },
): boolean {
  if (test.f === 6) return production.f === 6;
  if (test.f === 5) return production.f === 5;
  if (production.f < 1 || production.f > test.f) return false;
  if (production.backing === "with") return true;
  return test.backing === "without" && production.f === test.f;
}

/** X6 shown as a set: F-1…F-n (with backing), F-n (without backing when the test had none). */
export function asmeFNumberSet(f: number, backing: "with" | "without"): string[] {
  if (f >= 5) return [`F-${f}`];
  const withBacking = Array.from({ length: f }, (_, i) => `F-${i + 1} with backing`);
  return backing === "without" ? [...withBacking, `F-${f} without backing`] : withBacking;
}

/** A test piece's derived ranges in one record (what the qualification page shows; the checks use the parts). */
export interface TWelderRanges {
  qualification: string;
  standard: TWelderTestPiece["standard"];
  processes: string[];
  transfer_modes: TTransferMode[] | "unknown" | null;
  /** ISO W6 (BW, deposit s) / W7 (FW, parent t); IX X2 (deposit max). */
  thickness: TQualifiedRange;
  /** Pipe test: ISO W8 / IX X3; plate test: null (product rule). */
  outer_diameter: TQualifiedRange | null;
  positions: { main: TMainPosition[] } | { letters: Record<TAsmeContext, TAsmeLetter[]>; progression: TProgression | null };
  fm_groups: TFmGroup[] | null;
  filler_types: TIsoFillerType[] | null;
  f_numbers: string[] | null;
  weld_details: string[] | null;
  backing: ("with" | "without")[] | null;
  p_number_family: "A" | "B" | "C" | null;
}

export function deriveWelderRanges(piece: TWelderTestPiece): TWelderRanges {
  const iso = piece.standard === "iso9606_1";
  const s = mm(piece.deposited_thickness ?? piece.test_thickness);
  const thickness = iso
    ? piece.joint_type === "FW"
      ? iso9606FilletRange(mm(piece.test_thickness))
      : iso9606DepositRange(s, piece.layers)
    : asmeDepositRange(s, piece.layers, piece.unit_system);
  const od = piece.product_type === "pipe" && piece.test_outer_diameter != null ? mm(piece.test_outer_diameter) : null;
  return {
    qualification: piece.id,
    standard: piece.standard,
    processes: iso ? iso9606Processes(piece.process) : [piece.process],
    transfer_modes: coveredTransferModes(piece.standard, piece.process, piece.transfer_mode),
    thickness,
    outer_diameter: od === null ? null : iso ? isoDiameterRange(od) : asmeDiameterRange(od, piece.unit_system),
    positions: iso
      ? { main: iso9606MainPositions(piece) }
      : {
          letters: {
            groove_large: asmeQualifiedLetters(piece, "groove_large"),
            groove_small_pipe: asmeQualifiedLetters(piece, "groove_small_pipe"),
            fillet: asmeQualifiedLetters(piece, "fillet"),
          },
          progression: testProgression(piece),
        },
    fm_groups: iso && piece.filler?.fm_group ? ISO9606_FM_GROUPS[piece.filler.fm_group] : null,
    filler_types: iso && piece.filler?.iso_type ? iso9606FillerTypes(piece.process, piece.filler.iso_type) : null,
    f_numbers: !iso && piece.filler?.f_number != null ? asmeFNumberSet(piece.filler.f_number, piece.backing ?? "with") : null,
    weld_details: iso && piece.weld_details ? ISO9606_WELD_DETAILS[piece.weld_details] : null,
    backing: iso ? null : piece.backing === "without" ? ["with", "without"] : piece.backing === "with" ? ["with"] : null,
    p_number_family: iso ? null : welderPNumberFamily(piece.p_number),
  };
}
