import type { TWeldTraceability } from "@weldtrace/domain";
import type { TFunction } from "i18next";
import { downloadSectionsPdf } from "../../components/export/sections-pdf";

export interface TDataBookFormat {
  date: (value: unknown) => string;
  dateTime: (value: unknown, options?: { seconds?: boolean }) => string;
  number: (value: number, decimals?: number) => string;
}

/** The rows of each section of a weld's data book, in the reader's language (pure: the PDF only lays them out). */
export function dataBookSections(trace: TWeldTraceability, t: TFunction, format: TDataBookFormat) {
  const dash = (value: string | null | undefined) => (value ? value : "—");
  return [
    {
      title: t("trace.madeOf"),
      head: [t("trace.edge"), t("trace.workpiece"), t("trace.grade"), t("trace.heat"), t("trace.certificates")],
      body: trace.edges.map((edge) => [
        `${edge.position} · ${edge.name}`,
        edge.cut_from ? `${edge.workpiece.name} (${t("trace.cutFrom", { name: edge.cut_from.name })})` : edge.workpiece.name,
        dash(edge.workpiece.grade),
        dash(edge.heat?.heat_no),
        edge.heat?.certificates.map((document) => document.name).join("\n") || t("trace.noCertificate"),
      ]),
      empty: t("trace.noEdges"),
    },
    {
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
        (cycle.torches.length ? cycle.torches : [null]).map((torch) => [
          dash(cycle.pass_group),
          cycle.started_at ? format.dateTime(cycle.started_at, { seconds: false }) : "—",
          torch?.welder ? `${torch.welder.welder_id ?? ""} ${torch.welder.name}`.trim() : "—",
          torch?.welder
            ? torch.qualification
              ? `${t(`staff.qualification.${torch.qualification.state}`)} (${t("staff.qualification.column")}: ${format.date(torch.qualification.until)})`
              : t("staff.qualification.notQualified")
            : "—",
          dash(torch?.process),
          torch?.filler_metal
            ? `${torch.filler_metal.name}${torch.filler_metal.heats.length ? ` (${torch.filler_metal.heats.map((heat) => heat.heat_no).join(", ")})` : ""}`
            : "—",
          cycle.heat_input === null ? "—" : format.number(cycle.heat_input, 2),
        ]),
      ),
      empty: t("trace.noCycles"),
    },
    {
      title: t("trace.flaws"),
      head: [t("trace.type"), t("trace.method"), t("trace.result"), t("trace.sanction"), t("trace.repairedBy")],
      body: trace.flaws.map((flaw) => [
        flaw.type,
        flaw.nde_method,
        t(`welds.flaw.result.${flaw.result as "Accepted"}`, { defaultValue: flaw.result }),
        flaw.sanction ? t(`welds.flaw.sanction.${flaw.sanction as "Repair"}`, { defaultValue: flaw.sanction }) : "—",
        dash(flaw.repaired_by?.name),
      ]),
      empty: t("trace.noFlaws"),
    },
  ];
}

/**
 * A weld's data book as a PDF: its identity, then what it is made of, who welded it with what, and what NDE found,
 * with the repair chain and cut-out. jspdf is loaded here, on demand.
 */
export async function downloadWeldDataBook(
  trace: TWeldTraceability,
  t: TFunction,
  format: TDataBookFormat,
  at = new Date(),
): Promise<string> {
  const lines = [
    `${t("trace.project")}: ${trace.project.name}`,
    `${t("trace.procedure")}: ${trace.procedure.name}${trace.procedure.is_reference ? ` (${t("trace.reference")})` : ""}`,
    `${trace.weld.completed ? t("trace.completed") : t("trace.inProgress")} · ${trace.weld.scanned ? t("trace.scanned") : t("trace.notScanned")}`,
    ...(trace.repairs_weld ? [`${t("trace.repairs")} ${trace.repairs_weld.name}`] : []),
    ...(trace.cut_out ? [t("trace.cutOut", { date: format.dateTime(trace.cut_out.created_at, { seconds: false }) })] : []),
    format.dateTime(at, { seconds: false }),
  ];
  return downloadSectionsPdf({
    title: t("trace.title", { weld: trace.weld.name }),
    lines,
    sections: dataBookSections(trace, t, format),
    fileLabel: `data-book_${trace.weld.name}`,
    at,
  });
}
