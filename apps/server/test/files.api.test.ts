import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { FILE_MESSAGES, UPLOAD_MAX_BYTES } from "@weldtrace/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDiskStore } from "../src/files/store.js";
import { seedClient, startTestServer, type TSeededClient, type TTestServer } from "./helpers.js";

let server: TTestServer;
let alpha: TSeededClient;
let beta: TSeededClient;

beforeAll(async () => {
  server = await startTestServer();
  alpha = await seedClient(server, "Files Alpha");
  beta = await seedClient(server, "Files Beta");
});
afterAll(() => server.close());

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000100e221bc330000000049454e44ae426082",
  "hex",
);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]);
const MZ = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200)]);

async function upload(token: string | null, filename: string, body: Buffer, kind?: string) {
  const form = new FormData();
  if (kind) form.append("kind", kind);
  form.append("file", new Blob([new Uint8Array(body)]), filename);
  const response = await fetch(`${server.url}/api/s3/upload/`, {
    method: "POST",
    headers: token ? { authorization: `Token ${token}` } : {},
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

async function download(token: string, url: string) {
  const response = await fetch(server.url + url, { headers: { authorization: `Token ${token}` } });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe("file upload, download and delete", () => {
  it("stores a file and gives it back byte for byte, to its own client only", async () => {
    const token = alpha.users.Engineer.token;
    const uploaded = await upload(token, "Drawing.PNG", PNG, "bevel");
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toMatchObject({ filename: "Drawing.PNG", size: PNG.length, content_type: "image/png", kind: "bevel" });
    expect(uploaded.body.url).toBe(`/api/s3/download/bevel/${uploaded.body.id}`);

    const got = await download(token, uploaded.body.url);
    expect(got.status).toBe(200);
    expect(got.bytes.equals(PNG)).toBe(true);
    expect(got.headers.get("content-disposition")).toContain("Drawing.PNG");
    expect((await download(alpha.users.Viewer.token, uploaded.body.url)).status).toBe(200);

    // Another client's token: 404 to read and to delete, and the file stays.
    expect((await download(beta.users.Admin.token, uploaded.body.url)).status).toBe(404);
    expect((await server.request("DELETE", `/api/s3/delete/${uploaded.body.id}`, { token: beta.users.Admin.token })).status).toBe(404);
    expect((await download(token, uploaded.body.url)).status).toBe(200);

    expect((await server.request("DELETE", `/api/s3/delete/${uploaded.body.id}`, { token: alpha.users.Viewer.token })).status).toBe(403);
    expect((await server.request("DELETE", `/api/s3/delete/${uploaded.body.id}`, { token })).status).toBe(204);
    expect((await download(token, uploaded.body.url)).status).toBe(404);
  });

  it("accepts a PDF and a CSV, and refuses other extensions with the spec's message (415)", async () => {
    const token = alpha.users.Inspector.token;
    expect((await upload(token, "wps.pdf", PDF)).status).toBe(200);
    expect((await upload(token, "welds.csv", Buffer.from("name;procedure\nW-001;WPS-01\n"))).status).toBe(200);
    const refused = await upload(token, "tool.exe", MZ);
    expect(refused.status).toBe(415);
    expect(refused.body.detail).toBe(FILE_MESSAGES.invalidType);
    expect(refused.body.detail).toBe(
      "Invalid file type. Allowed types are : png, pdf, csv, ppt, pptx, txt, jpeg, jpg, xls, xlsx, doc, docx, json, xml, docm",
    );
  });

  it("refuses a renamed executable or binary whose bytes do not match the extension", async () => {
    const token = alpha.users.Engineer.token;
    for (const [name, body] of [
      ["report.pdf", ELF],
      ["photo.png", MZ],
      ["notes.txt", ELF],
      ["sheet.xlsx", PDF],
    ] as const) {
      const refused = await upload(token, name, body);
      expect(refused.status, name).toBe(415);
      expect(refused.body.detail).toBe(FILE_MESSAGES.contentMismatch);
    }
  });

  it("refuses a file over 10 MB with 413 and the spec's message, and keeps one at the limit", async () => {
    const token = alpha.users.Engineer.token;
    const atLimit = Buffer.alloc(UPLOAD_MAX_BYTES, 0x41);
    expect((await upload(token, "big.txt", atLimit)).status).toBe(200);
    // Several sizes over the limit: whichever chunk carries the excess, the answer is 413.
    for (const extra of [1, 7, 4096, 65_537, 1_000_000]) {
      const over = await upload(token, "bigger.txt", Buffer.alloc(UPLOAD_MAX_BYTES + extra, 0x41));
      expect(over.status, `+${extra} bytes`).toBe(413);
      expect(over.body.detail).toBe("File size exceeds the limit of 10MB.");
    }
  });

  it("answers 401 without a token, 403 to a Viewer, 400 without a file, 404 for unknown kinds and ids", async () => {
    expect((await upload(null, "a.png", PNG)).status).toBe(401);
    expect((await upload(alpha.users.Viewer.token, "a.png", PNG)).status).toBe(403);
    const empty = await fetch(`${server.url}/api/s3/upload/`, {
      method: "POST",
      headers: { authorization: `Token ${alpha.users.Engineer.token}` },
      body: new FormData(),
    });
    expect(empty.status).toBe(400);
    const stored = await upload(alpha.users.Engineer.token, "a.png", PNG);
    expect((await download(alpha.users.Engineer.token, `/api/s3/download/nonsense/${stored.body.id}`)).status).toBe(404);
    expect((await download(alpha.users.Engineer.token, "/api/s3/download/general/not-an-id")).status).toBe(404);
  });
});

describe("disk store", () => {
  it("writes, reads and deletes under its root and refuses keys that escape it", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "store-"));
    const store = createDiskStore(root);
    await store.put("client/file-1", Buffer.from("hello"), "text/plain");
    const chunks: Buffer[] = [];
    for await (const chunk of await store.get("client/file-1")) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe("hello");
    await store.delete("client/file-1");
    expect(readdirSync(path.join(root, "client"))).toEqual([]);
    await expect(store.put("../escape", Buffer.from("x"), "text/plain")).rejects.toThrow();
    rmSync(root, { recursive: true, force: true });
  });
});
