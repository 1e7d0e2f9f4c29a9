import { ModalsProvider } from "@mantine/modals";
import "../i18n/signed-in-texts";
import type { RouteObject } from "react-router";
import { alertRoutes } from "../features/alerts/routes";
import { catalogueRoutes } from "../features/catalogues/routes";
import { clientRoutes } from "../features/clients/routes";
import { dashboardRoutes } from "../features/dashboard/routes";
import { edgeServerRoutes } from "../features/edge-servers/routes";
import { historyRoutes } from "../features/history/routes";
import { inspectionRoutes } from "../features/inspections/routes";
import { procedureRoutes } from "../features/procedures/routes";
import { processGroupRoutes } from "../features/process-groups/routes";
import { projectRoutes } from "../features/projects/routes";
import { sessionRoutes } from "../features/session/routes";
import { staffRoutes } from "../features/staff/routes";
import { userGuideRoutes } from "../features/user-guide/routes";
import { userRoutes } from "../features/users/routes";
import { weldRoutes } from "../features/welds/routes";
import { workpieceRoutes } from "../features/workpieces/routes";
import { AppLayout } from "./layout";
import { MENU, type TMenuEntry } from "./menu";
import { HomePage, NotFoundPage, NotYetAvailablePage } from "./pages";

const flatten = (entries: TMenuEntry[]): TMenuEntry[] => entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
const notYetBuilt: RouteObject[] = flatten(MENU)
  .filter((entry) => !entry.built && !entry.children)
  .map((entry) => ({ path: entry.route, element: <NotYetAvailablePage entry={entry} /> }));

/** Everything behind the sign-in, loaded on the first navigation into it (app/routes.tsx). */
export const signedInRoute: RouteObject = {
  // Only signed-in screens open confirm modals; the provider (Modal, ScrollArea, focus trap) stays out of the login bundle.
  element: (
    <ModalsProvider>
      <AppLayout />
    </ModalsProvider>
  ),
  children: [
    { index: true, element: <HomePage /> },
    ...sessionRoutes,
    ...dashboardRoutes,
    ...userGuideRoutes,
    ...catalogueRoutes,
    ...clientRoutes,
    ...userRoutes,
    ...projectRoutes,
    ...processGroupRoutes,
    ...procedureRoutes,
    ...workpieceRoutes,
    ...weldRoutes,
    ...staffRoutes,
    ...inspectionRoutes,
    ...alertRoutes,
    ...edgeServerRoutes,
    ...historyRoutes,
    ...notYetBuilt,
    { path: "*", element: <NotFoundPage /> },
  ],
};
