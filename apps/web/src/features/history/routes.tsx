import type { RouteObject } from "react-router";

/** /history: the client-wide history, in its own chunk. */
export const historyRoutes: RouteObject[] = [
  { path: "/history", lazy: async () => ({ Component: (await import("./history-page")).HistoryPage }) },
];
