// PostgreSQL too: the data book is a pg-boss job there, taken over through the queue and its key's lock.
// Bounded project data books (docs/decisions.md "Bounded data books"): a certificate over the page or pixel limit is
// listed, not appended; the server answers other requests while a book builds; at most 3 books of a client queued or
// running; a book whose heartbeat stopped is taken over by the running server's sweep.

import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { deflateSync } from "node:zlib";
import { CERTIFICATE_MAX_PAGES, DATA_BOOK_LABELS, message, textOf } from "@weldtrace/domain";
import { eq, inArray } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataBooks, files } from "../src/db/schema/index.js";
import { createDiskStore } from "../src/files/store.js";
import { DATA_BOOK_SWEEP_MS, DATA_BOOKS_PER_CLIENT } from "../src/modules/projects/data-book.js";
import { seed } from "../src/seed/seed.js";
import { RESPONSIVE_MS, startTestServer, type TTestServer } from "./helpers.js";

let server: TTestServer;
let store: ReturnType<typeof createDiskStore>;
let admin: string;
let project: { id: string; client: string };
let certificateFiles: string[];

const call = (method: string, url: string, token: string | null, body?: unknown) => server.request(method, url, { token, body });

beforeAll(async () => {
  server = await startTestServer();
  const silent = { info() {}, warn() {}, error() {} } as unknown as Parameters<typeof seed>[2];
  store = createDiskStore(path.join(server.config.dataDir, "files"));
  await seed(server.db, { adminEmail: "root@platform.test", adminPassword: "root-password-1", demoData: true }, silent, store);
  admin = (await call("POST", "/api/api-token-auth/", null, { email: "admin@demo.example", password: "demo-weld-2026" })).body.token;
  const weld = (await call("GET", "/api/welds/?search=NS-W-0005", admin)).body.results[0];
  const welds = (await call("GET", `/api/welds/?project=${weld.project}&page_size=100`, admin)).body.results as { id: string }[];
  const found = new Set<string>();
  for (const one of welds) {
    const trace = (await call("GET", `/api/welds/${one.id}/traceability/`, admin)).body;
    const heats = [
      ...trace.edges.map((edge: any) => edge.heat),
      ...trace.cycles.flatMap((cycle: any) => cycle.torches.flatMap((torch: any) => torch.filler_metal?.heats ?? [])),
    ];
    for (const heat of heats) for (const certificate of heat?.certificates ?? []) if (certificate.file) found.add(certificate.file);
  }
  certificateFiles = [...found].sort();
  const [row] = await server.db
    .select({ client: files.client_id })
    .from(files)
    .where(eq(files.id, certificateFiles[0] ?? ""));
  project = { id: weld.project, client: row?.client ?? "" };
}, 240_000);
afterAll(async () => server?.close());

/** A PDF whose page tree lists one page `pages` times: as many pages to copy, in a few bytes. */
function pdfOfPages(pages: number): Buffer {
  const kids = Array.from({ length: pages }, () => "3 0 R").join(" ");
  return Buffer.from(
    `%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [${kids}] /Count ${pages} >>\nendobj\n3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 300] >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
    "latin1",
  );
}

/** A grey PNG of width × height, all black (a few tens of KB compressed). */
function pngOf(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc(body));
    return Buffer.concat([head, body, tail]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  const raw = Buffer.alloc((width + 1) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Replaces a stored file's bytes (and type), as an upload of that file would have stored them. */
async function storeAs(fileId: string, bytes: Buffer, type: string) {
  const [row] = await server.db.select({ key: files.storage_key }).from(files).where(eq(files.id, fileId));
  await store.put(row?.key ?? "", bytes, type);
  await server.db.update(files).set({ content_type: type }).where(eq(files.id, fileId));
}

async function bookRecord(id: string) {
  return (await server.db.select().from(dataBooks).where(eq(dataBooks.id, id)))[0];
}

describe("bounded project data books", () => {
  /** Builds a book of the project, asking GET /api/health every 50 ms meanwhile (a second client); the slowest answer and the PDF. */
  async function buildWatchingHealth() {
    const started = await call("POST", `/api/projects/${project.id}/data-book/`, admin, { language: "en" });
    expect(started.status).toBe(202);
    let slowest = 0;
    let asked = 0;
    for (;;) {
      const at = performance.now();
      const health = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(300_000) });
      expect(health.status).toBe(200);
      slowest = Math.max(slowest, performance.now() - at);
      asked += 1;
      const book = await bookRecord(started.body.id);
      if (book?.status === "done" || book?.status === "failed") break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const response = await fetch(`${server.url}/api/data-books/${started.body.id}/file/`, { headers: { authorization: `Token ${admin}` } });
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const file = path.join(server.config.dataDir, `book-${started.body.id}.pdf`);
    writeFileSync(file, bytes);
    const text = execFileSync("pdftotext", ["-raw", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
    return { slowest, asked, pdf: await PDFDocument.load(bytes), text };
  }

  it("answers GET /api/health within RESPONSIVE_MS (3 s; goal 1 s) throughout a book whose certificates are a 60,000-page PDF and a 500-page PDF; lists the first as 'not appended: too many pages' and appends the second's 500 pages", async () => {
    expect(certificateFiles.length).toBeGreaterThanOrEqual(2);
    const [huge = "", largest = ""] = certificateFiles;
    await storeAs(huge, pdfOfPages(60_000), "application/pdf");
    await storeAs(largest, pdfOfPages(CERTIFICATE_MAX_PAGES), "application/pdf");
    const { slowest, asked, pdf, text } = await buildWatchingHealth();
    expect(asked).toBeGreaterThan(1);
    expect(slowest).toBeLessThan(RESPONSIVE_MS);
    // The 500-page certificate's pages are its 200 × 300 pages; the other added none.
    expect(pdf.getPages().filter((page) => page.getWidth() === 200 && page.getHeight() === 300)).toHaveLength(CERTIFICATE_MAX_PAGES);
    expect(text).toContain(DATA_BOOK_LABELS.en.tooManyPages);
    expect(text).toContain(DATA_BOOK_LABELS.en.appended);
  }, 300_000);

  it("lists a 7,000 × 7,000 PNG certificate as 'not appended: too many pixels' and adds no page for it; health within RESPONSIVE_MS meanwhile", async () => {
    const [huge = "", largest = ""] = certificateFiles;
    await storeAs(huge, pngOf(7_000, 7_000), "image/png");
    await storeAs(largest, pdfOfPages(1), "application/pdf");
    const { slowest, pdf, text } = await buildWatchingHealth();
    expect(slowest).toBeLessThan(RESPONSIVE_MS);
    expect(text).toContain(DATA_BOOK_LABELS.en.tooManyPixels);
    // Only the one-page certificate follows the book's own A4 pages.
    const pages = pdf.getPages();
    expect(pages.at(-1)?.getWidth()).toBe(200);
    expect(pages.at(-2)?.getWidth()).not.toBe(200);
    expect(pages.filter((page) => page.getWidth() !== 200).every((page) => Math.round(page.getHeight()) === 842)).toBe(true);
  }, 300_000);

  it(`answers 429 data_books_busy to a client with ${DATA_BOOKS_PER_CLIENT} books queued or running, and saves no record; 202 again once one is done`, async () => {
    const waiting = await server.db
      .insert(dataBooks)
      .values(
        Array.from({ length: DATA_BOOKS_PER_CLIENT }, (_, n) => ({
          client_id: project.client,
          project: project.id,
          language: "en" as const,
          status: n === 0 ? ("running" as const) : ("queued" as const),
        })),
      )
      .returning({ id: dataBooks.id });
    const ids = waiting.map((row) => row.id);
    try {
      const before = (await server.db.select().from(dataBooks)).length;
      const refused = await call("POST", `/api/projects/${project.id}/data-book/`, admin, { language: "en" });
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        detail: textOf(message("data_books_busy", { max: DATA_BOOKS_PER_CLIENT })),
        code: "data_books_busy",
        params: { max: DATA_BOOKS_PER_CLIENT },
      });
      expect((await server.db.select().from(dataBooks)).length).toBe(before);
      await server.db
        .update(dataBooks)
        .set({ status: "done" })
        .where(eq(dataBooks.id, ids[0] ?? ""));
      const accepted = await call("POST", `/api/projects/${project.id}/data-book/`, admin, { language: "en" });
      expect(accepted.status).toBe(202);
      ids.push(accepted.body.id);
    } finally {
      await server.db.delete(dataBooks).where(inArray(dataBooks.id, ids));
    }
  });

  it("builds, without a restart, a book left running with a heartbeat 10 minutes old (the running server's sweep takes it over); leaves one whose heartbeat is fresh alone", async () => {
    const old = new Date(Date.now() - 10 * 60_000);
    const [stale] = await server.db
      .insert(dataBooks)
      .values({ client_id: project.client, project: project.id, language: "en", status: "running", done: 3, total: 9, updated_at: old })
      .returning();
    const [fresh] = await server.db
      .insert(dataBooks)
      .values({ client_id: project.client, project: project.id, language: "en", status: "running", done: 3, total: 9 })
      .returning();
    try {
      await expect
        .poll(async () => (await bookRecord(stale?.id ?? ""))?.status, { timeout: DATA_BOOK_SWEEP_MS + 60_000, interval: 500 })
        .toBe("done");
      expect(await bookRecord(fresh?.id ?? "")).toMatchObject({ status: "running", done: 3 });
    } finally {
      await server.db.delete(dataBooks).where(eq(dataBooks.id, fresh?.id ?? ""));
    }
  }, 180_000);

  it("ends 'failed', with its error, a book whose build throws (a language the book has no words for), instead of leaving it running to be taken over again and again", async () => {
    const [broken] = await server.db
      .insert(dataBooks)
      // Only a direct write can store such a language: the API accepts en and fr.
      .values({ client_id: project.client, project: project.id, language: "de" as "en", status: "queued", updated_at: new Date(0) })
      .returning();
    await expect
      .poll(async () => (await bookRecord(broken?.id ?? ""))?.status, { timeout: DATA_BOOK_SWEEP_MS + 60_000, interval: 500 })
      .toBe("failed");
    expect((await bookRecord(broken?.id ?? ""))?.error).toBeTruthy();
  }, 180_000);
});
