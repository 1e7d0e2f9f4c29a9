import type { TFunction } from "i18next";
import { resourceProvider, type TListParams } from "../../api/resource-provider";
import { downloadTablePdf, type TPdfColumn } from "../../components/export/table-pdf";
import { optionLabel, targetResource } from "../../components/resource/fields/use-reference-options";
import type { TResourceRecord } from "../../components/resource/types";
import { formatDateTime } from "../../i18n/format";

/** Names of every record of a referenced list (id → label), for PDF cells. */
export async function referenceNames(target: string, filters?: Record<string, string | undefined>): Promise<Map<string, string>> {
  const resource = targetResource(target);
  if (!resource) return new Map();
  const rows = await resourceProvider.listAll<{ id: string } & Record<string, unknown>>(resource.path, {
    ordering: resource.defaultOrdering,
    filters,
  });
  return new Map(rows.map((row) => [row.id, optionLabel(row, target)]));
}

/** Names of the ids a cell holds, joined. */
export const namesOf = (names: Map<string, string>, value: unknown, separator = ", ") =>
  (Array.isArray(value) ? (value as string[]) : typeof value === "string" ? [value] : [])
    .map((id) => names.get(id))
    .filter(Boolean)
    .join(separator);

/**
 * A staff list as a PDF: every row of the current search (1000 a page), with the export date, the search and the
 * row count above the table, named YYYYMMDD_hhmmA_<label>.pdf (spec §9).
 */
export async function exportListPdf({
  path,
  query,
  title,
  columns,
  fileLabel,
  t,
  language,
  prepare,
}: {
  path: string;
  query: TListParams;
  title: string;
  columns: TPdfColumn<TResourceRecord>[];
  fileLabel: string;
  t: TFunction;
  language: string;
  /** Work on the rows before the PDF is drawn (Data Matrix pictures). */
  prepare?: (rows: TResourceRecord[]) => Promise<void>;
}): Promise<string> {
  const { page: _page, pageSize: _pageSize, ...search } = query;
  const rows = await resourceProvider.listAll<TResourceRecord>(path, search);
  await prepare?.(rows);
  const at = new Date();
  const lines = [t("staff.export.date", { date: formatDateTime(at, language, { seconds: false }) })];
  if (query.search) lines.push(t("staff.export.search", { search: query.search }));
  lines.push(t("staff.export.rows", { count: rows.length }));
  return downloadTablePdf({ title, lines, columns, rows, fileLabel, at });
}
