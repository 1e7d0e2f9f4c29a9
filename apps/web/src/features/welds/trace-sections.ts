import {
  INSPECTION_RESOURCES,
  inspectionPath,
  measurementPath,
  type TQualificationStatus,
  type TWeldTraceability,
} from "@weldtrace/domain";
import type { TFunction } from "i18next";
import { WELD_ROUTES } from "./api";

export interface TTraceFormat {
  date: (value: unknown) => string;
  dateTime: (value: unknown, options?: { seconds?: boolean }) => string;
  number: (value: number, decimals?: number) => string;
}

/** A Mantine colour the page gives a cell's badge; the PDF prints the text only. */
export type TTone = "green" | "yellow" | "red" | "gray" | "blue";

/**
 * One cell of a traceability table: its text, and what the page adds to it (a link to the record, a badge colour,
 * a second dimmed line). The PDF prints `text` and `note`; the page and the PDF read the same rows.
 */
export interface TTraceCell {
  text: string;
  to?: string;
  tone?: TTone;
  note?: string;
}

export interface TTraceSection {
  key: "madeOf" | "weldedBy" | "inspections" | "flaws";
  title: string;
  head: string[];
  body: TTraceCell[][];
  empty: string;
}

const QUALIFICATION_TONES: Record<TQualificationStatus["state"], TTone> = {
  valid: "green",
  expiring: "yellow",
  lapsed: "red",
  expired: "red",
  future: "gray",
};

/** A cell as one line of printed text (the PDF's, and the tests'). */
export const cellText = (cell: TTraceCell) => (cell.note ? `${cell.text}\n${cell.note}` : cell.text);

const plain = (text: string | null | undefined): TTraceCell => ({ text: text ? text : "—" });

/**
 * The rows of each section of a weld's traceability, in the reader's language: what it is made of, who welded it with
 * what, how it was inspected and with which instruments, and what NDE found. Pure: the page renders them with links
 * and badges, the data book PDF lays them out.
 */
export function traceSections(trace: TWeldTraceability, t: TFunction, format: TTraceFormat): TTraceSection[] {
  const project = trace.project.id;
  const qualification = (status: TQualificationStatus | null): TTraceCell =>
    status
      ? {
          text: t(`staff.qualification.${status.state}`),
          tone: QUALIFICATION_TONES[status.state],
          note: `${t("staff.qualification.column")}: ${format.date(status.until)}`,
        }
      : { text: t("staff.qualification.notQualified"), tone: "red" };
  return [
    {
      key: "madeOf",
      title: t("trace.madeOf"),
      head: [t("trace.edge"), t("trace.workpiece"), t("trace.grade"), t("trace.heat"), t("trace.certificates")],
      body: trace.edges.map((edge) => [
        { text: `${edge.position} · ${edge.name}` },
        {
          text: edge.workpiece.name,
          to: `/workpieces/${edge.workpiece.id}/edit`,
          ...(edge.cut_from ? { note: t("trace.cutFrom", { name: edge.cut_from.name }) } : {}),
        },
        plain(edge.workpiece.grade),
        plain(edge.heat?.heat_no),
        { text: edge.heat?.certificates.map((document) => document.name).join("\n") || t("trace.noCertificate") },
      ]),
      empty: t("trace.noEdges"),
    },
    {
      key: "weldedBy",
      title: t("trace.weldedBy"),
      head: [
        t("trace.passGroup"),
        t("trace.started"),
        t("trace.welder"),
        t("trace.qualification"),
        t("trace.process"),
        t("trace.fillerMetal"),
        t("trace.heatInput"),
      ],
      body: trace.cycles.flatMap((cycle) =>
        (cycle.torches.length ? cycle.torches : [null]).map((torch, index) => [
          index === 0 ? { ...plain(cycle.pass_group), to: WELD_ROUTES.cycle(cycle.id) } : { text: "" },
          index === 0 ? plain(cycle.started_at ? format.dateTime(cycle.started_at, { seconds: false }) : null) : { text: "" },
          plain(torch?.welder ? `${torch.welder.welder_id ?? ""} ${torch.welder.name}`.trim() : null),
          torch?.welder ? qualification(torch.qualification) : plain(null),
          plain(torch?.process),
          plain(
            torch?.filler_metal
              ? `${torch.filler_metal.name}${torch.filler_metal.heats.length ? ` (${torch.filler_metal.heats.map((heat) => heat.heat_no).join(", ")})` : ""}`
              : null,
          ),
          index === 0 ? plain(cycle.heat_input === null ? null : format.number(cycle.heat_input, 2)) : { text: "" },
        ]),
      ),
      empty: t("trace.noCycles"),
    },
    {
      key: "inspections",
      title: t("trace.inspections"),
      head: [
        t("trace.inspection"),
        t("trace.date"),
        t("trace.passGroup"),
        t("trace.measuredHead"),
        t("trace.verdict"),
        t("trace.instruments"),
      ],
      body: trace.inspections.map((inspection) => [
        {
          text: t(`resources.${INSPECTION_RESOURCES[inspection.kind].key}.one`),
          to: `/${inspectionPath(inspection.kind)}/${inspection.id}/${measurementPath(inspection.kind)}`,
        },
        { text: format.dateTime(inspection.created_at, { seconds: false }) },
        plain(inspection.pass_group),
        {
          text: t("trace.measuredCount", { count: inspection.measurements }),
          ...(inspection.rejected ? { note: t("trace.rejectedCount", { count: inspection.rejected }) } : {}),
        },
        inspection.verdict
          ? { text: t(`inspections.${inspection.verdict}`), tone: inspection.verdict === "accept" ? "green" : "red" }
          : { text: t("trace.notJudged"), tone: "gray" },
        {
          text: inspection.instruments.length
            ? inspection.instruments
                .map(
                  (instrument) =>
                    `${instrument.name} (${instrument.serial_number}): ${
                      instrument.calibration ? t(`staff.calibration.${instrument.calibration}`) : t("staff.calibration.none")
                    } ${t("trace.onDay", { date: format.date(instrument.measured_on) })}`,
                )
                .join("\n")
            : t("inspections.noInstrument"),
        },
      ]),
      empty: t("trace.noInspections"),
    },
    {
      key: "flaws",
      title: t("trace.flaws"),
      head: [t("trace.type"), t("trace.method"), t("trace.result"), t("trace.sanction"), t("trace.repairedBy")],
      body: trace.flaws.map((flaw) => [
        { text: flaw.type, to: WELD_ROUTES.flawEdit(project, trace.weld.id, flaw.id) },
        { text: flaw.nde_method },
        { text: t(`welds.flaw.result.${flaw.result as "Accepted"}`, { defaultValue: flaw.result }) },
        plain(flaw.sanction ? t(`welds.flaw.sanction.${flaw.sanction as "Repair"}`, { defaultValue: flaw.sanction }) : null),
        flaw.repaired_by ? { text: flaw.repaired_by.name, to: WELD_ROUTES.weldTrace(project, flaw.repaired_by.id) } : plain(null),
      ]),
      empty: t("trace.noFlaws"),
    },
  ];
}
