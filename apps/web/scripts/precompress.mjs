// After `vite build`: a .br and a .gz beside each text asset, so the server (@fastify/static preCompressed)
// sends compressed bytes without compressing on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const dist = path.resolve(import.meta.dirname, "../dist");
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;
/** Below this, headers cost more than compression saves. */
const MIN_BYTES = 1024;

const files = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });

let count = 0;
for (const file of files(dist)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const bytes = readFileSync(file);
  if (bytes.length < MIN_BYTES) continue;
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  count += 1;
}
console.log(`precompressed ${count} files in ${path.relative(process.cwd(), dist)} (.br, .gz)`);
