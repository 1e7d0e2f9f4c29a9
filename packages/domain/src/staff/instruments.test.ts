import { describe, expect, it } from "vitest";
import { importDate } from "./imports.js";
import { typeAfterModelChange, typeFitsModel } from "./instruments.js";

describe("an instrument's type and product model", () => {
  it("changing the model resets the type", () => {
    expect(typeAfterModelChange({ previousModel: "m1", nextModel: "m2", previousType: "t1", requestedType: undefined })).toBeNull();
    expect(typeAfterModelChange({ previousModel: "m1", nextModel: null, previousType: "t1", requestedType: undefined })).toBeNull();
  });
  it("keeps the type when the model stays, and takes the type sent with the change", () => {
    expect(typeAfterModelChange({ previousModel: "m1", nextModel: "m1", previousType: "t1", requestedType: undefined })).toBe("t1");
    expect(typeAfterModelChange({ previousModel: "m1", nextModel: "m2", previousType: "t1", requestedType: "t2" })).toBe("t2");
  });
  it("limits the type to the model's types", () => {
    expect(typeFitsModel("t1", ["t1", "t2"])).toBe(true);
    expect(typeFitsModel("t3", ["t1", "t2"])).toBe(false);
    expect(typeFitsModel("t3", null)).toBe(true);
    expect(typeFitsModel(null, [])).toBe(true);
  });
});

describe("instrument import dates", () => {
  it("read ISO and MM/DD/YYYY cells", () => {
    expect(importDate("2026-01-15")).toBe("2026-01-15");
    expect(importDate("1/5/2026")).toBe("2026-01-05");
    expect(importDate("12/31/2026")).toBe("2026-12-31");
    expect(importDate("")).toBeNull();
    expect(importDate(null)).toBeNull();
  });
});
