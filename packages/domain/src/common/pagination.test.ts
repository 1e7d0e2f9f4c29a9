import { describe, expect, it } from "vitest";
import {
  COUNT_CAP,
  DEFAULT_PAGE_SIZE,
  formatCount,
  PAGE_SIZES,
  pageCount,
  parseOrdering,
  SEARCH_DEBOUNCE_MS,
  ZListQuery,
} from "./pagination.js";

describe("list contract", () => {
  it("uses the spec's page sizes and debounce", () => {
    expect(PAGE_SIZES).toEqual([10, 20, 30, 40, 50]);
    expect(PAGE_SIZES).toContain(DEFAULT_PAGE_SIZE);
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
  });
  it("parses query strings with defaults and bounds", () => {
    expect(ZListQuery.parse({})).toEqual({ page: 1, page_size: DEFAULT_PAGE_SIZE });
    expect(ZListQuery.parse({ page: "3", page_size: "50", search: " pa ", ordering: "-name" })).toEqual({
      page: 3,
      page_size: 50,
      search: "pa",
      ordering: "-name",
    });
    expect(ZListQuery.safeParse({ page: "0" }).success).toBe(false);
    expect(ZListQuery.safeParse({ page_size: "1001" }).success).toBe(false);
  });
  it("reads ordering direction", () => {
    expect(parseOrdering("-name")).toEqual({ field: "name", descending: true });
    expect(parseOrdering("name")).toEqual({ field: "name", descending: false });
  });
  it("counts pages, never fewer than one", () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(21, 10)).toBe(3);
  });
  it("shows a capped count with a plus, formatted for the language", () => {
    expect(COUNT_CAP).toBe(10_000);
    expect(formatCount({ count: 10_000, count_capped: true }, "en")).toBe("10,000+");
    expect(formatCount({ count: 10_000, count_capped: true }, "fr")).toBe("10\u202f000+");
    expect(formatCount({ count: 1234, count_capped: false }, "en")).toBe("1,234");
    expect(formatCount({ count: 7 }, "fr")).toBe("7");
  });
});
