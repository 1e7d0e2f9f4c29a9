// The wasm of zxing-wasm is bundled with the app and served by our own server, never fetched from a CDN.
import wasmUrl from "zxing-wasm/reader/zxing_reader.wasm?url";

let prepared = false;

/** Reads the Data Matrix codes of a picture (a camera frame, an image file); zxing-wasm is loaded on demand. */
export async function readDataMatrix(input: ImageData | Blob): Promise<string[]> {
  const { prepareZXingModule, readBarcodes } = await import("zxing-wasm/reader");
  if (!prepared) {
    prepareZXingModule({
      overrides: { locateFile: (path: string, prefix: string) => (path.endsWith(".wasm") ? wasmUrl : prefix + path) },
    });
    prepared = true;
  }
  const results = await readBarcodes(input, { formats: ["DataMatrix"], tryHarder: true });
  return results.filter((result) => result.isValid).map((result) => result.text);
}
