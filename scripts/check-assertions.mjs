// Type assertions (`x as T`, `<T>x`; `as const` is not one) per 1,000 lines of the server's, the web app's and the
// domain's source (tests aside): types should flow from the zod schemas and Drizzle tables, so an assertion is the
// exception. Each root is held to the agreed ceiling on its own; fails above it.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const ROOTS = ["apps/server/src", "apps/web/src", "packages/domain/src"];
const CEILING = 8;

const files = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return files(file);
    return /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) ? [file] : [];
  });

let failed = false;
for (const root of ROOTS) {
  let assertions = 0;
  let lines = 0;
  const perFile = [];
  for (const file of files(root)) {
    const text = readFileSync(file, "utf8");
    lines += text.split("\n").length;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    let count = 0;
    const visit = (node) => {
      if (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) {
        const isConst = ts.isTypeReferenceNode(node.type) && node.type.typeName.getText(source) === "const";
        if (!isConst) count += 1;
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    assertions += count;
    if (count > 0) perFile.push([count, file]);
  }

  const rate = (assertions / lines) * 1000;
  console.log(`${assertions} type assertions in ${lines} lines of ${root}: ${rate.toFixed(1)} per 1,000 (ceiling ${CEILING})`);
  if (rate > CEILING) {
    perFile.sort((a, b) => b[0] - a[0]);
    for (const [count, file] of perFile.slice(0, 10)) console.log(`  ${count} ${file}`);
    failed = true;
  }
}
if (failed) process.exit(1);
