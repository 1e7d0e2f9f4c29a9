// The gauge import: an inspection's measurements from a digital gauge's CSV/XLSX, on the import engine,
// recorded by the same function as the measurement POST (same verdicts, alerts, history), with records, undo, resume.
import { inspectionPath, labelText, measurementPath, type TImportRecordDetail, type TInspectionKind } from "@weldtrace/domain";
import { and, eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { v7 as uuidv7 } from "uuid";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alerts, fitUpMeasurements, historyEntries, imports } from "../src/db/schema/index.js";
import { seedClient, startTestServer, type TSeededClient, type TTestServer } from "./helpers.js";
import { inspectionSite, sequenceBodies, type TInspectionSite } from "./inspection-site.js";

let server: TTestServer;
let alpha: TSeededClient;
let beta: TSeededClient;
let site: TInspectionSite;
let betaSite: TInspectionSite;

beforeAll(async () => {
  server = await startTestServer();
  alpha = await seedClient(server, "Gauge Alpha");
  beta = await seedClient(server, "Gauge Beta");
  site = await inspectionSite(server, alpha.id, "Alpha");
  betaSite = await inspectionSite(server, beta.id, "Beta");
});
afterAll(() => server.close());

const call = (method: string, path: string, token: string | null, body?: unknown) => server.request(method, path, { token, body });
const inspector = () => alpha.users.Inspector.token;

/** A new inspection of a kind on a site (with its sequence where the kind has one), by that client's inspector. */
async function newInspection(kind: TInspectionKind, where: TInspectionSite, token: string): Promise<string> {
  const base = { procedure: where.procedure, weld: where.weld };
  const sequenced = async (path: string, body: unknown) => {
    const answer = await call("POST", `/api/${path}/`, token, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.id as string;
  };
  const bodies = sequenceBodies(where);
  const body: Record<TInspectionKind, () => Promise<Record<string, unknown>>> = {
    fit_up: async () => ({ ...base, sequence: await sequenced("fitup-inspection-sequences", bodies.fit_up) }),
    bevel: async () => ({ ...base, sequence: await sequenced("bevel-inspection-sequences", bodies.bevel) }),
    temperature_control: async () => ({
      ...base,
      sequence: await sequenced("temperature-control-inspection-sequences", bodies.temperature_control),
    }),
    cooling: async () => ({ ...base, cooling: where.cooling, sequence: await sequenced("cooling-inspection-sequences", bodies.cooling) }),
    time_lapse: async () => ({ ...base, time_lapse: where.timeLapse }),
    back_purging: async () => ({ ...base, back_purging: where.backPurging }),
    heat_treatment: async () => ({ ...base, heat_treatment: where.heatTreatment }),
  };
  const answer = await call("POST", `/api/${inspectionPath(kind)}/`, token, await body[kind]());
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.id as string;
}

interface TResult {
  n: number;
  status: string;
  id?: string;
  name: string;
  reason: string | null;
  field_errors?: Record<string, string[]>;
  codes?: Record<string, { code: string; params?: Record<string, unknown> }[]>;
}
interface TLine {
  type: string;
  status?: string;
  saved?: number;
  failed?: number;
  results?: TResult[];
  errors?: Record<string, string[]>;
}

const csv = (rows: string[][]) => Buffer.from(rows.map((row) => row.join(",")).join("\r\n"));
async function xlsx(rows: (string | number | Date)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Gauge");
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** POST /api/imports/<kind>-inspection-measurements/?inspection=: the answer's status and its JSON lines. */
async function upload(kind: TInspectionKind, inspection: string | null, token: string | null, name: string, body: Buffer) {
  const form = new FormData();
  form.append("file", new Blob([body]), name);
  const query = inspection === null ? "" : `?inspection=${inspection}`;
  const response = await fetch(`${server.url}/api/imports/${measurementPath(kind)}/${query}`, {
    method: "POST",
    headers: token ? { authorization: `Token ${token}` } : {},
    body: form,
  });
  const text = await response.text();
  if (response.status !== 200) return { status: response.status, body: JSON.parse(text), lines: [] as TLine[], results: [] as TResult[] };
  const lines = text
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as TLine);
  return { status: response.status, body: null, lines, results: lines.flatMap((line) => line.results ?? []) };
}

const measurementsOf = async (kind: TInspectionKind, inspection: string) => {
  const answer = await call("GET", `/api/${measurementPath(kind)}/?inspection=${inspection}&page_size=100`, alpha.users.Viewer.token);
  expect(answer.status).toBe(200);
  return answer.body.results as Record<string, any>[];
};
const latestRun = async (kind: TInspectionKind) =>
  (await call("GET", `/api/imports/${measurementPath(kind)}/runs/`, alpha.users.Admin.token)).body.results[0] as TImportRecordDetail;

describe("gauge import", () => {
  it("records a fit-up CSV's rows with the verdict, stored value, limits and alert the POST gives for the same values", async () => {
    const inspection = await newInspection("fit_up", site, inspector());
    const file = csv([
      ["Position", "Measurement", "Value", "Unit", "Instrument", "Time"],
      ["90", "Root gap", "2", "mm", "SN-1", "2026-11-26 09:15"],
      ["180", "ID High low", "0.1", "in", labelText("measuringInstrument", site.calibrated), "2026-11-26T09:16:30Z"],
      ["0", "root_gap", "3.4", "", "", ""],
    ]);
    const answer = await upload("fit_up", inspection, inspector(), "gauge.csv", file);
    expect(answer.status).toBe(200);
    expect(answer.lines.at(-1)).toEqual({ type: "end", status: "done", saved: 3, failed: 0 });
    expect(answer.results.map((row) => row.n)).toEqual([1, 2, 3]);

    // The same values posted to another inspection of the same sequence kind.
    const other = await newInspection("fit_up", site, inspector());
    const posted = [
      { type: "root_gap", position: "90", measure: 2, unit: "mm", measuring_instrument: site.calibrated },
      { type: "id_high_low", position: "180", measure: 0.1, unit: "in", measuring_instrument: site.calibrated },
      { type: "root_gap", position: "0", measure: 3.4 },
    ];
    const byPost: Record<string, unknown>[] = [];
    for (const body of posted) {
      const created = await call("POST", `/api/${measurementPath("fit_up")}/`, inspector(), { id: uuidv7(), inspection: other, ...body });
      expect(created.status).toBe(201);
      byPost.push(created.body);
    }
    const imported = await measurementsOf("fit_up", inspection);
    const byId = new Map(imported.map((row) => [row.id, row]));
    answer.results.forEach((result, index) => {
      const row = byId.get(result.id as string);
      const post = byPost[index];
      expect(row, `row ${result.n}`).toBeDefined();
      for (const field of ["verdict", "measure", "limits", "reasons", "entered", "unit", "type", "position", "measuring_instrument"]) {
        expect(row?.[field], `row ${result.n} ${field}`).toEqual(post?.[field]);
      }
    });
    expect(imported.map((row) => row.verdict).sort()).toEqual(["accept", "reject", "reject"]);
    // The time from the file is the measurement's; the importing inspector is its author.
    const first = byId.get(answer.results[0]?.id as string);
    expect(first?.created_at).toBe("2026-11-26T09:15:00.000Z");
    const [stored] = await server.db.select().from(fitUpMeasurements).where(eq(fitUpMeasurements.id, first?.id));
    expect(stored?.created_by).toBe(alpha.users.Inspector.id);
    // Each rejected row raised its inspection alert; the accepted one none.
    for (const row of imported) {
      const raised = await server.db.select().from(alerts).where(eq(alerts.source_id, row.id));
      expect(raised.length, `${row.type} ${row.measure}`).toBe(row.verdict === "reject" ? 1 : 0);
      if (row.verdict === "reject") expect(raised[0]).toMatchObject({ section: "inspection", type: "FIT_UP", client_id: alpha.id });
    }
    // History: one import entry per measurement, naming the import's record.
    const run = await latestRun("fit_up");
    expect(run).toMatchObject({ status: "done", rows_saved: 3, rows_updated: 0, rows_refused: 0, user: alpha.users.Inspector.id });
    const entries = await server.db
      .select()
      .from(historyEntries)
      .where(and(eq(historyEntries.import_id, run.id), eq(historyEntries.resource, "inspectionMeasurement")));
    expect(entries.map((entry) => entry.action)).toEqual(["import", "import", "import"]);
  });

  it("reads an XLSX with French headers the same: a temperature in °F, the time from a date-time cell", async () => {
    const inspection = await newInspection("temperature_control", site, inspector());
    const file = await xlsx([
      ["Position", "Valeur", "Unité", "Instrument", "Heure"],
      [270, 300, "°F", "sn-1", new Date("2026-11-26T10:30:00Z")],
      [0, 500, "degF", "", ""],
    ]);
    const answer = await upload("temperature_control", inspection, inspector(), "releve.xlsx", file);
    expect(answer.lines.at(-1)).toEqual({ type: "end", status: "done", saved: 2, failed: 0 });
    const rows = await measurementsOf("temperature_control", inspection);
    const warm = rows.find((row) => row.position === "270");
    expect(warm).toMatchObject({ verdict: "accept", unit: "°F", entered: { measure: 300 }, measuring_instrument: site.calibrated });
    expect(warm?.measure).toBeCloseTo(148.888_889, 5);
    expect(warm?.created_at).toBe("2026-11-26T10:30:00.000Z");
    // 500 °F is 260 °C, above the 250 °C maximum: as the POST test judges it.
    expect(rows.find((row) => row.position === "0")).toMatchObject({ verdict: "reject" });
  });

  it("reads durations in seconds or h:mm:ss, and bevel dimensions by their name", async () => {
    const lapse = await newInspection("time_lapse", site, inspector());
    const durations = await upload(
      "time_lapse",
      lapse,
      inspector(),
      "lapse.csv",
      csv([
        ["Durée", "Heure"],
        ["0:09:00", "2026-11-26 11:00"],
        ["700", "2026-11-26 11:20"],
      ]),
    );
    expect(durations.lines.at(-1)).toMatchObject({ status: "done", saved: 2 });
    const lapses = await measurementsOf("time_lapse", lapse);
    expect(lapses.map((row) => [row.duration_measured, row.verdict]).sort()).toEqual([
      [540, "accept"],
      [700, "reject"],
    ]);
    const bevel = await newInspection("bevel", site, inspector());
    const bevels = await upload(
      "bevel",
      bevel,
      inspector(),
      "bevel.csv",
      csv([
        ["Position", "Dimension", "Value", "Unit"],
        ["0", "angle", "31", "degrees"],
        ["0", "Depth", "31", "degrees"],
      ]),
    );
    expect(bevels.results[0]).toMatchObject({ n: 1, status: "success" });
    expect(bevels.results[1]).toMatchObject({ n: 2, status: "error" });
    expect(bevels.results[1]?.codes?.dimension?.[0]).toMatchObject({ code: "dimension_not_in_bevel", params: { dimension: "Depth" } });
    expect((await measurementsOf("bevel", bevel))[0]).toMatchObject({ dimension: site.angle, verdict: "accept" });
  });

  it("refuses a row on its field with its reason and row number, and saves the others: expired or unknown instrument, unplanned position, unreadable value or time", async () => {
    const inspection = await newInspection("fit_up", site, inspector());
    const file = csv([
      ["Position", "Measurement", "Value", "Unit", "Instrument", "Time"],
      ["0", "Root gap", "2", "mm", "SN-2", "2026-11-26 09:00"],
      ["45", "Root gap", "2", "mm", "", ""],
      ["90", "Root gap", "two", "mm", "", ""],
      ["90", "Root gap", "2", "mm", "SN-404", ""],
      ["90", "Root gap", "2", "mm", "", "yesterday"],
      ["90", "Bead width", "2", "mm", "", ""],
      ["270", "Root gap", "2.5", "mm", "SN-1", ""],
    ]);
    const answer = await upload("fit_up", inspection, inspector(), "mixed.csv", file);
    expect(answer.lines.at(-1)).toEqual({ type: "end", status: "error", saved: 1, failed: 6 });
    const byRow = new Map(answer.results.map((row) => [row.n, row]));
    expect(byRow.get(1)?.codes?.measuring_instrument?.[0]).toMatchObject({
      code: "instrument_calibration_expired",
      params: expect.objectContaining({ instrument: "Gauge G-2", expire_at: "2024-03-31" }),
    });
    expect(byRow.get(1)?.reason).toContain("Instrument: The calibration of Gauge G-2 (SN-2) expired on 2024-03-31");
    expect(byRow.get(2)?.codes?.position?.[0]).toMatchObject({ code: "position_not_in_sequence" });
    expect(byRow.get(3)?.codes?.measure?.[0]).toMatchObject({ code: "not_numeric" });
    expect(byRow.get(4)?.codes?.measuring_instrument?.[0]).toMatchObject({
      code: "instrument_not_found",
      params: { instrument: "SN-404" },
    });
    expect(byRow.get(5)?.codes?.created_at?.[0]).toMatchObject({ code: "measured_at_invalid" });
    expect(byRow.get(6)?.codes?.type?.[0]).toMatchObject({ code: "fit_up_type_unknown" });
    expect(byRow.get(7)).toMatchObject({ status: "success" });
    expect(await measurementsOf("fit_up", inspection)).toHaveLength(1);
    // The record's report keeps each refused row by its number, with its field's code.
    const run = await latestRun("fit_up");
    const report = await call("GET", `/api/imports/${measurementPath("fit_up")}/runs/${run.id}/`, alpha.users.Admin.token);
    expect(report.body).toMatchObject({ rows_saved: 1, rows_refused: 6 });
    expect(report.body.refusals.map((row: { n: number }) => row.n)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(report.body.refusals[0].codes.measuring_instrument[0].code).toBe("instrument_calibration_expired");
  });

  it("refuses a time outside the years 1900 to 2200 on its field, in a file row (400 invalid_date) and in a POST's JSON body, instead of storing year 1 as 2001", async () => {
    const inspection = await newInspection("fit_up", site, inspector());
    const file = csv([
      ["Position", "Measurement", "Value", "Unit", "Instrument", "Time"],
      ["90", "Root gap", "2", "mm", "", "0001-01-01 00:00"],
      ["90", "Root gap", "2", "mm", "", "2201-01-01T00:00:00Z"],
      ["90", "Root gap", "2", "mm", "", "1900-01-01 00:00"],
    ]);
    const answer = await upload("fit_up", inspection, inspector(), "years.csv", file);
    expect(answer.lines.at(-1)).toEqual({ type: "end", status: "error", saved: 1, failed: 2 });
    for (const n of [1, 2])
      expect(answer.results.find((row) => row.n === n)?.codes?.created_at?.[0]).toMatchObject({ code: "invalid_date" });
    expect((await measurementsOf("fit_up", inspection)).map((row) => row.created_at)).toEqual(["1900-01-01T00:00:00.000Z"]);
    const posted = await call("POST", `/api/${measurementPath("fit_up")}/`, inspector(), {
      id: uuidv7(),
      inspection,
      type: "root_gap",
      position: "90",
      measure: 2,
      created_at: "0001-01-01T00:00:00Z",
    });
    expect(posted.status).toBe(400);
    expect(posted.body.created_at).toEqual(["Enter a valid date."]);
    expect(await measurementsOf("fit_up", inspection)).toHaveLength(1);
  });

  it("imported again, the same file adds no measurement; undoing the second import keeps them, undoing the first removes them and their alerts", async () => {
    const inspection = await newInspection("fit_up", site, inspector());
    const file = csv([
      ["Position", "Measurement", "Value", "Instrument", "Time"],
      ["0", "Root gap", "2", "SN-1", "2026-11-26 08:00"],
      ["90", "Root gap", "5", "SN-1", "2026-11-26 08:01"],
    ]);
    const first = await upload("fit_up", inspection, inspector(), "again.csv", file);
    expect(first.lines.at(-1)).toMatchObject({ status: "done", saved: 2 });
    const firstRun = await latestRun("fit_up");
    const second = await upload("fit_up", inspection, inspector(), "again.csv", file);
    expect(second.lines.at(-1)).toMatchObject({ status: "done", saved: 2 });
    expect(second.results.map((row) => row.id)).toEqual(first.results.map((row) => row.id));
    const secondRun = await latestRun("fit_up");
    expect(secondRun).toMatchObject({ rows_saved: 2, rows_updated: 2 });
    const rows = await measurementsOf("fit_up", inspection);
    expect(rows).toHaveLength(2);
    const rejected = rows.find((row) => row.verdict === "reject");
    expect(await server.db.select().from(alerts).where(eq(alerts.source_id, rejected?.id))).toHaveLength(1);

    const undoPath = (id: string) => `/api/imports/${measurementPath("fit_up")}/runs/${id}/undo/`;
    // A Viewer may not undo; another client's record is not found.
    expect((await call("POST", undoPath(firstRun.id), alpha.users.Viewer.token)).status).toBe(403);
    expect((await call("POST", undoPath(firstRun.id), beta.users.Admin.token)).status).toBe(404);
    const keep = await call("POST", undoPath(secondRun.id), inspector());
    expect(keep.status, JSON.stringify(keep.body)).toBe(200);
    expect(keep.body).toMatchObject({ deleted: 0, updated_kept: 2 });
    expect(await measurementsOf("fit_up", inspection)).toHaveLength(2);
    const undo = await call("POST", undoPath(firstRun.id), inspector());
    expect(undo.status, JSON.stringify(undo.body)).toBe(200);
    expect(undo.body).toMatchObject({ deleted: 2, record: { status: "undone" } });
    expect(await measurementsOf("fit_up", inspection)).toHaveLength(0);
    expect(await server.db.select().from(alerts).where(eq(alerts.source_id, rejected?.id))).toHaveLength(0);
    const removals = await server.db
      .select()
      .from(historyEntries)
      .where(and(eq(historyEntries.import_id, firstRun.id), eq(historyEntries.action, "delete")));
    expect(removals).toHaveLength(2);
  });

  it("a row's own Measurement ID is kept, so a gauge file carrying ids is re-imported as the phone's retries are", async () => {
    const inspection = await newInspection("back_purging", site, inspector());
    const id = uuidv7();
    const file = csv([
      ["Measurement ID", "Flushing O2", "Welding O2", "Unit"],
      [id, "0.004", "0.002", "%"],
    ]);
    expect((await upload("back_purging", inspection, inspector(), "o2.csv", file)).results[0]).toMatchObject({ status: "success", id });
    expect((await upload("back_purging", inspection, inspector(), "o2.csv", file)).results[0]).toMatchObject({ status: "success", id });
    const rows = await measurementsOf("back_purging", inspection);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id, flushing_o2_level_chamber: 40, welding_o2_level_chamber: 20, verdict: "accept" });
    // Another inspection's file naming that id is refused on it.
    const other = await newInspection("back_purging", site, inspector());
    const taken = await upload("back_purging", other, inspector(), "o2.csv", file);
    expect(taken.results[0]?.codes?.id?.[0]).toMatchObject({ code: "measurement_id_taken" });
  });

  it("answers 401 without a session, 403 to a Viewer, 404 for another client's inspection, 400 without an inspection; a file of other columns ends in bad_header, one that is no sheet 415", async () => {
    const inspection = await newInspection("cooling", site, inspector());
    const file = csv([
      ["Position", "Before cooling", "After cooling"],
      ["A", "250", "60"],
    ]);
    expect((await upload("cooling", inspection, null, "c.csv", file)).status).toBe(401);
    expect((await upload("cooling", inspection, alpha.users.Viewer.token, "c.csv", file)).status).toBe(403);
    const foreign = await newInspection("cooling", betaSite, beta.users.Inspector.token);
    expect((await upload("cooling", foreign, inspector(), "c.csv", file)).status).toBe(404);
    // An inspection of another kind is not this import's.
    const lapse = await newInspection("time_lapse", site, inspector());
    expect((await upload("cooling", lapse, inspector(), "c.csv", file)).status).toBe(404);
    expect((await upload("cooling", "not-an-id", inspector(), "c.csv", file)).status).toBe(404);
    const missing = await upload("cooling", null, inspector(), "c.csv", file);
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body)).toContain("inspection");
    const otherColumns = await upload(
      "cooling",
      inspection,
      inspector(),
      "c.csv",
      csv([
        ["Name", "Weight"],
        ["x", "1"],
      ]),
    );
    // The header is read once the answer has started (as every import's): its end line names the file's fault.
    expect(otherColumns.status).toBe(200);
    expect(otherColumns.lines.at(-1)).toMatchObject({ type: "end", status: "error", saved: 0, codes: { file: [{ code: "bad_header" }] } });
    // A file that is no sheet is refused before anything starts (the engine's 415).
    const notSheet = await upload("cooling", inspection, inspector(), "c.xlsx", Buffer.from("not a workbook"));
    expect(notSheet.status).toBe(415);
    expect(await measurementsOf("cooling", inspection)).toHaveLength(0);
    // The template: the kind's columns, for whoever reads inspections.
    const template = await fetch(`${server.url}/api/imports/${measurementPath("cooling")}/template/?format=csv`, {
      headers: { authorization: `Token ${alpha.users.Viewer.token}` },
    });
    expect(template.status).toBe(200);
    // The position is required (the measurement's rule); one example reading follows the header.
    expect((await template.text()).trim().split("\r\n")).toEqual([
      "Position *,Before cooling,After cooling,Unit,Instrument,Time,Measurement ID,Override reason",
      "0,180,60,°C,SN-20417,2026-01-15 09:30:00,,",
    ]);
    // No export: measurements are not listed in an import's columns.
    const exported = await fetch(`${server.url}/api/imports/${measurementPath("cooling")}/export/`, {
      headers: { authorization: `Token ${alpha.users.Viewer.token}` },
    });
    expect(exported.status).toBe(404);
  });

  it("gives each kind's template in French with ?language=fr, and refuses its example row left in the file while saving the reading under it", async () => {
    const inspection = await newInspection("temperature_control", site, inspector());
    const response = await fetch(`${server.url}/api/imports/${measurementPath("temperature_control")}/template/?format=xlsx&language=fr`, {
      headers: { authorization: `Token ${inspector()}` },
    });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await response.arrayBuffer()) as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as string[]).slice(1);
    expect(header).toEqual(["Position *", "Valeur", "Unité", "Instrument", "Heure", "ID de mesure", "Motif de dérogation"]);
    expect((sheet.getRow(2).values as string[]).slice(1, 3)).toEqual(["0", "120"]);
    // The inspector's own reading under the example, at one of the sequence's positions.
    sheet.addRow(["90", "150", "°C"]);
    const answer = await upload(
      "temperature_control",
      inspection,
      inspector(),
      "modele.xlsx",
      Buffer.from(await workbook.xlsx.writeBuffer()),
    );
    expect(answer.results.map((row) => [row.n, row.status])).toEqual([
      [1, "error"],
      [2, "success"],
    ]);
    expect(answer.results[0]!.codes).toEqual({ non_field_errors: [{ code: "template_example_row" }] });
    expect((await measurementsOf("temperature_control", inspection)).map((row) => row.measure)).toEqual([150]);
  });

  it("a chunk that fails ends the import failed with nothing of it saved; resume records its rows once", async () => {
    const inspection = await newInspection("fit_up", site, inspector());
    await server.db.execute(
      sql.raw(`create function refuse_gauge_row() returns trigger language plpgsql as $$
        begin if new.position = '270' then raise exception 'refused by test'; end if; return new; end $$`),
    );
    await server.db.execute(
      sql.raw("create trigger refuse_gauge_row before insert on fit_up_measurements for each row execute function refuse_gauge_row()"),
    );
    const file = csv([
      ["Position", "Measurement", "Value"],
      ["0", "Root gap", "2"],
      ["270", "Root gap", "2"],
    ]);
    const failed = await upload("fit_up", inspection, inspector(), "resume.csv", file);
    expect(failed.lines.at(-1)).toMatchObject({ type: "end", status: "error", saved: 0 });
    const record = await latestRun("fit_up");
    expect(record).toMatchObject({ status: "failed", rows_saved: 0, has_file: true });
    expect(await measurementsOf("fit_up", inspection)).toHaveLength(0);
    await server.db.execute(sql.raw("drop trigger refuse_gauge_row on fit_up_measurements"));
    const response = await fetch(`${server.url}/api/imports/${measurementPath("fit_up")}/runs/${record.id}/resume/`, {
      method: "POST",
      headers: { authorization: `Token ${inspector()}` },
    });
    expect(response.status).toBe(200);
    const end = JSON.parse((await response.text()).trim().split("\n").at(-1) as string);
    expect(end).toMatchObject({ type: "end", status: "done", saved: 2 });
    expect(await measurementsOf("fit_up", inspection)).toHaveLength(2);
    const [after] = await server.db.select().from(imports).where(eq(imports.id, record.id));
    expect(after).toMatchObject({ status: "done", rows_saved: 2 });
  });
});
