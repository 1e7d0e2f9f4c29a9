import { converted, fixed, measure } from "@weldtrace/domain";
import { doublePrecision, integer, numeric, pgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { measureColumnIssues } from "../src/db/measure-columns.js";

describe("the tables hold the domain's measure specification", () => {
  it("finds a column able to hold every specified measure", () => {
    expect(measureColumnIssues()).toEqual([]);
  });

  it("names a measure without its column or with a column that drops its decimals", () => {
    const table = pgTable("probe", {
      kept: doublePrecision("kept"),
      count: integer("count"),
      narrow: numeric("narrow", { precision: 8, scale: 1 }),
      scaled: numeric("scaled", { precision: 8, scale: 3 }),
      truncated: integer("truncated"),
    });
    const length = measure(converted("dimension", "length"), { label: "resources.fields.length" });
    const current = measure(fixed("A", { decimals: 1 }), { label: "procedures.ranges.current" });
    const count = measure(fixed(null, { decimals: 0 }), { label: "procedures.passGroups.quantity_of_passes" });
    const numbers = {
      kept: length,
      count,
      narrow: measure(fixed(null, { decimals: 2 }), { label: "x" }),
      scaled: length,
      truncated: current,
      missing: length,
    };
    expect(measureColumnIssues([{ name: "probe", numbers, table }])).toEqual([
      "probe.narrow: numeric(8, 1) keeps fewer than its 2 decimals",
      "probe.scaled: a converted measure needs an unscaled column, not numeric(8, 3)",
      "probe.truncated: integer keeps no decimals",
      "probe.missing: no column missing",
    ]);
  });
});
