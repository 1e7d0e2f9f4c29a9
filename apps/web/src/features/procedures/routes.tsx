import { PROCEDURE_SECTION_LISTS } from "@weldtrace/domain";
import type { RouteObject } from "react-router";
import { ResourceGuidePage } from "../user-guide/resource-guide-page";
import { AlertsConfigurationPage } from "./alerts/alerts-configuration-page";
import { ProcedureFormPage } from "./form/procedure-form-page";
import { OthersProceduresPage } from "./others/others-procedures-page";
import { ArchivedProceduresListPage, ProceduresListPage } from "./procedures-list-page";
import { PROCEDURE_ROUTES } from "./resource";
import { BevelDimensionListPage, BevelListPage, CoolingListPage, TimeLapseListPage } from "./section-lists-pages";

export const procedureRoutes: RouteObject[] = [
  { path: PROCEDURE_ROUTES.list, element: <ProceduresListPage /> },
  { path: PROCEDURE_ROUTES.archived, element: <ArchivedProceduresListPage /> },
  { path: PROCEDURE_ROUTES.others, element: <OthersProceduresPage /> },
  { path: PROCEDURE_ROUTES.create, element: <ProcedureFormPage key="create" mode="create" /> },
  { path: "/procedures/:id/edit", element: <ProcedureFormPage key="edit" mode="edit" /> },
  { path: "/archived-procedures/:id/view", element: <ProcedureFormPage key="view" mode="view" /> },
  { path: "/alerts-configuration/:id", element: <AlertsConfigurationPage /> },
  // Settings lists of procedure sections (spec §2 "Other settings catalogues").
  { path: "/cooling", element: <CoolingListPage /> },
  { path: "/time-lapses", element: <TimeLapseListPage /> },
  { path: "/bevels", element: <BevelListPage /> },
  { path: "/bevel-dimensions", element: <BevelDimensionListPage /> },
  ...PROCEDURE_SECTION_LISTS.map(({ resource }) => ({
    path: `/${resource.path}/user-guide`,
    element: <ResourceGuidePage key={resource.path} resource={resource} />,
  })),
];
