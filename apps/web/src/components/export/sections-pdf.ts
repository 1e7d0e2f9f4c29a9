import { saveBlob } from "../../api/files";
import { exportFileName } from "./file-name";

/** One titled table of a sections PDF; `empty` fills the table when it has no rows. */
export interface TPdfSection {
  title: string;
  head: string[];
  body: string[][];
  empty: string;
}

export interface TSectionsPdf {
  /** Big title of the first page. */
  title: string;
  /** Lines under the title (what the document is about, when it was made). */
  lines: string[];
  sections: TPdfSection[];
  /** The label after the time stamp of the file name (`data-book_NS-W-0004` → 20261123_0945AM_data-book_NS-W-0004.pdf). */
  fileLabel: string;
  at?: Date;
}

/**
 * A document of titled tables (a weld's data book, an inspection report), landscape A4, as bytes (a data book
 * appends its certificates to them). jspdf is loaded here, on demand, not in the main bundle.
 */
export async function sectionsPdfBytes({ title, lines, sections }: Omit<TSectionsPdf, "fileLabel" | "at">): Promise<ArrayBuffer> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import("jspdf"), import("jspdf-autotable")]);
  const doc = new jsPDF({ orientation: "landscape", unit: "mm", format: "a4" });
  const margin = 14;
  doc.setFontSize(16);
  doc.text(title, margin, 18);
  doc.setFontSize(10);
  lines.forEach((line, index) => {
    doc.text(line, margin, 26 + index * 5);
  });
  let y = 26 + lines.length * 5 + 4;
  for (const section of sections) {
    doc.setFontSize(12);
    doc.text(section.title, margin, y + 4);
    autoTable(doc, {
      startY: y + 7,
      margin: { left: margin, right: margin },
      head: [section.head],
      body: section.body.length ? section.body : [[section.empty, ...section.head.slice(1).map(() => "")]],
      styles: { fontSize: 9, cellPadding: 2 },
      headStyles: { fillColor: [34, 139, 230] },
    });
    y = (doc as unknown as { lastAutoTable: { finalY: number } }).lastAutoTable.finalY + 6;
  }
  return doc.output("arraybuffer");
}

/** The document of `sectionsPdfBytes`, handed to the browser under a time-stamped name. */
export async function downloadSectionsPdf({ fileLabel, at = new Date(), ...content }: TSectionsPdf): Promise<string> {
  const fileName = exportFileName(fileLabel, "pdf", at);
  saveBlob(new Blob([await sectionsPdfBytes(content)], { type: "application/pdf" }), fileName);
  return fileName;
}
