import { promisify } from "node:util";
import { inflateRaw, type ZlibOptions } from "node:zlib";
import { IMPORT_ROWS_MAX, message, XLSX_SHARED_STRING_MAX, XLSX_UNPACKED_MAX_MB } from "@weldtrace/domain";
import { badRequest, HttpError } from "../plugins/errors.js";
import { fieldOf } from "../typed.js";

const inflate = promisify<Buffer, ZlibOptions, Buffer>(inflateRaw);
const UNPACKED_MAX = XLSX_UNPACKED_MAX_MB * 1024 * 1024;
const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_ENTRY = 0x04034b50;
/** A data descriptor after an entry's data: 12 to 24 bytes (an optional signature, 64-bit sizes). */
const DESCRIPTOR_MAX = 24;

/** 415 typeFile: a file that is no CSV or XLSX, or an XLSX that cannot be read. */
export const typeFileError = () => new HttpError(415, "type_file", message("type_file"));
export const xlsxTooLarge = () =>
  badRequest({ file: [message("xlsx_too_large", { max: XLSX_UNPACKED_MAX_MB, chars: XLSX_SHARED_STRING_MAX })] });
export const tooManyRows = () => badRequest({ file: [message("import_too_many_rows", { max: IMPORT_ROWS_MAX })] });

interface TEntry {
  name: string;
  method: number;
  compressedSize: number;
  offset: number;
  dataStart: number;
}

/**
 * The entries of a zip's central directory, each checked against its local header; null when the body is no zip this
 * reads (ExcelJS then answers 415 as before). The entries must cover the file from its start to the directory, so no
 * entry can hide from this check in local headers only (the stream reader reads those).
 */
function zipEntries(body: Buffer): TEntry[] | null {
  if (body.length < 22) return null;
  let end = -1;
  for (let at = body.length - 22; at >= Math.max(0, body.length - 65_557); at--) {
    if (body.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end === -1) return null;
  const count = body.readUInt16LE(end + 10);
  const directory = body.readUInt32LE(end + 16);
  const entries: TEntry[] = [];
  let at = directory;
  for (let index = 0; index < count; index++) {
    if (at + 46 > body.length || body.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
    const compressedSize = body.readUInt32LE(at + 20);
    const unpackedSize = body.readUInt32LE(at + 24);
    const offset = body.readUInt32LE(at + 42);
    // ZIP64: no XLSX of at most 10 MB needs it but one that unpacks past 4 GB.
    if (compressedSize === 0xffffffff || unpackedSize === 0xffffffff || offset === 0xffffffff) throw xlsxTooLarge();
    const nameLength = body.readUInt16LE(at + 28);
    const name = body.toString("utf8", at + 46, at + 46 + nameLength);
    if (offset + 30 > body.length || body.readUInt32LE(offset) !== LOCAL_ENTRY) return null;
    const dataStart = offset + 30 + body.readUInt16LE(offset + 26) + body.readUInt16LE(offset + 28);
    entries.push({ name, method: body.readUInt16LE(at + 10), compressedSize, offset, dataStart });
    at += 46 + nameLength + body.readUInt16LE(at + 30) + body.readUInt16LE(at + 32);
  }
  entries.sort((a, b) => a.offset - b.offset);
  let next = 0;
  for (const entry of entries) {
    if (entry.offset < next || entry.offset > next + DESCRIPTOR_MAX) throw xlsxTooLarge();
    next = entry.dataStart + entry.compressedSize;
  }
  if (directory < next || directory > next + DESCRIPTOR_MAX) throw xlsxTooLarge();
  return entries;
}

/** The longest `<si>` item of a shared strings part, in bytes of its XML. */
function longestSharedString(xml: Buffer): number {
  let longest = 0;
  for (let at = xml.indexOf("<si"); at !== -1; ) {
    const close = xml.indexOf("</si>", at);
    const end = close === -1 ? xml.length : close;
    longest = Math.max(longest, end - at);
    at = close === -1 ? -1 : xml.indexOf("<si", end);
  }
  return longest;
}

/** The rows of a sheet's XML (`<row …>` elements, gaps and rows after an empty one included). */
function rowCount(xml: Buffer): number {
  let count = 0;
  for (let at = xml.indexOf("<row"); at !== -1; at = xml.indexOf("<row", at + 4)) {
    const after = xml[at + 4];
    if (after === 0x20 || after === 0x3e || after === 0x2f || after === 0x09 || after === 0x0a || after === 0x0d) count++;
  }
  return count;
}

/** The part of the workbook's first sheet (`xl/worksheets/sheet1.xml`), from the workbook and its relationships. */
function firstSheetPart(workbook: string, relationships: string): string | null {
  const id = /<(?:\w+:)?sheet\b[^>]*?\br:id="([^"]+)"/.exec(workbook)?.[1];
  if (!id) return null;
  const relationship = new RegExp(`<Relationship\\b[^>]*\\bId="${id.replace(/[^\w]/g, "")}"[^>]*>`).exec(relationships)?.[0];
  const target = relationship ? /\bTarget="([^"]+)"/.exec(relationship)?.[1] : undefined;
  if (!target) return null;
  return (target.startsWith("/") ? target.slice(1) : `xl/${target}`).toLowerCase();
}

/**
 * An XLSX checked before ExcelJS parses it (issue 37): its parts are inflated, in zlib's thread pool and bounded, and it
 * is refused with a 400 on `file` when they unpack to more than XLSX_UNPACKED_MAX_MB together, when a shared string
 * is longer than XLSX_SHARED_STRING_MAX (one 20 M-character string in 200 cells of a 22 KB upload took 45 s), or when
 * its first sheet holds more than IMPORT_ROWS_MAX rows under its header. A body that is no zip passes: the reader
 * answers 415 for it as before.
 */
export async function checkXlsxBounds(body: Buffer): Promise<void> {
  const entries = zipEntries(body);
  if (!entries) return;
  let unpacked = 0;
  const parts = new Map<string, Buffer>();
  for (const entry of entries) {
    const data = body.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
    let content: Buffer;
    if (entry.method === 0) content = data;
    else if (entry.method === 8) {
      try {
        content = await inflate(data, { maxOutputLength: UNPACKED_MAX - unpacked + 1 });
      } catch (error) {
        if (error instanceof RangeError || fieldOf(error, "code") === "ERR_BUFFER_TOO_LARGE") throw xlsxTooLarge();
        throw typeFileError(); // a broken part
      }
    } else throw typeFileError(); // a compression ExcelJS does not read either
    unpacked += content.length;
    if (unpacked > UNPACKED_MAX) throw xlsxTooLarge();
    const name = entry.name.toLowerCase();
    if (name.endsWith(".xml") || name.endsWith(".rels")) parts.set(name, content);
  }
  for (const [name, xml] of parts) {
    if (name.endsWith("sharedstrings.xml") && longestSharedString(xml) > XLSX_SHARED_STRING_MAX) throw xlsxTooLarge();
  }
  const sheet = firstSheetPart(
    parts.get("xl/workbook.xml")?.toString("utf8") ?? "",
    parts.get("xl/_rels/workbook.xml.rels")?.toString("utf8") ?? "",
  );
  const sheetXml = sheet ? parts.get(sheet) : undefined;
  // The header and IMPORT_ROWS_MAX rows.
  if (sheetXml && rowCount(sheetXml) > IMPORT_ROWS_MAX + 1) throw tooManyRows();
}
