import { describe, expect, it } from "vitest";
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
