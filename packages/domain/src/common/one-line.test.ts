import { describe, expect, it } from "vitest";
import { oneLine } from "./one-line.js";

describe("oneLine: a value written on one line of a mail", () => {
  it("turns CR, LF, CRLF, tabs, NEL, the Unicode line and paragraph separators and other control characters into one space", () => {
    expect(oneLine("P1\r\nBcc: x@y.z")).toBe("P1 Bcc: x@y.z");
    expect(oneLine("a\nb\rc\td")).toBe("a b c d");
    expect(oneLine("a \r\n\r\n  b")).toBe("a b");
    expect(oneLine("a\u0085b\u2028c\u2029d\u0000e\u001bf\u007fg")).toBe("a b c d e f g");
  });
  it("trims the ends and keeps an ordinary name, its inner spaces and accents as they are", () => {
    expect(oneLine("\r\n WPS-12 soudure  bord à bord \n")).toBe("WPS-12 soudure  bord à bord");
    expect(oneLine("")).toBe("");
  });
});
