import { describe, expect, it } from "vitest";
import { FILLER_CLASSIFICATION_SEEDS, resolvePosition, type TIsoFillerType, type TPositionCode } from "./catalogue.js";
import { asmeThicknessRows, iso15614Thickness, isoDiameterRange } from "./pqr-ranges.js";
import { type TProductionPass, type TTransferMode, type TWelderTestPiece, ZProductionPass, ZWelderTestPiece } from "./schemas.js";
import { inRange, mm } from "./units.js";
import { checkPassAgainstTestPiece } from "./welder-checks.js";

/** mulberry32: a small seeded PRNG, so a failure reproduces from its seed. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  /** A length in mm with up to 3 decimals, between min and max. */
  const length = (min: number, max: number) => Math.round((min + next() * (max - min)) * 1000) / 1000;
  return { next, pick, length };
}

const SEED = 20_261_129;
const RUNS = 4_000;

const ISO_PROCESSES: Record<string, TIsoFillerType[]> = {
  "111": ["A", "RA", "RB", "RC", "RR", "R", "B", "C"],
  "135": ["S", "M"],
  "138": ["M"],
  "136": ["B", "R", "P", "V", "W", "Y", "Z"],
  "141": ["S"],
  "121": ["S"],
};
const TRANSFERS: TTransferMode[] = ["short_circuit", "controlled_short_circuit", "globular", "spray", "pulsed_spray"];

/** A random test piece, and the production pass that reproduces it exactly (same process, joint, sizes, position…). */
function randomCase(random: ReturnType<typeof prng>): { piece: TWelderTestPiece; production: TProductionPass } {
  const iso = random.next() < 0.5;
  const joint = random.next() < 0.7 ? "BW" : "FW";
  const productType = random.next() < 0.5 ? "pipe" : "plate";
  const process = iso ? random.pick(Object.keys(ISO_PROCESSES)) : random.pick(["111", "135", "136", "141", "121"]);
  const thickness = random.length(0.8, 60);
  const od = random.length(6, 1_200);
  const layers = 1 + Math.floor(random.next() * 6);
  const randomProgression = random.pick(["up", "down"] as const);
  let positions: TPositionCode[];
  if (iso) {
    positions =
      joint === "BW"
        ? productType === "pipe"
          ? [random.pick(["PA", "PC", "PH", "PJ", "H-L045", "J-L045"] as const)]
          : [random.pick(["PA", "PC", "PE", "PF", "PG"] as const)]
        : productType === "pipe"
          ? [random.pick(["PA", "PB", "PD", "PH", "PJ"] as const)]
          : [random.pick(["PA", "PB", "PC", "PD", "PE", "PF", "PG"] as const)];
  } else {
    positions =
      joint === "BW"
        ? productType === "pipe"
          ? [random.pick(["1G", "2G", "5G", "6G"] as const)]
          : [random.pick(["1G", "2G", "3G", "4G"] as const)]
        : [random.pick(productType === "pipe" ? (["1F", "2F", "4F", "5F"] as const) : (["1F", "2F", "3F", "4F"] as const))];
  }
  // An ISO code that states its progression (PF up, PJ down) keeps it.
  const stated = resolvePosition(positions[0], null);
  const progression = stated.ok && stated.progression ? stated.progression : randomProgression;
  const isoType = random.pick(ISO_PROCESSES[process] ?? ["S"]);
  const seed = random.pick(FILLER_CLASSIFICATION_SEEDS);
  const fNumber = 1 + Math.floor(random.next() * 6);
  const filler = {
    classification: seed.name,
    a_number: seed.a_number,
    sfa: seed.sfa,
    iso_type: isoType,
    fm_group: random.pick(["FM1", "FM2", "FM3", "FM4", "FM5", "FM6"] as const),
    f_number: fNumber,
  };
  const transfer = random.pick(TRANSFERS);
  const backing = random.pick(["with", "without"] as const);
  const weldDetails = joint === "BW" ? random.pick(["ss_nb", "ss_mb", "bs"] as const) : random.pick(["sl", "ml"] as const);
  const pNumber = random.pick(["1", "3", "5A", "8", "15E", "43", "22", "51"]);
  const piece = ZWelderTestPiece.parse({
    id: "test",
    standard: iso ? "iso9606_1" : "asme_ix",
    process,
    transfer_mode: transfer,
    joint_type: joint,
    product_type: productType,
    test_outer_diameter: productType === "pipe" ? od : null,
    test_thickness: thickness,
    layers,
    test_positions: positions,
    progression,
    weld_details: weldDetails,
    backing,
    filler,
    p_number: pNumber,
  });
  const member =
    productType === "pipe"
      ? { wall_thickness: thickness, outer_diameter: od, product_form: "pipe" as const, material: { iso_group: "1.1", p_number: pNumber } }
      : { wall_thickness: thickness, product_form: "plate" as const, material: { iso_group: "1.1", p_number: pNumber } };
  const production = ZProductionPass.parse({
    day: "2027-05-03",
    welder: "w",
    pass_group: "pg",
    process,
    transfer_mode: transfer,
    joint_type: joint === "BW" ? "butt" : "fillet",
    members: [member, member],
    position: positions[0],
    direction: progression,
    // A rotated pipe in PA is how a pipe test in PA is welded.
    pipe_rotated: productType === "pipe" && (positions[0] === "PA" || positions[0] === "1G"),
    root: true,
    backing,
    weld_details: weldDetails,
    deposited_thickness: thickness,
    fillers: [filler],
  });
  return { piece, production };
}

describe("property: a range derived from a test piece contains the test piece", () => {
  it(`${RUNS} random welder test pieces (seed ${SEED}), each checked as its own production pass: nothing fails`, () => {
    const random = prng(SEED);
    const offenders: string[] = [];
    const unchecked = new Map<string, number>();
    let passed = 0;
    for (let run = 0; run < RUNS; run++) {
      const { piece, production } = randomCase(random);
      const findings = checkPassAgainstTestPiece(production, piece);
      const failed = findings.filter((finding) => finding.state === "fail");
      if (failed.length > 0 && offenders.length < 5)
        offenders.push(`run ${run}: ${failed.map((f) => f.variable).join(", ")} ${JSON.stringify(piece)}`);
      for (const finding of findings.filter((f) => f.state === "cannot_check"))
        unchecked.set(`${finding.variable}:${finding.code}`, (unchecked.get(`${finding.variable}:${finding.code}`) ?? 0) + 1);
      passed += findings.filter((finding) => finding.state === "pass").length;
    }
    expect(offenders).toEqual([]);
    // The pieces are judged, not waved through: nothing was left unchecked, and each had several passing findings.
    expect(Object.fromEntries(unchecked)).toEqual({});
    expect(passed).toBeGreaterThan(RUNS * 6);
  }, 60_000);
  it(`${RUNS} random PQR coupons (seed ${SEED + 1}): ISO Table 6 and P3 and ASME QW-451.1 ranges contain the test's own T, t and D`, () => {
    const random = prng(SEED + 1);
    const offenders: string[] = [];
    for (let run = 0; run < RUNS; run++) {
      const T = mm(random.length(0.5, 250));
      const t = Math.min(T, mm(random.length(0.5, 250)));
      const D = mm(random.length(6, 2_000));
      const runType = random.pick(["single", "multi"] as const);
      const iso = iso15614Thickness(T, runType);
      if (iso.kind === "range" && !inRange(T, iso.range)) offenders.push(`ISO t ${T} ${runType}`);
      if (iso.kind !== "range" && !(T > 100_000 && runType === "single")) offenders.push(`ISO t ${T} not derived`);
      if (!inRange(D, isoDiameterRange(D))) offenders.push(`ISO D ${D}`);
      const system = random.pick(["SI", "US"] as const);
      const rows = asmeThicknessRows(T, t, random.pick(["SMAW", "GMAW", "FCAW", "GTAW", "SAW"]), system);
      if (!inRange(T, rows.T)) offenders.push(`ASME T ${T} ${system}`);
      if (rows.tMax !== null && t > rows.tMax) offenders.push(`ASME t ${t} of T ${T} ${system}`);
    }
    expect(offenders.slice(0, 5)).toEqual([]);
  });
});
