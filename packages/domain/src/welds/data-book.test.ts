import { describe, expect, it } from "vitest";
import { DATA_BOOK_LABELS, dataBookWeld } from "./data-book.js";
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

describe("dataBookWeld", () => {
  it("names the procedure, the state and the repaired weld, lists edges with their heat and the certificates, and leaves empty sections empty", () => {
    const part = dataBookWeld(trace, DATA_BOOK_LABELS.fr);
    expect(part.lines).toEqual(["Procédure: WPS-1", "État: Terminée", "Répare: W-0"]);
    const byTitle = Object.fromEntries(part.sections.map((section) => [section.title, section.rows]));
    expect(byTitle.Bords).toEqual([["E-A", "PIPE-1", "X52", "Coulée H-9"]]);
    expect(byTitle.Certificats).toEqual([["3.1 H-9"]]);
    expect(byTitle.Cycles).toEqual([]);
  });
});
