import { describe, expect, it } from "vitest";
import { weldEdgeOptions, welderOptionsByName } from "./cycle-options";

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
});
