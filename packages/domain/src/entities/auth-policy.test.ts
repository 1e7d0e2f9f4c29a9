import { describe, expect, it } from "vitest";
import { containsEmailName, isPasswordAcceptable, PASSWORD_MIN, PASSWORD_MIN_SCORE } from "./auth.js";

describe("password policy: at least 10 characters and a strength score of at least 3", () => {
  it("refuses a long password that is easy to guess, whatever its length", () => {
    expect(PASSWORD_MIN_SCORE).toBe(3);
    expect(isPasswordAcceptable("aaaaaaaaaaaa", 0)).toBe(false);
    expect(isPasswordAcceptable("passwordpassword", 0)).toBe(false);
    expect(isPasswordAcceptable("123456789012", 1)).toBe(false);
  });
  it("accepts a password of 10 characters or more with a score of 3 or 4, and nothing shorter", () => {
    expect(PASSWORD_MIN).toBe(10);
    expect(isPasswordAcceptable("Tq7#vL9!zP", 3)).toBe(true);
    expect(isPasswordAcceptable("Tq7#vL9!zP", 4)).toBe(true);
    expect(isPasswordAcceptable("Tq7#vL9!z", 4)).toBe(false);
  });
  it("finds the name of an email address in a password, case ignored, from 3 characters on", () => {
    expect(containsEmailName("Inspector-2026-orbit", "inspector@demo.example")).toBe(true);
    expect(containsEmailName("quiet-tanker-orbit-71", "inspector@demo.example")).toBe(false);
    expect(containsEmailName("jo-tanker-orbit-71", "jo@demo.example")).toBe(false);
    expect(containsEmailName("anything", null)).toBe(false);
  });
});
