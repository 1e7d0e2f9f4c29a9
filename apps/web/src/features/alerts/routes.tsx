import type { RouteObject } from "react-router";
import { AlertsPage } from "./alerts-page";

/** Spec §2 "Inspections" menu: the alerts list at the spec's route. */
export const alertRoutes: RouteObject[] = [{ path: "/alerts-list", element: <AlertsPage /> }];
