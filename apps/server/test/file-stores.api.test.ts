import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { GetObjectCommand, S3Client } from "@aws-sdk/client-s3";
// s3rver: an S3 server in a Node process (real HTTP, real signatures), so the S3 store is tested
// without a cloud account; see docs/decisions.md.
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDiskStore, createS3Store, type TFileStore } from "../src/files/store.js";
import { seedClient, startTestServer, type TTestServer } from "./helpers.js";

const BUCKET = "weldtrace-test";
const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
let s3: S3rver | null = null;
let s3Endpoint = "";
let s3Dir = "";
let diskDir = "";

beforeAll(async () => {
  s3Dir = await mkdtemp(path.join(tmpdir(), "weldtrace-s3-"));
  diskDir = await mkdtemp(path.join(tmpdir(), "weldtrace-disk-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  s3 = server;
  s3Endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3?.close();
  await rm(s3Dir, { recursive: true, force: true });
  await rm(diskDir, { recursive: true, force: true });
});

const stores: [string, () => TFileStore][] = [
  ["disk", () => createDiskStore(diskDir)],
  ["s3", () => createS3Store({ bucket: BUCKET, endpoint: s3Endpoint, region: "us-east-1", ...CREDENTIALS })],
];

describe.each(stores)("the %s store", (_kind, makeStore) => {
  it("gives back the bytes it was given, and nothing after a delete", async () => {
    const store = makeStore();
    const bytes = Buffer.from("%PDF-1.4\n% heat 81234\n%%EOF\n");
    await store.put("client-a/file-1", bytes, "application/pdf");
    expect(Buffer.compare(await buffer(await store.get("client-a/file-1")), bytes)).toBe(0);
    await store.delete("client-a/file-1");
    await expect(store.get("client-a/file-1").then(buffer)).rejects.toThrow();
  });
});

describe("uploads through the API with an S3 bucket configured", () => {
  let server: TTestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: {
        S3_BUCKET: BUCKET,
        S3_ENDPOINT: s3Endpoint,
        S3_REGION: "us-east-1",
        S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
        S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      },
    });
  });
  afterAll(() => server.close());

  it("stores the file in the bucket under the client's key, serves it back, deletes it", async () => {
    const client = await seedClient(server, "S3 Client");
    const token = client.users.Admin.token;
    const bytes = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n");
    const form = new FormData();
    form.append("file", new Blob([bytes]), "mtc-81234.pdf");
    const uploaded = await fetch(`${server.url}/api/s3/upload/`, {
      method: "POST",
      headers: { authorization: `Token ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const file = (await uploaded.json()) as { id: string; filename: string };

    // The object is in the bucket, read with the SDK directly rather than through our server.
    const sdk = new S3Client({ region: "us-east-1", endpoint: s3Endpoint, forcePathStyle: true, credentials: CREDENTIALS });
    const object = await sdk.send(new GetObjectCommand({ Bucket: BUCKET, Key: `${client.id}/${file.id}` }));
    expect(Buffer.compare(Buffer.from(await object.Body!.transformToByteArray()), Buffer.from(bytes))).toBe(0);

    const downloaded = await fetch(`${server.url}/api/s3/download/general/${file.id}`, { headers: { authorization: `Token ${token}` } });
    expect(downloaded.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await downloaded.arrayBuffer()), Buffer.from(bytes))).toBe(0);

    expect((await server.request("DELETE", `/api/s3/delete/${file.id}`, { token })).status).toBe(204);
    await expect(sdk.send(new GetObjectCommand({ Bucket: BUCKET, Key: `${client.id}/${file.id}` }))).rejects.toThrow();
    expect(await readdir(s3Dir)).toContain(BUCKET);
  });
});

describe("GET /api/s3/get-url/document/{id}", () => {
  let server: TTestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("answers a signed link that opens without an account, and nothing for a forged one", async () => {
    const alpha = await seedClient(server, "Links Alpha");
    const beta = await seedClient(server, "Links Beta");
    const token = alpha.users.Admin.token;
    const bytes = new TextEncoder().encode("%PDF-1.4\n% WPS-001 rev B\n%%EOF\n");
    const form = new FormData();
    form.append("file", new Blob([bytes]), "wps-001.pdf");
    const file = (await (
      await fetch(`${server.url}/api/s3/upload/`, { method: "POST", headers: { authorization: `Token ${token}` }, body: form })
    ).json()) as { id: string };
    const types = (await server.request("GET", "/api/document-types/?search=Specification", { token })).body.results;
    const document = await server.request("POST", "/api/documents/", {
      token,
      body: { name: "WPS-001", type: types[0].id, file: file.id },
    });
    const bare = await server.request("POST", "/api/documents/", { token, body: { name: "No file yet", type: types[0].id } });

    const link = await server.request("GET", `/api/s3/get-url/document/${document.body.id}`, { token });
    expect(link.status).toBe(200);
    const url = new URL(link.body.url);
    expect(url.pathname).toBe(`/api/s3/shared/${file.id}`);
    expect(new Date(link.body.expires_at).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);

    const opened = await fetch(`${server.url}${url.pathname}${url.search}`);
    expect(opened.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await opened.arrayBuffer()), Buffer.from(bytes))).toBe(0);

    const forged = new URL(url);
    forged.searchParams.set("expires", String(Number(url.searchParams.get("expires")) + 3600));
    expect((await fetch(`${server.url}${forged.pathname}${forged.search}`)).status).toBe(404);
    expect((await fetch(`${server.url}${url.pathname}?expires=1&signature=x`)).status).toBe(404);

    expect((await server.request("GET", `/api/s3/get-url/document/${bare.body.id}`, { token })).status).toBe(404);
    expect((await server.request("GET", `/api/s3/get-url/document/${document.body.id}`, { token: beta.users.Admin.token })).status).toBe(
      404,
    );
    // Everyone of the client reads documents (an engineer names them in a procedure); a machine does not.
    expect(
      (await server.request("GET", `/api/s3/get-url/document/${document.body.id}`, { token: alpha.users.Engineer.token })).status,
    ).toBe(200);
    expect(
      (await server.request("GET", `/api/s3/get-url/document/${document.body.id}`, { token: alpha.users["Edge server"].token })).status,
    ).toBe(403);
  });
});
