import { Anchor, Breadcrumbs, Group, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export interface TCrumb {
  label: string;
  to?: string;
}

/** Spec: a breadcrumb "Menu" (to /) followed by optional linked sections, then the page title. */
export function PageHeader({ title, crumbs = [], actions }: { title: string; crumbs?: TCrumb[]; actions?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} mb="md">
      <Breadcrumbs aria-label="breadcrumb">
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
      <Group justify="space-between" align="center">
        <Title order={2}>{title}</Title>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
    </Stack>
  );
}
