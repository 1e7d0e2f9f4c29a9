import { fileExtension } from "@weldtrace/domain";
import { fileTypeFromBuffer } from "file-type";

/** What the bytes may be detected as, per allowed extension; undefined means "plain text, nothing detected". */
const EXPECTED: Record<string, readonly (string | undefined)[]> = {
  png: ["png"],
  jpg: ["jpg"],
  jpeg: ["jpg"],
  pdf: ["pdf"],
  // Office Open XML files are zip archives; file-type names the precise kind when it can.
  docx: ["docx", "zip"],
  docm: ["docx", "zip"],
  xlsx: ["xlsx", "zip"],
  pptx: ["pptx", "zip"],
  // Legacy Office files are OLE compound documents.
  doc: ["cfb"],
  xls: ["cfb"],
  ppt: ["cfb"],
  csv: [undefined],
  txt: [undefined],
  json: [undefined],
  xml: [undefined, "xml"],
};

/** True when the content matches the extension, so a renamed executable or archive is refused. */
export async function contentMatchesExtension(filename: string, body: Buffer): Promise<{ ok: boolean; contentType: string }> {
  const extension = fileExtension(filename);
  const expected = EXPECTED[extension];
  if (!expected) return { ok: false, contentType: "application/octet-stream" };
  const detected = await fileTypeFromBuffer(body);
  if (!expected.includes(detected?.ext)) return { ok: false, contentType: detected?.mime ?? "application/octet-stream" };
  if (detected) return { ok: true, contentType: detected.mime };
  // Text formats: no NUL byte and valid UTF-8.
  const text = body.toString("utf8");
  const isText = !body.includes(0) && !text.includes("\uFFFD");
  const textTypes: Record<string, string> = { csv: "text/csv", txt: "text/plain", json: "application/json", xml: "application/xml" };
  return { ok: isText, contentType: textTypes[extension] ?? "text/plain" };
}
