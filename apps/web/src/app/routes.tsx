import { createBrowserRouter } from "react-router";
import { publicSessionRoutes } from "../features/session/routes";

/**
 * The login and password-reset screens are in the first bundle; the signed-in app (layout, menu and every
 * feature) is a separate chunk fetched on the first navigation into it, so the login screen loads only what
 * it needs. Vite splits the chunk further where features import heavy libraries on demand (PDF export).
 */
let signedInChunk: Promise<typeof import("./signed-in-routes")> | null = null;

export const router = createBrowserRouter(publicSessionRoutes, {
  async patchRoutesOnNavigation({ patch }) {
    // The chunk is fetched once, but every call patches: each navigation patches its own copy of the routes, and
    // a navigation that interrupts another (signing in from /login starts two) must not find the patch already
    // "done" by the one it cancelled, or it renders matches whose routes are missing (a blank page).
    // React Router skips a route it already has, so patching again adds nothing.
    signedInChunk ??= import("./signed-in-routes");
    const { signedInRoute } = await signedInChunk;
    patch(null, [signedInRoute]);
  },
});
