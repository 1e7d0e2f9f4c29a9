import { ActionIcon, SegmentedControl, useMantineColorScheme } from "@mantine/core";
import { IconMoon, IconSun } from "@tabler/icons-react";
import type { ReactElement, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { apiRequest } from "../api/client";
import { setLanguage } from "../i18n";
import { readToken } from "../session/storage";

// The language and theme controls live apart from the signed-in layout: the login screen shows them too and must
// not pull the layout (menu, settings registry, resource components) into its bundle.

/**
 * The theme button. The signed-in header wraps it in a Mantine Tooltip (`wrap`); the login screen shows the browser's
 * own tooltip instead, because Tooltip brings the floating-ui positioning library into the login bundle.
 */
export function ThemeToggle({ wrap }: { wrap?: (button: ReactElement, label: string) => ReactNode }) {
  const { t } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const dark = colorScheme === "dark";
  const label = dark ? t("common.lightTheme") : t("common.darkTheme");
  const button = (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={label}
      title={wrap ? undefined : label}
      onClick={() => setColorScheme(dark ? "light" : "dark")}
      data-testid="theme-toggle"
    >
      {dark ? <IconSun size={18} /> : <IconMoon size={18} />}
    </ActionIcon>
  );
  return wrap ? wrap(button, label) : button;
}

/** The language control: EN/FR in headers, the languages' own names (`named`) on My account. */
export function LanguageSwitch({ named = false }: { named?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <SegmentedControl
      size={named ? "sm" : "xs"}
      aria-label={t("common.language")}
      value={i18n.language === "fr" ? "fr" : "en"}
      onChange={(value) => {
        const language = value === "fr" ? "fr" : "en";
        setLanguage(language);
        // Signed in: the choice is the user's, kept on the server (mails are written in it, a new browser applies it).
        if (readToken()) void apiRequest("PATCH", "/api/me/", { language });
      }}
      data={[
        { value: "en", label: named ? "English" : "EN" },
        { value: "fr", label: named ? "Français" : "FR" },
      ]}
      data-testid={named ? "account-language" : "language-switch"}
    />
  );
}
