import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { markdownTable, type TBenchSection } from "../context.js";

const dist = path.resolve(import.meta.dirname, "../../../web/dist");

/** The JavaScript the login route loads: the entry script and the chunks index.html preloads. */
export const webBundleSection: TBenchSection = {
  title: "Web bundle",
  async run() {
    const index = path.join(dist, "index.html");
    if (!existsSync(index)) return "Skipped: build the web app first (`npm run build`).";
    const html = readFileSync(index, "utf8");
    const scripts = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/?([^"]+\.js)"/g)].map(
      (m) => m[1] as string,
    );
    const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/?([^"]+\.css)"/g)].map((m) => m[1] as string);
    const size = (file: string) => {
      const bytes = readFileSync(path.join(dist, file));
      return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    };
    const rows = [...scripts, ...styles].map((file) => {
      const { raw, gzip } = size(file);
      return [file, (raw / 1024).toFixed(1), (gzip / 1024).toFixed(1)];
    });
    const jsGzip = scripts.reduce((sum, file) => sum + size(file).gzip, 0);
    return [
      `Files /login loads before it renders (from apps/web/dist/index.html; the signed-in app is a separate chunk). JavaScript, gzip: **${(jsGzip / 1024).toFixed(1)} KB**.`,
      "",
      markdownTable(["file", "KB", "KB gzip"], rows),
      "",
      "Goal: login route ≤ 250 KB of JavaScript gzip.",
    ].join("\n");
  },
};
