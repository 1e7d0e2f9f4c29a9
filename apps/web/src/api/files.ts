import type { TFileKind, TStoredFile } from "@weldtrace/domain";
import { authorizationFor } from "./auth-header";
import type { TApiResponse } from "./client";

/** POST /api/s3/upload/ (multipart field "file"); failures are returned like every other call. */
export async function uploadFile(file: File, kind: TFileKind = "general"): Promise<TApiResponse<TStoredFile | { detail?: string }>> {
  const form = new FormData();
  form.append("kind", kind);
  form.append("file", file);
  try {
    const response = await fetch("/api/s3/upload/", {
      method: "POST",
      headers: authorizationFor("/api/s3/upload/"),
      body: form,
    });
    const data = (await response.json().catch(() => null)) as TStoredFile | { detail?: string };
    return { ok: response.ok, status: response.status, data };
  } catch {
    return { ok: false, status: 0, data: { detail: "A connectivity problem has been detected !" } };
  }
}

/** The download address of a stored file, from its id (file fields hold ids, never addresses). */
export function storedFileUrl(kind: TFileKind, id: string): string {
  return `/api/s3/download/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`;
}

/**
 * Downloads need the token header, so the file is fetched and handed to the browser as a blob. The header
 * goes only where authorizationFor allows it (this origin's /api/).
 */
export async function downloadFile(url: string, filename: string): Promise<boolean> {
  const response = await fetch(url, { headers: authorizationFor(url) });
  if (!response.ok) return false;
  saveBlob(await response.blob(), filename);
  return true;
}

/** Hands bytes made or fetched here to the browser as a download. */
export function saveBlob(blob: Blob, filename: string): void {
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = filename;
  link.click();
  URL.revokeObjectURL(link.href);
}

/** A stored file's bytes and type, or null when it cannot be had (no bytes stored, no right, no network). */
export async function fetchStoredFile(kind: TFileKind, id: string): Promise<{ bytes: ArrayBuffer; contentType: string } | null> {
  const url = storedFileUrl(kind, id);
  const response = await fetch(url, { headers: authorizationFor(url) }).catch(() => null);
  if (!response?.ok) return null;
  return { bytes: await response.arrayBuffer(), contentType: response.headers.get("content-type") ?? "" };
}
