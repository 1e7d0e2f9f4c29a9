import { exportFileName } from "./file-name";

export interface TPdfColumn<T> {
  header: string;
  value: (row: T) => string;
  /** Share of the table's width (35 = 35 %); other columns share what is left. */
  widthPercent?: number;
  /** A PNG data URL drawn in the cell above its text (a Data Matrix code), square, `imageSize` mm. */
  image?: (row: T) => string | undefined;
  imageSize?: number;
}

export interface TTablePdf<T> {
  /** Big title of the first page. */
  title: string;
  /** Lines under the title: export date, search, row count. */
  lines: string[];
  columns: TPdfColumn<T>[];
  rows: T[];
  /** The label after the time stamp of the file name (`users` → 20261123_0945AM_users.pdf). */
  fileLabel: string;
  at?: Date;
}

/** Builds a table PDF and hands it to the browser. jspdf is loaded here, on demand, not in the main bundle. */
export async function downloadTablePdf<T>({ title, lines, columns, rows, fileLabel, at = new Date() }: TTablePdf<T>): Promise<string> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import("jspdf"), import("jspdf-autotable")]);
  const doc = new jsPDF({ orientation: "landscape", unit: "mm", format: "a4" });
  const margin = 14;
  const tableWidth = doc.internal.pageSize.getWidth() - 2 * margin;
  const columnStyles = Object.fromEntries(
    columns.flatMap((column, index) => (column.widthPercent ? [[index, { cellWidth: (tableWidth * column.widthPercent) / 100 }]] : [])),
  );
  doc.setFontSize(16);
  doc.text(title, margin, 18);
  doc.setFontSize(10);
  doc.setTextColor(90);
  lines.forEach((line, index) => {
    doc.text(line, margin, 25 + index * 5);
  });
  doc.setTextColor(0);
  autoTable(doc, {
    startY: 25 + lines.length * 5,
    margin: { left: margin, right: margin },
    head: [columns.map((column) => column.header)],
    body: rows.map((row) => columns.map((column) => column.value(row))),
    styles: { fontSize: 9, cellPadding: 2 },
    columnStyles: {
      ...columnStyles,
      // Room for the picture above the text of image columns.
      ...Object.fromEntries(
        columns.flatMap((column, index) =>
          column.image
            ? [[index, { ...columnStyles[index], minCellHeight: (column.imageSize ?? 16) + 8, valign: "bottom" as const, fontSize: 6 }]]
            : [],
        ),
      ),
    },
    didDrawCell: (data) => {
      const column = columns[data.column.index];
      if (data.section !== "body" || !column?.image) return;
      const image = column.image(rows[data.row.index] as T);
      const size = column.imageSize ?? 16;
      if (image) doc.addImage(image, "PNG", data.cell.x + 2, data.cell.y + 2, size, size);
    },
    headStyles: { fillColor: [34, 139, 230] },
    didDrawPage: () => {
      const pageSize = doc.internal.pageSize;
      doc.setFontSize(8);
      doc.setTextColor(120);
      doc.text(`${title} - ${doc.getNumberOfPages()}`, pageSize.getWidth() - margin, pageSize.getHeight() - 8, { align: "right" });
      doc.setTextColor(0);
    },
  });
  const fileName = exportFileName(fileLabel, "pdf", at);
  doc.save(fileName);
  return fileName;
}
