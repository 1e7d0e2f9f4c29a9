// No import cycle anywhere in apps/ or packages/: every .ts/.tsx file's imports (type-only ones included, as
// `madge --circular` counts them) resolved with TypeScript's own module resolution, then the strongly connected
// components of that graph. Also the layer rule of docs/architecture.md: the server's generic layers (crud/,
// imports/, db/ but its schema, plugins/, security/) never import an area (modules/). Prints what it finds and
// exits 1; `npm test` runs it (scripts/test.mjs).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SKIPPED = new Set(["node_modules", "dist", "build", "coverage", ".vite"]);
const options = { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, allowJs: false };

function sourceFiles(folder) {
  const found = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name) || entry.name.startsWith(".")) continue;
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) found.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")) found.push(full);
  }
  return found;
}

const files = ["apps", "packages"].flatMap((folder) => sourceFiles(path.join(root, folder)));
const known = new Set(files);
const edges = new Map();
for (const file of files) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
  const targets = new Set();
  for (const { fileName } of importedFiles) {
    const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule?.resolvedFileName;
    // Workspace packages resolve through node_modules links to their real files.
    const real = resolved ? (ts.sys.realpath?.(resolved) ?? resolved) : undefined;
    if (real && known.has(real)) targets.add(real);
  }
  edges.set(file, [...targets]);
}

// Tarjan's strongly connected components: a component of more than one file (or a file importing itself) is a cycle.
let index = 0;
const indexOf = new Map();
const lowOf = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];
function visit(file) {
  indexOf.set(file, index);
  lowOf.set(file, index);
  index += 1;
  stack.push(file);
  onStack.add(file);
  for (const target of edges.get(file)) {
    if (!indexOf.has(target)) {
      visit(target);
      lowOf.set(file, Math.min(lowOf.get(file), lowOf.get(target)));
    } else if (onStack.has(target)) lowOf.set(file, Math.min(lowOf.get(file), indexOf.get(target)));
  }
  if (lowOf.get(file) !== indexOf.get(file)) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    onStack.delete(member);
    component.push(member);
  } while (member !== file);
  if (component.length > 1 || edges.get(file).includes(file)) cycles.push(component);
}
for (const file of files) if (!indexOf.has(file)) visit(file);

const relative = (file) => path.relative(root, file);
const server = "apps/server/src/";
const GENERIC = ["crud/", "imports/", "history/", "db/", "plugins/", "security/"].map((folder) => server + folder);
const isGeneric = (file) => GENERIC.some((folder) => file.startsWith(folder)) && !file.startsWith(`${server}db/schema/`);
const layerBreaches = [...edges].flatMap(([file, targets]) =>
  isGeneric(relative(file))
    ? targets
        .filter((target) => relative(target).startsWith(`${server}modules/`))
        .map((target) => `${relative(file)} → ${relative(target)}`)
    : [],
);
if (cycles.length > 0) {
  console.error(`${cycles.length} import cycle(s):`);
  for (const component of cycles) console.error(`  ${component.map(relative).sort().join("\n    ")}`);
}
if (layerBreaches.length > 0) {
  console.error(`${layerBreaches.length} import(s) of an area from a generic layer (docs/architecture.md):`);
  for (const breach of layerBreaches) console.error(`  ${breach}`);
}
if (cycles.length > 0 || layerBreaches.length > 0) process.exit(1);
console.log(`No import cycle in ${files.length} files of apps/ and packages/; no generic layer of the server imports an area.`);
