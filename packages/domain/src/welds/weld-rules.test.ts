import { describe, expect, it } from "vitest";
import { textOf } from "../messages/catalogue.js";
import {
  canCancelCut,
  canCutWeld,
  changeWeldProject,
  checkWeldEdges,
  edgeChoices,
  procedureEnabled,
  repairChain,
  WELD_MESSAGES,
} from "./weld-rules.js";

describe("weld edges (spec §5)", () => {
  it("refuses the same edge twice and accepts two distinct or missing edges", () => {
    expect(textOf(checkWeldEdges("e1", "e1")!)).toBe(WELD_MESSAGES.sameEdgeTwice);
    expect(checkWeldEdges("e1", "e2")).toBeNull();
    expect(checkWeldEdges("e1", null)).toBeNull();
    expect(checkWeldEdges(undefined, undefined)).toBeNull();
  });
  it("does not offer the edge picked in the other selector", () => {
    expect(edgeChoices([{ id: "e1" }, { id: "e2" }, { id: "e3" }], "e2").map((edge) => edge.id)).toEqual(["e1", "e3"]);
  });
});

describe("project before procedure (spec §5)", () => {
  it("enables the procedure only once a project is chosen, and a new project clears it", () => {
    expect(procedureEnabled({ project: null })).toBe(false);
    expect(procedureEnabled({ project: "p1" })).toBe(true);
    expect(changeWeldProject({ project: "p1", procedure: "wps" }, "p2")).toEqual({ project: "p2", procedure: null });
    expect(changeWeldProject({ project: "p1", procedure: "wps" }, "p1")).toEqual({ project: "p1", procedure: "wps" });
  });
});

describe("cut and cancel cut (spec §4)", () => {
  it("cuts a weld once, and cancels only a cut weld", () => {
    expect(canCutWeld({ is_cut_out: false })).toBe(true);
    expect(canCutWeld({ is_cut_out: true })).toBe(false);
    expect(canCancelCut({ is_cut_out: true })).toBe(true);
    expect(canCancelCut({ is_cut_out: false })).toBe(false);
  });
});

describe("repair chain", () => {
  const welds = [
    { id: "w1", created_at: "2026-01-01T08:00:00Z", repairs: null },
    { id: "w1-r1", created_at: "2026-01-02T08:00:00Z", repairs: "w1" },
    { id: "w1-r2", created_at: "2026-01-03T08:00:00Z", repairs: "w1-r1" },
    { id: "other", created_at: "2026-01-01T09:00:00Z", repairs: null },
  ];
  it("finds the original weld and numbers its repairs R1, R2 by date, from any weld of the chain", () => {
    for (const start of ["w1", "w1-r1", "w1-r2"]) {
      const chain = repairChain(start, welds, (weld) => weld.repairs);
      expect(chain.original?.id).toBe("w1");
      expect(chain.repairs.map((repair) => `${repair.label}:${repair.weld.id}`)).toEqual(["R1:w1-r1", "R2:w1-r2"]);
    }
    expect(repairChain("other", welds, (weld) => weld.repairs).repairs).toEqual([]);
  });
});
