import type { RouteObject } from "react-router";

/** Routes outside the signed-in frame: /login and the password reset steps. */
export const publicSessionRoutes: RouteObject[] = [];
/** Routes inside the frame: /my-account. */
export const sessionRoutes: RouteObject[] = [];
