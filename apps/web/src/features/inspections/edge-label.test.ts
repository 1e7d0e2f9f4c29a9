import { describe, expect, it } from "vitest";
import { inspectionEdgeLabel } from "./edge-label";

const edge = (heat: string | null) => ({
  id: "e1",
  name: "A",
  workpiece: { id: "w1", name: "NS-P-0007" },
  heat_no: heat,
  project: null,
  used_by: null,
});

describe("an inspection's edge option names the workpiece, the edge and the heat", () => {
  it("reads 'NS-P-0007 / A · heat 4471' in English and 'NS-P-0007 / A · coulée 4471' in French", () => {
    expect(inspectionEdgeLabel(edge("4471"), (heat) => `heat ${heat}`)).toBe("NS-P-0007 / A · heat 4471");
    expect(inspectionEdgeLabel(edge("4471"), (heat) => `coulée ${heat}`)).toBe("NS-P-0007 / A · coulée 4471");
  });
  it("an edge of a workpiece without a heat reads by its workpiece and name", () => {
    expect(inspectionEdgeLabel(edge(null), (heat) => `heat ${heat}`)).toBe("NS-P-0007 / A");
  });
});
