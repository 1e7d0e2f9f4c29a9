import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconAlertCircle, IconHistory } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { THistoryEntry, TPage } from "@weldtrace/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { apiData } from "../../api/client";
import { formatDateTime } from "../../i18n/format";
import { describeFailure } from "../resource/error-message";
import { HistoryChanges, historyAuthor, type THistoryUnits } from "./history-values";

const PAGE = 20;

/** The entries of one record, newest first (GET /api/history/?resource=&record=). */
export const historyOf = (resource: string, record: string, pageSize: number) =>
  apiData<TPage<THistoryEntry>>(
    "GET",
    `/api/history/?resource=${encodeURIComponent(resource)}&record=${encodeURIComponent(record)}&page_size=${pageSize}`,
  );

/**
 * A record's History panel, below its form or detail. Closed at first (its entries load when opened):
 * each entry says what was done, when, by whom, and each changed field's value before and after, numbers in the
 * units the record's page shows them in (`units`).
 */
export function HistoryPanel({ resource, record, units }: { resource: string; record: string; units?: THistoryUnits }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [pageSize, setPageSize] = useState(PAGE);
  const entries = useQuery({
    queryKey: ["history", resource, record, pageSize],
    queryFn: () => historyOf(resource, record, pageSize),
    enabled: open,
    placeholderData: (previous) => previous,
  });
  return (
    <Paper withBorder p="md" maw={720} mt="md" data-testid="history-panel" component="section" aria-labelledby="history-panel-title">
      <Group justify="space-between">
        <Group gap="xs">
          <IconHistory size={18} aria-hidden />
          <Title order={3} size="h5" id="history-panel-title">
            {t("history.title")}
          </Title>
        </Group>
        <Button variant="subtle" size="xs" onClick={() => setOpen((shown) => !shown)} aria-expanded={open} data-testid="history-toggle">
          {open ? t("history.hide") : t("history.show")}
        </Button>
      </Group>
      {!open && (
        <Text size="sm" c="dimmed" mt={4}>
          {t("history.panelHint")}
        </Text>
      )}
      {open && entries.isPending && (
        <Stack mt="sm" data-testid="history-loading">
          <Skeleton height={14} width="40%" />
          <Skeleton height={40} />
        </Stack>
      )}
      {open && entries.isError && (
        <Alert mt="sm" color="red" icon={<IconAlertCircle />} title={t("history.error")} data-testid="history-error">
          {describeFailure(entries.error)}
        </Alert>
      )}
      {open && entries.data && entries.data.results.length === 0 && (
        <Text mt="sm" size="sm" c="dimmed" data-testid="history-empty">
          {t("history.none")}
        </Text>
      )}
      {open && entries.data && entries.data.results.length > 0 && (
        <Stack mt="sm" gap="sm" component="ol" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {entries.data.results.map((entry) => (
            <li key={entry.id} data-testid="history-entry">
              <Paper withBorder p="sm" radius="sm">
                <Group gap="xs" mb={6} wrap="wrap">
                  <Badge variant="light" data-testid="history-action">
                    {t(`history.actions.${entry.action}`)}
                  </Badge>
                  <Text size="sm" fw={500}>
                    {formatDateTime(entry.created_at, i18n.language)}
                  </Text>
                  <Text size="sm" c="dimmed" data-testid="history-user">
                    {t("history.by", { user: historyAuthor(t, entry) })}
                  </Text>
                </Group>
                <HistoryChanges resource={entry.resource} changes={entry.changes} units={units} />
              </Paper>
            </li>
          ))}
        </Stack>
      )}
      {open && entries.data?.next && (
        <Button mt="sm" variant="default" size="xs" loading={entries.isFetching} onClick={() => setPageSize((size) => size + PAGE)}>
          {t("history.more")}
        </Button>
      )}
    </Paper>
  );
}
