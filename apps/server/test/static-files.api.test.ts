import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import { openDatabase } from "../src/db/client.js";

// A built web app in miniature: index.html and one hashed asset with its precompressed siblings.
const dist = mkdtempSync(path.join(os.tmpdir(), "weldtrace-dist-"));
const script = `console.log(${JSON.stringify("x".repeat(4000))});`;
let app: Awaited<ReturnType<typeof buildApp>>;
const database = openDatabase({ databaseUrl: null, dataDir: "memory" });

beforeAll(async () => {
  mkdirSync(path.join(dist, "assets"));
  writeFileSync(path.join(dist, "index.html"), '<!doctype html><script type="module" src="/assets/index-AbC123.js"></script>');
  writeFileSync(path.join(dist, "assets/index-AbC123.js"), script);
  writeFileSync(path.join(dist, "assets/index-AbC123.js.gz"), gzipSync(script));
  writeFileSync(path.join(dist, "assets/index-AbC123.js.br"), brotliCompressSync(script));
  app = await buildApp({ config: { ...loadConfig({}), webDist: dist }, database });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe("static web app", () => {
  it("serves hashed assets immutable for a year, brotli when accepted", async () => {
    const response = await app.inject({ url: "/assets/index-AbC123.js", headers: { "accept-encoding": "br, gzip" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.rawPayload.length).toBeLessThan(script.length / 10);
  });

  it("serves gzip to a client that accepts only gzip, and plain bytes to one that accepts neither", async () => {
    const gzip = await app.inject({ url: "/assets/index-AbC123.js", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const plain = await app.inject({ url: "/assets/index-AbC123.js", headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("makes the browser revalidate index.html, at / and on a client-side route", async () => {
    for (const url of ["/", "/projects"]) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body).toContain("/assets/index-AbC123.js");
    }
  });
});
