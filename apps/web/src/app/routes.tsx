import { createBrowserRouter, type RouteObject } from "react-router";
import { catalogueRoutes } from "../features/catalogues/routes";
import { clientRoutes } from "../features/clients/routes";
import { procedureRoutes } from "../features/procedures/routes";
import { processGroupRoutes } from "../features/process-groups/routes";
import { projectRoutes } from "../features/projects/routes";
import { publicSessionRoutes, sessionRoutes } from "../features/session/routes";
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

export const router = createBrowserRouter([
  ...publicSessionRoutes,
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <HomePage /> },
      ...sessionRoutes,
      ...userGuideRoutes,
      ...catalogueRoutes,
      ...clientRoutes,
      ...userRoutes,
      ...projectRoutes,
      ...processGroupRoutes,
      ...procedureRoutes,
      ...weldRoutes,
      ...workpieceRoutes,
      ...notYetBuilt,
      { path: "*", element: <NotFoundPage /> },
    ],
  },
]);
