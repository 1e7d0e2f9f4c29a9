import type { ButtonProps } from "@mantine/core";

/**
 * A button whose label may be long in French ("Séquences d'inspection de contrôle de température", "Nouvelle séquence
 * d'inspection de refroidissement"): it wraps within the screen's width instead of pushing the page sideways on a
 * phone; one line keeps the usual height.
 */
export const WRAPPING_BUTTON_STYLES: ButtonProps["styles"] = {
  root: {
    maxWidth: "100%",
    height: "auto",
    minHeight: "var(--button-height)",
    paddingBlock: 6,
    display: "inline-flex",
    alignItems: "center",
  },
  inner: { height: "auto" },
  label: { whiteSpace: "normal", textAlign: "center", lineHeight: 1.3, overflow: "visible" },
};
