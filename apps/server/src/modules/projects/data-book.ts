import { buffer } from "node:stream/consumers";
import { setImmediate as nextTurn } from "node:timers/promises";
import {
  CERTIFICATE_MAX_PAGES,
  cellText,
  certificateRefusal,
  certificatesOf,
  DATA_BOOK_LABELS,
  imageDimensions,
  message,
  pdfDeclaredPages,
  type TDataBookJob,
  type TTraceFormat,
  type TTraceSection,
  traceLines,
  traceSections,
  traceTranslator,
  ZDataBookJob,
  ZDataBookRequest,
} from "@weldtrace/domain";
import { and, asc, count, eq, inArray, lt, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { z } from "zod";
import { isUuid, itemFilter, requirePermission } from "../../crud/scope.js";
import { isConnectionLoss } from "../../db/connection-loss.js";
import { dataBooks, files, projects, welds } from "../../db/schema/index.js";
import { currentUser } from "../../plugins/auth.js";
import { HttpError, notFound } from "../../plugins/errors.js";
import { fileAnswer } from "../../plugins/openapi.js";
import { findWeldTraceability } from "../welds/traceability.js";

/**
 * The project data book: every weld of a project, an index first, built by a job of the DATA_BOOK_QUEUE
 * (jobs/queue.ts) rather than in the request, its progress (welds done of total) on its record, the PDF in the file
 * store. A job run from the start again gives the same book, so a restart (the start's scan) or a retry re-runs it.
 */
export const DATA_BOOK_QUEUE = "data-book";
/** Progress is written every this many welds (a 1,000-weld book: 40 small updates), and at least every HEARTBEAT_MS. */
const PROGRESS_EVERY = 25;
/** A running book writes its record (its heartbeat: `updated_at`) at least this often. */
export const DATA_BOOK_HEARTBEAT_MS = 5_000;
/**
 * A book queued or running whose record has not moved for this long has lost its run (a process killed or frozen):
 * the sweep (every DATA_BOOK_SWEEP_MS) sends it to the queue again, and a process that can take it builds it.
 */
export const DATA_BOOK_STALE_MS = 60_000;
export const DATA_BOOK_SWEEP_MS = 30_000;
/** Books of one client queued or running at once; the next request answers 429 data_books_busy. */
export const DATA_BOOKS_PER_CLIENT = 3;
/** A certificate's pages are copied this many at a time, the event loop served between. */
const PAGES_PER_SLICE = 25;

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const SIZE = 9;
const LINE = 12;

type TBookRow = typeof dataBooks.$inferSelect;

function serialize(row: TBookRow): TDataBookJob {
  return {
    id: row.id,
    project: row.project,
    language: row.language,
    status: row.status,
    done: row.done,
    total: row.total,
    size: row.size ?? null,
    error: row.error ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Standard PDF fonts write WinAnsi only: anything else (another script) is shown as "?" rather than failing the book. */
const WIN_ANSI_EXTRA = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";
const printable = (text: string) =>
  [...text]
    .map((char) => (char.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRA.includes(char) ? char : "?"))
    .join("")
    .replace(/[\n\r\t]/g, " ");

/** Pages written top to bottom, a new one when the current is full. */
class Writer {
  pages: PDFPage[] = [];
  private page: PDFPage | null = null;
  private y = 0;
  constructor(
    private doc: PDFDocument,
    private font: PDFFont,
    private bold: PDFFont,
  ) {}
  newPage(): number {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.pages.push(this.page);
    this.y = A4.height - MARGIN;
    return this.pages.length - 1;
  }
  /** One line of text, wrapped at the margin; bold for headings. */
  text(value: string, options: { bold?: boolean; size?: number; indent?: number } = {}) {
    const font = options.bold ? this.bold : this.font;
    const size = options.size ?? SIZE;
    const indent = options.indent ?? 0;
    const width = A4.width - 2 * MARGIN - indent;
    let rest = printable(value);
    do {
      let cut = rest.length;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width)
        cut = rest.lastIndexOf(" ", cut - 1) > 0 ? rest.lastIndexOf(" ", cut - 1) : cut - 1;
      if (!this.page || this.y < MARGIN + size) this.newPage();
      this.page?.drawText(rest.slice(0, cut), { x: MARGIN + indent, y: this.y - size, size, font, color: rgb(0.1, 0.1, 0.1) });
      this.y -= Math.max(LINE, size + 4);
      rest = rest.slice(cut).trimStart();
    } while (rest.length > 0);
  }
  gap() {
    this.y -= LINE / 2;
  }
}

/** A section of the weld's traceability (the domain's, as the weld page and the per-weld book show it): its head, then a line a row. */
function writeSection(writer: Writer, section: TTraceSection) {
  writer.gap();
  writer.text(section.title, { bold: true });
  if (section.body.length === 0) {
    writer.text(section.empty, { indent: 10 });
    return;
  }
  writer.text(section.head.join("  |  "), { indent: 10, bold: true });
  for (const row of section.body)
    writer.text(
      row
        .map((cell) => cellText(cell).replace(/\n/g, "; "))
        .filter((text) => text !== "")
        .join("  |  "),
      { indent: 10 },
    );
}

const pad = (value: number) => String(value).padStart(2, "0");
/** Dates as the web writes them in each language (YYYY-MM-DD, DD/MM/YYYY), in UTC: the job has no reader's time zone. */
function bookFormat(language: "en" | "fr"): TTraceFormat {
  const date = (value: unknown) => {
    const at = value instanceof Date ? value : typeof value === "string" && value !== "" ? new Date(value) : null;
    if (!at || Number.isNaN(at.getTime())) return "";
    const [y, m, d] = [at.getUTCFullYear(), pad(at.getUTCMonth() + 1), pad(at.getUTCDate())];
    return language === "fr" ? `${d}/${m}/${y}` : `${y}-${m}-${d}`;
  };
  return {
    date,
    dateTime: (value, options = {}) => {
      const at = value instanceof Date ? value : typeof value === "string" && value !== "" ? new Date(value) : null;
      if (!at || Number.isNaN(at.getTime())) return "";
      const seconds = options.seconds === false ? "" : `:${pad(at.getUTCSeconds())}`;
      return `${date(at)} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}${seconds} UTC`;
    },
    number: (value, decimals = 10) =>
      new Intl.NumberFormat(language, { maximumFractionDigits: decimals, useGrouping: false }).format(value),
  };
}

type TLoadedCertificate =
  | { pdf: PDFDocument; image: null; png: false; refused: null }
  | { pdf: null; image: Uint8Array; png: boolean; refused: null }
  | { pdf: null; image: null; png: false; refused: "too_many_pages" | "too_many_pixels" };

/**
 * A certificate's stored file of the book's client, read for appending: a PDF, or a picture; null when unreadable.
 * One over the limits (CERTIFICATE_MAX_PAGES, CERTIFICATE_MAX_PIXELS) is refused, read from its header before it is
 * parsed or decoded: a PDF's page tree's declared count, then its parsed page count; a PNG's or JPEG's dimensions.
 */
async function loadCertificate(app: FastifyInstance, clientId: string, fileId: string | null): Promise<TLoadedCertificate | null> {
  if (!fileId || !isUuid(fileId)) return null;
  const [row] = await app.db
    .select({ key: files.storage_key, type: files.content_type })
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.client_id, clientId)))
    .limit(1);
  if (!row) return null;
  const bytes = await app.fileStore
    .get(row.key)
    .then((stream) => buffer(stream))
    .catch(() => null);
  if (!bytes) return null;
  if (row.type.includes("pdf")) {
    const declared = pdfDeclaredPages(bytes);
    if (declared !== null && certificateRefusal({ pages: declared }))
      return { pdf: null, image: null, png: false, refused: "too_many_pages" };
    // pdf-lib's parse yields to the event loop as it goes (its parseSpeed).
    const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true }).catch(() => null);
    if (!pdf) return null;
    if (certificateRefusal({ pages: pdf.getPageCount() })) return { pdf: null, image: null, png: false, refused: "too_many_pages" };
    return { pdf, image: null, png: false, refused: null };
  }
  if (row.type.includes("png") || row.type.includes("jpeg")) {
    const size = imageDimensions(bytes);
    if (!size) return null;
    if (certificateRefusal(size)) return { pdf: null, image: null, png: false, refused: "too_many_pixels" };
    return { pdf: null, image: bytes, png: row.type.includes("png"), refused: null };
  }
  return null;
}

/** The book's heartbeat: its record's `updated_at`, with its progress when given. */
async function heartbeat(app: FastifyInstance, id: string, progress: { done?: number }): Promise<void> {
  await app.db
    .update(dataBooks)
    .set({ ...progress, updated_at: new Date() })
    .where(eq(dataBooks.id, id));
}

/**
 * Sends to the queue again every book queued or running whose heartbeat is older than DATA_BOOK_STALE_MS: its run
 * was lost (its process killed, or frozen past the queue's expiry). The run that takes it builds it from the start
 * (a book's pages are not kept between runs); a run still alive keeps it (the key's lock, jobs/queue.ts). Answers
 * the books sent.
 */
export async function takeOverStaleDataBooks(app: FastifyInstance, now = new Date()): Promise<number> {
  const stale = await app.db
    .select({ id: dataBooks.id })
    .from(dataBooks)
    .where(and(inArray(dataBooks.status, ["queued", "running"]), lt(dataBooks.updated_at, new Date(now.getTime() - DATA_BOOK_STALE_MS))));
  for (const book of stale) {
    await app.db.update(dataBooks).set({ updated_at: now }).where(eq(dataBooks.id, book.id));
    await app.jobs.send(DATA_BOOK_QUEUE, book.id);
  }
  if (stale.length > 0) app.log.warn({ books: stale.map((book) => book.id) }, "data books: taken over after their heartbeat stopped");
  return stale.length;
}

/** Builds the book of a record still to build; writes its progress, then stores the PDF. */
async function buildDataBook(app: FastifyInstance, id: string): Promise<Record<string, unknown>> {
  const [book] = await app.db.select().from(dataBooks).where(eq(dataBooks.id, id)).limit(1);
  if (!book || book.status === "done" || book.status === "failed") return { skipped: true };
  const [project] = await app.db.select().from(projects).where(eq(projects.id, book.project)).limit(1);
  if (!project) return { skipped: true };
  const rows = await app.db
    .select({ id: welds.id, name: welds.name })
    .from(welds)
    .where(and(eq(welds.project, project.id), eq(welds.client_id, book.client_id)))
    .orderBy(asc(welds.name), asc(welds.id));
  await app.db
    .update(dataBooks)
    .set({ status: "running", done: 0, total: rows.length, updated_at: new Date() })
    .where(eq(dataBooks.id, id));
  const labels = DATA_BOOK_LABELS[book.language];
  const t = traceTranslator(book.language);
  const format = bookFormat(book.language);
  const doc = await PDFDocument.create();
  doc.setTitle(`${labels.title} ${project.name}`);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const writer = new Writer(doc, font, bold);
  let beat = Date.now();
  /** Yields to the event loop, and writes the heartbeat when it is due. */
  const beatNow = async () => {
    await nextTurn();
    if (Date.now() - beat < DATA_BOOK_HEARTBEAT_MS) return;
    beat = Date.now();
    await heartbeat(app, id, {});
  };
  const starts: { name: string; page: number }[] = [];
  // Every weld's heats' certificates, each once, appended after the welds (the per-weld book does the same).
  const certificates = new Map<string, { name: string; file: string | null; heats: Set<string> }>();
  for (const [index, weld] of rows.entries()) {
    // A slice of CPU a weld: other requests are answered between two (a book of 40,000 welds is minutes of work).
    await nextTurn();
    const trace = await findWeldTraceability(app.db, weld.id);
    for (const certificate of trace ? certificatesOf(trace) : []) {
      const entry = certificates.get(certificate.id) ?? { name: certificate.name, file: certificate.file, heats: new Set<string>() };
      for (const heat of certificate.heats) entry.heats.add(heat);
      certificates.set(certificate.id, entry);
    }
    const page = writer.newPage();
    starts.push({ name: weld.name, page });
    writer.text(`${labels.weld} ${weld.name}`, { bold: true, size: 14 });
    if (trace) {
      // The weld's lines and sections are the domain's, the ones its page and its own book show.
      for (const line of traceLines(trace, t, format)) writer.text(line);
      for (const section of traceSections(trace, t, format)) writeSection(writer, section);
    }
    if ((index + 1) % PROGRESS_EVERY === 0 || Date.now() - beat >= DATA_BOOK_HEARTBEAT_MS) {
      beat = Date.now();
      await heartbeat(app, id, { done: index + 1 });
    }
  }
  if (certificates.size > 0) {
    const listPage = writer.newPage();
    starts.push({ name: labels.certificates, page: listPage });
    writer.text(labels.certificates, { bold: true, size: 14 });
    const appendix: TLoadedCertificate[] = [];
    const states = { too_many_pages: labels.tooManyPages, too_many_pixels: labels.tooManyPixels } as const;
    for (const certificate of certificates.values()) {
      const loaded = await loadCertificate(app, book.client_id, certificate.file);
      const state = !loaded
        ? certificate.file
          ? labels.unreadable
          : labels.noFile
        : loaded.refused
          ? states[loaded.refused]
          : labels.appended;
      writer.text(`${certificate.name}  |  ${[...certificate.heats].sort().join(", ")}  |  ${state}`, { indent: 10 });
      if (loaded && !loaded.refused) appendix.push(loaded);
      await beatNow();
    }
    for (const loaded of appendix) {
      if (loaded.pdf) {
        // At most CERTIFICATE_MAX_PAGES pages, copied a slice at a time.
        const indices = loaded.pdf.getPageIndices().slice(0, CERTIFICATE_MAX_PAGES);
        for (let from = 0; from < indices.length; from += PAGES_PER_SLICE) {
          for (const page of await doc.copyPages(loaded.pdf, indices.slice(from, from + PAGES_PER_SLICE))) doc.addPage(page);
          await beatNow();
        }
        continue;
      }
      if (!loaded.image) continue;
      const image = loaded.png ? await doc.embedPng(loaded.image) : await doc.embedJpg(loaded.image);
      // A picture of a certificate on an A4 page of its own, as large as fits within 1 cm margins.
      const page = doc.addPage([A4.width, A4.height]);
      const scaled = image.scaleToFit(A4.width - 56, A4.height - 56);
      page.drawImage(image, { x: (A4.width - scaled.width) / 2, y: (A4.height - scaled.height) / 2, ...scaled });
      await beatNow();
    }
  }
  // The cover and the index go first: the index's length is known now, so each weld's page number is.
  const perIndexPage = Math.floor((A4.height - 2 * MARGIN - 40) / LINE);
  const indexPages = Math.max(1, Math.ceil(starts.length / perIndexPage));
  const inserted: PDFPage[] = [];
  const cover = doc.insertPage(0, [A4.width, A4.height]);
  inserted.push(cover);
  cover.drawText(printable(`${labels.title} — ${project.name}`), { x: MARGIN, y: A4.height - 2 * MARGIN, size: 20, font: bold });
  cover.drawText(printable(`${rows.length} ${labels.welds} · ${new Date().toISOString().slice(0, 10)}`), {
    x: MARGIN,
    y: A4.height - 2 * MARGIN - 30,
    size: 11,
    font,
  });
  for (let n = 0; n < indexPages; n++) {
    const page = doc.insertPage(1 + n, [A4.width, A4.height]);
    inserted.push(page);
    page.drawText(printable(n === 0 ? labels.index : `${labels.index} (${n + 1})`), {
      x: MARGIN,
      y: A4.height - MARGIN - 14,
      size: 14,
      font: bold,
    });
    starts.slice(n * perIndexPage, (n + 1) * perIndexPage).forEach((entry, k) => {
      const y = A4.height - MARGIN - 40 - k * LINE;
      page.drawText(printable(entry.name), { x: MARGIN, y, size: SIZE, font });
      page.drawText(String(1 + indexPages + entry.page + 1), { x: A4.width - MARGIN - 30, y, size: SIZE, font });
    });
  }
  const bytes = await doc.save();
  const key = `${book.client_id}/data-books/${book.id}.pdf`;
  await app.fileStore.put(key, Buffer.from(bytes), "application/pdf");
  await app.db
    .update(dataBooks)
    .set({ status: "done", done: rows.length, file_key: key, size: bytes.length, updated_at: new Date() })
    .where(eq(dataBooks.id, id));
  return { welds: rows.length, pages: doc.getPageCount() };
}

export async function dataBookRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["projects"];

  // This process works the data-book queue; books left queued or running by a stopped process are built again.
  app.addHook("onReady", async () => {
    const attempt = () =>
      app.jobs
        .work(DATA_BOOK_QUEUE, (id) =>
          buildDataBook(app, id).catch(async (error: unknown) => {
            // A lost connection is tried again (the queue, or the sweep); any other failure would fail again: the
            // book ends "failed" with its error, rather than being taken over every minute for ever.
            if (isConnectionLoss(error)) throw error;
            app.log.error({ err: error, book: id }, "data book failed");
            const text = error instanceof Error ? error.message : String(error);
            await app.db
              .update(dataBooks)
              .set({ status: "failed", error: text.slice(0, 500), updated_at: new Date() })
              .where(eq(dataBooks.id, id));
            return { failed: true };
          }),
        )
        .then(async () => {
          const unfinished = await app.db
            .select({ id: dataBooks.id })
            .from(dataBooks)
            .where(inArray(dataBooks.status, ["queued", "running"]));
          for (const book of unfinished) await app.jobs.send(DATA_BOOK_QUEUE, book.id);
        })
        .catch((error: unknown) => {
          app.log.warn({ err: error }, "data books: the job queue did not start; trying again in 5 s");
          setTimeout(attempt, 5_000).unref();
        });
    attempt();
    sweep = setInterval(() => {
      takeOverStaleDataBooks(app).catch((error: unknown) => app.log.warn({ err: error }, "data books: the stale books' sweep failed"));
    }, DATA_BOOK_SWEEP_MS);
    sweep.unref();
  });
  let sweep: NodeJS.Timeout | undefined;
  app.addHook("onClose", async () => clearInterval(sweep));

  const bookOf = async (request: Parameters<typeof currentUser>[0], id: string) => {
    if (!isUuid(id)) throw notFound();
    const [row] = await app.db
      .select()
      .from(dataBooks)
      .where(itemFilter(currentUser(request), dataBooks.id, dataBooks.client_id, id))
      .limit(1);
    if (!row) throw notFound();
    return row;
  };

  api.post(
    "/api/projects/:id/data-book/",
    {
      schema: {
        tags,
        summary:
          "Starts building the project's data book (every weld, with an index) in a background job: 202 with the job's record to poll",
        params: z.object({ id: z.string() }),
        body: ZDataBookRequest,
        response: { 202: ZDataBookJob },
      },
      onRequest: requirePermission("production", "list"),
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (!isUuid(request.params.id)) throw notFound();
      const [project] = await app.db
        .select({ id: projects.id, client_id: projects.client_id })
        .from(projects)
        .where(itemFilter(user, projects.id, projects.client_id, request.params.id))
        .limit(1);
      if (!project) throw notFound();
      const book = await app.db.transaction(async (tx) => {
        // One request of a client at a time counts its books, so two at once cannot both take the last place.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('data-books'), hashtext(${project.client_id}))`);
        const [busy] = await tx
          .select({ n: count() })
          .from(dataBooks)
          .where(and(eq(dataBooks.client_id, project.client_id), inArray(dataBooks.status, ["queued", "running"])));
        if ((busy?.n ?? 0) >= DATA_BOOKS_PER_CLIENT)
          throw new HttpError(429, "data_books_busy", message("data_books_busy", { max: DATA_BOOKS_PER_CLIENT }));
        const [row] = await tx
          .insert(dataBooks)
          .values({ client_id: project.client_id, project: project.id, language: request.body.language, created_by: user.id })
          .returning();
        return row as TBookRow;
      });
      // The record is durable: if queuing fails, the start's scan queues it.
      await app.jobs.send(DATA_BOOK_QUEUE, book.id).catch((error: unknown) => app.log.warn({ err: error }, "data book not queued"));
      return reply.code(202).send(serialize(book));
    },
  );

  api.get(
    "/api/data-books/:id/",
    {
      schema: {
        tags,
        summary: "A data book job: status, welds done of total, the PDF's size once done",
        params: z.object({ id: z.string() }),
        response: { 200: ZDataBookJob },
      },
      onRequest: requirePermission("production", "list"),
    },
    async (request) => serialize(await bookOf(request, request.params.id)),
  );

  api.get(
    "/api/data-books/:id/file/",
    {
      schema: {
        tags,
        summary: "The data book's PDF, once its job is done (404 before)",
        params: z.object({ id: z.string() }),
        response: { 200: fileAnswer("The data book's PDF, as an attachment.") },
      },
      onRequest: requirePermission("production", "list"),
    },
    async (request, reply) => {
      const book = await bookOf(request, request.params.id);
      if (book.status !== "done" || !book.file_key) throw notFound();
      const [project] = await app.db.select({ name: projects.name }).from(projects).where(eq(projects.id, book.project)).limit(1);
      const bytes = await app.fileStore.get(book.file_key);
      const name = `data-book-${project?.name ?? book.project}.pdf`;
      return reply
        .header("content-type", "application/pdf")
        .header("content-length", String(book.size))
        .header("content-disposition", `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
        .send(bytes);
    },
  );
}
