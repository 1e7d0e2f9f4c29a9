import { Tabs } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
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

/** The tabs of the screen a settings list belongs to, each a link to its list; nothing for a list that stands alone. */
export function SettingsTabs({ current }: { current: TWebResourceKey }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const group = TAB_GROUPS.find((candidate) => candidate.some((tab) => tab.key === current));
  if (!group) return null;
  return (
    <Tabs
      value={current}
      onChange={(next) => {
        const tab = group.find((candidate) => candidate.key === next);
        if (tab && tab.path !== location.pathname) navigate(tab.path);
      }}
      data-testid="settings-tabs"
    >
      <Tabs.List>
        {group.map((tab) => (
          <Tabs.Tab key={tab.key} value={tab.key}>
            {t(`resources.${tab.key}.many`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
