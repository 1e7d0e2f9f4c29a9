import { certificatesOf, type TWeldTraceability, traceLines } from "@weldtrace/domain";
import type { TFunction } from "i18next";
import { fetchStoredFile, saveBlob } from "../../api/files";
import { exportFileName } from "../../components/export/file-name";
import { sectionsPdfBytes } from "../../components/export/sections-pdf";
import { cellText, type TTraceFormat, traceTranslate, webTraceSections } from "./trace-sections";

type TPdfLib = typeof import("pdf-lib");
type TLoadedCertificate = { pdf: import("pdf-lib").PDFDocument } | { image: ArrayBuffer; format: "png" | "jpg" };

/** A certificate's file read for appending: a PDF's pages, or a picture; null when it has none or cannot be read. */
async function loadCertificate(pdfLib: TPdfLib, file: string | null): Promise<TLoadedCertificate | null> {
  if (!file) return null;
  const fetched = await fetchStoredFile("document", file);
  if (!fetched) return null;
  if (fetched.contentType.includes("pdf")) {
    const pdf = await pdfLib.PDFDocument.load(fetched.bytes, { ignoreEncryption: true }).catch(() => null);
    return pdf ? { pdf } : null;
  }
  if (fetched.contentType.includes("png")) return { image: fetched.bytes, format: "png" };
  if (fetched.contentType.includes("jpeg")) return { image: fetched.bytes, format: "jpg" };
  return null;
}

/**
 * A weld's data book as a PDF: its identity, then what it is made of, who welded it with what, how it was inspected
 * and what NDE found, with the repair chain and cut-out; then the certificates of its heats, each one's own pages
 * appended (a PDF's pages, or a picture on a page). jspdf lays the tables out, pdf-lib appends; both load on demand.
 */
export async function downloadWeldDataBook(trace: TWeldTraceability, t: TFunction, format: TTraceFormat, at = new Date()): Promise<string> {
  const pdfLib = await import("pdf-lib");
  const certificates = certificatesOf(trace);
  const loaded = await Promise.all(certificates.map((certificate) => loadCertificate(pdfLib, certificate.file)));
  // The identity lines and sections are the domain's, the ones the server's project data book prints too.
  const lines = [...traceLines(trace, traceTranslate(t), format), format.dateTime(at, { seconds: false })];
  const tables = await sectionsPdfBytes({
    title: t("trace.title", { weld: trace.weld.name }),
    lines,
    sections: [
      ...webTraceSections(trace, t, format).map((section) => ({ ...section, body: section.body.map((row) => row.map(cellText)) })),
      // What follows the tables: each certificate's own pages, in this order.
      {
        title: t("trace.appendedTitle"),
        head: [t("trace.certificates"), t("trace.heat"), t("trace.appendedStatus")],
        body: certificates.map((certificate, index) => [
          certificate.name,
          certificate.heats.join(", "),
          loaded[index] ? t("trace.appended") : certificate.file ? t("trace.unreadable") : t("trace.noFile"),
        ]),
        empty: t("trace.noCertificate"),
      },
    ],
  });

  const book = await pdfLib.PDFDocument.load(tables);
  for (const certificate of loaded) {
    if (!certificate) continue;
    if ("pdf" in certificate) {
      const pages = await book.copyPages(certificate.pdf, certificate.pdf.getPageIndices());
      for (const page of pages) book.addPage(page);
      continue;
    }
    const image = certificate.format === "png" ? await book.embedPng(certificate.image) : await book.embedJpg(certificate.image);
    // A picture of a certificate on an A4 page of its own, as large as fits within 1 cm margins.
    const page = book.addPage([595.28, 841.89]);
    const scaled = image.scaleToFit(595.28 - 56, 841.89 - 56);
    page.drawImage(image, { x: (595.28 - scaled.width) / 2, y: (841.89 - scaled.height) / 2, ...scaled });
  }
  const fileName = exportFileName(`data-book_${trace.weld.name}`, "pdf", at);
  // slice(): a copy typed over a plain ArrayBuffer, which Blob takes.
  saveBlob(new Blob([(await book.save()).slice()], { type: "application/pdf" }), fileName);
  return fileName;
}
