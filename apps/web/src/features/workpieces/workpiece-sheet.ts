import type { QueryClient } from "@tanstack/react-query";
import {
  formatDecimals,
  labelText,
  type TPage,
  type TResourceField,
  type TUnit,
  type TWorkpieceUnitField,
  WORKPIECE_UNIT_FIELDS,
  workpieceEdges,
  workpieces,
  workpieceValueToDisplay,
} from "@weldtrace/domain";
import type { TFunction } from "i18next";
import { apiData } from "../../api/client";
import { listUrl, queryKeys, resourceProvider } from "../../api/resource-provider";
import { exportFileName } from "../../components/export/file-name";
import { drawDataMatrix } from "../../components/labels";
import { optionLabel, targetResource } from "../../components/resource/fields/use-reference-options";
import type { TResourceRecord } from "../../components/resource/types";
import { formatDateTime } from "../../i18n/format";

/** The workpiece fields, read without their literal types (target, decimals are optional). */
const WORKPIECE_FIELDS: readonly TResourceField[] = workpieces.fields;

type TRow = { id: string } & Record<string, unknown>;

/** id → label of a referenced list, read through the same cached query the form's selects use. */
async function namesOf(queryClient: QueryClient, target: string): Promise<Map<string, string>> {
  const resource = targetResource(target);
  if (!resource) return new Map();
  const params = { page: 1, pageSize: 1000, ordering: resource.defaultOrdering };
  const page = await queryClient.fetchQuery({
    queryKey: queryKeys.list(resource.path, params),
    queryFn: () => apiData<TPage<TRow>>("GET", listUrl(resource.path, params)),
    staleTime: 30_000,
  });
  return new Map(page.results.map((row) => [row.id, optionLabel(row, target)]));
}

const isUnitField = (key: string): key is TWorkpieceUnitField => Object.hasOwn(WORKPIECE_UNIT_FIELDS, key);

/**
 * The workpiece's "download" (decisions.md "Workpieces: download"): a one-page PDF data sheet with its Data
 * Matrix label, every field in the user's language and the client's units, its nominal inner diameter and its
 * edges. Named as every export is: `20261125_0130PM_<name>.pdf`.
 */
export async function downloadWorkpieceSheet(options: {
  record: TResourceRecord;
  units: Record<TWorkpieceUnitField, TUnit>;
  t: TFunction;
  language: string;
  queryClient: QueryClient;
  at?: Date;
}): Promise<string> {
  const { record, units, t, language, queryClient, at = new Date() } = options;
  const [{ jsPDF }, { autoTable }] = await Promise.all([import("jspdf"), import("jspdf-autotable")]);
  const number = (value: number, decimals: number) =>
    new Intl.NumberFormat(language, { maximumFractionDigits: decimals, useGrouping: false }).format(
      Number(formatDecimals(value, decimals)),
    );
  const targets = [...new Set(WORKPIECE_FIELDS.flatMap((field) => (field.target ? [field.target] : [])))];
  const names = new Map(await Promise.all(targets.map(async (target) => [target, await namesOf(queryClient, target)] as const)));
  const edges = await resourceProvider.listAll<TResourceRecord>(workpieceEdges.path, { filters: { workpiece: record.id } });

  const shownValue = (key: string): string => {
    const field = WORKPIECE_FIELDS.find((candidate) => candidate.key === key);
    const value = record[key];
    if (!field || value === null || value === undefined || value === "") return "";
    if (field.kind === "reference") return names.get(field.target ?? "")?.get(String(value)) ?? "";
    if (field.kind === "references")
      return (Array.isArray(value) ? value : []).map((id) => names.get(field.target ?? "")?.get(String(id)) ?? "").join(" - ");
    if (field.kind === "boolean") return value === true ? t("resources.form.yes") : t("resources.form.no");
    if (typeof value === "number" && isUnitField(key))
      return `${number(workpieceValueToDisplay(key, value, units[key]), field.decimals ?? 3)} ${units[key]}`;
    if (typeof value === "number") return number(value, field.decimals ?? 3);
    return String(value);
  };
  const body: string[][] = workpieces.fields.map((field) => [t(`resources.fields.${field.key}`), shownValue(field.key)]);
  if (typeof record.nominal_inner_diameter === "number") {
    const inner = workpieceValueToDisplay("outer_diameter", record.nominal_inner_diameter, units.outer_diameter);
    body.splice(body.findIndex(([label]) => label === t("resources.fields.wall_thickness")) + 1, 0, [
      t("workpieces.nominalInnerDiameter"),
      `${number(inner, 2)} ${units.outer_diameter}`,
    ]);
  }

  const doc = new jsPDF({ unit: "mm", format: "a4" });
  const margin = 14;
  const title = `${t("resources.workpiece.one")} ${String(record.name ?? "")}`;
  doc.setFontSize(16);
  doc.text(title, margin, 20);
  doc.setFontSize(9);
  doc.setTextColor(90);
  doc.text(formatDateTime(at, language, { seconds: false }), margin, 26);
  const text = labelText("workpiece", record.id);
  doc.text(text, margin, 31);
  doc.setTextColor(0);
  const code = await drawDataMatrix(text);
  const size = 28;
  doc.addImage(code.toDataURL("image/png"), "PNG", doc.internal.pageSize.getWidth() - margin - size, 10, size, size);
  autoTable(doc, {
    startY: 42,
    margin: { left: margin, right: margin },
    body,
    styles: { fontSize: 9, cellPadding: 1.8 },
    columnStyles: { 0: { fontStyle: "bold", cellWidth: 60 } },
  });
  const afterFields = (doc as unknown as { lastAutoTable?: { finalY: number } }).lastAutoTable?.finalY ?? 42;
  doc.setFontSize(12);
  doc.text(t("workpieces.edgesOf", { name: String(record.name ?? "") }), margin, afterFields + 10);
  autoTable(doc, {
    startY: afterFields + 13,
    margin: { left: margin, right: margin },
    head: [
      [
        t("resources.fields.name"),
        "UUID",
        `${t("resources.fields.outer_diameter")} (${units.outer_diameter})`,
        `${t("resources.fields.wall_thickness")} (${units.wall_thickness})`,
        // An edge's length (a plate's) is kept in mm like its diameter.
        `${t("resources.fields.length")} (${units.outer_diameter})`,
      ],
    ],
    body:
      edges.length === 0
        ? [[t("common.noData"), "", "", "", ""]]
        : edges.map((edge) => [
            String(edge.name ?? ""),
            String(edge.uuid ?? ""),
            typeof edge.outer_diameter === "number"
              ? number(workpieceValueToDisplay("outer_diameter", edge.outer_diameter, units.outer_diameter), 3)
              : "",
            typeof edge.wall_thickness === "number"
              ? number(workpieceValueToDisplay("wall_thickness", edge.wall_thickness, units.wall_thickness), 3)
              : "",
            typeof edge.length === "number" ? number(workpieceValueToDisplay("outer_diameter", edge.length, units.outer_diameter), 3) : "",
          ]),
    styles: { fontSize: 8, cellPadding: 1.5 },
    headStyles: { fillColor: [34, 139, 230] },
  });
  const fileName = exportFileName(String(record.name ?? "workpiece"), "pdf", at);
  doc.save(fileName);
  return fileName;
}
