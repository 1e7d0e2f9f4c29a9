import { localStorageColorSchemeManager, MantineProvider } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { TOAST_DURATION_MS } from "@weldtrace/domain";
import { RouterProvider } from "react-router";
import { SessionProvider } from "../session/session";
import { router } from "./routes";
import { theme } from "./theme";

export const THEME_KEY = "weldtrace.theme";
const colorSchemeManager = localStorageColorSchemeManager({ key: THEME_KEY });
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 } },
});

export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" colorSchemeManager={colorSchemeManager}>
      <ModalsProvider>
        {/* Spec: toasts top-right, 5000 ms, progress, close on click, pause on hover (Mantine pauses on hover). */}
        <Notifications position="top-right" autoClose={TOAST_DURATION_MS} limit={5} />
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <RouterProvider router={router} />
          </SessionProvider>
        </QueryClientProvider>
      </ModalsProvider>
    </MantineProvider>
  );
}
