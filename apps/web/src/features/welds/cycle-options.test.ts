import { describe, expect, it } from "vitest";
import { cycleDay, torchProcess, weldEdgeOptions, welderOptionsByName } from "./cycle-options";

describe("a cycle's pickers", () => {
  const edges = ["a", "b", "c", "d"].map((id) => ({ value: id, label: `P / ${id.toUpperCase()}` }));

  it("the edge picker offers only the weld's two edges (plus one the cycle already names)", () => {
    expect(weldEdgeOptions(edges, { workpiece_edge_1: "b", workpiece_edge_2: "d" }, [null]).map((edge) => edge.value)).toEqual(["b", "d"]);
    expect(weldEdgeOptions(edges, { workpiece_edge_1: "b", workpiece_edge_2: null }, ["c"]).map((edge) => edge.value)).toEqual(["b", "c"]);
    expect(weldEdgeOptions(edges, undefined, [])).toEqual([]);
  });

  it("the welder picker lists welders by last then first name, not in the order they were created", () => {
    const rows = [
      { id: "1", welder_id: "W-3", first_name: "Zoé", last_name: "Martin" },
      { id: "2", welder_id: "W-1", first_name: "Anna", last_name: "Zimmer" },
      { id: "3", welder_id: "W-2", first_name: "Éric", last_name: "martin" },
      { id: "4", welder_id: "W-4", first_name: "Bea", last_name: "Álvarez" },
    ];
    expect(welderOptionsByName(rows, "fr").map((option) => option.label)).toEqual([
      "W-4 - Bea Álvarez",
      "W-2 - Éric martin",
      "W-3 - Zoé Martin",
      "W-1 - Anna Zimmer",
    ]);
  });

  it("judges the welders on the cycle's end, else its start (UTC day, as the traceability page), else today", () => {
    const today = new Date("2026-11-26T09:00:00Z");
    expect(cycleDay({ started_at: "2026-03-01T23:30:00Z", ended_at: "2026-03-02T00:30:00Z" }, today)).toBe("2026-03-02");
    expect(cycleDay({ started_at: "2026-03-01T23:30:00Z", ended_at: null }, today)).toBe("2026-03-01");
    expect(cycleDay({ started_at: "", ended_at: "not a date" }, today)).toBe("2026-11-26");
  });

  it("a torch's process is the cycle's own choice, else its pass group's", () => {
    const groups = [
      { id: "root", process: "gmaw" },
      { id: "fill", process: null },
    ];
    expect(torchProcess({ welding_process_torch_1: "fcaw", pass_group_torch_1: "root" }, 1, groups)).toBe("fcaw");
    expect(torchProcess({ welding_process_torch_2: null, pass_group_torch_2: "root" }, 2, groups)).toBe("gmaw");
    expect(torchProcess({ pass_group_torch_1: "fill" }, 1, groups)).toBeNull();
  });
});
