import { FILE_MESSAGES, RESOURCES, type TResource } from "@weldtrace/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bevelTypes, files, heatingTypes, procedures } from "../src/db/schema/index.js";
import { seedClient, startTestServer, type TSeededClient, type TTestServer } from "./helpers.js";
import { createRecord, validBody } from "./resource-bodies.js";

/*
 * A file field holds the id of a file stored for the record's client (POST /api/s3/upload/), never
 * an address: an address there made the web app send the user's token to any host.
 */

let server: TTestServer;
let alpha: TSeededClient;
let beta: TSeededClient;

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
/** The least a procedure needs. */
const BASE = { date_format: "YYYY-MM-DD" };
const ADDRESSES = ["https://attacker.example/wps.pdf", "/api/s3/download/general/x", "//attacker.example/x", "javascript:alert(1)"];

async function upload(token: string, filename: string, kind = "general"): Promise<string> {
  const form = new FormData();
  form.append("kind", kind);
  form.append("file", new Blob([new Uint8Array(PDF)]), filename);
  const response = await fetch(`${server.url}/api/s3/upload/`, {
    method: "POST",
    headers: { authorization: `Token ${token}` },
    body: form,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

const named = async (table: typeof bevelTypes | typeof heatingTypes, clientId: string, name: string) =>
  ((
    await server.db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.client_id, clientId), eq(table.name, name)))
  )[0]?.id ?? "") as string;

beforeAll(async () => {
  server = await startTestServer();
  alpha = await seedClient(server, "Files Alpha");
  beta = await seedClient(server, "Files Beta");
});
afterAll(() => server.close());

describe("procedure file fields hold stored files of the procedure's client", () => {
  it("refuses an address in every file field of a procedure and its rows, naming the field, and saves nothing", async () => {
    const token = alpha.users.Engineer.token;
    const compound = await named(bevelTypes, alpha.id, "Compound");
    const induction = await named(heatingTypes, alpha.id, "Induction");
    for (const address of ADDRESSES) {
      const name = `WPS address ${address}`;
      const response = await server.request("POST", "/api/procedures/", {
        token,
        body: {
          ...BASE,
          name,
          wps_document_file: address,
          assembly_drawing_file: address,
          bevel: [{ name: "V", type: compound, drawing_file: address }],
          heat_treatment: [{ name: "PWHT", heating_type: induction, procedure_document_file: address }],
        },
      });
      expect(response.status).toBe(400);
      for (const field of [
        "wps_document_file",
        "assembly_drawing_file",
        "bevel.0.drawing_file",
        "heat_treatment.0.procedure_document_file",
      ]) {
        expect(response.body[field], `${field} ${address}`).toEqual([FILE_MESSAGES.storedFileOnly]);
      }
      expect(await server.db.select().from(procedures).where(eq(procedures.name, name))).toHaveLength(0);
    }
  });

  it("refuses another client's stored file on create, PATCH and PUT, and leaves the row unchanged", async () => {
    const token = alpha.users.Engineer.token;
    const foreign = await upload(beta.users.Engineer.token, "beta.pdf");
    const created = await server.request("POST", "/api/procedures/", {
      token,
      body: { ...BASE, name: "WPS foreign file", wps_document_file: foreign },
    });
    expect(created.status).toBe(400);
    expect(created.body.wps_document_file).toEqual([FILE_MESSAGES.storedFileOnly]);

    const own = await server.request("POST", "/api/procedures/", { token, body: { ...BASE, name: "WPS own file" } });
    expect(own.status).toBe(201);
    const patched = await server.request("PATCH", `/api/procedures/${own.body.id}/`, { token, body: { assembly_drawing_file: foreign } });
    expect(patched.status).toBe(400);
    expect(patched.body.assembly_drawing_file).toEqual([FILE_MESSAGES.storedFileOnly]);
    const put = await server.request("PUT", `/api/procedures/${own.body.id}/`, {
      token,
      body: { ...BASE, name: "WPS own file", wps_document_file: foreign },
    });
    expect(put.status).toBe(400);
    const [row] = await server.db.select().from(procedures).where(eq(procedures.id, own.body.id));
    expect(row?.wps_document_file).toBeNull();
    expect(row?.assembly_drawing_file).toBeNull();
  });

  it("links an uploaded file by its id and takes its name from the stored file, whatever name is sent", async () => {
    const token = alpha.users.Engineer.token;
    const id = await upload(token, "WPS-001 signed.pdf");
    const created = await server.request("POST", "/api/procedures/", {
      token,
      body: { ...BASE, name: "WPS stored file", wps_document_file: id, wps_document_filename: "innocent.pdf" },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ wps_document_file: id, wps_document_filename: "WPS-001 signed.pdf" });
    const removed = await server.request("PATCH", `/api/procedures/${created.body.id}/`, { token, body: { wps_document_file: null } });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ wps_document_file: null, wps_document_filename: null });
  });

  it("copies a procedure's files for the receiving client on copy for: the copy never points at the source's file", async () => {
    const id = await upload(alpha.users.Engineer.token, "assembly.pdf");
    const source = await server.request("POST", "/api/procedures/", {
      token: alpha.users.Engineer.token,
      body: { ...BASE, name: "WPS to copy", assembly_drawing_file: id },
    });
    expect(source.status).toBe(201);
    const project = await createRecord(
      server,
      beta.users.Admin.token,
      RESOURCES.find((resource) => resource.key === "project") as TResource,
    );
    if (!project) throw new Error("no project");
    const root = alpha.users["Super User"].token;
    const copy = await server.request("POST", `/api/procedures/${source.body.id}/copy-for/`, {
      token: root,
      body: { client: beta.id, project: project.id },
    });
    expect(copy.status, JSON.stringify(copy.body)).toBe(201);
    expect(copy.body.assembly_drawing_file).not.toBe(id);
    expect(copy.body.assembly_drawing_filename).toBe("assembly.pdf");
    const [stored] = await server.db.select().from(files).where(eq(files.id, copy.body.assembly_drawing_file));
    expect(stored?.client_id).toBe(beta.id);
    const download = await fetch(`${server.url}/api/s3/download/general/${copy.body.assembly_drawing_file}`, {
      headers: { authorization: `Token ${beta.users.Viewer.token}` },
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);
  });
});

describe("file fields of every generic resource", () => {
  const withFiles = RESOURCES.filter((resource) => resource.fields.some((field) => field.kind === "file"));
  it("has at least the documents catalogue to check", () => {
    expect(withFiles.map((resource) => resource.key)).toContain("document");
  });
  it("refuses an address or another client's file in every file field, naming the field", async () => {
    const foreign = await upload(beta.users.Admin.token, "foreign.pdf");
    for (const resource of withFiles) {
      for (const field of resource.fields.filter((candidate) => candidate.kind === "file")) {
        for (const value of [...ADDRESSES, foreign]) {
          const body = { ...(await validBody(server, alpha.users.Admin.token, resource)), [field.key]: value };
          const response = await server.request("POST", `/api/${resource.path}/`, { token: alpha.users.Admin.token, body });
          expect(response.status, `${resource.key}.${field.key} ${value}`).toBe(400);
          expect(response.body[field.key], `${resource.key}.${field.key} ${value}`).toBeDefined();
        }
      }
    }
  });
});
