import type { RouteObject } from "react-router";

/** Filled by the catalogues feature: list, /create and /{id}/edit per resource. */
export const catalogueRoutes: RouteObject[] = [];
