import { describe, expect, it } from "vitest";
import { contentSecurityDirectives, tileImageSource } from "../src/security/headers.js";

describe("Content-Security-Policy from MAP_TILE_URL", () => {
  it("allows images from the tile host only, a {s} subdomain as a wildcard", () => {
    expect(tileImageSource("https://tile.openstreetmap.org/{z}/{x}/{y}.png")).toBe("https://tile.openstreetmap.org");
    expect(tileImageSource("https://{s}.tile.example.org/{z}/{x}/{y}.png")).toBe("https://*.tile.example.org");
    expect(tileImageSource("http://tiles.local:8081/{z}/{x}/{y}.png")).toBe("http://tiles.local:8081");
    expect(tileImageSource("javascript:alert(1)")).toBe("");
    expect(tileImageSource("not a url")).toBe("");
  });
  it("never allows inline or remote scripts nor eval (only WebAssembly compilation, for the label reader), and forbids framing", () => {
    const directives = contentSecurityDirectives("https://tile.openstreetmap.org/{z}/{x}/{y}.png");
    expect(directives["script-src"]).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(directives["frame-ancestors"]).toEqual(["'none'"]);
    expect(directives["img-src"]).toContain("https://tile.openstreetmap.org");
    expect(contentSecurityDirectives("bogus")["img-src"]).toEqual(["'self'", "data:", "blob:"]);
  });
});
