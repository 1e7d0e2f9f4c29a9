import { PassThrough } from "node:stream";
import { RESOURCES, type TResource } from "@weldtrace/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../src/db/schema/index.js";
import { seedClient, startTestServer, type TSeededClient, type TTestServer, USER_PASSWORD } from "./helpers.js";
import { validBody } from "./resource-bodies.js";

/* Files follow their owner's rights, share links die with their document, no edit of "delete only"
 * catalogues, and the log holds no secret. */

let server: TTestServer;
let alpha: TSeededClient;
let log = "";

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on("data", (chunk: Buffer) => {
    log += chunk.toString();
  });
  server = await startTestServer({ logStream: stream, env: { RATE_LIMIT_LOGINS_PER_ADDRESS: "1000" } });
  alpha = await seedClient(server, "Privilege Alpha");
});
afterAll(() => server.close());

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
async function upload(token: string): Promise<string> {
  const form = new FormData();
  form.append("kind", "document");
  form.append("file", new Blob([new Uint8Array(PDF)]), "certificate.pdf");
  const response = await fetch(`${server.url}/api/s3/upload/`, {
    method: "POST",
    headers: { authorization: `Token ${token}` },
    body: form,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }).id;
}
async function documentWithFile(): Promise<{ id: string; file: string }> {
  const admin = alpha.users.Admin.token;
  const file = await upload(admin);
  const type = (await server.request("GET", "/api/document-types/?page_size=1", { token: admin })).body.results[0].id;
  const created = await server.request("POST", "/api/documents/", { token: admin, body: { name: `Doc ${file}`, type, file } });
  expect(created.status).toBe(201);
  return { id: created.body.id, file };
}

describe("files follow the rights of their owner", () => {
  it("refuses Engineer and Inspector the deletion of a document's file (the staff area is read-only for them)", async () => {
    const document = await documentWithFile();
    for (const group of ["Engineer", "Inspector"] as const) {
      const response = await server.request("DELETE", `/api/s3/delete/${document.file}`, { token: alpha.users[group].token });
      expect(response.status, group).toBe(403);
    }
    const download = await fetch(`${server.url}/api/s3/download/document/${document.file}`, {
      headers: { authorization: `Token ${alpha.users.Inspector.token}` },
    });
    expect(download.status).toBe(200);
    expect((await server.request("DELETE", `/api/s3/delete/${document.file}`, { token: alpha.users.Admin.token })).status).toBe(204);
    // An uploaded file no record holds yet stays under the files right.
    const loose = await upload(alpha.users.Engineer.token);
    expect((await server.request("DELETE", `/api/s3/delete/${loose}`, { token: alpha.users.Engineer.token })).status).toBe(204);
  });

  it("kills a share link when its document is deleted", async () => {
    const document = await documentWithFile();
    const link = await server.request("GET", `/api/s3/get-url/document/${document.id}`, { token: alpha.users.Viewer.token });
    expect(link.status).toBe(200);
    const path = new URL(link.body.url).pathname + new URL(link.body.url).search;
    expect((await fetch(`${server.url}${path}`)).status).toBe(200);
    expect((await server.request("DELETE", `/api/documents/${document.id}/`, { token: alpha.users.Admin.token })).status).toBe(204);
    expect((await fetch(`${server.url}${path}`)).status).toBe(404);
  });
});

describe("delete-only catalogues", () => {
  it("refuse PATCH and PUT with 405 for every group, and keep the row", async () => {
    const deleteOnly = (RESOURCES as readonly TResource[]).filter((resource) => resource.deleteOnly);
    expect(deleteOnly.length).toBeGreaterThan(0);
    for (const resource of deleteOnly) {
      const body = await validBody(server, alpha.users.Admin.token, resource);
      const created = await server.request("POST", `/api/${resource.path}/`, { token: alpha.users.Admin.token, body });
      expect(created.status).toBe(201);
      for (const method of ["PATCH", "PUT"]) {
        for (const group of ["Admin", "Super User"] as const) {
          const response = await server.request(method, `/api/${resource.path}/${created.body.id}/`, {
            token: alpha.users[group].token,
            body: { ...body, name: "Changed" },
          });
          expect(response.status, `${resource.key} ${method} ${group}`).toBe(405);
        }
      }
      expect((await server.request("GET", `/api/${resource.path}/${created.body.id}/`, { token: alpha.users.Admin.token })).body.name).toBe(
        body.name,
      );
    }
  });
});

describe("the log", () => {
  it("never holds a password, a password hash, a token or a reset link", async () => {
    const email = alpha.users.Viewer.email;
    const login = await server.request("POST", "/api/api-token-auth/", { body: { email, password: USER_PASSWORD } });
    expect(login.status).toBe(200);
    await server.request("POST", "/api/api-token-auth/", { body: { email, password: "a-wrong-guess-123" } });
    await server.request("GET", "/api/me/", { token: login.body.token });
    await server.request("POST", "/api/check-email/", { body: { email } });
    // The mail is prepared after the answer (same timing for every address): wait for it, up to 5 s.
    await expect
      .poll(async () => (await server.db.select().from(outbox).where(eq(outbox.to, email))).length, { timeout: 5000 })
      .toBeGreaterThan(0);
    const [mail] = await server.db.select().from(outbox).where(eq(outbox.to, email));
    const link = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
    expect(link).not.toBe("");
    // The reset page itself is requested with the token in its path.
    await fetch(`${server.url}/reset-password/${link}`);
    await server.request("POST", "/api/reset-password/", { body: { token: link, password: "a-new-long-password" } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(log.length).toBeGreaterThan(0);
    for (const secret of [USER_PASSWORD, "a-wrong-guess-123", "a-new-long-password", login.body.token, link, "scrypt$"]) {
      expect(log.includes(secret), `log holds ${secret.slice(0, 6)}…`).toBe(false);
    }
  });
});
