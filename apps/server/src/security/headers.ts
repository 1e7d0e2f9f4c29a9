/**
 * The Content-Security-Policy of the web app and the API, built in one place. No inline script, no
 * framing; Mantine writes its styles at run time, so style-src allows inline styles (scripts never).
 * Map tiles come from MAP_TILE_URL: img-src allows that host and nothing else outside this origin.
 */
export function contentSecurityDirectives(mapTileUrl: string): Record<string, string[]> {
  return {
    "default-src": ["'self'"],
    // 'wasm-unsafe-eval' lets the page compile WebAssembly (the label reader, zxing-wasm, served from 'self'); it
    // allows neither eval() nor inline scripts.
    "script-src": ["'self'", "'wasm-unsafe-eval'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", tileImageSource(mapTileUrl)].filter((source) => source !== ""),
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'"],
    "worker-src": ["'self'", "blob:"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
}

/**
 * The CSP source of a Leaflet tile URL template: its scheme and host, a `{s}` subdomain becoming `*`
 * (https://{s}.tile.example.org/{z}/{x}/{y}.png → https://*.tile.example.org). An unreadable URL allows nothing.
 */
export function tileImageSource(template: string): string {
  const withSubdomain = template.replace(/\{s\}/g, "subdomain-placeholder");
  let url: URL;
  try {
    url = new URL(withSubdomain.replace(/\{[a-z]+\}/gi, "0"));
  } catch {
    return "";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return "";
  return `${url.protocol}//${url.host.replace("subdomain-placeholder", "*")}`;
}
