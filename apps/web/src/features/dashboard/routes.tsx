import type { RouteObject } from "react-router";

/** /dashboard, in its own chunk: the chart library stays out of the rest of the signed-in app. */
export const dashboardRoutes: RouteObject[] = [
  { path: "/dashboard", lazy: async () => ({ Component: (await import("./dashboard-page")).DashboardPage }) },
];
