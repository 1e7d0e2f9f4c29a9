import { Badge } from "@mantine/core";
import { isAdminLike, projects } from "@weldtrace/domain";
import { useTranslation } from "react-i18next";
import type { RouteObject } from "react-router";
import { ResourceList, type TResourceColumn } from "../../components/resource/resource-list";
import type { TResourceRecord } from "../../components/resource/types";
import { useSession } from "../../session/session";
import { ResourceGuidePage } from "../user-guide/resource-guide-page";
import { ProjectFormPage } from "./project-form";

const STATUS_COLORS: Record<string, string> = { PLANNED: "gray", "ON-GOING": "green", TERMINATED: "blue" };

function StatusBadge({ record }: { record: TResourceRecord }) {
  const { t } = useTranslation();
  const status = String(record.status ?? "PLANNED") as "PLANNED" | "ON-GOING" | "TERMINATED";
  return (
    <Badge variant="light" color={STATUS_COLORS[status] ?? "gray"}>
      {t(`resources.projectStatus.${status}`)}
    </Badge>
  );
}

/** Projects list: the status in the current language; the client column for those who see several. */
function ProjectsListPage() {
  const session = useSession();
  const columns: TResourceColumn[] = [
    { key: "name" },
    ...(isAdminLike(session.profile?.group) ? [{ key: "client" } as const] : []),
    { key: "uom" },
    { key: "status", render: (record) => <StatusBadge record={record} /> },
    { key: "companies" },
    { key: "contractors" },
  ];
  return <ResourceList resource={projects} columns={columns} />;
}

export const projectRoutes: RouteObject[] = [
  { path: "/projects", element: <ProjectsListPage /> },
  { path: "/projects/create", element: <ProjectFormPage key="create" mode="create" /> },
  { path: "/projects/:id/edit", element: <ProjectFormPage key="edit" mode="edit" /> },
  { path: "/projects/user-guide", element: <ResourceGuidePage resource={projects} /> },
];
