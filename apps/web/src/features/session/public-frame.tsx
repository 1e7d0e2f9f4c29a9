import { Badge, Box, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconFlame } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LanguageSwitch, ThemeToggle } from "../../app/header-controls";
import classes from "./session.module.css";

/** The frame of the screens outside the signed-in area: a centred card with the app name, language and theme in the corner. */
export function PublicFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box className={classes.frame} pos="relative" component="main">
      <Group gap="sm" className={classes.corner}>
        <LanguageSwitch />
        <ThemeToggle />
      </Group>
      <Center mih="100dvh" p="md" pt={72}>
        <Paper withBorder shadow="md" radius="md" p="xl" w="100%" maw={440}>
          <Stack gap="lg">
            <Stack gap={4} align="center">
              <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
                <IconFlame size={28} />
              </ThemeIcon>
              <Group gap="xs" justify="center">
                <Title order={1} size="h2">
                  {t("common.appName")}
                </Title>
                <Badge variant="light">{t("common.cloud")}</Badge>
              </Group>
              <Text size="sm" c="dimmed" ta="center">
                {t("session.frame.tagline")}
              </Text>
            </Stack>
            {children}
          </Stack>
        </Paper>
      </Center>
    </Box>
  );
}

/** Title of a step inside the frame, with an optional "Step n of 4" line above it. */
export function StepTitle({ title, step }: { title: string; step?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      {step !== undefined && (
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {t("session.reset.step", { n: step, total: 4 })}
        </Text>
      )}
      <Title order={2} size="h4">
        {title}
      </Title>
    </Stack>
  );
}
