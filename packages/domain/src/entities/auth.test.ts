import { describe, expect, it } from "vitest";
import "../index.js";
import { dataUrlBytes, IMAGE_MAX_BYTES, ZProfileUpdate } from "./auth.js";
import { splitLines } from "./catalogues.js";

const png = (bytes: number) => `data:image/png;base64,${Buffer.alloc(bytes).toString("base64")}`;

describe("profile picture (spec: at most 2,000,000 bytes)", () => {
  it("measures the decoded size of a data URL", () => {
    expect(dataUrlBytes(png(10))).toBe(10);
    expect(dataUrlBytes(png(11))).toBe(11);
    expect(dataUrlBytes(png(12))).toBe(12);
  });
  it("accepts exactly the limit and refuses one byte more with the spec's message", () => {
    const base = { first_name: "A", last_name: "B", email: "a@b.test" };
    expect(ZProfileUpdate.safeParse({ ...base, photo: png(IMAGE_MAX_BYTES) }).success).toBe(true);
    const tooBig = ZProfileUpdate.safeParse({ ...base, photo: png(IMAGE_MAX_BYTES + 1) });
    expect(tooBig.error?.issues[0]?.message).toBe("File is too big!");
    const notImage = ZProfileUpdate.safeParse({ ...base, photo: "data:text/plain;base64,aGVsbG8=" });
    expect(notImage.error?.issues[0]?.message).toBe("Only images are accepted.");
  });
});

describe("standards, one per line", () => {
  it("splits and trims, dropping blank lines", () => {
    expect(splitLines("ISO 6947\r\n\n  ASME IX  \n")).toEqual(["ISO 6947", "ASME IX"]);
    expect(splitLines(null)).toEqual([]);
  });
});
