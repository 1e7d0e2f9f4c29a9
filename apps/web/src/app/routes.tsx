import { createBrowserRouter } from "react-router";
import { publicSessionRoutes } from "../features/session/routes";

/**
 * The login and password-reset screens are in the first bundle; the signed-in app (layout, menu and every
 * feature) is a separate chunk fetched on the first navigation into it, so the login screen loads only what
 * it needs. Vite splits the chunk further where features import heavy libraries on demand (PDF export).
 */
let signedIn: Promise<void> | null = null;

export const router = createBrowserRouter(publicSessionRoutes, {
  patchRoutesOnNavigation({ patch }) {
    // Once: its catch-all route then matches every other path.
    signedIn ??= import("./signed-in-routes").then(({ signedInRoute }) => patch(null, [signedInRoute]));
    return signedIn;
  },
});
