import { CloseButton, NavLink, Text, TextInput } from "@mantine/core";
import { useWindowEvent } from "@mantine/hooks";
import { IconFilter, IconSettings } from "@tabler/icons-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import type { TSettingsEntry } from "../features/catalogues/registry";
import { groupSettings } from "../features/catalogues/settings-groups";

/** The list's own pages (/cooling, /cooling/...), not another list whose path starts alike (/cooling-methods). */
const isUnder = (pathname: string, path: string) => pathname === `/${path}` || pathname.startsWith(`/${path}/`);

/**
 * The Settings entry of the side menu: its ~40 catalogues in groups (procedure, workpiece, inspection,
 * instruments, general) with a box that filters as one types; "/" opens it and puts the cursor in the box,
 * Enter opens the first setting shown.
 */
export function SettingsMenu({ entries }: { entries: readonly TSettingsEntry[] }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const onSettingsPage = entries.some((entry) => isUnder(location.pathname, entry.path));
  // Open on a settings page, also when the entries arrive after the first render (the session's rights).
  useEffect(() => {
    if (onSettingsPage) setOpened(true);
  }, [onSettingsPage]);
  // The current setting is shown in the menu, not left below the fold of ~40 entries (after the opening animation).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of page
  useEffect(() => {
    if (!onSettingsPage) return;
    const timer = setTimeout(() => document.querySelector("[data-settings-current]")?.scrollIntoView({ block: "nearest" }), 600);
    return () => clearTimeout(timer);
  }, [location.pathname, onSettingsPage]);
  const [filter, setFilter] = useState("");
  const input = useRef<HTMLInputElement>(null);
  // "/" as typed, Shift or not (it needs Shift on a French keyboard), unless the user is typing in a field.
  useWindowEvent("keydown", (event) => {
    const target = event.target as HTMLElement | null;
    const typing = target?.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target?.tagName ?? "");
    if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || typing) return;
    event.preventDefault();
    setOpened(true);
    // The box exists once the entry is open.
    setTimeout(() => input.current?.focus(), 0);
  });

  const groups = useMemo(
    () =>
      groupSettings(
        entries.map((entry) => ({ ...entry, label: t(entry.label) })),
        (group) => t(`settingsMenu.groups.${group}`),
        filter,
        i18n.language,
      ),
    [entries, filter, t, i18n.language],
  );

  return (
    <NavLink
      label={t("menu.settings")}
      leftSection={<IconSettings size={16} />}
      opened={opened}
      onChange={setOpened}
      data-testid="settings-menu"
    >
      <TextInput
        ref={input}
        size="xs"
        my={6}
        mr="xs"
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape") setFilter("");
          // Enter opens the first setting shown, so the keyboard alone gets there.
          const first = groups[0]?.entries[0];
          if (event.key === "Enter" && filter && first) navigate(`/${first.path}`);
        }}
        placeholder={t("settingsMenu.filter")}
        aria-label={t("settingsMenu.filter")}
        title={t("settingsMenu.filterHint")}
        leftSection={<IconFilter size={14} />}
        rightSection={filter ? <CloseButton size="xs" aria-label={t("resources.list.clearSearch")} onClick={() => setFilter("")} /> : null}
        data-testid="settings-filter"
      />
      {groups.length === 0 && (
        <Text size="xs" c="dimmed" px="xs" py={4} data-testid="settings-no-match">
          {t("settingsMenu.noMatch", { filter })}
        </Text>
      )}
      {groups.map((group) => (
        <div key={group.key} data-testid={`settings-group-${group.key}`}>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="xs" pt={8} pb={2}>
            {group.label}
          </Text>
          {group.entries.map((entry) => (
            <NavLink
              key={entry.path}
              component={Link}
              to={`/${entry.path}`}
              label={entry.label}
              active={isUnder(location.pathname, entry.path)}
              data-settings-current={isUnder(location.pathname, entry.path) || undefined}
            />
          ))}
        </div>
      ))}
    </NavLink>
  );
}
