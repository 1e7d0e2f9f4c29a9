import { describe, expect, it } from "vitest";
import { textOf } from "../messages/catalogue.js";
import { matchImportWeld, readFlawImportRow as readFlawImportMessages } from "./flaw-import.js";

/** The row's errors are messages; these tests read their English texts. */
const readFlawImportRow = (...args: Parameters<typeof readFlawImportMessages>) => {
  const row = readFlawImportMessages(...args);
  return { ...row, errors: Object.fromEntries(Object.entries(row.errors).map(([field, messages]) => [field, messages.map(textOf)])) };
};

describe("flaw import rows (spec §9)", () => {
  it("reads X as discontinued, Active as the default status, numbers with a comma, and the spec's words in any case", () => {
    const row = readFlawImportRow({
      WELD_NAME: "W-12",
      NDE_METHOD: "RT",
      FLAW_TYPE: "Porosity",
      RESULT: "rejected",
      SANCTION: "repair",
      LENGTH: "12,5",
      DISCONTINUED: "x",
    });
    expect(row.weld).toEqual({ edge1: null, edge2: null, name: "W-12" });
    expect(row.values).toMatchObject({
      length: 12.5,
      depth: null,
      discontinued: true,
      status: "Active",
      result: "Rejected",
      sanction: "Repair",
    });
    expect(row.errors).toEqual({});
  });
  it("reports a missing result and an unreadable measure", () => {
    const row = readFlawImportRow({ WELD_NAME: "W-12", LENGTH: "long" });
    expect(row.errors).toEqual({ length: ["Is not numeric"], result: ["Required"] });
  });
});

describe("matching the row's weld", () => {
  const welds = [
    { id: "w1", name: "W-12", edge_uuids: ["u-a", "u-b"] },
    { id: "w2", name: "W-12", edge_uuids: ["u-c", "u-d"] },
    { id: "w3", name: "W-13", edge_uuids: ["u-e", null] },
  ];
  it("finds a weld by name and edges in either order, or by a unique name", () => {
    expect(matchImportWeld({ name: "w-12", edge1: "U-B", edge2: "u-a" }, welds)?.id).toBe("w1");
    expect(matchImportWeld({ name: "W-13", edge1: null, edge2: null }, welds)?.id).toBe("w3");
    expect(matchImportWeld({ name: null, edge1: "u-c", edge2: null }, welds)?.id).toBe("w2");
  });
  it("has no weld when nothing or several welds match", () => {
    expect(matchImportWeld({ name: "W-12", edge1: null, edge2: null }, welds)).toBeNull();
    expect(matchImportWeld({ name: "W-99", edge1: null, edge2: null }, welds)).toBeNull();
    expect(matchImportWeld({ name: null, edge1: null, edge2: null }, welds)).toBeNull();
  });
});
