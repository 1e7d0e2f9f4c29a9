import type { TWeldTraceability } from "@weldtrace/domain";
import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { cellText, traceSections } from "./trace-sections";

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
  inspections: [
    {
      id: "i",
      kind: "fit_up",
      created_at: "2026-11-24T04:00:00Z",
      pass_group: null,
      measurements: 8,
      rejected: 1,
      verdict: "reject",
      instruments: [
        {
          id: "g",
          name: "Hi-lo gauge",
          serial_number: "HILO-2291",
          expire_at: "2026-11-23",
          measured_on: "2026-11-24",
          calibration: "expired",
        },
      ],
    },
  ],
  repairs_weld: null,
  cut_out: null,
};

const texts = (rows: { text: string; note?: string }[][] | undefined) => rows?.map((row) => row.map(cellText));

describe("the weld traceability's sections (page and data book)", () => {
  it("names the pipe it was cut from, the heat and its certificate, the welder's standing that day and the wire's heat", () => {
    const [madeOf, weldedBy, , flaws] = traceSections(trace, t, format);
    expect(texts(madeOf?.body)).toEqual([["2 · A", "NS-P-0005-1\ntrace.cutFrom(NS-P-0005)", "X65", "H-24817", "3.1 certificate"]]);
    expect(texts(weldedBy?.body)?.[0]).toEqual([
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

  it("links each record: the workpiece, the cycle, the inspection's measurements and the flaw", () => {
    const [madeOf, weldedBy, inspections] = traceSections(trace, t, format);
    expect(madeOf?.body[0]?.[1]?.to).toBe("/workpieces/wp/edit");
    expect(weldedBy?.body[0]?.[0]?.to).toBe("/cycles/c");
    expect(inspections?.body[0]?.[0]?.to).toBe("/fitup-inspections/i/fitup-inspection-measurements");
  });

  it("gives an inspection its verdict, its rejected count and each instrument's calibration on the day it measured", () => {
    const [, , inspections] = traceSections(trace, t, format);
    const [row] = inspections?.body ?? [];
    expect(row?.[4]).toMatchObject({ text: "inspections.reject", tone: "red" });
    expect(row?.[3]?.note).toBe("trace.rejectedCount");
    expect(row?.[5]?.text).toContain("Hi-lo gauge (HILO-2291): staff.calibration.expired");
  });
});
