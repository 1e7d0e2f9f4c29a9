import { useQuery } from "@tanstack/react-query";
import { welds } from "@weldtrace/domain";
import { useTranslation } from "react-i18next";
import { queryKeys, resourceProvider } from "../../api/resource-provider";
import type { TCrumb } from "../../components/page-header";
import { type TRow, WELD_ROUTES } from "./api";

const nameOf = (row: TRow | undefined) => (typeof row?.name === "string" ? row.name : "…");

/** The breadcrumb above a project's pages: Projects › <project>. */
export function useProjectCrumbs(projectId: string | undefined): TCrumb[] {
  const { t } = useTranslation();
  const project = useQuery({
    queryKey: queryKeys.item("projects", projectId ?? ""),
    queryFn: () => resourceProvider.get<TRow>("projects", projectId ?? ""),
    enabled: Boolean(projectId),
  });
  if (!projectId) return [];
  return [
    { label: t("menu.projects"), to: "/projects" },
    { label: nameOf(project.data), to: WELD_ROUTES.project(projectId) },
  ];
}

/** The breadcrumb above a weld's pages (its flaws, its cycles): Projects › <project> › Welds › <weld>. */
export function useWeldCrumbs(projectId: string | undefined, weldId: string | undefined): TCrumb[] {
  const { t } = useTranslation();
  const project = useProjectCrumbs(projectId);
  const weld = useQuery({
    queryKey: queryKeys.item(welds.path, weldId ?? ""),
    queryFn: () => resourceProvider.get<TRow>(welds.path, weldId ?? ""),
    enabled: Boolean(weldId),
  });
  if (!projectId || !weldId) return [];
  return [
    ...project,
    { label: t("menu.welds"), to: WELD_ROUTES.projectWelds(projectId) },
    { label: nameOf(weld.data), to: WELD_ROUTES.weldEdit(projectId, weldId) },
  ];
}
