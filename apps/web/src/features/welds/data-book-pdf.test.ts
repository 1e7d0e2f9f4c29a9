import type { TWeldTraceability } from "@weldtrace/domain";
import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { dataBookSections } from "./data-book-pdf";

const t = ((key: string, values?: Record<string, unknown>) => (values?.name ? `${key}(${values.name})` : key)) as unknown as TFunction;
const format = {
  date: (value: unknown) => String(value),
  dateTime: (value: unknown) => String(value),
  number: (value: number) => value.toFixed(2),
};
const heat = { id: "h", heat_no: "H-24817", certificates: [{ id: "d", name: "3.1 certificate", file: null, expired_at: null }] };
const trace: TWeldTraceability = {
  weld: {
    id: "w",
    name: "NS-W-0004",
    internal_name: null,
    started_at: null,
    ended_at: null,
    completed: true,
    scanned: false,
    is_cut_out: false,
  },
  project: { id: "p", name: "North Sea" },
  procedure: { id: "r", name: "WPS-1", is_reference: true, forked_from: null },
  edges: [
    {
      position: 2,
      id: "e",
      name: "A",
      workpiece: { id: "wp", name: "NS-P-0005-1", grade: "X65" },
      cut_from: { id: "x", name: "NS-P-0005" },
      heat,
    },
  ],
  cycles: [
    {
      id: "c",
      started_at: "2026-11-24T05:07:00Z",
      ended_at: null,
      pass_group: "Root",
      acquisition_status: "done",
      heat_input: 0.612,
      torches: [
        {
          torch: 1,
          process: "GMAW",
          welder: { id: "wl", welder_id: "NS-W-002", name: "Siobhan Murphy", deleted: false },
          qualification: null,
          filler_metal: { id: "f", name: "AristoRod", heats: [{ ...heat, heat_no: "FM-55210" }] },
        },
      ],
    },
  ],
  flaws: [],
  repairs_weld: null,
  cut_out: null,
};

describe("the weld data book's sections", () => {
  it("names the pipe it was cut from, the heat and its certificate, the welder's standing that day and the wire's heat", () => {
    const [madeOf, weldedBy, flaws] = dataBookSections(trace, t, format);
    expect(madeOf?.body).toEqual([["2 · A", "NS-P-0005-1 (trace.cutFrom(NS-P-0005))", "X65", "H-24817", "3.1 certificate"]]);
    expect(weldedBy?.body[0]).toEqual([
      "Root",
      "2026-11-24T05:07:00Z",
      "NS-W-002 Siobhan Murphy",
      "staff.qualification.notQualified",
      "GMAW",
      "AristoRod (FM-55210)",
      "0.61",
    ]);
    expect(flaws?.body).toEqual([]);
    expect(flaws?.empty).toBe("trace.noFlaws");
  });
});
