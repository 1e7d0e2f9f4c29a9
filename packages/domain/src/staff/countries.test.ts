import { describe, expect, it } from "vitest";
import { z } from "zod";
import { COUNTRY_CODES, countryLabels, parseCountries } from "./countries.js";
import { zCountries } from "./welders.js";

describe("countries", () => {
  it("are the 249 ISO 3166-1 codes", () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(COUNTRY_CODES).toContain("FR");
    expect(COUNTRY_CODES).not.toContain("EU");
  });
  it("are read from a semicolon-joined text, upper-cased, without repeats", () => {
    expect(parseCountries(" fr;DE;;FR ")).toEqual(["FR", "DE"]);
  });
  it("show by name in the reader's language, joined with ' - '", () => {
    expect(countryLabels("FR;DE", "en")).toBe("France - Germany");
    expect(countryLabels("FR;DE", "fr")).toBe("France - Allemagne");
  });
  it("are stored normalised and refuse an unknown code", () => {
    const schema = z.object({ country: zCountries() });
    expect(schema.parse({ country: "fr; de" }).country).toBe("FR;DE");
    const result = schema.safeParse({ country: "FR;XX" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Unknown country code: XX.");
  });
});
