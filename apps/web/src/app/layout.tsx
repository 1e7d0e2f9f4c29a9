import { ActionIcon, AppShell, Badge, Burger, Group, NavLink, ScrollArea, Text, Tooltip } from "@mantine/core";
import { useDisclosure, useLocalStorage, useMediaQuery } from "@mantine/hooks";
import { IconLogout } from "@tabler/icons-react";
import { APP_VERSION, COPYRIGHT_YEAR } from "@weldtrace/domain";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, Outlet, useLocation, useNavigate } from "react-router";
import { OpenAlertsBadge } from "../features/alerts/open-alerts-badge";
import { SETTINGS_ENTRIES } from "../features/catalogues/registry";
import { useSession } from "../session/session";
import { LanguageSwitch, ThemeToggle } from "./header-controls";
import classes from "./layout.module.css";
import { MENU, type TMenuEntry, visibleEntries } from "./menu";
import { SettingsMenu } from "./settings-menu";

export const SIDEBAR_KEY = "weldtrace.sidebar";

/** A group of the menu: opened on the page of one of its links; its button says whether it is expanded (aria-expanded). */
function MenuGroup({ entry, children }: { entry: TMenuEntry; children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [opened, setOpened] = useState(() => (entry.children ?? []).some((child) => location.pathname.startsWith(child.route)));
  return (
    <NavLink
      component="button"
      type="button"
      label={t(`menu.${entry.key}`)}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      data-testid={`menu-group-${entry.key}`}
    >
      {children}
    </NavLink>
  );
}

function MenuLinks({ entries }: { entries: TMenuEntry[] }) {
  const { t } = useTranslation();
  const location = useLocation();
  return entries.map((entry) =>
    entry.children ? (
      <MenuGroup key={entry.key} entry={entry}>
        <MenuLinks entries={entry.children} />
      </MenuGroup>
    ) : (
      <NavLink
        key={entry.key}
        component={Link}
        to={entry.route}
        label={t(`menu.${entry.key}`)}
        rightSection={entry.key === "alertsList" ? <OpenAlertsBadge /> : undefined}
        active={entry.route === "/" ? location.pathname === "/" : location.pathname.startsWith(entry.route)}
      />
    ),
  );
}

/** The signed-in frame: header, collapsible sidebar (remembered), content. */
export function AppLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [desktopOpened, setDesktopOpened] = useLocalStorage({ key: SIDEBAR_KEY, defaultValue: true, getInitialValueInEffect: false });
  // On a phone the menu covers the page: closed at first and after each navigation, never remembered.
  const [mobileOpened, mobile] = useDisclosure(false);
  const small = useMediaQuery("(max-width: 48em)", false, { getInitialValueInEffect: false });
  const opened = small ? mobileOpened : desktopOpened;
  const setOpened = (value: boolean) => (small ? (value ? mobile.open() : mobile.close()) : setDesktopOpened(value));
  const closeMobile = mobile.close;
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every change of page
  useEffect(() => closeMobile(), [location.pathname, closeMobile]);

  if (!session.authenticated) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  const entries = visibleEntries(MENU, (area) => session.can(area, "list"), session.profile?.group);
  const settings = SETTINGS_ENTRIES.filter((entry) => session.can(entry.area, "list"));

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 260, breakpoint: "sm", collapsed: { mobile: !mobileOpened, desktop: !desktopOpened } }}
      padding="md"
    >
      {/* WCAG 2.4.1: the first Tab offers to jump over the header and the menu. */}
      {/* The browser follows the link to <main> (tabIndex -1), which takes the focus. */}
      <a href="#main-content" className={classes.skipLink}>
        {t("common.skipToContent")}
      </a>
      <AppShell.Header>
        <Group h="100%" px={{ base: "xs", sm: "md" }} gap="xs" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={() => setOpened(!opened)}
              size="sm"
              aria-label={opened ? t("common.collapseMenu") : t("common.expandMenu")}
              data-testid="sidebar-toggle"
            />
            <Text fw={700} component={Link} to="/">
              {t("common.appName")}
            </Text>
            <Badge variant="light" style={{ flexShrink: 0 }}>
              {t("common.cloud")}
            </Badge>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitch />
            <ThemeToggle wrap={(button, label) => <Tooltip label={label}>{button}</Tooltip>} />
            <Tooltip label={t("common.logout")}>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t("common.logout")}
                data-testid="logout"
                onClick={async () => {
                  await session.logout();
                  navigate("/login");
                }}
              >
                <IconLogout size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t("common.menu")}>
        <AppShell.Section grow component={ScrollArea}>
          <MenuLinks entries={entries} />
          {settings.length > 0 && <SettingsMenu entries={settings} />}
        </AppShell.Section>
        <AppShell.Section pt="xs">
          <Text size="xs" c="dimmed">
            {t("common.version", { version: APP_VERSION })}
          </Text>
          <Text size="xs" c="dimmed">
            {t("common.copyright", { year: COPYRIGHT_YEAR })}
          </Text>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1} className={classes.main}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
