import { Alert, Button, Stack, Text, Title } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageHeader } from "../components/page-header";
import { HomeMap } from "../features/home/home-map";
import type { TMenuEntry } from "./menu";

export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t("pages.homeTitle")} />
      <HomeMap />
    </>
  );
}

/** An honest page for menu entries of areas not built yet: no stubbed screen pretending to work. */
export function NotYetAvailablePage({ entry }: { entry: TMenuEntry }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t(`menu.${entry.key}`)} crumbs={[{ label: t(`menu.${entry.key}`) }]} />
      <Alert icon={<IconInfoCircle />} title={t("pages.notYetTitle")} variant="light" color="gray">
        {t("pages.notYetText")}
      </Alert>
    </>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack align="center" mt="xl" gap="md">
      <Title order={1}>404</Title>
      <Title order={3}>{t("common.notFoundTitle")}</Title>
      <Text c="dimmed">{t("common.notFoundText")}</Text>
      <Button component={Link} to="/">
        {t("common.goHome")}
      </Button>
    </Stack>
  );
}
