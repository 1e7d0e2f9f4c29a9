import { MESSAGE_CATALOGUE, messageText } from "../messages/catalogue.js";
/** Spec §5: upload limit 10 MB. */
export const UPLOAD_MAX_BYTES = 10_485_760;
/** Spec §5: allowed extensions, case-insensitive. */
export const ALLOWED_EXTENSIONS = [
  "png",
  "pdf",
  "csv",
  "ppt",
  "pptx",
  "txt",
  "jpeg",
  "jpg",
  "xls",
  "xlsx",
  "doc",
  "docx",
  "json",
  "xml",
  "docm",
] as const;
export const IMAGE_EXTENSIONS = ["jpg", "jpeg", "png", "gif", "bmp"] as const;
/** Spec §7: kinds named in download and delete calls. */
export const FILE_KINDS = ["general", "bevel", "fitUp", "heatTreatment", "flawAttachments", "document"] as const;
export type TFileKind = (typeof FILE_KINDS)[number];

export const FILE_MESSAGES = {
  tooBig: MESSAGE_CATALOGUE.file_too_large,
  invalidType: messageText("invalid_file_type", { types: ALLOWED_EXTENSIONS.join(", ") }),
  contentMismatch: MESSAGE_CATALOGUE.content_mismatch,
  missing: MESSAGE_CATALOGUE.file_missing,
  /** A malformed or truncated multipart body. */
  unreadable: MESSAGE_CATALOGUE.file_unreadable,
  /** A file field holds the id of a file uploaded with POST /api/s3/upload/, never an address typed by a client. */
  storedFileOnly: MESSAGE_CATALOGUE.stored_file_only,
} as const;

export function fileExtension(filename: string): string {
  const dot = filename.lastIndexOf(".");
  return dot >= 0 ? filename.slice(dot + 1).toLowerCase() : "";
}

export function isAllowedFile(filename: string): boolean {
  return (ALLOWED_EXTENSIONS as readonly string[]).includes(fileExtension(filename));
}

export function isImageFile(filename: string): boolean {
  return (IMAGE_EXTENSIONS as readonly string[]).includes(fileExtension(filename));
}

export interface TStoredFile {
  id: string;
  url: string;
  filename: string;
  size: number;
  content_type: string;
  kind: TFileKind;
  created_at: string;
}
