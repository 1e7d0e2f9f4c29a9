import { Anchor, Breadcrumbs, Group, Stack, Title } from "@mantine/core";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export interface TCrumb {
  label: string;
  to?: string;
}

/** The browser tab names the page: "Weld classes · WeldTrace". */
export function useDocumentTitle(title: string) {
  const { t } = useTranslation();
  const appName = t("common.appName");
  useEffect(() => {
    document.title = title && title !== appName ? `${title} · ${appName}` : appName;
  }, [title, appName]);
}

/**
 * Spec: a breadcrumb "Menu" (to /) followed by optional linked sections, then the page title: the page's one
 * h1, also its document title.
 */
export function PageHeader({ title, crumbs = [], actions }: { title: string; crumbs?: TCrumb[]; actions?: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <Stack gap={4} mb="md">
      <Breadcrumbs
        aria-label={t("common.breadcrumb")}
        styles={{ root: { flexWrap: "wrap" }, breadcrumb: { whiteSpace: "normal", overflowWrap: "anywhere", minWidth: 0 } }}
      >
        <Anchor component={Link} to="/" size="sm">
          {t("common.menu")}
        </Anchor>
        {crumbs.map((crumb) =>
          crumb.to ? (
            <Anchor key={crumb.label} component={Link} to={crumb.to} size="sm">
              {crumb.label}
            </Anchor>
          ) : (
            <span key={crumb.label} style={{ fontSize: "var(--mantine-font-size-sm)" }}>
              {crumb.label}
            </span>
          ),
        )}
      </Breadcrumbs>
      <Group justify="space-between" align="center" gap="xs">
        <Title order={1} size="h2" style={{ overflowWrap: "anywhere" }}>
          {title}
        </Title>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
    </Stack>
  );
}
