/**
 * What a data book appends of a certificate's file, at most (docs/decisions.md "Bounded data books"): a PDF of 60,000
 * pages made one project book take 250 s, a 16,000 × 16,000 PNG 42 s and 2.8 GB. A certificate is a few pages or one
 * scan: 500 pages and 40 megapixels (an A4 scan at 600 dpi is 35 megapixels) leave room for every real one.
 */
export const CERTIFICATE_MAX_PAGES = 500;
export const CERTIFICATE_MAX_PIXELS = 40_000_000;

export type TCertificateSize = { pages: number } | { width: number; height: number };
/** Why a certificate's file is not appended when it is readable but too large; null when it may be appended. */
export type TCertificateRefusal = "too_many_pages" | "too_many_pixels" | null;

export function certificateRefusal(size: TCertificateSize): TCertificateRefusal {
  if ("pages" in size) return size.pages > CERTIFICATE_MAX_PAGES ? "too_many_pages" : null;
  return size.width * size.height > CERTIFICATE_MAX_PIXELS ? "too_many_pixels" : null;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const u16 = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const u32 = (bytes: Uint8Array, at: number) => u16(bytes, at) * 65536 + u16(bytes, at + 2);

/**
 * A PNG's or a JPEG's width and height read from its header, without decoding a pixel (PNG: the IHDR chunk; JPEG: the
 * first start-of-frame marker); null when the bytes are neither or the header is cut short.
 */
export function imageDimensions(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length >= 24 && PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) {
    // Signature, then the IHDR chunk: length (4), "IHDR" (4), width (4), height (4).
    if (String.fromCharCode(...bytes.subarray(12, 16)) !== "IHDR") return null;
    return { width: u32(bytes, 16), height: u32(bytes, 20) };
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    let at = 2;
    while (at + 9 <= bytes.length) {
      if (bytes[at] !== 0xff) return null;
      const marker = bytes[at + 1] ?? 0;
      // Fill bytes, and the markers without a length.
      if (marker === 0xff) {
        at += 1;
        continue;
      }
      if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
        at += 2;
        continue;
      }
      // Start of frame (C0–CF but C4, C8 and CC): length (2), precision (1), height (2), width (2).
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
        return { width: u16(bytes, at + 7), height: u16(bytes, at + 5) };
      if (marker === 0xd9 || marker === 0xda) return null;
      at += 2 + u16(bytes, at + 2);
    }
  }
  return null;
}

/**
 * The page count a PDF declares in its page tree's root (the largest /Count of a /Type /Pages dictionary written in
 * plain text), read without parsing the document; null when none is in plain text (a page tree inside a compressed
 * object stream): the caller then counts the pages of the parsed document.
 */
export function pdfDeclaredPages(bytes: Uint8Array): number | null {
  // Latin-1: one character a byte, so offsets and the ASCII keywords match.
  const text = new TextDecoder("latin1").decode(bytes);
  let most: number | null = null;
  for (const match of text.matchAll(/\/Count\s+(\d{1,9})/g)) {
    const around = text.slice(Math.max(0, match.index - 400), match.index + 400);
    if (!/\/Type\s*\/Pages\b/.test(around)) continue;
    const count = Number(match[1]);
    most = Math.max(most ?? 0, count);
  }
  return most;
}
