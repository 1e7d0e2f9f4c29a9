import { describe, expect, it } from "vitest";
import { shortId } from "./short-id.js";

describe("short ids (spec §9: 8 characters in lists)", () => {
  it("is the last 8 characters of the id, hyphens left out; empty for no id", () => {
    expect(shortId("0192f1c2-aaaa-7bbb-8ccc-123456789abc")).toBe("56789abc");
    expect(shortId("0192f1c2-aaaa-7bbb-8ccc-123456789abc", 4)).toBe("9abc");
    expect(shortId(null)).toBe("");
    expect(shortId(undefined)).toBe("");
  });

  it("tells apart 200 uuid v7 made in the same millisecond, where the first 12 characters (the time) are all the same", () => {
    // uuid v7: 48 bits of milliseconds, the version, then random bits.
    const ids = Array.from({ length: 200 }, () => {
      const random = crypto.randomUUID().replaceAll("-", "");
      return `0192f1c2-aaaa-7${random.slice(0, 3)}-8${random.slice(3, 6)}-${random.slice(6, 18)}`;
    });
    expect(new Set(ids.map((id) => id.slice(0, 8))).size).toBe(1);
    expect(new Set(ids.map((id) => shortId(id))).size).toBe(200);
  });
});
