import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconListSearch, IconPlus, IconSearchOff } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { WRAPPING_BUTTON_STYLES } from "../wrapping-button";
import type { TListLocationState, TWebResourceKey } from "./types";

export interface TEmptyListProps {
  resourceKey: TWebResourceKey;
  /** The list's plural name as it reads mid-sentence. */
  entities: string;
  /** The search that found nothing; empty when the list itself is empty. */
  search: string;
  onClearSearch: () => void;
  /** Instead of the resource's purpose sentence (an archive, another client's records). */
  purpose?: string;
  /** Where New leads; undefined when the user may not create. */
  createTo?: string;
  listState?: TListLocationState;
  /** The list's Import button, when it has an import and the user may use it. */
  importButton?: ReactNode;
}

/**
 * What an empty list shows instead of a blank table: what the list is for and the way to fill it (New, Import);
 * a search that found nothing says so instead, with a way back to the whole list.
 */
export function EmptyList({ resourceKey, entities, search, onClearSearch, purpose, createTo, listState, importButton }: TEmptyListProps) {
  const { t } = useTranslation();
  if (search) {
    return (
      <Paper withBorder p="xl" data-testid="resource-no-match">
        <Stack align="center" gap="xs" ta="center">
          <ThemeIcon variant="light" size="xl" radius="xl" color="gray" aria-hidden>
            <IconSearchOff size={22} />
          </ThemeIcon>
          <Title order={2} size="h4">
            {t("resources.list.noMatchTitle", { entities, search })}
          </Title>
          <Text c="dimmed">{t("resources.list.noMatchText")}</Text>
          <Button variant="default" onClick={onClearSearch}>
            {t("resources.list.clearSearch")}
          </Button>
        </Stack>
      </Paper>
    );
  }
  // Every list has its sentence (typed catalogue); the generic one covers a key added without one.
  const purposes: Partial<Record<string, string>> = t("resources.purpose", { returnObjects: true });
  const sentence = purpose ?? purposes[resourceKey] ?? t("resources.list.emptyGeneric", { entities });
  return (
    <Paper withBorder p="xl" data-testid="resource-empty">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon variant="light" size="xl" radius="xl" aria-hidden>
          <IconListSearch size={22} />
        </ThemeIcon>
        <Title order={2} size="h4">
          {t("resources.list.emptyTitle", { entities })}
        </Title>
        <Text maw={560} data-testid="resource-empty-purpose">
          {sentence}
        </Text>
        {(createTo || importButton) && (
          <Group gap="sm" justify="center" mt="xs">
            {createTo && (
              <Button
                component={Link}
                to={createTo}
                state={listState}
                leftSection={<IconPlus size={16} />}
                data-testid="empty-new"
                styles={WRAPPING_BUTTON_STYLES}
              >
                {t(`resources.${resourceKey}.newOne`)}
              </Button>
            )}
            {importButton}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
