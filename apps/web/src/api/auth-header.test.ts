import { describe, expect, it } from "vitest";
import { authorizationFor, mayCarryToken } from "./auth-header";

const ORIGIN = "https://weld.example.com";

describe("the session token goes only to this origin's /api/", () => {
  it("carries it to relative and absolute /api/ paths of the same origin", () => {
    expect(mayCarryToken("/api/procedures/", ORIGIN)).toBe(true);
    expect(mayCarryToken("/api/s3/download/bevel/0190a6a8-0000-7000-8000-000000000001", ORIGIN)).toBe(true);
    expect(mayCarryToken(`${ORIGIN}/api/me/`, ORIGIN)).toBe(true);
    expect(authorizationFor("/api/me/", "secret", ORIGIN)).toEqual({ authorization: "Token secret" });
  });
  it("never carries it to another host, scheme, port or a protocol-relative address", () => {
    for (const url of [
      "https://attacker.example/api/x",
      "//attacker.example/api/x",
      "http://weld.example.com/api/x",
      "https://weld.example.com:8443/api/x",
      "https://weld.example.com.attacker.example/api/x",
      "https://weld.example.com@attacker.example/api/x",
      "javascript:alert(1)",
      "data:text/plain,hi",
    ]) {
      expect(mayCarryToken(url, ORIGIN), url).toBe(false);
      expect(authorizationFor(url, "secret", ORIGIN), url).toEqual({});
    }
  });
  it("never carries it outside /api/ on the same origin, even through dot segments or encoded slashes", () => {
    expect(mayCarryToken("/files/x.pdf", ORIGIN)).toBe(false);
    expect(mayCarryToken("/api/../uploads/x", ORIGIN)).toBe(false);
    expect(mayCarryToken("/apix/", ORIGIN)).toBe(false);
    expect(mayCarryToken("/api%2f..%2fx", ORIGIN)).toBe(false);
    expect(mayCarryToken("/%2e%2e/api/x", ORIGIN)).toBe(true); // normalised to /api/x, this origin
  });
  it("sends nothing without a token", () => {
    expect(authorizationFor("/api/me/", null, ORIGIN)).toEqual({});
  });
});
