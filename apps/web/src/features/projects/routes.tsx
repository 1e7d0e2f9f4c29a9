import { Anchor } from "@mantine/core";
import { isAdminLike, projects } from "@weldtrace/domain";
import { useTranslation } from "react-i18next";
import { Link, type RouteObject } from "react-router";
import { ResourceList, type TResourceColumn } from "../../components/resource/resource-list";
import { useSession } from "../../session/session";
import { ResourceGuidePage } from "../user-guide/resource-guide-page";
import { OthersProjectsPage } from "./others-projects-page";
import { ProjectFormPage } from "./project-form";
import { StatusBadge } from "./status-badge";

/** Projects list: the status in the current language; the client column for those who see several. */
function ProjectsListPage() {
  const session = useSession();
  const columns: TResourceColumn[] = [
    {
      key: "name",
      // The project page (its welds, cut-outs, libraries and rates); the row itself still opens the form.
      render: (record) => (
        <Anchor
          component={Link}
          to={`/projects/${record.id}`}
          size="sm"
          onClick={(event) => event.stopPropagation()}
          data-testid="project-page-link"
        >
          {String(record.name ?? "")}
        </Anchor>
      ),
    },
    ...(isAdminLike(session.profile?.group) ? [{ key: "client" } as const] : []),
    { key: "uom" },
    { key: "status", render: (record) => <StatusBadge record={record} /> },
    { key: "companies" },
    { key: "contractors" },
  ];
  const { t } = useTranslation();
  return (
    <ResourceList
      resource={projects}
      columns={columns}
      // ARCHITECTURE.md: the shortcut to /others/projects is the Super User's only.
      others={{ to: "/others/projects", label: t("resources.projectOthers.shortcut"), allow: isAdminLike, testId: "others-projects" }}
    />
  );
}

export const projectRoutes: RouteObject[] = [
  { path: "/projects", element: <ProjectsListPage /> },
  { path: "/projects/create", element: <ProjectFormPage key="create" mode="create" /> },
  { path: "/projects/:id/edit", element: <ProjectFormPage key="edit" mode="edit" /> },
  { path: "/others/projects", element: <OthersProjectsPage /> },
  { path: "/projects/user-guide", element: <ResourceGuidePage resource={projects} /> },
];
