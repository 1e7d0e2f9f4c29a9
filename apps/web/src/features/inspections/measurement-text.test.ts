import { describe, expect, it } from "vitest";
import { formatNumber } from "../../i18n/format";
import { limitsText } from "./measurement-text";

describe("limitsText", () => {
  const french = (value: number) => formatNumber(value, "fr");

  it("writes a two-sided range with the reader's decimal mark: 0,5 – 1,6 mm in French, 0.5 – 1.6 mm in English", () => {
    const limits = { min: 0.5, max: 1.6, unit: "mm" };
    expect(limitsText(limits, ["measure"], french)).toBe("0,5 – 1,6 mm");
    expect(limitsText(limits, ["measure"], (value) => formatNumber(value, "en"))).toBe("0.5 – 1.6 mm");
  });

  it("writes one-sided ranges as ≤ max or ≥ min, and each measured field's range joined by ·", () => {
    expect(limitsText({ max: 1.6, unit: "mm" }, ["measure"], french)).toBe("≤ 1,6 mm");
    expect(limitsText({ min: 3600.5, unit: "s" }, ["measure"], french)).toBe("≥ 3600,5 s");
    const values = { a: { min: 1.5, max: null, unit: "%" }, b: { min: null, max: 2.25, unit: "%" } };
    expect(limitsText({ values }, ["a", "b"], french)).toBe("≥ 1,5 % · ≤ 2,25 %");
  });
});
