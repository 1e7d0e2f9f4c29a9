import { describe, expect, it } from "vitest";
import { cellText, type TTraceLinks, traceLines, traceSections, traceTranslator } from "./trace-sections.js";
import type { TWeldTraceability } from "./traceability.js";

const t = traceTranslator("en");
const links: TTraceLinks = {
  workpiece: (id) => `/workpieces/${id}/edit`,
  cycle: (id) => `/cycles/${id}`,
  flaw: (project, weld, flaw) => `/projects/${project}/welds/${weld}/flaws/${flaw}/edit`,
  weld: (project, weld) => `/projects/${project}/welds/${weld}/traceability`,
};
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
      end_reason: "stop",
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
const qualified = { state: "valid" as const, until: "2027-03-01", lapses_on: "2027-05-24" };
const withQualification: TWeldTraceability = {
  ...trace,
  cycles: trace.cycles.map((cycle) => ({ ...cycle, torches: cycle.torches.map((torch) => ({ ...torch, qualification: qualified })) })),
};

describe("the weld traceability's sections (the page, the weld's data book and the project's)", () => {
  it("names the pipe it was cut from, the heat and its certificate, the welder's standing that day and the wire's heat", () => {
    const [madeOf, weldedBy, , flaws] = traceSections(trace, t, format);
    expect(texts(madeOf?.body)).toEqual([["2 · A", "NS-P-0005-1\ncut from NS-P-0005", "X65", "H-24817", "3.1 certificate"]]);
    expect(texts(weldedBy?.body)?.[0]).toEqual([
      "Root",
      "2026-11-24T05:07:00Z",
      "Stop condition",
      "NS-W-002 Siobhan Murphy",
      "Not qualified",
      "GMAW",
      "AristoRod (FM-55210)",
      "0.61",
    ]);
    expect(flaws?.body).toEqual([]);
    expect(flaws?.empty).toBe("No flaw recorded on this weld.");
  });

  it("gives a qualified welder's standing that day with the day it ends and the day continuity is lost", () => {
    const [, weldedBy] = traceSections(withQualification, t, format);
    expect(weldedBy?.body[0]?.[4]).toEqual({
      text: "Qualified",
      tone: "green",
      note: "Qualified until 2027-03-01; continuity (6 months) lost on 2027-05-24",
    });
    const [, french] = traceSections(withQualification, traceTranslator("fr"), format);
    expect(french?.body[0]?.[4]?.text).toBe("Qualifié");
    expect(french?.body[0]?.[4]?.note).toBe("Qualifié jusqu'au 2027-03-01; continuité (6 mois) perdue le 2027-05-24");
  });

  it("says why the arc-data engine ended each cycle, in English and French, and nothing for a cycle typed by hand", () => {
    const reasons = (["stop", "gap", "end-of-data", null] as const).map((end_reason, index) => ({
      ...trace.cycles[0]!,
      id: `c${index}`,
      end_reason,
    }));
    const ended = { ...trace, cycles: reasons };
    const [, english] = traceSections(ended, t, format);
    expect(english?.head[2]).toBe("Ended by");
    expect(english?.body.map((row) => row[2]?.text)).toEqual(["Stop condition", "Data gap", "End of data", "—"]);
    const [, french] = traceSections(ended, traceTranslator("fr"), format);
    expect(french?.head[2]).toBe("Fin du cycle");
    expect(french?.body.map((row) => row[2]?.text)).toEqual(["Condition d'arrêt", "Interruption des données", "Fin des données", "—"]);
  });

  it("links each record when given links (the page): the workpiece, the cycle, the inspection's measurements; none without (a PDF)", () => {
    const [madeOf, weldedBy, inspections] = traceSections(trace, t, format, links);
    expect(madeOf?.body[0]?.[1]?.to).toBe("/workpieces/wp/edit");
    expect(weldedBy?.body[0]?.[0]?.to).toBe("/cycles/c");
    expect(inspections?.body[0]?.[0]?.to).toBe("/fitup-inspections/i/fitup-inspection-measurements");
    const sections = traceSections(trace, t, format);
    expect(sections.flatMap((section) => section.body.flat()).some((cell) => cell.to !== undefined)).toBe(false);
  });

  it("gives an inspection its kind, verdict, rejected count (plural by language) and each instrument's calibration on the day it measured", () => {
    const [, , inspections] = traceSections(trace, t, format);
    const [row] = inspections?.body ?? [];
    expect(row?.[0]?.text).toBe("Fit-up inspection");
    expect(row?.[3]).toMatchObject({ text: "8 measurements", note: "1 rejected" });
    expect(row?.[4]).toMatchObject({ text: "Reject", tone: "red" });
    expect(row?.[5]?.text).toBe("Hi-lo gauge (HILO-2291): Expired on 2026-11-24");
    const [, , french] = traceSections(trace, traceTranslator("fr"), format);
    expect(french?.body[0]?.[5]?.text).toBe("Hi-lo gauge (HILO-2291) : Expiré le 2026-11-24");
    expect(french?.body[0]?.[3]).toMatchObject({ text: "8 mesures", note: "1 rejetée" });
  });

  it("writes the weld's identity lines: project, procedure (reference), state", () => {
    expect(traceLines(trace, t, format)).toEqual(["Project: North Sea", "Procedure: WPS-1 (reference)", "Completed · Not scanned"]);
  });
});
