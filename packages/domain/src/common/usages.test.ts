import { describe, expect, it } from "vitest";
import { usedByMessage } from "./usages.js";

describe("usedByMessage", () => {
  it("names the records using an entry, with an ellipsis when some are left out", () => {
    expect(usedByMessage([{ entity: "procedure", count: 2, names: ["WPS-NSE-001", "WPS-NSE-002"] }])).toBe(
      "Used by 2 procedures: WPS-NSE-001, WPS-NSE-002.",
    );
    expect(usedByMessage([{ entity: "weldingProcess", count: 4, names: ["A", "B", "C"] }])).toBe(
      "Used by 4 welding processes: A, B, C, ….",
    );
  });

  it("joins several kinds of records and keeps one record singular", () => {
    expect(
      usedByMessage([
        { entity: "project", count: 1, names: ["North Sea"] },
        { entity: "procedure", count: 1, names: ["WPS-1"] },
      ]),
    ).toBe("Used by 1 project: North Sea; 1 procedure: WPS-1.");
  });
});
