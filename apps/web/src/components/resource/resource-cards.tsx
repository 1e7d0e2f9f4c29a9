import { Box, Center, Group, Loader, Pagination, Paper, Stack, Text } from "@mantine/core";
import type { DataTableColumn } from "mantine-datatable";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { TResourceRecord } from "./types";

export interface TResourceCardsProps {
  records: TResourceRecord[];
  /** The list's columns: the first is the card's title, the others label/value lines. */
  columns: DataTableColumn<TResourceRecord>[];
  actions?: (record: TResourceRecord) => ReactNode;
  onOpen?: (record: TResourceRecord) => void;
  fetching: boolean;
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  noRecordsText: string;
}

const cellOf = (column: DataTableColumn<TResourceRecord>, record: TResourceRecord, index: number): ReactNode =>
  column.render ? column.render(record, index) : String(record[column.accessor as string] ?? "");

/**
 * The list on a phone (under 600 px): one card per record, nothing scrolls sideways. Same columns,
 * actions and paging as the table.
 */
export function ResourceCards({
  records,
  columns,
  actions,
  onOpen,
  fetching,
  page,
  pageSize,
  total,
  onPageChange,
  noRecordsText,
}: TResourceCardsProps) {
  const { t } = useTranslation();
  const [first, ...rest] = columns;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Stack gap="xs" data-testid="resource-cards" aria-busy={fetching}>
      {records.length === 0 ? (
        <Paper withBorder p="lg">
          <Center>{fetching ? <Loader size="sm" /> : <Text c="dimmed">{noRecordsText}</Text>}</Center>
        </Paper>
      ) : (
        records.map((record, index) => (
          <Paper
            key={String(record.id)}
            withBorder
            p="sm"
            data-testid="resource-card"
            onClick={onOpen ? () => onOpen(record) : undefined}
            style={onOpen ? { cursor: "pointer" } : undefined}
          >
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Box fw={600} style={{ minWidth: 0, overflowWrap: "anywhere" }}>
                {first ? cellOf(first, record, index) : null}
              </Box>
              {actions && <Box onClick={(event) => event.stopPropagation()}>{actions(record)}</Box>}
            </Group>
            {rest.length > 0 && (
              <Stack gap={4} mt={6}>
                {rest.map((column) => (
                  <Group key={String(column.accessor)} gap="xs" wrap="nowrap" align="flex-start">
                    <Text size="xs" c="dimmed" w="40%" style={{ flexShrink: 0 }}>
                      {column.title}
                    </Text>
                    <Box fz="sm" style={{ minWidth: 0, overflowWrap: "anywhere" }}>
                      {cellOf(column, record, index)}
                    </Box>
                  </Group>
                ))}
              </Stack>
            )}
          </Paper>
        ))
      )}
      {total > pageSize && (
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">{t("common.pageInfo", { from: (page - 1) * pageSize + 1, to: Math.min(page * pageSize, total), total })}</Text>
          <Pagination
            size="sm"
            total={pages}
            value={page}
            onChange={onPageChange}
            siblings={0}
            boundaries={1}
            getControlProps={(control) => ({ "aria-label": t(`resources.list.pageControls.${control}`) })}
          />
        </Group>
      )}
    </Stack>
  );
}
