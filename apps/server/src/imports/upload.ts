import { message, UPLOAD_MAX_BYTES } from "@weldtrace/domain";
import type { FastifyRequest } from "fastify";
import { badRequest, HttpError } from "../plugins/errors.js";
import { fieldOf } from "../typed.js";

/** The file of an import request (multipart field "file"), read whole. */
export interface TUploadedSheet {
  filename: string;
  body: Buffer;
}

const unreadable = () => badRequest({ file: [message("file_unreadable")] });
const tooLarge = () => new HttpError(413, "file_too_large", message("file_too_large"));
const isTooLarge = (error: unknown) => fieldOf(error, "code") === "FST_REQ_FILE_TOO_LARGE" || fieldOf(error, "statusCode") === 413;

/**
 * The upload of an import. A multipart body without a boundary, truncated, or whose boundary the
 * reader refuses, or whose name holds U+0000, is a 400 on `file` (never a 500); a file over UPLOAD_MAX_BYTES, even by one byte, a 413 (the reader
 * stops one byte past the limit, and only notices it between chunks).
 */
export async function readUploadedSheet(request: FastifyRequest): Promise<TUploadedSheet> {
  let part: Awaited<ReturnType<FastifyRequest["file"]>>;
  try {
    part = await request.file();
  } catch (error) {
    if (isTooLarge(error)) throw tooLarge();
    throw unreadable();
  }
  if (!part) throw badRequest({ file: [message("required")] });
  // A name holding U+0000 cannot be stored (the import's record keeps it): refused on the file, never a 500.
  if (part.filename.includes("\u0000")) {
    part.file.resume();
    throw badRequest({ file: [message("null_character")] });
  }
  let body: Buffer;
  try {
    body = await part.toBuffer();
  } catch (error) {
    if (isTooLarge(error)) throw tooLarge();
    throw unreadable();
  }
  if (part.file.truncated || body.length > UPLOAD_MAX_BYTES) throw tooLarge();
  return { filename: part.filename, body };
}
