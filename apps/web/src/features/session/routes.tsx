import type { RouteObject } from "react-router";
import { LoginPage } from "./login-page";
import { ForgotPasswordPage, RESET_PATHS, ResetDonePage, ResetEmailSentPage, ResetPasswordPage } from "./password-reset";

/** Routes outside the signed-in frame: /login and the password reset steps. */
export const publicSessionRoutes: RouteObject[] = [
  { path: "/login", element: <LoginPage /> },
  { path: RESET_PATHS.request, element: <ForgotPasswordPage /> },
  { path: RESET_PATHS.sent, element: <ResetEmailSentPage /> },
  // The static "done" segment ranks above the ":token" one.
  { path: RESET_PATHS.done, element: <ResetDonePage /> },
  { path: RESET_PATHS.choose, element: <ResetPasswordPage /> },
];

/** Routes inside the frame: /my-account. */
export const sessionRoutes: RouteObject[] = [
  // Loaded with the signed-in app, not with the login screen that shares this file.
  { path: "/my-account", lazy: async () => ({ Component: (await import("./my-account-page")).MyAccountPage }) },
];
