import { describe, expect, it } from "vitest";
import { z } from "zod";
import "../index.js";
import { checkDecimal, decimalPattern, isValidFraction, zName, zText } from "./fields.js";
import { between, MESSAGES, maxDigits } from "./messages.js";

describe("decimal input (spec §5)", () => {
  it("accepts an optional minus, digits and at most 3 decimals by default", () => {
    expect(decimalPattern().test("12.345")).toBe(true);
    expect(decimalPattern().test("-0.5")).toBe(true);
    expect(decimalPattern().test("12.3456")).toBe(false);
    expect(decimalPattern(0).test("7")).toBe(true);
    expect(decimalPattern(0).test("7.1")).toBe(false);
  });
  it("gives the spec's messages", () => {
    expect(checkDecimal("abc")).toBe(MESSAGES.notNumeric);
    expect(checkDecimal("abc")).toBe("Is not numeric");
    expect(checkDecimal("1234", { digits: 3 })).toBe("Max 3 digits");
    expect(maxDigits(1)).toBe("Max 1 digit(s)");
    expect(checkDecimal("12", { min: 0, max: 10 })).toBe("Value must be between 0 and 10");
    expect(between(-500, 500)).toBe("Value must be between -500 and 500");
    expect(checkDecimal("1.25", { decimals: 2, min: 0, max: 10 })).toBeNull();
    expect(checkDecimal("")).toBeNull();
  });
});

describe("fractions (spec: integer/integer with a non-zero denominator)", () => {
  it("accepts and refuses the right shapes", () => {
    expect(isValidFraction("1/16")).toBe(true);
    expect(isValidFraction("3 / 32")).toBe(true);
    expect(isValidFraction("1/0")).toBe(false);
    expect(isValidFraction("0.5")).toBe(false);
    expect(isValidFraction("1/2/3")).toBe(false);
  });
});

describe("shared validation messages", () => {
  it("answers Required for a missing or blank name, and limits length", () => {
    const schema = z.object({ name: zName() });
    const missing = schema.safeParse({});
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.message).toBe("Required");
    expect(schema.safeParse({ name: "   " }).error?.issues[0]?.message).toBe("Required");
    expect(schema.safeParse({ name: "x".repeat(256) }).error?.issues[0]?.message).toBe("Max 255 characters");
    expect(schema.parse({ name: "  PA  " })).toEqual({ name: "PA" });
  });
  it("turns empty optional text into null", () => {
    const schema = z.object({ description: zText() });
    expect(schema.parse({ description: "" })).toEqual({ description: null });
    expect(schema.parse({})).toEqual({ description: null });
    expect(schema.parse({ description: " Flat " })).toEqual({ description: "Flat" });
  });
  it("says Is not numeric for a number field given text", () => {
    const schema = z.object({ value: z.number() });
    expect(schema.safeParse({ value: "abc" }).error?.issues[0]?.message).toBe("Is not numeric");
  });
});
