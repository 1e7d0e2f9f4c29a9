import { describe, expect, it } from "vitest";
import { containsEmailName, isPasswordAcceptable, PASSWORD_MIN, PASSWORD_MIN_SCORE, passwordEmailOverlap } from "./auth.js";

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
  it("passwordEmailOverlap: 'inside' for a password that is part of the address (its first 12 characters, its name, case ignored, 4 characters on)", () => {
    const email = "Marguerite.Fontaine@client.example";
    expect(passwordEmailOverlap("marguerite.f", [email])).toBe("inside");
    expect(passwordEmailOverlap("FONTAINE@CLIENT", [email])).toBe("inside");
    expect(passwordEmailOverlap("client.example", [email])).toBe("inside");
    expect(passwordEmailOverlap("e@cl", [email])).toBe("inside");
    expect(passwordEmailOverlap("e@c", [email])).toBeNull();
  });
  it("passwordEmailOverlap: 'contains' for a password holding the address's name or the whole address; null for an unrelated one or no address", () => {
    expect(passwordEmailOverlap("x-Marguerite.Fontaine-2026", ["marguerite.fontaine@client.example"])).toBe("contains");
    expect(passwordEmailOverlap("inspector@demo.example!", ["inspector@demo.example"])).toBe("contains");
    expect(passwordEmailOverlap("quiet-tanker-orbit-71", ["inspector@demo.example"])).toBeNull();
    expect(passwordEmailOverlap("quiet-tanker-orbit-71", [null, undefined, ""])).toBeNull();
  });
  it("passwordEmailOverlap checks every address given: a new address set with the password counts too", () => {
    expect(passwordEmailOverlap("newname.jon", ["old@client.example", "newname.jones@client.example"])).toBe("inside");
  });
});
