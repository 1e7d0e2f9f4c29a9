import { localStorageColorSchemeManager, MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { TOAST_DURATION_MS } from "@weldtrace/domain";
import { RouterProvider } from "react-router";
import { SessionProvider } from "../session/session";
import classes from "./app.module.css";
import { router } from "./routes";
import { cssVariablesResolver, theme } from "./theme";

export const THEME_KEY = "weldtrace.theme";
const colorSchemeManager = localStorageColorSchemeManager({ key: THEME_KEY });
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 } },
});

export function App() {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      colorSchemeManager={colorSchemeManager}
    >
      {/* Spec: toasts top-right, 5000 ms, progress, close on click, pause on hover (Mantine pauses on hover); below the
          56 px header so they never cover its controls. */}
      <Notifications position="top-right" autoClose={TOAST_DURATION_MS} limit={5} classNames={{ root: classes.notifications }} />
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
