import { describe, expect, it, vi } from "vitest";
import { ReadCache } from "../src/db/read-caches.js";

describe("ReadCache", () => {
  it("clears one client's entries and keeps the others'", () => {
    const cache = new ReadCache<number>(60_000);
    cache.set("a1", 1, cache.mark(), "a");
    cache.set("b1", 2, cache.mark(), "b");
    cache.clearClient("a");
    expect(cache.get("a1")).toBeUndefined();
    expect(cache.get("b1")).toBe(2);
  });

  it("refuses a value looked up before its own client was cleared, and stores one whose client was not", () => {
    const cache = new ReadCache<number>(60_000);
    const before = cache.mark();
    cache.clearClient("a");
    cache.set("a1", 1, before, "a");
    cache.set("b1", 2, before, "b");
    expect(cache.get("a1")).toBeUndefined();
    expect(cache.get("b1")).toBe(2);
    const later = cache.mark();
    cache.set("a2", 3, later, "a");
    expect(cache.get("a2")).toBe(3);
  });

  it("refuses every value looked up before a full clear", () => {
    const cache = new ReadCache<number>(60_000);
    const before = cache.mark();
    cache.clear();
    cache.set("a1", 1, before, "a");
    expect(cache.get("a1")).toBeUndefined();
  });

  it("forgets a value after its lifetime, and stores nothing with a lifetime of 0", () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      const cache = new ReadCache<number>(5_000);
      cache.set("a1", 1, cache.mark(), "a");
      vi.setSystemTime(Date.now() + 4_999);
      expect(cache.get("a1")).toBe(1);
      vi.setSystemTime(Date.now() + 2);
      expect(cache.get("a1")).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
    const off = new ReadCache<number>(0);
    off.set("a1", 1, off.mark(), "a");
    expect(off.get("a1")).toBeUndefined();
  });

  it("starts over when full rather than growing", () => {
    const cache = new ReadCache<number>(60_000, 2);
    cache.set("a1", 1, cache.mark(), "a");
    cache.set("a2", 2, cache.mark(), "a");
    cache.set("a3", 3, cache.mark(), "a");
    expect(cache.get("a1")).toBeUndefined();
    expect(cache.get("a3")).toBe(3);
  });
});
