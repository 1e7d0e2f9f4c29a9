import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { useEffect } from "react";
import { type Location, useBlocker } from "react-router";

export interface TUnsavedTexts {
  title: string;
  text: string;
  leave: string;
  stay: string;
}

/**
 * Spec-free but expected of a long form: leaving it (another screen, closing the tab) with unsaved changes asks
 * first. `hasUnsavedChanges` is read at navigation time, so a deliberate exit can turn it off just before.
 */
export function useUnsavedChangesGuard(hasUnsavedChanges: (next?: Location) => boolean, texts: TUnsavedTexts) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => hasUnsavedChanges(nextLocation) && currentLocation.pathname !== nextLocation.pathname,
  );
  const { title, text, leave, stay } = texts;
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    modals.openConfirmModal({
      title,
      centered: true,
      children: <Text size="sm">{text}</Text>,
      labels: { confirm: leave, cancel: stay },
      confirmProps: { color: "red" },
      onConfirm: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, title, text, leave, stay]);

  const unsaved = hasUnsavedChanges();
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);
}
