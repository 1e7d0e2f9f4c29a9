import { DATA_MATRIX_SCALE, labelText, type TLabelKind } from "@weldtrace/domain";

/** Spec §9: the label's Data Matrix drawn by bwip-js at scale 5; bwip-js is loaded on demand. */
export async function drawDataMatrix(
  text: string,
  canvas: HTMLCanvasElement = document.createElement("canvas"),
): Promise<HTMLCanvasElement> {
  const { datamatrix } = await import("bwip-js/browser");
  // A quiet zone of white around the code, so scanners find its edges on any background.
  datamatrix(canvas, { bcid: "datamatrix", text, scale: DATA_MATRIX_SCALE, paddingwidth: 2, paddingheight: 2, backgroundcolor: "FFFFFF" });
  return canvas;
}

export interface TLabel {
  kind: TLabelKind;
  /** The record's uuid printed in the code. */
  uuid: string;
  /** The record's name, printed under the code. */
  name: string;
}

export const textOf = (label: TLabel) => labelText(label.kind, label.uuid);

/** The PNG of one label (code and name under it), as a data URL. */
export async function labelPng(label: TLabel): Promise<string> {
  const code = await drawDataMatrix(textOf(label));
  const canvas = document.createElement("canvas");
  const margin = 20;
  const textHeight = 28;
  canvas.width = Math.max(code.width, 240) + margin * 2;
  canvas.height = code.height + margin * 2 + textHeight;
  const context = canvas.getContext("2d");
  if (!context) return code.toDataURL("image/png");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(code, (canvas.width - code.width) / 2, margin);
  context.fillStyle = "#000000";
  context.font = "16px sans-serif";
  context.textAlign = "center";
  context.fillText(label.name, canvas.width / 2, code.height + margin + 20, canvas.width - margin);
  return canvas.toDataURL("image/png");
}

/** A PDF sheet of labels for a selection (the list's print action): a grid of codes with their names. */
export async function downloadLabelSheet(labels: TLabel[], fileName: string): Promise<void> {
  const { jsPDF } = await import("jspdf");
  const doc = new jsPDF({ unit: "mm", format: "a4" });
  const columns = 4;
  const rows = 6;
  const cellWidth = 210 / columns;
  const cellHeight = 297 / rows;
  const size = 30;
  for (const [index, label] of labels.entries()) {
    const place = index % (columns * rows);
    if (index > 0 && place === 0) doc.addPage();
    const x = (place % columns) * cellWidth;
    const y = Math.floor(place / columns) * cellHeight;
    const code = await drawDataMatrix(textOf(label));
    doc.addImage(code.toDataURL("image/png"), "PNG", x + (cellWidth - size) / 2, y + 8, size, size);
    doc.setFontSize(9);
    doc.text(label.name, x + cellWidth / 2, y + size + 14, { align: "center", maxWidth: cellWidth - 6 });
  }
  doc.save(fileName);
}
