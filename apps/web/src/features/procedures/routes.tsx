import type { RouteObject } from "react-router";
import { AlertsConfigurationPage } from "./alerts/alerts-configuration-page";
import { ProcedureFormPage } from "./form/procedure-form-page";
import { OthersProceduresPage } from "./others/others-procedures-page";
import { ArchivedProceduresListPage, ProceduresListPage } from "./procedures-list-page";
import { PROCEDURE_ROUTES } from "./resource";

export const procedureRoutes: RouteObject[] = [
  { path: PROCEDURE_ROUTES.list, element: <ProceduresListPage /> },
  { path: PROCEDURE_ROUTES.archived, element: <ArchivedProceduresListPage /> },
  { path: PROCEDURE_ROUTES.others, element: <OthersProceduresPage /> },
  { path: PROCEDURE_ROUTES.create, element: <ProcedureFormPage key="create" mode="create" /> },
  { path: "/procedures/:id/edit", element: <ProcedureFormPage key="edit" mode="edit" /> },
  { path: "/archived-procedures/:id/view", element: <ProcedureFormPage key="view" mode="view" /> },
  { path: "/alerts-configuration/:id", element: <AlertsConfigurationPage /> },
];
