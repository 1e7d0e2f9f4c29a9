// PostgreSQL too: an import streams its chunks, each in its own transaction, on a pool of connections.
import {
  convert,
  FILE_MESSAGES,
  IMPORT_MESSAGES,
  splitHeader,
  templateHeader,
  UPLOAD_MAX_BYTES,
  WORKPIECE_IMPORT,
} from "@weldtrace/domain";
import ExcelJS from "exceljs";
import JSZip from "jszip";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AREAS } from "../src/app.js";
import { buildRegistry } from "../src/area.js";
import { IMPORTS_PER_USER, takeImportSlot } from "../src/imports/slots.js";
import { fieldsOf, seedClient, startTestServer, type TSeededClient, type TTestServer } from "./helpers.js";

let server: TTestServer;
let alpha: TSeededClient;
let beta: TSeededClient;
let gamma: TSeededClient;

beforeAll(async () => {
  server = await startTestServer();
  alpha = await seedClient(server, "Imports Alpha");
  beta = await seedClient(server, "Imports Beta");
  gamma = await seedClient(server, "Imports Francais");
  for (const client of [alpha, beta, gamma]) {
    await server.request("POST", "/api/companies/", { token: client.users.Admin.token, body: { name: "Tenaris" } });
  }
});
afterAll(() => server.close());

const HEADER = ["Name", "Type", "Outer diameter", "Wall thickness", "Grade", "Manufacturer", "Weight", "Length", "Tags"];

async function xlsx(rows: (string | number | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Workpieces");
  for (const row of rows) sheet.addRow(row);
  // A second sheet is never read.
  workbook.addWorksheet("Other").addRow(["Name"]).commit();
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

interface TLine {
  type: string;
  total?: number;
  done?: number;
  status?: string;
  saved?: number;
  failed?: number;
  results?: {
    n: number;
    name: string;
    status: string;
    reason: string | null;
    field_errors?: Record<string, string[]>;
    errors?: Record<string, string[]>;
    codes?: Record<string, { code: string; params?: Record<string, unknown> }[]>;
  }[];
}

async function upload(
  token: string | null,
  filename: string,
  body: Buffer,
  query = "",
): Promise<{ status: number; lines: TLine[]; body: unknown }> {
  const form = new FormData();
  form.append("file", new Blob([body]), filename);
  const response = await fetch(`${server.url}/api/imports/workpieces/${query}`, {
    method: "POST",
    headers: token ? { authorization: `Token ${token}` } : {},
    body: form,
  });
  const text = await response.text();
  if (response.headers.get("content-type")?.startsWith("application/x-ndjson")) {
    return {
      status: response.status,
      lines: text
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line)),
      body: null,
    };
  }
  return { status: response.status, lines: [], body: JSON.parse(text) };
}

const rowsOf = (lines: TLine[]) => lines.flatMap((line) => line.results ?? []);
const count = async (client: TSeededClient, search = "") =>
  (await server.request("GET", `/api/workpieces/?search=${search}`, { token: client.users.Admin.token })).body.count as number;

describe("workpiece import", () => {
  it("refuses each row of an XLSX whose Name cells share one 20,000-character string (Name: Max 5000 characters), echoing at most 101 characters of it", async () => {
    // Longer shared strings refuse the whole file (imports-bounds.api.test.ts: xlsx_too_large).
    const huge = "N".repeat(20_000);
    const rows: (string | number | null)[][] = [HEADER];
    for (let index = 0; index < 10; index++) rows.push([huge, "PIPE", 168.3, 7.11, "X52", "Tenaris", 350, 12, ""]);
    rows.push(["AMP-OK", "PIPE", 168.3, 7.11, "X52", "Tenaris", 350, 12, ""]);
    const form = new FormData();
    form.append("file", new Blob([await xlsx(rows)]), "amplified.xlsx");
    const response = await fetch(`${server.url}/api/imports/workpieces/`, {
      method: "POST",
      headers: { authorization: `Token ${alpha.users.Admin.token}` },
      body: form,
    });
    const text = await response.text();
    expect(text.length).toBeLessThan(50_000);
    const lines = text
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as TLine);
    expect(lines.at(-1)).toEqual({ type: "end", status: "error", saved: 1, failed: 10 });
    const refused = rowsOf(lines).filter((row) => row.status === "error");
    expect(refused).toHaveLength(10);
    for (const row of refused) {
      expect(row.field_errors).toEqual({ name: ["Max 5000 characters"] });
      expect(row.name.length).toBeLessThanOrEqual(101);
    }
  });

  it("answers 429 to an import of a user already running two (IMPORTS_PER_USER), saving nothing, and takes it once one ends", async () => {
    const user = alpha.users.Manager;
    const csv = Buffer.from(`${HEADER.slice(0, 8).join(",")}\nPAR-LAST,PIPE,168.3,7.11,X52,Tenaris,350,12`);
    // Two imports of this user are running (their slots, as the route takes them).
    const running = Array.from({ length: IMPORTS_PER_USER }, () => takeImportSlot(user.id));
    const refused = await upload(user.token, "c.csv", csv);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: "too_many_requests" });
    expect(await count(alpha, "PAR-LAST")).toBe(0);
    // Another user is not held back by them.
    expect(
      (
        await upload(
          alpha.users.Engineer.token,
          "e.csv",
          Buffer.from(`${HEADER.slice(0, 8).join(",")}\nPAR-OTHER,PIPE,168.3,7.11,X52,Tenaris,350,12`),
        )
      ).status,
    ).toBe(200);
    running[0]!();
    const taken = await upload(user.token, "d.csv", csv);
    expect(taken.status).toBe(200);
    expect(taken.lines.at(-1)).toMatchObject({ status: "done", saved: 1 });
    running[1]!();
    // An import gives its slot back when its answer ends: two more in a row are taken.
    for (const name of ["f.csv", "g.csv", "h.csv"])
      expect(
        (await upload(user.token, name, Buffer.from(`${HEADER.slice(0, 8).join(",")}\nPAR-${name},PIPE,168.3,7.11,X52,Tenaris,350,12`)))
          .status,
      ).toBe(200);
  });

  it("refuses a file one byte over 10 MB with 413 file_too_large, and reads one of exactly 10 MB", async () => {
    const file = (size: number) => {
      const head = Buffer.from("Name\r\nSIZE-1\r\n\r\n");
      return Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]);
    };
    const over = await upload(alpha.users.Admin.token, "big.csv", file(UPLOAD_MAX_BYTES + 1));
    expect(over.status).toBe(413);
    expect(over.body).toEqual({ detail: FILE_MESSAGES.tooBig, code: "file_too_large" });
    const at = await upload(alpha.users.Admin.token, "big.csv", file(UPLOAD_MAX_BYTES));
    expect(at.status).toBe(200);
  });

  it("refuses the row of an Inspector's import that names a tag the client lacks (Tags: Missing in this client), creating no tag, as the Inspector's own POST of a tag is 403", async () => {
    const direct = await server.request("POST", "/api/workpiece-tags/", { token: beta.users.Inspector.token, body: { label: "Direct" } });
    expect(direct.status).toBe(403);
    const tagsBefore = (await server.request("GET", "/api/workpiece-tags/", { token: beta.users.Admin.token })).body.count;
    const file = await xlsx([
      HEADER,
      ["ROLE-1", "PIPE", 168.3, 7.11, "X52", "Tenaris", 350, 12, "Inspector label"],
      ["ROLE-2", "PIPE", 168.3, 7.11, "X52", "Tenaris", 350, 12, ""],
    ]);
    const answer = await upload(beta.users.Inspector.token, "role.xlsx", file);
    expect(answer.lines.at(-1)).toEqual({ type: "end", status: "error", saved: 1, failed: 1 });
    expect(rowsOf(answer.lines).map((row) => [row.name, row.status, row.field_errors])).toEqual([
      ["ROLE-1", "error", { workpiece_tags: ["Missing in this client: Inspector label"] }],
      ["ROLE-2", "success", undefined],
    ]);
    expect((await server.request("GET", "/api/workpiece-tags/", { token: beta.users.Admin.token })).body.count).toBe(tagsBefore);
  });

  it("reports every row with its ordinal and name and saves only the good ones, stopping at the first empty row", async () => {
    const file = await xlsx([
      HEADER,
      ["IMP-1", "PIPE", 323.9, 12.7, "X65", "Tenaris", 1200, 12, "Spool A;Urgent"],
      ["IMP-2", "PIPE", null, 12.7, "X65", "Tenaris", 1200, 12, ""],
      ["IMP-3", "PLATE", null, 20, "S355", "Unknown Steel", 300, 2, ""],
      ["IMP-4", "PLATE", "thick", 20, "S355", "Tenaris", 300, 2, ""],
      ["IMP-5", "PLATE", null, 20, "S355", "Tenaris", 300, 2, "Urgent"],
      [null, null, null, null, null, null, null, null, null],
      ["IMP-AFTER-EMPTY", "PLATE", null, 20, "S355", "Tenaris", 300, 2, ""],
    ]);
    // An Engineer may create tags directly, so the import creates the ones the file names (an Inspector's may not: below).
    const answer = await upload(alpha.users.Engineer.token, "supplier.xlsx", file);
    expect(answer.status).toBe(200);
    expect(answer.lines[0]).toEqual({ type: "start", total: 5 });
    expect(answer.lines.at(-1)).toEqual({ type: "end", status: "error", saved: 2, failed: 3 });
    const rows = rowsOf(answer.lines);
    expect(rows.map((row) => [row.n, row.name, row.status])).toEqual([
      [1, "IMP-1", "success"],
      [2, "IMP-2", "error"],
      [3, "IMP-3", "error"],
      [4, "IMP-4", "error"],
      [5, "IMP-5", "success"],
    ]);
    // A refused row says why in one sentence naming the file's column, and gives its messages by field for the web.
    expect(rows[1]).toMatchObject({ reason: "Outer diameter: Required", field_errors: { outer_diameter: ["Required"] } });
    expect(rows[2]).toMatchObject({
      reason: "Manufacturer: Missing in this client: Unknown Steel",
      field_errors: { manufacturer_id: ["Missing in this client: Unknown Steel"] },
    });
    expect(rows[3]!.field_errors).toEqual({ outer_diameter: [IMPORT_MESSAGES.notNumeric] });
    expect(rows[0]).toMatchObject({ reason: null });
    expect(rows[0]).not.toHaveProperty("field_errors");
    // Each refused row carries the codes of its messages, with their parameters, beside its texts.
    expect(rows[1]!.codes).toEqual({ outer_diameter: [{ code: "required" }] });
    expect(rows[2]!.codes).toEqual({ manufacturer_id: [{ code: "missing_in_client", params: { name: "Unknown Steel" } }] });
    expect(rows[3]!.codes).toEqual({ outer_diameter: [{ code: "not_numeric" }] });
    expect(await count(alpha, "IMP-")).toBe(2);
    // Spec: tags unknown to the client are created, white.
    const tags = (await server.request("GET", "/api/workpiece-tags/", { token: alpha.users.Admin.token })).body.results;
    expect(tags.map((tag: { label: string; color: string }) => [tag.label, tag.color])).toEqual([
      ["Spool A", "#ffffff"],
      ["Urgent", "#ffffff"],
    ]);
  });

  it("converts from the units the header declares, else from the client's default units", async () => {
    const file = await xlsx([
      ["Name", "Type", "Outer diameter [in]", "Wall thickness [in]", "Grade", "Manufacturer", "Weight [lb]", "Length [foot]"],
      ["UNIT-IN", "PIPE", 12.75, 0.5, "X65", "Tenaris", 1000, 40],
    ]);
    expect((await upload(alpha.users.Inspector.token, "inches.xlsx", file)).lines.at(-1)?.status).toBe("done");
    const inches = (await server.request("GET", "/api/workpieces/?search=UNIT-IN", { token: alpha.users.Admin.token })).body.results[0];
    expect(inches.outer_diameter).toBeCloseTo(323.85, 9);
    expect(inches.wall_thickness).toBeCloseTo(12.7, 9);
    expect(inches.weight).toBeCloseTo(convert(1000, "lb", "kg"), 9);
    expect(inches.length).toBeCloseTo(12.192, 9);
    expect(inches.nominal_inner_diameter).toBe(298.45);
    const csv = Buffer.from(
      `Name,Type,Outer diameter,Wall thickness,Grade,Manufacturer,Weight,Length\nUNIT-MM,PIPE,"323,9",12.7,X65,Tenaris,10,1\n\n`,
    );
    expect((await upload(alpha.users.Inspector.token, "metric.csv", csv)).lines.at(-1)?.status).toBe("done");
    const metric = (await server.request("GET", "/api/workpieces/?search=UNIT-MM", { token: alpha.users.Admin.token })).body.results[0];
    expect(metric).toMatchObject({ outer_diameter: 323.9, length: 1, weight: 10 });
  });

  it("refuses a file that is not CSV or XLSX with the typeFile message, saving nothing", async () => {
    const before = await count(alpha);
    const answer = await upload(alpha.users.Inspector.token, "list.pdf", Buffer.from("%PDF-1.4"));
    expect(answer.status).toBe(415);
    expect(answer.body).toEqual({ detail: IMPORT_MESSAGES.typeFile, code: "type_file" });
    const fake = await upload(alpha.users.Inspector.token, "fake.xlsx", Buffer.from("not a zip"));
    expect(fake.status).toBe(415);
    expect(await count(alpha)).toBe(before);
  });

  it("answers 401 without a token, 403 to a Viewer, 404 for an unknown import and 400 without a name column", async () => {
    const file = await xlsx([HEADER, ["NOPE", "PIPE", 1, 1, "X", "Tenaris", 1, 1, ""]]);
    expect((await upload(null, "a.xlsx", file)).status).toBe(401);
    expect((await upload(alpha.users.Viewer.token, "a.xlsx", file)).status).toBe(403);
    const unknown = await fetch(`${server.url}/api/imports/nothing/`, {
      method: "POST",
      headers: { authorization: `Token ${alpha.users.Admin.token}` },
    });
    expect(unknown.status).toBe(404);
    const headless = await upload(alpha.users.Admin.token, "b.xlsx", await xlsx([["Grade"], ["X65"]]));
    expect(headless.status).toBe(200);
    expect(headless.lines.at(-1)).toMatchObject({ status: "error", errors: { file: [IMPORT_MESSAGES.badHeader] } });
    expect(await count(alpha, "NOPE")).toBe(0);
  });

  it("gives a template of the import's columns in order, units of the client's defaults in the headers, required columns marked and one example row", async () => {
    const response = await fetch(`${server.url}/api/imports/workpieces/template/?format=csv`, {
      headers: { authorization: `Token ${alpha.users.Viewer.token}` },
    });
    expect(response.status).toBe(200);
    const [header, example, ...rest] = Papa.parse<string[]>((await response.text()).replace(/^\uFEFF/, "").trim()).data;
    expect(rest).toEqual([]);
    expect(header!.map((cell) => splitHeader(cell).header)).toEqual(templateHeader(WORKPIECE_IMPORT));
    // The workpiece rule's required fields are marked, the outer diameter for a PIPE only; each number says its unit.
    expect(header!.slice(0, 5)).toEqual(["Name *", "Type *", "Project", "Outer diameter [mm] * (PIPE)", "Wall thickness [mm] *"]);
    expect(header!.filter((cell) => cell.endsWith(" *"))).toEqual([
      "Name *",
      "Type *",
      "Wall thickness [mm] *",
      "Grade *",
      "Manufacturer *",
      "Weight [kg] *",
      "Length [m] *",
    ]);
    expect(header![9]).toBe("Weight [kg] *");
    expect(example!.slice(0, 5)).toEqual(["WP-0001", "PIPE", "North line", "323.9", "12.7"]);
    expect((await fetch(`${server.url}/api/imports/workpieces/template/?format=xlsx`)).status).toBe(401);
  });

  it("refuses the template's example row left in a file, saying so (template_example_row), and reads the template's marked header", async () => {
    const template = await fetch(`${server.url}/api/imports/workpieces/template/?format=xlsx`, {
      headers: { authorization: `Token ${alpha.users.Engineer.token}` },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await template.arrayBuffer()) as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as string[]).slice(1);
    expect(header[0]).toBe("Name *");
    // The user's own row under the example: in the template's header, with the header's units.
    const filled: Record<string, string> = {
      "Name *": "TPL-OWN",
      "Type *": "PIPE",
      "Outer diameter [mm] * (PIPE)": "168.3",
      "Wall thickness [mm] *": "7.1",
      "Grade *": "X52",
      "Manufacturer *": "Tenaris",
      "Weight [kg] *": "300",
      "Length [m] *": "12",
    };
    const own = header.map((cell) => filled[cell] ?? "");
    sheet.addRow(own);
    const answer = await upload(alpha.users.Engineer.token, "template.xlsx", Buffer.from(await workbook.xlsx.writeBuffer()));
    const rows = rowsOf(answer.lines);
    expect(rows.map((row) => [row.n, row.name, row.status])).toEqual([
      [1, "WP-0001", "error"],
      [2, "TPL-OWN", "success"],
    ]);
    expect(rows[0]!.codes).toEqual({ non_field_errors: [{ code: "template_example_row" }] });
    expect(rows[0]!.reason).toBe(IMPORT_MESSAGES.templateExampleRow);
    expect(await count(alpha, "WP-0001")).toBe(0);
    const saved = (await server.request("GET", "/api/workpieces/?search=TPL-OWN", { token: alpha.users.Admin.token })).body.results[0];
    expect(saved.outer_diameter).toBe(168.3);
  });

  it("reports every fault of a refused row at once: an unknown manufacturer and a missing name, each with its code", async () => {
    const file = await xlsx([HEADER, ["", "PIPE", 323.9, 12.7, "X65", "Nowhere Steel", 1200, 12, ""]]);
    const rows = rowsOf((await upload(alpha.users.Engineer.token, "faults.xlsx", file)).lines);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe("error");
    expect(rows[0]!.codes).toEqual({
      manufacturer_id: [{ code: "missing_in_client", params: { name: "Nowhere Steel" } }],
      name: [{ code: "required" }],
    });
    expect(rows[0]!.reason).toBe("Manufacturer: Missing in this client: Nowhere Steel; Name: Required");
  });

  it("answers 400 header_only to a CSV and an XLSX that hold only their header row (and empty_file to an empty one), keeping no import record", async () => {
    const records = async () =>
      (await server.request("GET", "/api/imports/workpieces/runs/", { token: beta.users.Admin.token })).body.count as number;
    const before = await records();
    for (const [name, body] of [
      ["header.csv", Buffer.from(`${HEADER.join(",")}\n\n`)],
      ["header.xlsx", await xlsx([HEADER])],
    ] as const) {
      const answer = await upload(beta.users.Admin.token, name, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ file: [IMPORT_MESSAGES.headerOnly], codes: { file: [{ code: "header_only" }] } });
    }
    const empty = await upload(beta.users.Admin.token, "empty.csv", Buffer.from(""));
    expect(empty.body).toMatchObject({ codes: { file: [{ code: "empty_file" }] } });
    expect(await records()).toBe(before);
  });

  it("round trip: exporting, importing the export into another client and exporting again gives the same file", async () => {
    const exported = async (client: TSeededClient, format: "csv" | "xlsx") =>
      Buffer.from(
        await (
          await fetch(`${server.url}/api/imports/workpieces/export/?format=${format}&search=IMP-`, {
            headers: { authorization: `Token ${client.users.Viewer.token}` },
          })
        ).arrayBuffer(),
      );
    const first = await exported(alpha, "xlsx");
    const imported = await upload(beta.users.Engineer.token, "export.xlsx", first);
    expect(imported.lines.at(-1)).toMatchObject({ status: "done", saved: 2 });
    expect((await exported(beta, "csv")).toString()).toBe((await exported(alpha, "csv")).toString());
    expect((await exported(alpha, "csv")).toString()).toContain("Outer diameter [mm]");
  });

  it("writes the export's and the template's headers in French with ?language=fr, and imports that French export into another client as the English one", async () => {
    const get = (path: string, client: TSeededClient) =>
      fetch(`${server.url}${path}`, { headers: { authorization: `Token ${client.users.Viewer.token}` } });
    const french = await get("/api/imports/workpieces/export/?format=csv&language=fr&search=IMP-", alpha);
    expect(french.status).toBe(200);
    const [header, ...rows] = Papa.parse<string[]>((await french.text()).replace(/^\uFEFF/, "").trim()).data;
    expect(header!.slice(0, 6)).toEqual(["Nom", "Type", "Projet", "Diamètre extérieur [mm]", "Épaisseur [mm]", "Nuance"]);
    const english = await get("/api/imports/workpieces/export/?format=csv&search=IMP-", alpha);
    const [englishHeader, ...englishRows] = Papa.parse<string[]>((await english.text()).replace(/^\uFEFF/, "").trim()).data;
    expect(englishHeader![0]).toBe("Name");
    expect(rows).toEqual(englishRows);
    const template = await get("/api/imports/workpieces/template/?format=csv&language=fr", alpha);
    const [templateHeader] = Papa.parse<string[]>((await template.text()).replace(/^\uFEFF/, "").trim()).data;
    expect(templateHeader!.slice(0, 4)).toEqual(["Nom *", "Type *", "Projet", "Diamètre extérieur [mm] * (PIPE)"]);
    // The French export, renamed so nothing clashes, is read by its French headers.
    const body = [header, ...rows.map((row) => [`FR-${row[0]}`, ...row.slice(1)])];
    const imported = await upload(gamma.users.Engineer.token, "francais.csv", Buffer.from(Papa.unparse(body)));
    expect(imported.lines.at(-1)).toMatchObject({ status: "done", saved: rows.length, failed: 0 });
    expect(await count(gamma, "FR-IMP-")).toBe(rows.length);
  });

  it("answers 400 on language for a language the app does not speak", async () => {
    for (const path of ["/api/imports/workpieces/export/?language=de", "/api/imports/workpieces/template/?language=es"]) {
      const answer = await fetch(`${server.url}${path}`, { headers: { authorization: `Token ${alpha.users.Viewer.token}` } });
      expect(answer.status, path).toBe(400);
      expect(Object.keys(fieldsOf(await answer.json()))).toEqual(["language"]);
    }
  });

  it("streams an XLSX of 3 chunks: the start line first with the exact total, progress in order, a bad row of chunk 2 refused alone", async () => {
    const rows: (string | number | null)[][] = [HEADER];
    for (let index = 1; index <= 2500; index++) {
      // Row 1500 is refused by the create's rules (a pipe needs its diameter), row 1700 by the file's reading.
      const diameter = index === 1500 ? null : index === 1700 ? "thick" : 168.3;
      rows.push([`CHUNK-${index}`, "PIPE", diameter, 7.11, "X52", "Tenaris", 350, 12, ""]);
    }
    // What follows the first empty row is never read, nor counted in the total.
    rows.push(
      [null, null, null, null, null, null, null, null, null],
      ["CHUNK-AFTER-EMPTY", "PIPE", 168.3, 7.11, "X52", "Tenaris", 350, 12, ""],
    );
    const answer = await upload(alpha.users.Inspector.token, "chunks.xlsx", await xlsx(rows));
    expect(answer.lines[0]).toEqual({ type: "start", total: 2500 });
    const progress = answer.lines.filter((line) => line.type === "progress");
    expect(progress.map((line) => [line.done, line.total])).toEqual([
      [1000, 2500],
      [2000, 2500],
      [2500, 2500],
    ]);
    expect(answer.lines.map((line) => line.type)).toEqual(["start", "progress", "progress", "progress", "end"]);
    const results = rowsOf(answer.lines);
    expect(results.map((row) => row.n)).toEqual(Array.from({ length: 2500 }, (_, index) => index + 1));
    expect(results.filter((row) => row.status === "error").map((row) => [row.n, row.name, row.reason])).toEqual([
      [1500, "CHUNK-1500", "Outer diameter: Required"],
      [1700, "CHUNK-1700", `Outer diameter: ${IMPORT_MESSAGES.notNumeric}`],
    ]);
    expect(answer.lines.at(-1)).toEqual({ type: "end", status: "error", saved: 2498, failed: 2 });
    expect(await count(alpha, "CHUNK-")).toBe(2498);
  }, 120_000);

  it("a chunk whose save fails stops the import there: the chunks before it are saved and heard in order, none after", async () => {
    const { runImport } = await import("../src/imports/engine.js");
    const sheetRows = Array.from({ length: 7 }, (_, index) => [
      `STOP-${index + 1}`,
      "PIPE",
      "168.3",
      "7.11",
      "X52",
      "Tenaris",
      "350",
      "12",
      "",
    ]);
    sheetRows[2]![2] = ""; // chunk 2 holds a refused row: it is reported, it does not stop anything
    const heard: number[][] = [];
    const run = runImport(server.db, {
      registry: buildRegistry(AREAS),
      definition: WORKPIECE_IMPORT,
      clientId: beta.id,
      sheet: { header: HEADER, rows: sheetRows },
      batchRows: 2,
      onProgress: ({ done, results }) => {
        heard.push([done, ...results.map((row) => row.n)]);
        // The progress of chunk 3 fails: chunk 4 (already being prepared) must not be saved.
        if (done === 6) throw new Error("the client went away");
      },
    });
    await expect(run).rejects.toThrow("the client went away");
    expect(heard).toEqual([
      [2, 1, 2],
      [4, 3, 4],
      [6, 5, 6],
    ]);
    expect(await count(beta, "STOP-")).toBe(5);
  });

  it("tags a file names are created in their chunk's transaction: kept when a saved row uses them, not for a refused row, not for a chunk never saved", async () => {
    const { runImport } = await import("../src/imports/engine.js");
    const gamma = await seedClient(server, "Imports Gamma");
    await server.request("POST", "/api/companies/", { token: gamma.users.Admin.token, body: { name: "Tenaris" } });
    const row = (name: string, tags: string, outerDiameter = "168.3") => [
      name,
      "PIPE",
      outerDiameter,
      "7.11",
      "X52",
      "Tenaris",
      "350",
      "12",
      tags,
    ];
    const sheetRows = [
      row("TAGS-1", "Kept"),
      row("TAGS-2", "Only refused", ""), // refused (no outer diameter): its tag is not kept
      row("TAGS-3", "kept;Second"), // chunk 2: chunk 1's tag in another case, and a new one
      row("TAGS-4", ""),
      row("TAGS-5", "Never"), // chunk 3, read while chunk 2 saves; the import stops after chunk 2
      row("TAGS-6", ""),
    ];
    const run = runImport(server.db, {
      registry: buildRegistry(AREAS),
      definition: WORKPIECE_IMPORT,
      clientId: gamma.id,
      sheet: { header: HEADER, rows: sheetRows },
      batchRows: 2,
      onProgress: ({ done }) => {
        if (done === 4) throw new Error("the client went away");
      },
    });
    await expect(run).rejects.toThrow("the client went away");
    const token = gamma.users.Admin.token;
    const tags = (await server.request("GET", "/api/workpiece-tags/?ordering=label", { token })).body.results as {
      id: string;
      label: string;
    }[];
    expect(tags.map((tag) => tag.label)).toEqual(["Kept", "Second"]);
    const saved = (await server.request("GET", "/api/workpieces/?search=TAGS-&ordering=name", { token })).body.results as {
      name: string;
      workpiece_tags: string[];
    }[];
    const idOf = (label: string) => tags.find((tag) => tag.label === label)!.id;
    expect(saved.map((workpiece) => [workpiece.name, workpiece.workpiece_tags])).toEqual([
      ["TAGS-1", [idOf("Kept")]],
      ["TAGS-3", [idOf("Kept"), idOf("Second")]],
      ["TAGS-4", []],
    ]);
  });

  it("a chunk that creates tags and then fails inside its transaction leaves neither its rows nor its tags", async () => {
    const { runImport } = await import("../src/imports/engine.js");
    const delta = await seedClient(server, "Imports Delta");
    await server.request("POST", "/api/companies/", { token: delta.users.Admin.token, body: { name: "Tenaris" } });
    const row = (name: string, tags: string) => [name, "PIPE", "168.3", "7.11", "X52", "Tenaris", "350", "12", tags];
    // The save records its "insert" time inside the chunk's transaction: failing there is failing mid-transaction.
    let insertsTimed = 0;
    const timings = {
      get insert() {
        return 0;
      },
      set insert(_spent: number) {
        insertsTimed += 1;
        if (insertsTimed === 2) throw new Error("the database went away");
      },
    } as unknown as Record<string, number>;
    const run = runImport(server.db, {
      registry: buildRegistry(AREAS),
      definition: WORKPIECE_IMPORT,
      clientId: delta.id,
      sheet: { header: HEADER, rows: [row("ROLL-1", "First"), row("ROLL-2", ""), row("ROLL-3", "Second"), row("ROLL-4", "")] },
      batchRows: 2,
      timings,
    });
    await expect(run).rejects.toThrow("the database went away");
    const token = delta.users.Admin.token;
    const tags = (await server.request("GET", "/api/workpiece-tags/", { token })).body.results as { label: string }[];
    expect(tags.map((tag) => tag.label)).toEqual(["First"]);
    expect(await count(delta, "ROLL-")).toBe(2);
  });

  it("an upsert chunk (welders) is all or nothing: a restore is undone when the chunk's creates fail", async () => {
    const { runImport } = await import("../src/imports/engine.js");
    const { WELDER_IMPORT } = await import("@weldtrace/domain");
    const token = beta.users.Admin.token;
    const gone = await server.request("POST", "/api/welders/", {
      token,
      body: { first_name: "Old", last_name: "Timer", welder_id: "UPS-1" },
    });
    expect((await server.request("DELETE", `/api/welders/${gone.body.id}/`, { token })).status).toBe(204);
    // The creates record their "insert" time inside the chunk's transaction, after the restore: failing there.
    const timings = {
      get insert() {
        return 0;
      },
      set insert(_spent: number) {
        throw new Error("the database went away");
      },
    } as unknown as Record<string, number>;
    const run = runImport(server.db, {
      registry: buildRegistry(AREAS),
      definition: WELDER_IMPORT,
      clientId: beta.id,
      sheet: {
        header: ["Welder ID", "Last name", "First name"],
        rows: [
          ["UPS-1", "Timer", "Olaf"],
          ["UPS-2", "New", "Nina"],
        ],
      },
      timings,
    });
    await expect(run).rejects.toThrow("the database went away");
    const deleted = await server.request("GET", "/api/deleted-welders/?search=UPS-1", { token });
    expect(deleted.body.results).toEqual([expect.objectContaining({ id: gone.body.id, first_name: "Old", deleted: true })]);
    expect((await server.request("GET", "/api/welders/?search=UPS-", { token })).body.count).toBe(0);
  });

  it("a file that breaks after chunks were saved ends with the rows it saved, not 0", async () => {
    const rows: (string | number | null)[][] = [HEADER];
    for (let index = 1; index <= 3000; index++) rows.push([`BROKEN-${index}`, "PIPE", 168.3, 7.11, "X52", "Tenaris", 350, 12, ""]);
    // Zipped in Excel's order (shared strings before the sheet), so its rows stream; the sheet's XML breaks at row 2500.
    const written = await JSZip.loadAsync(await xlsx(rows));
    const order = [
      "[Content_Types].xml",
      "_rels/.rels",
      "xl/workbook.xml",
      "xl/_rels/workbook.xml.rels",
      "xl/styles.xml",
      "xl/sharedStrings.xml",
    ];
    const damaged = new JSZip();
    for (const name of order) {
      const entry = written.file(name);
      if (entry) damaged.file(name, await entry.async("uint8array"));
    }
    const sheetXml = await written.file("xl/worksheets/sheet1.xml")!.async("string");
    damaged.file("xl/worksheets/sheet1.xml", sheetXml.replace('<row r="2500"', '<row r="2500" <<<>>> &bogus;'));
    for (const [name, entry] of Object.entries(written.files)) {
      if (!entry.dir && !damaged.file(name)) damaged.file(name, await entry.async("uint8array"));
    }
    const answer = await upload(
      beta.users.Admin.token,
      "damaged.xlsx",
      Buffer.from(await damaged.generateAsync({ type: "nodebuffer", compression: "DEFLATE" })),
    );
    const end = answer.lines.at(-1);
    expect(end).toMatchObject({ type: "end", status: "error", codes: { detail: [{ code: "type_file" }] } });
    const saved = await count(beta, "BROKEN-");
    expect(saved).toBeGreaterThan(0);
    expect(end?.saved).toBe(saved);
    expect((end?.saved ?? 0) + (end?.failed ?? 0)).toBe(answer.lines[0]?.total);
  }, 120_000);

  it("imports 10,000 rows in one request with progress per batch", async () => {
    const rows: (string | number | null)[][] = [HEADER];
    for (let index = 0; index < 10_000; index++) rows.push([`BIG-${index}`, "PIPE", 168.3, 7.11, "X52", "Tenaris", 350, 12, ""]);
    const started = Date.now();
    const answer = await upload(beta.users.Inspector.token, "big.xlsx", await xlsx(rows));
    const progress = answer.lines.filter((line) => line.type === "progress");
    expect(progress.map((line) => line.done)).toEqual([1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 9000, 10000]);
    expect(answer.lines.at(-1)).toEqual({ type: "end", status: "done", saved: 10_000, failed: 0 });
    expect(await count(beta, "BIG-")).toBe(10_000);
    console.info(`10,000-row import: ${Date.now() - started} ms`);
  }, 120_000);
});
