import { Button, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { TWebResourceKey } from "../../components/resource/types";

/** Spec §2: settings screens shown as tabs of one screen ("cooling": coolings, cooling methods; "bevels": bevels, dimensions, types). */
const TAB_GROUPS: readonly (readonly { key: TWebResourceKey; path: string }[])[] = [
  [
    { key: "cooling", path: "/cooling" },
    { key: "coolingMethod", path: "/cooling-methods" },
  ],
  [
    { key: "bevel", path: "/bevels" },
    { key: "bevelDimension", path: "/bevel-dimensions" },
    { key: "bevelType", path: "/bevel-types" },
  ],
];

export const hasSettingsTabs = (key: TWebResourceKey) => TAB_GROUPS.some((group) => group.some((tab) => tab.key === key));

/**
 * The tabs of the screen a settings list belongs to: links between lists (each its own page), the current one marked
 * for assistive technology with aria-current; nothing for a list that stands alone.
 */
export function SettingsTabs({ current }: { current: TWebResourceKey }) {
  const { t } = useTranslation();
  const group = TAB_GROUPS.find((candidate) => candidate.some((tab) => tab.key === current));
  if (!group) return null;
  return (
    <Group component="nav" gap={4} aria-label={t("settingsMenu.related")} data-testid="settings-tabs" wrap="nowrap">
      {group.map((tab) => (
        <Button
          key={tab.key}
          component={Link}
          to={tab.path}
          variant={tab.key === current ? "light" : "subtle"}
          aria-current={tab.key === current ? "page" : undefined}
          size="sm"
        >
          {t(`resources.${tab.key}.many`)}
        </Button>
      ))}
    </Group>
  );
}
