import type { RouteObject } from "react-router";

/** /edge-servers and /edge-servers/:id (spec "Edge servers"), in their own chunk. */
export const edgeServerRoutes: RouteObject[] = [
  { path: "/edge-servers", lazy: async () => ({ Component: (await import("./edge-servers-page")).EdgeServersPage }) },
  { path: "/edge-servers/:id", lazy: async () => ({ Component: (await import("./edge-server-page")).EdgeServerPage }) },
];
