import { Alert, Anchor, Badge, Button, Group, Pagination, Paper, Select, Skeleton, Table, Text } from "@mantine/core";
import { IconAlertCircle, IconDownload } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { findResourceByKey, HISTORY_ACTIONS, HISTORY_EXTRA_RESOURCES, RESOURCES } from "@weldtrace/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { generalApi, historyApi } from "../../api/endpoints";
import { HistoryChanges, historyAuthor } from "../../components/history/history-values";
import { runDownload } from "../../components/imports/import-export-buttons";
import { PageHeader } from "../../components/page-header";
import { describeFailure, isForbidden } from "../../components/resource/error-message";
import { DateTextInput } from "../../components/resource/fields/date-text-input";
import { StatusBanner } from "../../components/status-banner";
import { formatDateTime } from "../../i18n/format";
import { useSession } from "../../session/session";

const PAGE_SIZE = 20;
/** The records the areas write themselves, where their pages are. */
const EXTRA_PATHS: Record<string, string> = { procedure: "procedures", user: "users", passGroup: "" };

/** Where a record of an entry opens, if it has a page. */
export function recordLink(resource: string, id: string): string | undefined {
  const path = findResourceByKey(resource)?.path ?? EXTRA_PATHS[resource];
  return path ? `/${path}/${id}/edit` : undefined;
}

interface TFilters {
  user: string | null;
  resource: string | null;
  action: string | null;
  from: string;
  to: string;
}

const queryOf = (filters: TFilters) => {
  const query = new URLSearchParams();
  if (filters.user) query.set("user", filters.user);
  if (filters.resource) query.set("resource", filters.resource);
  if (filters.action) query.set("action", filters.action);
  if (filters.from) query.set("from", filters.from);
  if (filters.to) query.set("to", filters.to);
  return query;
};

/**
 * /history: every change to the client's records, newest first, for Admins and platform staff; filtered by
 * user, record type, action and dates on the server, and exported as CSV with the same filters.
 */
export function HistoryPage() {
  const { t, i18n } = useTranslation();
  const [filters, setFilters] = useState<TFilters>({ user: null, resource: null, action: null, from: "", to: "" });
  const [page, setPage] = useState(1);
  const session = useSession();
  const allowed = session.can("history", "list");
  const change = (next: Partial<TFilters>) => {
    setFilters((previous) => ({ ...previous, ...next }));
    setPage(1);
  };
  const entries = useQuery({
    queryKey: ["history", "client", filters, page],
    queryFn: () => {
      const query = queryOf(filters);
      query.set("page", String(page));
      query.set("page_size", String(PAGE_SIZE));
      return historyApi.list(query);
    },
    placeholderData: keepPreviousData,
    enabled: allowed,
  });
  const users = useQuery({
    queryKey: ["history", "users"],
    queryFn: () => generalApi.users<{ id: string; first_name: string; last_name: string; email: string }>(),
    enabled: allowed,
  });
  const resourceName = (key: string) =>
    i18n.exists(`resources.${key}.one`)
      ? t(`resources.${key}.one` as never)
      : i18n.exists(`history.records.${key}`)
        ? t(`history.records.${key}` as never)
        : key;
  const resourceOptions = [...RESOURCES.map((resource) => resource.key), ...Object.keys(HISTORY_EXTRA_RESOURCES)]
    .map((key) => ({ value: key, label: String(resourceName(key)) }))
    .sort((a, b) => a.label.localeCompare(b.label, i18n.language));
  const userOptions = (users.data?.results ?? []).map((user) => ({
    value: user.id,
    label: `${user.first_name} ${user.last_name}`.trim() || user.email,
  }));
  const actionOptions = HISTORY_ACTIONS.map((action) => ({ value: action, label: t(`history.actions.${action}`) }));
  const exportCsv = async () => {
    await runDownload(
      { action: "history-export", success: t("history.page.exported"), failed: t("common.error") },
      historyApi.csvUrl(queryOf(filters)),
      "history.csv",
    );
  };
  const pages = entries.data ? Math.max(1, Math.ceil(entries.data.count / PAGE_SIZE)) : 1;
  // Opened by address without the permission: the message alone, no filters or export to use.
  if (!allowed || (entries.isError && isForbidden(entries.error)))
    return (
      <>
        <PageHeader title={t("history.page.title")} />
        <StatusBanner status="forbidden" title={t("resources.list.forbidden")} />
      </>
    );

  return (
    <>
      <PageHeader
        title={t("history.page.title")}
        actions={
          <Button leftSection={<IconDownload size={16} />} variant="default" onClick={() => void exportCsv()} data-testid="history-export">
            {t("history.page.export")}
          </Button>
        }
      />
      <Text c="dimmed" mb="md">
        {t("history.page.intro")}
      </Text>
      <Paper withBorder p="sm" mb="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t("history.page.user")}
            placeholder={t("history.page.any")}
            data={userOptions}
            value={filters.user}
            onChange={(user) => change({ user })}
            searchable
            clearable
            data-testid="history-filter-user"
          />
          <Select
            label={t("history.page.resource")}
            placeholder={t("history.page.any")}
            data={resourceOptions}
            value={filters.resource}
            onChange={(resource) => change({ resource })}
            searchable
            clearable
            data-testid="history-filter-resource"
          />
          <Select
            label={t("history.page.action")}
            placeholder={t("history.page.any")}
            data={actionOptions}
            value={filters.action}
            onChange={(action) => change({ action })}
            clearable
            data-testid="history-filter-action"
          />
          <DateTextInput label={t("history.page.from")} value={filters.from} onChange={(from) => change({ from })} w={150} />
          <DateTextInput label={t("history.page.to")} value={filters.to} onChange={(to) => change({ to })} w={150} />
        </Group>
      </Paper>
      {entries.isError && (
        <Alert color="red" icon={<IconAlertCircle />} mb="md" data-testid="history-error">
          {describeFailure(entries.error)}
        </Alert>
      )}
      {entries.isPending ? (
        <Skeleton h={160} data-testid="history-loading" />
      ) : entries.data && entries.data.results.length === 0 ? (
        <Text c="dimmed" data-testid="history-empty">
          {t("history.page.none")}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="xs">
            {t("history.page.count", { count: entries.data?.count ?? 0 })}
          </Text>
          <Table.ScrollContainer minWidth={800}>
            <Table striped verticalSpacing="xs" data-testid="history-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("history.page.when")}</Table.Th>
                  <Table.Th>{t("history.page.user")}</Table.Th>
                  <Table.Th>{t("history.page.action")}</Table.Th>
                  <Table.Th>{t("history.page.record")}</Table.Th>
                  <Table.Th>{t("history.page.changes")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(entries.data?.results ?? []).map((entry) => {
                  const link = entry.action === "delete" ? undefined : recordLink(entry.resource, entry.record_id);
                  // The record by its number or name ("Weld · NS-W-0001"), the type alone when it has none.
                  const named = entry.record_label
                    ? `${resourceName(entry.resource)} · ${entry.record_label}`
                    : resourceName(entry.resource);
                  return (
                    <Table.Tr key={entry.id} data-testid="history-row">
                      <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDateTime(entry.created_at, i18n.language)}</Table.Td>
                      <Table.Td>{historyAuthor(t, entry)}</Table.Td>
                      <Table.Td>
                        <Badge variant="light">{t(`history.actions.${entry.action}`)}</Badge>
                      </Table.Td>
                      <Table.Td>
                        {link ? (
                          <Anchor component={Link} to={link} title={t("history.page.open")} data-testid="history-record">
                            {named}
                          </Anchor>
                        ) : (
                          <span data-testid="history-record">{named}</span>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <HistoryChanges resource={entry.resource} changes={entry.changes} />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pages > 1 && (
            <Pagination
              mt="md"
              total={pages}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({ "aria-label": t(`resources.list.pageControls.${control}`) })}
            />
          )}
        </>
      )}
    </>
  );
}
