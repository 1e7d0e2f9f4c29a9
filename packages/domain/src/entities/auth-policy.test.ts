import { describe, expect, it } from "vitest";
import { isPasswordAcceptable, PASSWORD_MIN, PASSWORD_MIN_SCORE } from "./auth.js";

describe("password policy: at least 12 characters, or a strength score of at least 3", () => {
  it("accepts 12 characters whatever their score", () => {
    expect(PASSWORD_MIN).toBe(12);
    expect(isPasswordAcceptable("aaaaaaaaaaaa", 0)).toBe(true);
  });
  it("accepts a shorter password only with a score of 3 or 4", () => {
    expect(PASSWORD_MIN_SCORE).toBe(3);
    expect(isPasswordAcceptable("Tq7#vL9!zP", 3)).toBe(true);
    expect(isPasswordAcceptable("Tq7#vL9!zP", 4)).toBe(true);
    expect(isPasswordAcceptable("password1", 2)).toBe(false);
    expect(isPasswordAcceptable("aaaaaaaaaaa", 0)).toBe(false);
  });
});
