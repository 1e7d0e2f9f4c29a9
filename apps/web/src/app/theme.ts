import { type CSSVariablesResolver, createTheme, Menu, Modal } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";

export const theme = createTheme({
  primaryColor: "orange",
  defaultRadius: "sm",
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  components: {
    Tooltip: { defaultProps: { maw: 250, multiline: true } },
    // The focus placeholder is a div inside role="menu", which may hold only menu items (axe aria-required-children).
    Menu: Menu.extend({ defaultProps: { withInitialFocusPlaceholder: false } }),
  },
});

/** The theme with texts in the reader's language: every dialog's close button is named ("Close", "Fermer"). */
export function useAppTheme() {
  const { t, i18n } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the label follows the language
  return useMemo(
    () =>
      createTheme({
        ...theme,
        components: {
          ...theme.components,
          Modal: Modal.extend({ defaultProps: { closeButtonProps: { "aria-label": t("common.close") } } }),
        },
      }),
    [i18n.language],
  );
}

/*
 * WCAG 2.2 AA (4.5:1 for text): Mantine's orange, green, red and blue shades 6 are too light under white text
 * and as text on their light tints, and its dimmed grey too pale. Darker shades of the same hues are used where
 * text sits on them (filled buttons, light badges, links), in both schemes; the palette itself is unchanged.
 */
const FILLED: Record<string, [string, string]> = {
  // [filled (white text on it), hover]
  orange: ["#c2410c", "#9a3412"],
  red: ["#c92a2a", "#a51d1d"],
  green: ["#2b7a3a", "#22632f"],
  blue: ["#1864ab", "#134f88"],
};
const LIGHT_TEXT: Record<string, string> = {
  orange: "#ad3a0b",
  red: "#b02525",
  green: "#236b31",
  blue: "#1864ab",
  gray: "#495057",
  yellow: "#7a5a00",
  teal: "#066649",
  cyan: "#095c6b",
  indigo: "#364fc7",
  violet: "#5f3dc4",
  grape: "#862e9c",
  pink: "#a61e4d",
  lime: "#3f6410",
};

const filledVariables = () =>
  Object.fromEntries(
    Object.entries(FILLED).flatMap(([color, [filled, hover]]) => [
      [`--mantine-color-${color}-filled`, filled],
      [`--mantine-color-${color}-filled-hover`, hover],
    ]),
  );

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    ...filledVariables(),
    ...Object.fromEntries(Object.entries(LIGHT_TEXT).map(([color, text]) => [`--mantine-color-${color}-light-color`, text])),
    "--mantine-color-orange-text": FILLED.orange?.[0] ?? "",
    "--mantine-color-anchor": LIGHT_TEXT.orange ?? "",
    // Outline buttons (a red Delete) write their text in the colour: shade 6 on white is 3.28:1 for red.
    ...Object.fromEntries(Object.entries(LIGHT_TEXT).map(([color, text]) => [`--mantine-color-${color}-outline`, text])),
    "--mantine-color-dimmed": "var(--mantine-color-gray-7)",
  },
  dark: {
    ...filledVariables(),
    "--mantine-color-dimmed": "var(--mantine-color-dark-1)",
  },
});
