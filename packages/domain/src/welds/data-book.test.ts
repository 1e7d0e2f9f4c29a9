import { describe, expect, it } from "vitest";
import { certificatesOf } from "./data-book.js";
import type { TWeldTraceability } from "./traceability.js";

const trace: TWeldTraceability = {
  weld: { id: "w", name: "W-1", internal_name: null, started_at: null, ended_at: null, completed: true, scanned: true, is_cut_out: false },
  project: { id: "p", name: "P" },
  procedure: { id: "pr", name: "WPS-1", is_reference: false, forked_from: null },
  edges: [
    {
      position: 1,
      id: "e",
      name: "E-A",
      workpiece: { id: "wp", name: "PIPE-1", grade: "X52" },
      cut_from: null,
      heat: { id: "h", heat_no: "H-9", certificates: [{ id: "c", name: "3.1 H-9", file: null, expired_at: null }] },
    },
  ],
  cycles: [],
  flaws: [],
  inspections: [],
  repairs_weld: { id: "r", name: "W-0" },
  cut_out: null,
};

describe("certificatesOf", () => {
  it("lists each certificate of the weld's heats once, with the heats it certifies (what both books append)", () => {
    expect(certificatesOf(trace)).toEqual([{ id: "c", name: "3.1 H-9", file: null, expired_at: null, heats: ["H-9"] }]);
  });
});
