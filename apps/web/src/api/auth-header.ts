import { readToken } from "../session/storage";

/**
 * The one place that decides whether a request carries the session token: only a request to this
 * page's own origin under /api/ does. A stored address, a redirect target or any future field pointing
 * elsewhere never receives it.
 */
export function mayCarryToken(url: string, origin: string): boolean {
  let target: URL;
  try {
    target = new URL(url, origin);
  } catch {
    return false;
  }
  if (target.origin !== new URL(origin).origin) return false;
  // Decoded and normalised by URL: "/api/../x" is "/x", so a path cannot climb out of /api/.
  return target.pathname.startsWith("/api/");
}

/** The Authorization header for a request to `url`, or none. */
export function authorizationFor(
  url: string,
  token: string | null = readToken(),
  origin: string = window.location.origin,
): Record<string, string> {
  return token && mayCarryToken(url, origin) ? { authorization: `Token ${token}` } : {};
}
