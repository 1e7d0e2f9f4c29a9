import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import JSZip from "jszip";
import { afterEach, describe, expect, it } from "vitest";
import { openSheet, readSheet } from "../src/imports/parse.js";

const previousTmp = process.env.TMPDIR;
afterEach(() => {
  if (previousTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = previousTmp;
});

/** An XLSX as ExcelJS writes it (the app's own templates and exports): its sheets come before its shared strings. */
async function workbook(rows: string[][], otherSheets = 1): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Data");
  for (const row of rows) sheet.addRow(row);
  for (let index = 0; index < otherSheets; index++) book.addWorksheet(`Other ${index}`).addRow(["unused"]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Waits for the condition up to 30 s: the reader removes its files asynchronously, later on a busy machine. */
async function until(condition: () => boolean) {
  for (let attempt = 0; attempt < 1500 && !condition(); attempt++) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe("reading an XLSX", () => {
  it("leaves no temporary file behind, whether reading stops at an empty row or at the end", async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), "weldtrace-parse-"));
    process.env.TMPDIR = folder;
    try {
      const untilEmpty = await readSheet("a.xlsx", await workbook([["Name"], ["A"], [""], ["not read"]], 2));
      expect(untilEmpty).toEqual({ header: ["Name"], rows: [["A"]] });
      const whole = await readSheet("b.xlsx", await workbook([["Name"], ["B"]]));
      expect(whole.rows).toEqual([["B"]]);
      await until(() => readdirSync(folder).length === 0);
      expect(readdirSync(folder)).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("answers its rows once its first sheet is read, before the sheets after it are gone through", async () => {
    const source = await openSheet("c.xlsx", await workbook([["Name"], ["C1"], ["C2"]], 3));
    await source.finished;
    expect(source.header).toEqual(["Name"]);
    expect(source.rows).toEqual([["C1"], ["C2"]]);
  });

  it("reads a well-formed file the stream reader cannot (its sheets before workbook.xml) by reading it whole", async () => {
    const written = await JSZip.loadAsync(await workbook([["Name", "Length"], ["D1", "12"], ["D2", "6.5"], [""], ["not read"]], 1));
    const reordered = new JSZip();
    const order = ["[Content_Types].xml", "_rels/.rels", "xl/_rels/workbook.xml.rels", "xl/sharedStrings.xml", "xl/styles.xml"];
    const names = [
      ...order,
      ...Object.keys(written.files).filter((name) => !order.includes(name) && name !== "xl/workbook.xml"),
      "xl/workbook.xml",
    ];
    for (const name of names) {
      const entry = written.file(name);
      if (entry) reordered.file(name, await entry.async("uint8array"));
    }
    const sheet = await readSheet("d.xlsx", Buffer.from(await reordered.generateAsync({ type: "nodebuffer", compression: "DEFLATE" })));
    expect(sheet).toEqual({
      header: ["Name", "Length"],
      rows: [
        ["D1", "12"],
        ["D2", "6.5"],
      ],
    });
  });

  it("still refuses a file that is no XLSX (415 typeFile)", async () => {
    await expect(readSheet("e.xlsx", Buffer.from("not a zip at all"))).rejects.toMatchObject({ statusCode: 415 });
  });
});
