import { describe, expect, it } from "vitest";
import {
  CERTIFICATE_MAX_PAGES,
  CERTIFICATE_MAX_PIXELS,
  certificateRefusal,
  imageDimensions,
  pdfDeclaredPages,
} from "./certificate-limits.js";

/** A PNG's signature and IHDR chunk (what imageDimensions reads), then nothing. */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
}

/** A JPEG's start, an APP0 segment, a DQT-like segment, then a baseline start of frame. */
function jpegHeader(width: number, height: number, frame = 0xc0): Uint8Array {
  const app0 = [0xff, 0xe0, 0, 16, ...new Array(14).fill(0)];
  const dht = [0xff, 0xc4, 0, 4, 0, 0];
  const sof = [0xff, frame, 0, 11, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0];
  return new Uint8Array([0xff, 0xd8, ...app0, ...dht, ...sof]);
}

const ascii = (text: string) => new TextEncoder().encode(text);

describe("certificate limits of a data book", () => {
  it("refuses more than 500 pages and more than 40 megapixels; accepts up to them", () => {
    expect(CERTIFICATE_MAX_PAGES).toBe(500);
    expect(CERTIFICATE_MAX_PIXELS).toBe(40_000_000);
    expect(certificateRefusal({ pages: 500 })).toBeNull();
    expect(certificateRefusal({ pages: 501 })).toBe("too_many_pages");
    expect(certificateRefusal({ width: 8000, height: 5000 })).toBeNull();
    expect(certificateRefusal({ width: 8000, height: 5001 })).toBe("too_many_pixels");
    expect(certificateRefusal({ width: 16_000, height: 16_000 })).toBe("too_many_pixels");
  });

  it("imageDimensions reads a PNG's width and height from its IHDR header, without pixels", () => {
    expect(imageDimensions(pngHeader(16_000, 16_000))).toEqual({ width: 16_000, height: 16_000 });
    expect(imageDimensions(pngHeader(1, 2))).toEqual({ width: 1, height: 2 });
    expect(imageDimensions(pngHeader(1, 2).subarray(0, 20))).toBeNull();
  });

  it("imageDimensions reads a JPEG's from its first start of frame (baseline or progressive), past the other segments", () => {
    expect(imageDimensions(jpegHeader(4961, 7016))).toEqual({ width: 4961, height: 7016 });
    expect(imageDimensions(jpegHeader(65_000, 65_000, 0xc2))).toEqual({ width: 65_000, height: 65_000 });
    expect(imageDimensions(jpegHeader(10, 10).subarray(0, 30))).toBeNull();
  });

  it("imageDimensions answers null for anything else", () => {
    expect(imageDimensions(ascii("%PDF-1.7"))).toBeNull();
    expect(imageDimensions(new Uint8Array())).toBeNull();
  });

  it("pdfDeclaredPages reads the page tree root's /Count written in plain text, not an outline's; null when none is", () => {
    const tree = "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj 2 0 obj << /Type /Pages /Kids [3 0 R] /Count 60000 >> endobj";
    expect(pdfDeclaredPages(ascii(`%PDF-1.7 ${tree}`))).toBe(60_000);
    const child = "4 0 obj <</Type/Pages/Parent 2 0 R/Count 12/Kids[]>> endobj";
    expect(pdfDeclaredPages(ascii(`%PDF-1.7 ${tree} ${child}`))).toBe(60_000);
    expect(pdfDeclaredPages(ascii("%PDF-1.7 5 0 obj << /Type /Outlines /Count 900 >> endobj"))).toBeNull();
    expect(pdfDeclaredPages(ascii("%PDF-1.7 compressed"))).toBeNull();
  });
});
