import { describe, expect, it } from "vitest";
import { TAG_PALETTE, tagContrast, textColorOn } from "./contrast";
import { editedBodyValue, shownNumberText, toBodyValue, toFormValue } from "./form-values";

describe("form values", () => {
  it("hold numbers as typed text and send numbers, null when empty, the text when not numeric", () => {
    const field = { kind: "number" as const };
    expect(toFormValue(field, 1.25)).toBe("1.25");
    expect(toFormValue(field, null)).toBe("");
    expect(toBodyValue(field, "1.25")).toBe(1.25);
    expect(toBodyValue(field, "1,5")).toBe(1.5);
    expect(toBodyValue(field, "  ")).toBeNull();
    expect(toBodyValue(field, "abc")).toBe("abc");
  });
  it("show a number's decimal point as a comma in French only, and read back either", () => {
    expect(shownNumberText("323.9", "fr")).toBe("323,9");
    expect(shownNumberText("323.9", "en")).toBe("323.9");
    expect(shownNumberText("12", "fr")).toBe("12");
    expect(toBodyValue({ kind: "number" }, shownNumberText("323.9", "fr"))).toBe(323.9);
  });
  it("keep booleans, id lists and optional links", () => {
    expect(toFormValue({ kind: "boolean" }, true)).toBe(true);
    expect(toFormValue({ kind: "boolean" }, null)).toBe(false);
    expect(toFormValue({ kind: "references" }, ["a", "b"])).toEqual(["a", "b"]);
    expect(toFormValue({ kind: "references" }, null)).toEqual([]);
    expect(toFormValue({ kind: "reference" }, "")).toBeNull();
    expect(toBodyValue({ kind: "file" }, "")).toBeNull();
    expect(toBodyValue({ kind: "date" }, "")).toBeNull();
    expect(toBodyValue({ kind: "date" }, "2027-06-30")).toBe("2027-06-30");
  });
  it("hold a choice as its value, null when none is picked", () => {
    expect(toFormValue({ kind: "choice" }, "DD/MM/YYYY")).toBe("DD/MM/YYYY");
    expect(toFormValue({ kind: "choice" }, null)).toBeNull();
    expect(toBodyValue({ kind: "choice" }, null)).toBeNull();
    expect(toBodyValue({ kind: "password" }, "s3cret-pass")).toBe("s3cret-pass");
  });
});

describe("tag pills (black or white text, whichever contrasts more)", () => {
  it("put black text on #1c7ed6 and #fa5252, where white was 4.19:1 and 3.28:1, and keep white on dark colours", () => {
    expect(textColorOn("#1c7ed6")).toBe("#000000");
    expect(textColorOn("#fa5252")).toBe("#000000");
    expect(textColorOn("#ffffff")).toBe("#000000");
    expect(textColorOn("#000000")).toBe("#ffffff");
    expect(textColorOn("#25262b")).toBe("#ffffff");
  });
  it("reach WCAG AA (4.5:1) on every colour of the palette and on Mantine's blue and red", () => {
    for (const hex of [...TAG_PALETTE.map((colour) => colour.hex), "#1c7ed6", "#fa5252"])
      expect(tagContrast(hex), hex).toBeGreaterThanOrEqual(4.5);
  });
  it("offer 18 distinct colours", () => {
    expect(TAG_PALETTE).toHaveLength(18);
    expect(new Set(TAG_PALETTE.map((colour) => colour.hex)).size).toBe(18);
  });
});

describe("date-time fields", () => {
  it("show an instant as local wall-clock time and send it back as the same instant", () => {
    const field = { kind: "datetime" as const };
    const shown = toFormValue(field, "2026-03-01T08:05:00.000Z");
    expect(shown).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(toBodyValue(field, shown)).toBe("2026-03-01T08:05:00.000Z");
    expect(toFormValue(field, null)).toBe("");
    expect(toBodyValue(field, "")).toBeNull();
  });
});

describe("a record's date-times on save", () => {
  const field = { kind: "datetime" as const };
  const record = { started_at: "2026-11-20T19:14:31.000Z" };
  it("sends a date-time left as shown as the record holds it, seconds included", () => {
    const shown = toFormValue(field, record.started_at);
    expect(editedBodyValue(field, shown, record, "started_at")).toBe("2026-11-20T19:14:31.000Z");
  });
  it("sends a changed date-time as typed, and a cleared one as null", () => {
    const shown = toFormValue(field, "2026-11-20T20:30:00.000Z");
    expect(editedBodyValue(field, shown, record, "started_at")).toBe("2026-11-20T20:30:00.000Z");
    expect(editedBodyValue(field, "", record, "started_at")).toBeNull();
    expect(editedBodyValue(field, "", { started_at: null }, "started_at")).toBeNull();
  });
});
