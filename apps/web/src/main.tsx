import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "mantine-datatable/styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { createAppRouter } from "./app/routes";
import { i18nReady } from "./i18n";

const root = document.getElementById("root");
// First paint waits for the stored language's catalogue (French is a chunk of its own), so French never shows English
// first; if that chunk cannot load, the app still renders, in English. It waits for the routes of the screen opened
// too (app/routes.tsx), fetched at the same time.
if (root)
  void Promise.all([i18nReady.catch(() => undefined), createAppRouter()]).then(([, router]) =>
    createRoot(root).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );
