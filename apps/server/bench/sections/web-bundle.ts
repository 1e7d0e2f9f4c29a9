import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { markdownTable, type TBenchSection } from "../context.js";

const dist = path.resolve(import.meta.dirname, "../../../web/dist");

/** Chunks a chunk imports statically (`import{…}from"./x.js"`, `import"./x.js"`), not its dynamic `import("./x.js")`. */
function staticImports(code: string): string[] {
  return [...code.matchAll(/\bimport\s*(?:[^"'();]*?\bfrom\s*)?["']\.\/([\w.-]+\.js)["']/g)].map((m) => `assets/${m[1]}`);
}

/** The file and, transitively, every chunk it imports statically: what the browser must load before running it. */
function withStaticImports(files: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of staticImports(readFileSync(path.join(dist, file), "utf8"))) visit(imported);
  };
  for (const file of files) visit(file);
  return [...seen];
}

/**
 * The JavaScript the login route loads: the entry script, the chunks index.html preloads and every chunk they import
 * statically; and, for a user whose stored language is French, the French catalogue chunk the app waits for before
 * its first paint (src/main.tsx). Null when the web app is not built. The e2e suite checks the budget with it.
 */
export function loginFiles(): { scripts: string[]; frenchScripts: string[]; styles: string[] } | null {
  const index = path.join(dist, "index.html");
  if (!existsSync(index)) return null;
  const html = readFileSync(index, "utf8");
  const scripts = withStaticImports(
    [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/?([^"]+\.js)"/g)].map((m) => m[1] as string),
  );
  const french = readdirSync(path.join(dist, "assets")).find((file) => /^fr-[\w-]+\.js$/.test(file));
  const frenchScripts = french ? withStaticImports([`assets/${french}`]).filter((file) => !scripts.includes(file)) : [];
  const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/?([^"]+\.css)"/g)].map((m) => m[1] as string);
  return { scripts, frenchScripts, styles };
}

/** Bytes of these dist files once gzipped (level 9, as the precompressed files). */
export function gzipBytes(files: readonly string[]): number {
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length, 0);
}

export const webBundleSection: TBenchSection = {
  title: "Web bundle",
  async run() {
    const files = loginFiles();
    if (!files) return "Skipped: build the web app first (`npm run build`).";
    const { scripts, frenchScripts, styles } = files;
    const size = (file: string) => ({ raw: readFileSync(path.join(dist, file)).length, gzip: gzipBytes([file]) });
    const rows = [...scripts, ...styles, ...frenchScripts].map((file) => {
      const { raw, gzip } = size(file);
      const note = frenchScripts.includes(file) ? " (French only)" : "";
      return [`${file}${note}`, (raw / 1024).toFixed(1), (gzip / 1024).toFixed(1)];
    });
    const kilobytes = (list: string[]) => (gzipBytes(list) / 1024).toFixed(1);
    return [
      `Files /login loads before it renders (from apps/web/dist/index.html and the chunks those import statically; the signed-in app and the French catalogue are separate chunks). JavaScript, gzip: **${kilobytes(scripts)} KB** in English; **${kilobytes([...scripts, ...frenchScripts])} KB** with French stored (the app waits for the French catalogue before its first paint).`,
      "",
      markdownTable(["file", "KB", "KB gzip"], rows),
      "",
      "Goal: login route ≤ 250 KB of JavaScript gzip.",
    ].join("\n");
  },
};
