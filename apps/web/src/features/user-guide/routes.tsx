import type { RouteObject } from "react-router";

export const userGuideRoutes: RouteObject[] = [];
