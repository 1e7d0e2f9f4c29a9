import { RESOURCES } from "@weldtrace/domain";
import { getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { TServerArea } from "../src/area.js";
import type { TUnmappedInput } from "../src/crud/types.js";
import { RESOURCE_TABLES } from "../src/db/schema/resource-tables.js";
import { workpieceEdgeHooks } from "../src/modules/workpieces/edge-hooks.js";

/*
 * An area's hooks are typed by their resource (TResourceHooks<K>): over its table's row, and only when its schema's
 * output maps onto that row. The type-level half is checked by `npm run typecheck` (apps/server's tsconfig includes
 * test/); the run-time half reads the real schemas and tables.
 */
type TAnyUnmapped = { [K in keyof typeof RESOURCE_TABLES]: TUnmappedInput<K> }[keyof typeof RESOURCE_TABLES];
const everySchemaFitsItsTable: [TAnyUnmapped] extends [never] ? true : false = true;

// @ts-expect-error an edge's hooks are over the edge table's row, so they cannot be the workpiece's
const misplaced: TServerArea = { name: "misplaced", hooks: { workpiece: workpieceEdgeHooks } };

describe("each resource's schema maps onto its table", () => {
  it("every key of every resource's schema but client is a column of its table, so a write's values are the table's columns", () => {
    for (const resource of RESOURCES) {
      const columns = Object.keys(getTableColumns(RESOURCE_TABLES[resource.key]));
      const missing = Object.keys(resource.schema.shape).filter((key) => key !== "client" && !columns.includes(key));
      expect(missing, resource.key).toEqual([]);
    }
    expect(Object.keys(getTableColumns(RESOURCE_TABLES.workpiece))).toContain("outer_diameter");
    expect(everySchemaFitsItsTable).toBe(true);
    expect(misplaced.hooks?.workpiece).toBe(workpieceEdgeHooks);
  });
});
