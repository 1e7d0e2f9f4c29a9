import { createBrowserRouter, matchRoutes, type RouteObject } from "react-router";
import { publicSessionRoutes } from "../features/session/routes";

/**
 * The login and password-reset screens are in the first bundle; the signed-in app (layout, menu and every
 * feature) is a separate chunk, so the login screen loads only what it needs. Vite splits the chunk further where
 * features import heavy libraries on demand (PDF export).
 */
let signedInChunk: Promise<typeof import("./signed-in-routes")> | null = null;
const loadSignedIn = () => {
  signedInChunk ??= import("./signed-in-routes");
  return signedInChunk;
};

/**
 * A full page load of a signed-in screen (/welds) takes the signed-in routes before the router starts: started with
 * the public routes only, React Router matched nothing on its first render and logged `No routes matched location
 * "/welds"` on every such load, while it discovered the routes. The login screen still starts without the chunk,
 * and a navigation from it into the app fetches it then (patchRoutesOnNavigation).
 */
export async function createAppRouter(pathname = window.location.pathname) {
  const routes: RouteObject[] = [...publicSessionRoutes];
  if (!matchRoutes(publicSessionRoutes, pathname)) {
    // A chunk that cannot load now is fetched again on the first navigation, as from the login screen.
    const chunk = await loadSignedIn().catch(() => {
      signedInChunk = null;
      return null;
    });
    if (chunk) routes.push(chunk.signedInRoute);
  }
  return createBrowserRouter(routes, {
    async patchRoutesOnNavigation({ patch }) {
      // The chunk is fetched once, but every call patches: each navigation patches its own copy of the routes, and
      // a navigation that interrupts another (signing in from /login starts two) must not find the patch already
      // "done" by the one it cancelled, or it renders matches whose routes are missing (a blank page).
      // React Router skips a route it already has, so patching again adds nothing.
      const { signedInRoute } = await loadSignedIn();
      patch(null, [signedInRoute]);
    },
  });
}

export type TAppRouter = Awaited<ReturnType<typeof createAppRouter>>;
