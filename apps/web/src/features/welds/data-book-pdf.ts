import type { TWeldTraceability } from "@weldtrace/domain";
import type { TFunction } from "i18next";
import { exportFileName } from "../../components/export/file-name";
import { cellText, type TTraceFormat, traceSections } from "./trace-sections";

/**
 * A weld's data book as a PDF: its identity, then what it is made of, who welded it with what, and what NDE found,
 * how it was inspected, with the repair chain and cut-out. jspdf is loaded here, on demand.
 */
export async function downloadWeldDataBook(trace: TWeldTraceability, t: TFunction, format: TTraceFormat, at = new Date()): Promise<string> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import("jspdf"), import("jspdf-autotable")]);
  const doc = new jsPDF({ orientation: "landscape", unit: "mm", format: "a4" });
  const margin = 14;
  const title = t("trace.title", { weld: trace.weld.name });
  doc.setFontSize(16);
  doc.text(title, margin, 18);
  doc.setFontSize(10);
  const lines = [
    `${t("trace.project")}: ${trace.project.name}`,
    `${t("trace.procedure")}: ${trace.procedure.name}${trace.procedure.is_reference ? ` (${t("trace.reference")})` : ""}`,
    `${trace.weld.completed ? t("trace.completed") : t("trace.inProgress")} · ${trace.weld.scanned ? t("trace.scanned") : t("trace.notScanned")}`,
    ...(trace.repairs_weld ? [`${t("trace.repairs")} ${trace.repairs_weld.name}`] : []),
    ...(trace.cut_out ? [t("trace.cutOut", { date: format.dateTime(trace.cut_out.created_at, { seconds: false }) })] : []),
    format.dateTime(at, { seconds: false }),
  ];
  lines.forEach((line, index) => {
    doc.text(line, margin, 26 + index * 5);
  });
  let y = 26 + lines.length * 5 + 4;
  for (const section of traceSections(trace, t, format)) {
    doc.setFontSize(12);
    doc.text(section.title, margin, y + 4);
    autoTable(doc, {
      startY: y + 7,
      margin: { left: margin, right: margin },
      head: [section.head],
      body: section.body.length ? section.body.map((row) => row.map(cellText)) : [[section.empty, ...section.head.slice(1).map(() => "")]],
      styles: { fontSize: 9, cellPadding: 2 },
      headStyles: { fillColor: [34, 139, 230] },
    });
    y = (doc as unknown as { lastAutoTable: { finalY: number } }).lastAutoTable.finalY + 6;
  }
  const fileName = exportFileName(`data-book_${trace.weld.name}`, "pdf", at);
  doc.save(fileName);
  return fileName;
}
