// PostgreSQL too: the project data book is a pg-boss job on a server.
// The project data book: built by a background job, its progress polled, its PDF downloaded; the routes'
// refusals; and a book left unfinished by a stopped process built again by the next start.

import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import { dataBooks } from "../src/db/schema/index.js";
import { createDiskStore } from "../src/files/store.js";
import { seed } from "../src/seed/seed.js";
import { seedClient, startTestServer, type TSeededClient, type TTestServer } from "./helpers.js";

let server: TTestServer;
let other: TSeededClient;
let admin: string;
let project: { id: string; name: string };
let weldCount: number;

const call = (method: string, path: string, token: string | null, body?: unknown) => server.request(method, path, { token, body });

beforeAll(async () => {
  server = await startTestServer();
  const silent = { info() {}, warn() {}, error() {} } as unknown as Parameters<typeof seed>[2];
  // With the app's file store: the demo certificates' PDFs are written, as on a fresh start.
  const store = createDiskStore(path.join(server.config.dataDir, "files"));
  await seed(server.db, { adminEmail: "root@platform.test", adminPassword: "root-password-1", demoData: true }, silent, store);
  other = await seedClient(server, "Books Other");
  admin = (await call("POST", "/api/api-token-auth/", null, { email: "admin@demo.example", password: "demo-weld-2026" })).body.token;
  const weld = (await call("GET", "/api/welds/?search=NS-W-0005", admin)).body.results[0];
  const found = await call("GET", `/api/projects/${weld.project}/`, admin);
  project = { id: found.body.id, name: found.body.name };
  weldCount = (await call("GET", `/api/welds/?project=${project.id}&page_size=1`, admin)).body.count;
}, 120_000);
afterAll(async () => server?.close());

/** Polls the book's record until its job is done (or failed). */
async function finished(id: string, token = admin) {
  let book: Record<string, any> = {};
  await expect
    .poll(
      async () => {
        book = (await call("GET", `/api/data-books/${id}/`, token)).body;
        return book.status;
      },
      { timeout: 60_000, interval: 200 },
    )
    .toBe("done");
  return book;
}

async function pdfOf(id: string) {
  const response = await fetch(`${server.url}/api/data-books/${id}/file/`, { headers: { authorization: `Token ${admin}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/pdf");
  return PDFDocument.load(new Uint8Array(await response.arrayBuffer()));
}

/** The PDF's text, as pdftotext reads it (the e2e reports are read the same way). */
async function textOf(id: string) {
  const response = await fetch(`${server.url}/api/data-books/${id}/file/`, { headers: { authorization: `Token ${admin}` } });
  const file = path.join(server.config.dataDir, `book-${id}.pdf`);
  writeFileSync(file, new Uint8Array(await response.arrayBuffer()));
  return execFileSync("pdftotext", ["-raw", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
}

describe("project data book", () => {
  it("answers 202 with a queued job, counts the project's welds as its total, ends done with a PDF of a cover, an index and a page per weld at least", async () => {
    expect(weldCount).toBeGreaterThan(1);
    const started = await call("POST", `/api/projects/${project.id}/data-book/`, admin, { language: "en" });
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ project: project.id, language: "en", status: "queued", done: 0, size: null });
    const book = await finished(started.body.id);
    expect(book).toMatchObject({ done: weldCount, total: weldCount, error: null });
    expect(book.size).toBeGreaterThan(1000);
    const pdf = await pdfOf(book.id);
    expect(pdf.getTitle()).toBe(`Data book ${project.name}`);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(2 + weldCount);
  });

  it("appends each certificate of the project's heats once, after a page listing them: the book holds their pages", async () => {
    const welds = (await call("GET", `/api/welds/?project=${project.id}&page_size=100`, admin)).body.results as { id: string }[];
    const withFile = new Set<string>();
    for (const weld of welds) {
      const trace = (await call("GET", `/api/welds/${weld.id}/traceability/`, admin)).body;
      const heats = [
        ...trace.edges.map((edge: any) => edge.heat),
        ...trace.cycles.flatMap((cycle: any) => cycle.torches.flatMap((torch: any) => torch.filler_metal?.heats ?? [])),
      ];
      for (const heat of heats) for (const certificate of heat?.certificates ?? []) if (certificate.file) withFile.add(certificate.id);
    }
    expect(withFile.size).toBeGreaterThan(0);
    const started = await call("POST", `/api/projects/${project.id}/data-book/`, admin, { language: "en" });
    const book = await finished(started.body.id);
    const pdf = await pdfOf(book.id);
    // The demo certificates are one page of 595 × 842 pt each (demo-certificates.ts), the book's own pages A4 in
    // exact points: the last pages are exactly the certificates, one each.
    const pages = pdf.getPages();
    const isCertificate = (page: (typeof pages)[number]) => page.getWidth() === 595 && page.getHeight() === 842;
    const tail = pages.slice(-withFile.size);
    expect(tail.every(isCertificate)).toBe(true);
    expect(pages.filter(isCertificate)).toHaveLength(withFile.size);
    expect(pages.length).toBeGreaterThanOrEqual(2 + weldCount + 1 + withFile.size);
  });

  it("prints the weld sections of the weld page: NS-W-0001's instruments with their calibration that day and its welders' qualification", async () => {
    const weld = (await call("GET", "/api/welds/?search=NS-W-0001", admin)).body.results[0];
    const trace = (await call("GET", `/api/welds/${weld.id}/traceability/`, admin)).body;
    const instrument = trace.inspections.flatMap((inspection: any) => inspection.instruments)[0];
    const torch = trace.cycles.flatMap((cycle: any) => cycle.torches).find((candidate: any) => candidate.qualification);
    expect(instrument?.calibration).toBeTruthy();
    expect(torch).toBeTruthy();
    const started = await call("POST", `/api/projects/${weld.project}/data-book/`, admin, { language: "en" });
    const text = await textOf((await finished(started.body.id)).id);
    const states = { valid: "Valid", expiring: "Expires soon", expired: "Expired" } as const;
    const day = instrument.measured_on as string;
    expect(text).toContain(
      `${instrument.name} (${instrument.serial_number}): ${states[instrument.calibration as keyof typeof states]} on ${day}`,
    );
    expect(text).toContain("Instruments (calibration on the day measured)");
    expect(text).toContain("Qualification that day");
    expect(text).toContain(`${torch.welder.welder_id} ${torch.welder.name}`);
    expect(text).toContain(`Qualified until ${torch.qualification.until}; continuity (6 months) lost on ${torch.qualification.lapses_on}`);
    // In French, the same rows in French words and dates.
    const french = await call("POST", `/api/projects/${weld.project}/data-book/`, admin, { language: "fr" });
    const frenchText = await textOf((await finished(french.body.id)).id);
    const [y, m, d] = (torch.qualification.until as string).split("-");
    expect(frenchText).toContain(`Qualifié jusqu'au ${d}/${m}/${y}`);
    expect(frenchText).toContain("Instruments (étalonnage le jour de la mesure)");
  });

  it("writes the book in the language asked: French title", async () => {
    const started = await call("POST", `/api/projects/${project.id}/data-book/`, admin, { language: "fr" });
    expect(started.status).toBe(202);
    const book = await finished(started.body.id);
    expect((await pdfOf(book.id)).getTitle()).toBe(`Dossier de fabrication ${project.name}`);
  });

  it("answers 401 without a token, 403 to an edge server, 404 for another client's project, book or PDF, 400 for a language other than en or fr", async () => {
    const body = { language: "en" };
    expect((await call("POST", `/api/projects/${project.id}/data-book/`, null, body)).status).toBe(401);
    expect((await call("POST", `/api/projects/${project.id}/data-book/`, other.users["Edge server"].token, body)).status).toBe(403);
    expect((await call("POST", `/api/projects/${project.id}/data-book/`, other.users.Admin.token, body)).status).toBe(404);
    expect((await call("POST", "/api/projects/not-a-uuid/data-book/", admin, body)).status).toBe(404);
    const bad = await call("POST", `/api/projects/${project.id}/data-book/`, admin, { language: "de" });
    expect(bad.status).toBe(400);
    expect(bad.body).toHaveProperty("language");
    expect((await call("POST", `/api/projects/${project.id}/data-book/`, admin, {})).status).toBe(400);
    // Nothing half-saved by the refusals.
    const before = (await server.db.select().from(dataBooks)).length;
    const mine = await call("POST", `/api/projects/${project.id}/data-book/`, admin, body);
    expect((await server.db.select().from(dataBooks)).length).toBe(before + 1);
    await finished(mine.body.id);
    expect((await call("GET", `/api/data-books/${mine.body.id}/`, null)).status).toBe(401);
    expect((await call("GET", `/api/data-books/${mine.body.id}/`, other.users["Edge server"].token)).status).toBe(403);
    expect((await call("GET", `/api/data-books/${mine.body.id}/`, other.users.Admin.token)).status).toBe(404);
    expect((await call("GET", `/api/data-books/${mine.body.id}/file/`, other.users.Admin.token)).status).toBe(404);
    expect((await call("GET", "/api/data-books/not-a-uuid/", admin)).status).toBe(404);
  });

  it("builds again at the next start a book its stopped process left running halfway, and serves its PDF", async () => {
    // As a process killed mid-build leaves it: running, some welds done, no file.
    const [client] = await server.db.select({ client_id: dataBooks.client_id }).from(dataBooks).limit(1);
    const [left] = await server.db
      .insert(dataBooks)
      .values({ client_id: client!.client_id, project: project.id, language: "en", status: "running", done: 3, total: weldCount })
      .returning();
    // Nothing builds it in this process: nobody sent it to the queue.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await server.db.select().from(dataBooks).where(eq(dataBooks.id, left!.id)))[0]?.status).toBe("running");
    // A second start on the same database (and file store): its start scan queues the book again.
    const restarted = await buildApp({ config: server.config, database: server.database });
    await restarted.ready();
    try {
      await expect
        .poll(async () => (await server.db.select().from(dataBooks).where(eq(dataBooks.id, left!.id)))[0]?.status, {
          timeout: 60_000,
          interval: 200,
        })
        .toBe("done");
    } finally {
      await restarted.close();
    }
    const book = await finished(left!.id);
    expect(book).toMatchObject({ done: weldCount, total: weldCount });
    expect((await pdfOf(book.id)).getPageCount()).toBeGreaterThanOrEqual(2 + weldCount);
  });
});
