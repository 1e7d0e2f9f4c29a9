import type { TGroup, TUser } from "@weldtrace/domain";
import type { TFunction } from "i18next";
import type { TListParams } from "../../api/resource-provider";
import { resourceProvider } from "../../api/resource-provider";
import { downloadTablePdf } from "../../components/export/table-pdf";
import { formatDateTime } from "../../i18n/format";

/** A group as people read it, in the current language. */
export const groupLabel = (t: TFunction, name: string) => t(`session.groups.${name as TGroup}`, { defaultValue: name });

/**
 * Spec: the users PDF, with the list's columns (last name, first name, email, client, role as the
 * group, and the admin yes/no flag), every row of the current search, named 20261123_0945AM_users.pdf.
 */
export async function exportUsersPdf(query: TListParams, machines: boolean, t: TFunction, language: string): Promise<string> {
  const { page: _page, pageSize: _pageSize, ...search } = query;
  const rows = await resourceProvider.listAll<TUser>("users", search);
  const at = new Date();
  const lines = [t("users.export.exportedOn", { date: formatDateTime(at, language, { seconds: false }) })];
  if (query.search) lines.push(t("users.export.search", { search: query.search }));
  lines.push(t("users.export.count", { count: rows.length }));
  return downloadTablePdf<TUser>({
    title: machines ? t("users.export.titleMachines") : t("users.export.title"),
    lines,
    columns: [
      { header: t("resources.fields.last_name"), value: (row) => row.last_name },
      { header: t("resources.fields.first_name"), value: (row) => row.first_name },
      { header: t("resources.fields.email"), value: (row) => row.email },
      { header: t("resources.fields.client"), value: (row) => row.client_name },
      { header: t("resources.fields.group"), value: (row) => groupLabel(t, row.group_name) },
      { header: t("resources.fields.role"), value: (row) => (row.role ? t("common.yes") : t("common.no")) },
    ],
    rows,
    fileLabel: machines ? "edge_servers" : "users",
    at,
  });
}
