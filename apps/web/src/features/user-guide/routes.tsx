import type { RouteObject } from "react-router";
import { UserGuideIndexPage } from "./user-guide-index-page";

/** /user-guide; each list's own guide is routed next to the list (/<path>/user-guide). */
export const userGuideRoutes: RouteObject[] = [{ path: "/user-guide", element: <UserGuideIndexPage /> }];
