import { INSPECTION_KINDS, inspectionPath, measurementPath, type TInspectionKind } from "@weldtrace/domain";
import { eq } from "drizzle-orm";
import { v7 as uuidv7 } from "uuid";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alerts, fitUpMeasurements, temperatureControls } from "../src/db/schema/index.js";
import { seedClient, startTestServer, type TSeededClient, type TTestServer } from "./helpers.js";
import { inspectionSite, sequenceBodies, type TInspectionSite } from "./inspection-site.js";

let server: TTestServer;
let alpha: TSeededClient;
let beta: TSeededClient;
let site: TInspectionSite;
let betaSite: TInspectionSite;

beforeAll(async () => {
  server = await startTestServer();
  alpha = await seedClient(server, "Inspections Alpha");
  beta = await seedClient(server, "Inspections Beta");
  site = await inspectionSite(server, alpha.id, "Alpha");
  betaSite = await inspectionSite(server, beta.id, "Beta");
});
afterAll(() => server.close());

const call = (method: string, path: string, token: string | null, body?: unknown) => server.request(method, path, { token, body });
const created = async (path: string, token: string, body: unknown) => {
  const answer = await call("POST", path, token, body);
  expect(answer.status, `${path} ${JSON.stringify(answer.body)}`).toBe(201);
  return answer.body;
};
const inspector = () => alpha.users.Inspector.token;
const SEQUENCE_PATHS = {
  fit_up: "fitup-inspection-sequences",
  bevel: "bevel-inspection-sequences",
  temperature_control: "temperature-control-inspection-sequences",
  cooling: "cooling-inspection-sequences",
} as const;

/** The sequences of a site, made by its client's inspector. */
async function sequencesOf(where: TInspectionSite, token: string) {
  const bodies = sequenceBodies(where);
  const made = {} as Record<keyof typeof SEQUENCE_PATHS, { id: string }>;
  for (const kind of Object.keys(SEQUENCE_PATHS) as (keyof typeof SEQUENCE_PATHS)[]) {
    made[kind] = await created(`/api/${SEQUENCE_PATHS[kind]}/`, token, bodies[kind]);
  }
  return made;
}

/** An inspection of each kind on a site. */
async function inspectionsOf(where: TInspectionSite, token: string) {
  const sequences = await sequencesOf(where, token);
  const base = { procedure: where.procedure, weld: where.weld };
  const bodies: Record<TInspectionKind, Record<string, unknown>> = {
    fit_up: { ...base, sequence: sequences.fit_up.id },
    bevel: { ...base, sequence: sequences.bevel.id },
    temperature_control: { ...base, sequence: sequences.temperature_control.id },
    cooling: { ...base, sequence: sequences.cooling.id, cooling: where.cooling },
    time_lapse: { ...base, time_lapse: where.timeLapse },
    back_purging: { ...base, back_purging: where.backPurging },
    heat_treatment: { ...base, heat_treatment: where.heatTreatment },
  };
  const made = {} as Record<TInspectionKind, { id: string; project: string }>;
  for (const kind of INSPECTION_KINDS) made[kind] = await created(`/api/${inspectionPath(kind)}/`, token, bodies[kind]);
  return { sequences, inspections: made };
}

describe("inspection sequences", () => {
  it("are created by an inspector with their positions normalized by the domain", async () => {
    const { sequences } = await inspectionsOf(site, inspector());
    const fitUp = await call("GET", `/api/fitup-inspection-sequences/${sequences.fit_up.id}/`, alpha.users.Viewer.token);
    expect(fitUp.status).toBe(200);
    expect(fitUp.body).toMatchObject({
      positions: "0;90;180;270",
      id_high_low_positions: "0;180",
      // A measured type without its own list takes the sequence's.
      root_gap_positions: "0;90;180;270",
      with_od_high_low: false,
      od_high_low_positions: null,
    });
    const bevel = await call("GET", `/api/bevel-inspection-sequences/${sequences.bevel.id}/`, inspector());
    expect(bevel.body.bevel_dimensions).toEqual([expect.objectContaining({ position: "0", bevel: site.bevel, dimension: site.angle })]);
    expect(bevel.body.bevel_dimensions[0].id).toMatch(/^[0-9a-f-]{36}$/);
    const temperature = await call(
      "GET",
      `/api/temperature-control-inspection-sequences/${sequences.temperature_control.id}/`,
      inspector(),
    );
    expect(temperature.body).toMatchObject({ positions: "0;90;180;270", temperature_control: site.temperatureControl, pass_group: [] });
  });

  it("re-parse the merged record on PATCH, and refuse bad positions on their field", async () => {
    const sequence = await created("/api/cooling-inspection-sequences/", inspector(), sequenceBodies(site).cooling);
    const patched = await call("PATCH", `/api/cooling-inspection-sequences/${sequence.id}/`, inspector(), {
      is_angle: true,
      positions: "270;090",
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body.positions).toBe("90;270");
    const refused = await call("PATCH", `/api/cooling-inspection-sequences/${sequence.id}/`, inspector(), { positions: "0;400" });
    expect(refused.status).toBe(400);
    expect(refused.body.positions[0]).toContain("400");
    const twice = await call("POST", "/api/fitup-inspection-sequences/", inspector(), { ...sequenceBodies(site).fit_up, positions: "0;0" });
    expect(twice.status).toBe(400);
    expect(Object.keys(twice.body)).toContain("positions");
    const nothing = await call("POST", "/api/fitup-inspection-sequences/", inspector(), {
      ...sequenceBodies(site).fit_up,
      with_root_gap: false,
      with_id_high_low: false,
    });
    expect(nothing.status).toBe(400);
    expect(Object.keys(nothing.body)).toContain("with_id_high_low");
  });

  it("name only the procedure's own rows, and a procedure of their project", async () => {
    const foreignControl = await call("POST", "/api/temperature-control-inspection-sequences/", inspector(), {
      ...sequenceBodies(site).temperature_control,
      procedure: (await inspectionSite(server, alpha.id, "Other")).procedure,
    });
    expect(foreignControl.status).toBe(400);
    expect(Object.keys(foreignControl.body)).toContain("procedure");
    // Another client's temperature control does not exist for this client.
    const otherClients = await call("POST", "/api/temperature-control-inspection-sequences/", inspector(), {
      ...sequenceBodies(site).temperature_control,
      temperature_control: betaSite.temperatureControl,
    });
    expect(otherClients.status).toBe(400);
    expect(Object.keys(otherClients.body)).toContain("temperature_control");
  });

  it("are read by a viewer, not written; another client's answer 404; an inspector deletes", async () => {
    const body = sequenceBodies(site).cooling;
    expect((await call("POST", "/api/cooling-inspection-sequences/", alpha.users.Viewer.token, body)).status).toBe(403);
    const sequence = await created("/api/cooling-inspection-sequences/", inspector(), body);
    const list = await call("GET", `/api/cooling-inspection-sequences/?procedure=${site.procedure}`, alpha.users.Viewer.token);
    expect(list.status).toBe(200);
    expect(list.body.results.map((row: { id: string }) => row.id)).toContain(sequence.id);
    expect((await call("GET", `/api/cooling-inspection-sequences/${sequence.id}/`, beta.users.Admin.token)).status).toBe(404);
    expect((await call("DELETE", `/api/cooling-inspection-sequences/${sequence.id}/`, beta.users.Admin.token)).status).toBe(404);
    expect((await call("DELETE", `/api/cooling-inspection-sequences/${sequence.id}/`, alpha.users.Viewer.token)).status).toBe(403);
    expect((await call("DELETE", `/api/cooling-inspection-sequences/${sequence.id}/`, inspector())).status).toBe(204);
  });
});

describe("inspections", () => {
  it("of each kind link the weld's project, and refuse a weld or sequence of another procedure", async () => {
    const { sequences, inspections } = await inspectionsOf(site, inspector());
    for (const kind of INSPECTION_KINDS) expect(inspections[kind].project, kind).toBe(site.project);
    const other = await inspectionSite(server, alpha.id, "Elsewhere");
    const wrongWeld = await call("POST", `/api/${inspectionPath("fit_up")}/`, inspector(), {
      procedure: site.procedure,
      weld: other.weld,
      sequence: sequences.fit_up.id,
    });
    expect(wrongWeld.status).toBe(400);
    expect(Object.keys(wrongWeld.body)).toContain("weld");
    const wrongSequence = await call("POST", `/api/${inspectionPath("fit_up")}/`, inspector(), {
      procedure: other.procedure,
      weld: other.weld,
      sequence: sequences.fit_up.id,
    });
    expect(wrongSequence.status).toBe(400);
    expect(Object.keys(wrongSequence.body)).toContain("sequence");
    const list = await call("GET", `/api/${inspectionPath("fit_up")}/?weld=${site.weld}`, alpha.users.Viewer.token);
    expect(list.status).toBe(200);
    expect(list.body.results.length).toBeGreaterThan(0);
  });
});

describe("measurements", () => {
  let inspections: Record<TInspectionKind, { id: string }>;
  beforeAll(async () => {
    inspections = (await inspectionsOf(site, inspector())).inspections;
  });
  const post = (kind: TInspectionKind, body: Record<string, unknown>, token = inspector()) =>
    call("POST", `/api/${measurementPath(kind)}/`, token, { id: uuidv7(), inspection: inspections[kind].id, ...body });

  it("of each kind are judged by the domain's rule, with their limits stored", async () => {
    const cases: [TInspectionKind, Record<string, unknown>, "accept" | "reject"][] = [
      ["fit_up", { type: "root_gap", position: 90, measure: 2 }, "accept"],
      ["fit_up", { type: "id_high_low", position: "180", measure: 0.1, unit: "in" }, "reject"],
      ["bevel", { dimension: site.angle, position: "0", measure: 31 }, "accept"],
      ["bevel", { dimension: site.angle, position: "0", measure: 32.5 }, "reject"],
      ["temperature_control", { position: 270, measure: 150, measuring_instrument: site.calibrated }, "accept"],
      ["temperature_control", { position: 0, measure: 500, unit: "°F" }, "reject"],
      ["cooling", { position: "A", measure_before_cooling: 250, measure_after_cooling: 60 }, "accept"],
      ["cooling", { position: "b", measure_before_cooling: 250, measure_after_cooling: 90 }, "reject"],
      ["time_lapse", { duration_measured: 540 }, "accept"],
      ["time_lapse", { duration_measured: 700 }, "reject"],
      ["back_purging", { flushing_o2_level_chamber: 40, welding_o2_level_chamber: 90 }, "accept"],
      ["back_purging", { flushing_o2_level_chamber: 40 }, "reject"],
      [
        "heat_treatment",
        { start_control_temperature: 250, end_control_temperature: 280, temperature: 600, soaking_duration: 3700 },
        "accept",
      ],
      [
        "heat_treatment",
        { start_control_temperature: 250, end_control_temperature: 280, temperature: 600, soaking_duration: 1800 },
        "reject",
      ],
    ];
    for (const [kind, body, verdict] of cases) {
      const answer = await post(kind, body);
      expect(answer.status, `${kind} ${JSON.stringify(answer.body)}`).toBe(201);
      expect(answer.body.verdict, `${kind} ${JSON.stringify(body)}`).toBe(verdict);
      expect(answer.body.rules_version).toBe(1);
      expect(answer.body.reasons.length === 0, kind).toBe(verdict === "accept");
    }
    // Values are stored in the stored unit, and kept as entered.
    const list = await call(
      "GET",
      `/api/${measurementPath("temperature_control")}/?inspection=${inspections.temperature_control.id}`,
      alpha.users.Viewer.token,
    );
    expect(list.status).toBe(200);
    const fahrenheit = list.body.results.find((row: { unit: string }) => row.unit === "°F");
    expect(fahrenheit.measure).toBeCloseTo(260, 6);
    expect(fahrenheit.entered).toEqual({ measure: 500 });
    expect(fahrenheit.limits).toMatchObject({ min: 100, max: 250, unit: "°C" });
    const fitUp = await call("GET", `/api/${measurementPath("fit_up")}/?inspection=${inspections.fit_up.id}`, inspector());
    const inches = fitUp.body.results.find((row: { unit: string }) => row.unit === "in");
    expect(inches.measure).toBeCloseTo(2.54, 6);
    expect(inches.limits).toMatchObject({ type: "id_high_low", max: 1.6, unit: "mm" });
  });

  it("posted twice with the same id are recorded once, and answered the same", async () => {
    const id = uuidv7();
    const body = { id, type: "root_gap", position: 0, measure: 5 };
    const first = await post("fit_up", body);
    expect(first.status).toBe(201);
    const second = await post("fit_up", body);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await server.db.select().from(fitUpMeasurements).where(eq(fitUpMeasurements.id, id))).toHaveLength(1);
    // Rejected once: one alert.
    expect(await server.db.select().from(alerts).where(eq(alerts.source_id, id))).toHaveLength(1);
    // Another client cannot read it, nor take its id.
    expect((await call("GET", `/api/${measurementPath("fit_up")}/${id}/`, beta.users.Admin.token)).status).toBe(404);
    expect((await call("GET", `/api/${measurementPath("fit_up")}/${id}/`, alpha.users.Viewer.token)).status).toBe(200);
  });

  it("leave one inspection alert when rejected, none when accepted", async () => {
    const rejected = await post("back_purging", { flushing_o2_level_chamber: 80, welding_o2_level_chamber: 90 });
    expect(rejected.body.verdict).toBe("reject");
    const accepted = await post("back_purging", { flushing_o2_level_chamber: 10, welding_o2_level_chamber: 10 });
    expect(accepted.body.verdict).toBe("accept");
    const [alert] = await server.db.select().from(alerts).where(eq(alerts.source_id, rejected.body.id));
    expect(alert).toMatchObject({
      client_id: alpha.id,
      section: "inspection",
      project: site.project,
      procedure: site.procedure,
      type: "BACK_PURGING",
      parameter: "flushing_o2_level_chamber",
      recorded_value: 80,
      source_kind: "back_purging_measurement",
    });
    expect(alert?.details).toContain("above the maximum 50");
    // The same reasons as catalogue codes, for the web to show in the reader's language.
    expect(alert?.details_messages?.map((coded) => coded.code)).toContain("above_max");
    expect(await server.db.select().from(alerts).where(eq(alerts.source_id, accepted.body.id))).toHaveLength(0);
    const list = await call("GET", `/api/alerts/?procedure=${site.procedure}`, alpha.users.Viewer.token);
    expect(list.status).toBe(200);
    expect(list.body.results.map((row: { source_id: string }) => row.source_id)).toContain(rejected.body.id);
    const other = await call("GET", "/api/alerts/", beta.users.Admin.token);
    expect(other.body.results.map((row: { source_id: string }) => row.source_id)).not.toContain(rejected.body.id);
  });

  it("refuse an instrument whose calibration expired, naming it and its date", async () => {
    const answer = await post("fit_up", { type: "root_gap", position: 0, measure: 2, measuring_instrument: site.expired });
    expect(answer.status).toBe(400);
    expect(answer.body.measuring_instrument[0]).toContain("Gauge G-2");
    expect(answer.body.measuring_instrument[0]).toContain("2024-03-31");
    expect(answer.body.codes.measuring_instrument[0]).toMatchObject({ code: "instrument_calibration_expired" });
    // Taken before it expired, it is fine.
    const earlier = await post("fit_up", {
      type: "root_gap",
      position: 0,
      measure: 2,
      measuring_instrument: site.expired,
      created_at: "2024-03-31T16:00:00Z",
    });
    expect(earlier.status, JSON.stringify(earlier.body)).toBe(201);
    const foreign = await post("fit_up", { type: "root_gap", position: 0, measure: 2, measuring_instrument: betaSite.calibrated });
    expect(foreign.status).toBe(400);
    expect(Object.keys(foreign.body)).toContain("measuring_instrument");
  });

  it("taken with an expired instrument are recorded by an Admin with a reason, which the record keeps with who gave it", async () => {
    const body = { type: "root_gap", position: 0, measure: 2, measuring_instrument: site.expired };
    const reason = "Gauge checked against the reference block on site; certificate renewal pending.";
    // 401 without a session, 403 for an inspector giving a reason (only an Admin overrides).
    const anonymous = await call("POST", `/api/${measurementPath("fit_up")}/`, null, {
      id: uuidv7(),
      inspection: inspections.fit_up.id,
      ...body,
      instrument_override_reason: reason,
    });
    expect(anonymous.status).toBe(401);
    const byInspector = await post("fit_up", { ...body, instrument_override_reason: reason });
    expect(byInspector.status).toBe(403);
    // 400: an empty or too long reason, on its field; a reason where nothing needs overriding.
    const empty = await post("fit_up", { ...body, instrument_override_reason: "  " }, alpha.users.Admin.token);
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body)).toContain("instrument_override_reason");
    const long = await post("fit_up", { ...body, instrument_override_reason: "x".repeat(501) }, alpha.users.Admin.token);
    expect(long.status).toBe(400);
    expect(Object.keys(long.body)).toContain("instrument_override_reason");
    const needless = await post(
      "fit_up",
      { ...body, measuring_instrument: site.calibrated, instrument_override_reason: reason },
      alpha.users.Admin.token,
    );
    expect(needless.status).toBe(400);
    expect(needless.body.codes.instrument_override_reason[0]).toMatchObject({ code: "override_not_needed" });
    // An Admin without a reason is refused as anyone.
    expect((await post("fit_up", body, alpha.users.Admin.token)).status).toBe(400);

    const overridden = await post("fit_up", { ...body, instrument_override_reason: ` ${reason} ` }, alpha.users.Admin.token);
    expect(overridden.status, JSON.stringify(overridden.body)).toBe(201);
    expect(overridden.body.instrument_override).toEqual({
      reason,
      by: alpha.users.Admin.id,
      by_email: alpha.users.Admin.email,
      issues: [
        expect.objectContaining({ code: "instrument_calibration_expired", params: expect.objectContaining({ expire_at: "2024-03-31" }) }),
      ],
    });
    const read = await call("GET", `/api/${measurementPath("fit_up")}/${overridden.body.id}/`, alpha.users.Viewer.token);
    expect(read.body.instrument_override.reason).toBe(reason);
    // A measurement taken with a fit instrument carries none.
    const plain = await post("fit_up", { ...body, measuring_instrument: site.calibrated });
    expect(plain.body.instrument_override).toBeNull();
  });

  it("refuse bad input on its field: an unplanned position, type or dimension, a unit of another quantity", async () => {
    const position = await post("fit_up", { type: "root_gap", position: 45, measure: 2 });
    expect(position.status).toBe(400);
    expect(Object.keys(position.body)).toContain("position");
    const type = await post("fit_up", { type: "od_high_low", position: 0, measure: 2 });
    expect(type.status).toBe(400);
    expect(Object.keys(type.body)).toContain("type");
    const notPlanned = await post("bevel", { dimension: site.angle, position: "180", measure: 30 });
    expect(notPlanned.status).toBe(400);
    expect(Object.keys(notPlanned.body)).toContain("dimension");
    const unit = await post("bevel", { dimension: site.angle, position: "0", measure: 30, unit: "mm" });
    expect(unit.status).toBe(400);
    expect(Object.keys(unit.body)).toContain("unit");
    const missing = await call("POST", `/api/${measurementPath("fit_up")}/`, inspector(), {
      inspection: inspections.fit_up.id,
      type: "root_gap",
    });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body)).toEqual(expect.arrayContaining(["id", "position"]));
    const temperature = await post("temperature_control", { position: 90, measure: -500 });
    expect(temperature.status).toBe(400);
    expect(Object.keys(temperature.body)).toContain("measure");
  });

  it("of another client's inspection answer 404; a viewer may read but not record", async () => {
    const betaInspections = (await inspectionsOf(betaSite, beta.users.Inspector.token)).inspections;
    const foreign = await call("POST", `/api/${measurementPath("time_lapse")}/`, inspector(), {
      id: uuidv7(),
      inspection: betaInspections.time_lapse.id,
      duration_measured: 10,
    });
    expect(foreign.status).toBe(404);
    const list = await call("GET", `/api/${measurementPath("time_lapse")}/?inspection=${betaInspections.time_lapse.id}`, inspector());
    expect(list.status).toBe(404);
    expect((await post("time_lapse", { duration_measured: 10 }, alpha.users.Viewer.token)).status).toBe(403);
    const read = await call(
      "GET",
      `/api/${measurementPath("time_lapse")}/?inspection=${inspections.time_lapse.id}`,
      alpha.users.Viewer.token,
    );
    expect(read.status).toBe(200);
    for (const group of ["Admin", "Manager", "Engineer", "Inspector"] as const) {
      expect((await post("time_lapse", { duration_measured: 10 }, alpha.users[group].token)).status, group).toBe(201);
    }
  });

  it("judges a temperature row with a minimum alone (a preheat) on its minimum, and one with a maximum alone (an interpass) on its maximum", async () => {
    const control = eq(temperatureControls.id, site.temperatureControl);
    try {
      await server.db.update(temperatureControls).set({ temperature_max: null }).where(control);
      const warm = await post("temperature_control", { position: 0, measure: 150 });
      expect(warm.status).toBe(201);
      expect(warm.body).toMatchObject({ verdict: "accept", reasons: [] });
      const cold = await post("temperature_control", { position: 90, measure: 90 });
      expect(cold.body.verdict).toBe("reject");
      expect(cold.body.reasons.map((reason: { code: string }) => reason.code)).toEqual(["below_min"]);
      await server.db.update(temperatureControls).set({ temperature_min: null, temperature_max: 250 }).where(control);
      expect((await post("temperature_control", { position: 180, measure: 240 })).body).toMatchObject({ verdict: "accept", reasons: [] });
      await server.db.update(temperatureControls).set({ temperature_min: null, temperature_max: null }).where(control);
      const none = await post("temperature_control", { position: 270, measure: 150 });
      expect(none.body.reasons.map((reason: { code: string }) => reason.code)).toEqual(["limit_missing", "limit_missing"]);
    } finally {
      await server.db.update(temperatureControls).set({ temperature_min: 100, temperature_max: 250 }).where(control);
    }
  });
});

describe("inspection reports", () => {
  it("give a weld's inspections with their measurements, limits, verdicts, instruments and inspectors; one inspection alone", async () => {
    const { inspections } = await inspectionsOf(site, inspector());
    const measure = (kind: TInspectionKind, body: Record<string, unknown>, token = inspector()) =>
      created(`/api/${measurementPath(kind)}/`, token, { id: uuidv7(), inspection: inspections[kind].id, ...body });
    const accepted = await measure("fit_up", { type: "root_gap", position: 90, measure: 2, measuring_instrument: site.calibrated });
    const rejected = await measure("fit_up", { type: "root_gap", position: 180, measure: 3.4 });
    const overridden = await measure(
      "time_lapse",
      { duration_measured: 10, measuring_instrument: site.expired, instrument_override_reason: "Checked on the reference block" },
      alpha.users.Admin.token,
    );

    const one = await call("GET", `/api/inspection-reports/?kind=fit_up&inspection=${inspections.fit_up.id}`, alpha.users.Viewer.token);
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect(one.body.weld).toMatchObject({ id: site.weld });
    expect(one.body.inspections).toHaveLength(1);
    const [fitUp] = one.body.inspections;
    expect(fitUp).toMatchObject({ kind: "fit_up", id: inspections.fit_up.id, sequence: { name: expect.any(String) } });
    expect(fitUp.measurements.map((row: { id: string }) => row.id)).toEqual([accepted.id, rejected.id]);
    expect(fitUp.measurements[0]).toMatchObject({
      verdict: "accept",
      instrument: { name: "Gauge G-1", serial_number: "SN-1", expire_at: "2099-12-31" },
      inspector: { email: alpha.users.Inspector.email },
    });
    expect(fitUp.measurements[1]).toMatchObject({ verdict: "reject", instrument: null, limits: expect.objectContaining({ max: 3 }) });

    const all = await call("GET", `/api/inspection-reports/?weld=${site.weld}`, inspector());
    expect(all.status).toBe(200);
    const kinds = all.body.inspections.map((inspection: { kind: string }) => inspection.kind);
    expect(kinds).toEqual(expect.arrayContaining(["fit_up", "time_lapse", "heat_treatment"]));
    const lapse = all.body.inspections.find((inspection: { id: string }) => inspection.id === inspections.time_lapse.id);
    expect(lapse.measurements[0]).toMatchObject({
      id: overridden.id,
      instrument_override: { reason: "Checked on the reference block", by_email: alpha.users.Admin.email },
    });
  });

  it("answer 401 without a session, 403 to a group that may not read inspections, 404 for another client's, 400 without a weld or inspection", async () => {
    expect((await call("GET", `/api/inspection-reports/?weld=${site.weld}`, null)).status).toBe(401);
    expect((await call("GET", `/api/inspection-reports/?weld=${site.weld}`, alpha.users["Edge server"].token)).status).toBe(403);
    expect((await call("GET", `/api/inspection-reports/?weld=${betaSite.weld}`, inspector())).status).toBe(404);
    const betaInspection = (await inspectionsOf(betaSite, beta.users.Inspector.token)).inspections.cooling;
    expect((await call("GET", `/api/inspection-reports/?kind=cooling&inspection=${betaInspection.id}`, inspector())).status).toBe(404);
    const none = await call("GET", "/api/inspection-reports/", inspector());
    expect(none.status).toBe(400);
    expect(Object.keys(none.body)).toContain("weld");
    const noInspection = await call("GET", "/api/inspection-reports/?kind=cooling", inspector());
    expect(noInspection.status).toBe(400);
    expect(Object.keys(noInspection.body)).toContain("inspection");
    const badId = await call("GET", "/api/inspection-reports/?weld=not-an-id", inspector());
    expect(badId.status).toBe(400);
    expect(Object.keys(badId.body)).toContain("weld");
    const badKind = await call("GET", `/api/inspection-reports/?kind=welding&inspection=${site.weld}`, inspector());
    expect(badKind.status).toBe(400);
    expect(Object.keys(badKind.body)).toContain("kind");
  });
});

describe("procedure copies", () => {
  it("take the fit-up, bevel and temperature control sequences, pointing at the copy's rows, unless copy_inspections is false", async () => {
    const source = await inspectionSite(server, alpha.id, "Copied");
    await sequencesOf(source, inspector());
    const admin = alpha.users.Admin.token;
    const target = await created("/api/projects/", admin, { name: "Copy target", companies: [], contractors: [] });
    const duplicate = await call("POST", `/api/procedures/${source.procedure}/duplicate/`, admin, { project: target.id });
    expect([200, 201], JSON.stringify(duplicate.body)).toContain(duplicate.status);
    const copyId = duplicate.body.id as string;
    const copy = await call("GET", `/api/procedures/${copyId}/`, admin);
    const sequences = async (path: string, procedure: string) =>
      (await call("GET", `/api/${path}/?procedure=${procedure}`, admin)).body.results as Record<string, unknown>[];
    const [fitUp] = await sequences("fitup-inspection-sequences", copyId);
    expect(fitUp).toMatchObject({ project: target.id, positions: "0;90;180;270", with_root_gap: true });
    const [temperature] = await sequences("temperature-control-inspection-sequences", copyId);
    expect(temperature?.temperature_control).toBe(copy.body.temperature_control[0].id);
    const [bevel] = await sequences("bevel-inspection-sequences", copyId);
    expect(bevel?.bevel_dimensions).toEqual([
      expect.objectContaining({ position: "0", bevel: copy.body.bevel[0].id, dimension: copy.body.bevel[0].dimensions[0].id }),
    ]);
    expect(await sequences("cooling-inspection-sequences", copyId)).toEqual([]);
    const [sourceFitUp] = await sequences("fitup-inspection-sequences", source.procedure);
    expect(duplicate.body.inspection_sequences.fit_up).toEqual([{ old: sourceFitUp?.id, new: fitUp?.id }]);
    expect(duplicate.body.inspection_sequences.bevel).toEqual([{ old: expect.any(String), new: bevel?.id }]);
    // The source keeps its own.
    expect(await sequences("fitup-inspection-sequences", source.procedure)).toHaveLength(1);
    const bare = await call("POST", `/api/procedures/${source.procedure}/duplicate/`, admin, {
      project: target.id,
      copy_inspections: false,
    });
    expect(await sequences("fitup-inspection-sequences", bare.body.id)).toEqual([]);
    expect(bare.body.inspection_sequences).toEqual({ fit_up: [], bevel: [], temperature_control: [] });
  });

  it("a revision takes the fit-up, bevel and temperature control sequences (copy_inspections), pointing at the revision's rows, each copy with its history entry", async () => {
    const source = await inspectionSite(server, alpha.id, "Revised");
    await sequencesOf(source, inspector());
    const engineer = alpha.users.Engineer;
    const revision = await call("POST", `/api/procedures/${source.procedure}/revision/`, engineer.token, {
      name: "Revised B",
      fork_reason: "New range",
    });
    expect(revision.status, JSON.stringify(revision.body)).toBe(201);
    const revisionId = revision.body.id as string;
    const sequences = async (path: string, procedure: string) =>
      (await call("GET", `/api/${path}/?procedure=${procedure}`, engineer.token)).body.results as Record<string, unknown>[];
    const [fitUp] = await sequences("fitup-inspection-sequences", revisionId);
    expect(fitUp).toMatchObject({ positions: "0;90;180;270", with_root_gap: true });
    const [temperature] = await sequences("temperature-control-inspection-sequences", revisionId);
    expect(temperature?.temperature_control).toBe(revision.body.temperature_control[0].id);
    const [bevel] = await sequences("bevel-inspection-sequences", revisionId);
    expect(bevel?.bevel_dimensions).toEqual([
      expect.objectContaining({ position: "0", bevel: revision.body.bevel[0].id, dimension: revision.body.bevel[0].dimensions[0].id }),
    ]);
    // The source keeps its own sequences.
    const [sourceFitUp] = await sequences("fitup-inspection-sequences", source.procedure);
    const [sourceTemperature] = await sequences("temperature-control-inspection-sequences", source.procedure);
    const [sourceBevel] = await sequences("bevel-inspection-sequences", source.procedure);
    expect(await sequences("fitup-inspection-sequences", source.procedure)).toHaveLength(1);
    // Spec §7: the answer gives the old and new fit-up, bevel and temperature control sequences.
    expect(revision.body.inspection_sequences).toEqual({
      fit_up: [{ old: sourceFitUp?.id, new: fitUp?.id }],
      bevel: [{ old: sourceBevel?.id, new: bevel?.id }],
      temperature_control: [{ old: sourceTemperature?.id, new: temperature?.id }],
    });
    // Each copy is a new record whose history says the revision made it, and who.
    for (const [resource, copy] of [
      ["fitUpInspectionSequence", fitUp],
      ["temperatureControlInspectionSequence", temperature],
      ["bevelInspectionSequence", bevel],
    ] as const) {
      const history = await call("GET", `/api/history/?resource=${resource}&record=${copy?.id}`, alpha.users.Admin.token);
      expect(history.status, resource).toBe(200);
      expect(history.body.results, resource).toHaveLength(1);
      expect(history.body.results[0], resource).toMatchObject({ action: "revision", user: engineer.id });
      expect(history.body.results[0].changes, resource).toContainEqual({ field: "procedure", before: null, after: revisionId });
    }
  });
});
