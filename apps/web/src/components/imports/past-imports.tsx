import { Alert, Badge, Button, Center, Group, Loader, Modal, Pagination, ScrollArea, Stack, Table, Text, Tooltip } from "@mantine/core";
import { modals } from "@mantine/modals";
import { IconArrowBackUp, IconHistory, IconPlayerPlay, IconReport } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  canResumeImport,
  canUndoImport,
  IMPORT_RECORDS_PAGE_SIZE,
  pageCount,
  sheetRow,
  type TImportRecord,
  type TImportRecordDetail,
  type TImportRecordStatus,
  type TImportUndoAnswer,
  type TMessage,
  type TPage,
} from "@weldtrace/domain";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, apiRequest } from "../../api/client";
import { useFormat } from "../../i18n/format";
import { describeFailure, describeUsages } from "../resource/error-message";
import { runAction } from "../use-action";
import { ImportProgressModal } from "./import-progress-modal";
import { rowReason } from "./row-reason";
import { EMPTY_IMPORT, resumeImport, type TImportState } from "./run-import";

const STATUS_COLORS: Record<TImportRecordStatus, string> = {
  running: "blue",
  done: "green",
  failed: "red",
  interrupted: "orange",
  undone: "gray",
};

/** Rows of the file per chunk on the server (imports/engine.ts IMPORT_CHUNK_ROWS): a resume starts at the next one. */
const CHUNK_ROWS = 1000;

const query = (values: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== "") params.set(key, String(value));
  return params.toString() ? `?${params}` : "";
};

async function getJson<T>(path: string): Promise<T> {
  const response = await apiRequest<T>("GET", path);
  if (!response.ok) throw new ApiError(response);
  return response.data;
}

/** The past imports of one import, newest first. */
function usePastImports(importKey: string, client: string | undefined, page: number, enabled: boolean) {
  return useQuery({
    queryKey: ["imports", importKey, "runs", client ?? null, page],
    queryFn: () =>
      getJson<Pick<TPage<TImportRecord>, "count" | "results">>(
        `/api/imports/${importKey}/runs/${query({ client, page, page_size: IMPORT_RECORDS_PAGE_SIZE })}`,
      ),
    enabled,
    // A running import moves: the list follows it while it is open.
    refetchInterval: (current) => (current.state.data?.results.some((record) => record.status === "running") ? 2000 : false),
  });
}

/**
 * "Past imports" beside the Import button: a modal listing who imported which file, when, how it ended and how many
 * rows were saved and refused, with each import's report, its Undo (confirmed first) and, for an import the server
 * stopped under or that failed, its Resume (the progress modal follows it as an import's).
 */
export function PastImportsButton({
  importKey,
  client,
  canUndo,
  onChanged,
}: {
  importKey: string;
  client?: string;
  /** Undo deletes records: only for users who may delete the resource's records. */
  canUndo: boolean;
  /** After an undo or a resume (to refresh the list behind). */
  onChanged?: () => void;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  // While a report or a resume's progress is open above the list, Escape closes that one only.
  const [nested, setNested] = useState(false);
  return (
    <>
      <Button variant="default" leftSection={<IconHistory size={16} />} onClick={() => setOpened(true)} data-testid="past-imports-button">
        {t("importRecords.open")}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t("importRecords.title")} size="xl" closeOnEscape={!nested}>
        {opened && <PastImports importKey={importKey} client={client} canUndo={canUndo} onChanged={onChanged} onNested={setNested} />}
      </Modal>
    </>
  );
}

function PastImports({
  importKey,
  client,
  canUndo,
  onChanged,
  onNested,
}: {
  importKey: string;
  client?: string;
  canUndo: boolean;
  onChanged?: () => void;
  onNested: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [report, setReport] = useState<TImportRecord | null>(null);
  const [progress, setProgress] = useState<TImportState | null>(null);
  const nested = report !== null || progress !== null;
  useEffect(() => onNested(nested), [nested, onNested]);
  const list = usePastImports(importKey, client, page, true);

  const refresh = async () => {
    await queryClient.invalidateQueries();
    onChanged?.();
  };

  const undo = (record: TImportRecord) =>
    modals.openConfirmModal({
      title: t("importRecords.undoTitle"),
      children: <Text size="sm">{t("importRecords.undoBody", { count: record.rows_saved - record.rows_updated })}</Text>,
      labels: { confirm: t("importRecords.undoConfirm"), cancel: t("common.cancel") },
      confirmProps: { color: "red", "data-testid": "undo-import-confirm" },
      onConfirm: async () => {
        await runAction(
          {
            action: `undo-import-${record.id}`,
            pending: t("importRecords.undoing"),
            success: ({ deleted, updated_kept: kept }: TImportUndoAnswer) =>
              kept > 0 ? t("importRecords.undoneKept", { count: deleted, kept }) : t("importRecords.undone", { count: deleted }),
            errorTitle: t("importRecords.undoFailed"),
            // Refused because other records use what it created: the refusal names them, and stays to be read.
            errorMessage: (error) =>
              [describeFailure(error), error instanceof ApiError ? describeUsages(error.response.data) : null].filter(Boolean).join(" "),
            errorAutoClose: false,
          },
          async () => {
            const response = await apiRequest<TImportUndoAnswer>(
              "POST",
              `/api/imports/${importKey}/runs/${record.id}/undo/${query({ client })}`,
            );
            if (!response.ok) throw new ApiError(response);
            return response.data;
          },
        );
        await refresh();
      },
    });

  const resume = async (record: TImportRecord) => {
    setProgress({ ...EMPTY_IMPORT, total: record.rows_total ?? 0, done: record.rows_done });
    await resumeImport(importKey, record.id, setProgress, { client });
    await refresh();
  };

  if (list.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t("common.loading")} />
      </Center>
    );
  if (list.isError)
    return (
      <Alert color="red" data-testid="past-imports-error">
        <Group justify="space-between">
          <Text size="sm">{t("importRecords.loadError")}</Text>
          <Button size="xs" variant="default" onClick={() => void list.refetch()}>
            {t("importRecords.retry")}
          </Button>
        </Group>
      </Alert>
    );
  const { count, results } = list.data;
  if (count === 0)
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="past-imports-empty">
        {t("importRecords.empty")}
      </Text>
    );
  return (
    <Stack gap="sm">
      <ScrollArea>
        <Table striped highlightOnHover data-testid="past-imports">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("importRecords.columns.started")}</Table.Th>
              <Table.Th>{t("importRecords.columns.user")}</Table.Th>
              <Table.Th>{t("importRecords.columns.file")}</Table.Th>
              <Table.Th>{t("importRecords.columns.status")}</Table.Th>
              <Table.Th>{t("importRecords.columns.saved")}</Table.Th>
              <Table.Th>{t("importRecords.columns.refused")}</Table.Th>
              <Table.Th>{t("importRecords.columns.actions")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {results.map((record) => (
              <Table.Tr key={record.id} data-status={record.status}>
                <Table.Td style={{ whiteSpace: "nowrap" }}>{format.dateTime(record.started_at)}</Table.Td>
                <Table.Td>{record.user_name ?? t("importRecords.unknownUser")}</Table.Td>
                <Table.Td style={{ wordBreak: "break-all" }}>{record.file_name}</Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLORS[record.status]} variant="light" data-testid="past-import-status">
                    {t(`importRecords.status.${record.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {record.rows_total === null
                    ? format.number(record.rows_saved)
                    : t("importRecords.savedOf", { saved: format.number(record.rows_saved), total: format.number(record.rows_total) })}
                  {record.rows_updated > 0 && (
                    <Text size="xs" c="dimmed">
                      {t("importRecords.updated", { count: record.rows_updated })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{format.number(record.rows_refused)}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Button size="xs" variant="subtle" leftSection={<IconReport size={14} />} onClick={() => setReport(record)}>
                      {t("importRecords.report")}
                    </Button>
                    {canResumeImport(record) && (
                      <Tooltip label={t("importRecords.resumeHint", { row: (record.last_chunk + 1) * CHUNK_ROWS + 1 })}>
                        <Button
                          size="xs"
                          variant="light"
                          leftSection={<IconPlayerPlay size={14} />}
                          onClick={() => void resume(record)}
                          data-testid="resume-import"
                        >
                          {t("importRecords.resume")}
                        </Button>
                      </Tooltip>
                    )}
                    {canUndo && canUndoImport(record.status) && (
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        leftSection={<IconArrowBackUp size={14} />}
                        onClick={() => undo(record)}
                        data-testid="undo-import"
                      >
                        {t("importRecords.undo")}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {count > IMPORT_RECORDS_PAGE_SIZE && (
        <Group justify="flex-end">
          <Pagination
            value={page}
            onChange={setPage}
            total={pageCount(count, IMPORT_RECORDS_PAGE_SIZE)}
            size="sm"
            aria-label={t("importRecords.page", { page, pages: pageCount(count, IMPORT_RECORDS_PAGE_SIZE) })}
          />
        </Group>
      )}
      {report && <ImportReport importKey={importKey} client={client} record={report} onClose={() => setReport(null)} />}
      <ImportProgressModal state={progress} title={t("importRecords.resume")} onClose={() => setProgress(null)} />
    </Stack>
  );
}

/** One import's report: when it ran, how it ended, and its refused rows (row, name, reason in the user's language). */
function ImportReport({
  importKey,
  client,
  record,
  onClose,
}: {
  importKey: string;
  client?: string;
  record: TImportRecord;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const [after, setAfter] = useState<number[]>([0]);
  const pages = useQuery({
    queryKey: ["imports", importKey, "runs", record.id, client ?? null, after],
    queryFn: async () => {
      const loaded: TImportRecordDetail[] = [];
      for (const from of after)
        loaded.push(await getJson<TImportRecordDetail>(`/api/imports/${importKey}/runs/${record.id}/${query({ client, after: from })}`));
      return loaded;
    },
  });
  const detail = pages.data?.at(-1);
  const refusals = pages.data?.flatMap((page) => page.refusals) ?? [];
  return (
    <Modal opened onClose={onClose} title={t("importRecords.reportTitle", { file: record.file_name })} size="xl">
      {pages.isPending ? (
        <Center py="xl">
          <Loader aria-label={t("common.loading")} />
        </Center>
      ) : pages.isError || !detail ? (
        <Alert color="red">{describeFailure(pages.error)}</Alert>
      ) : (
        <Stack gap="sm" data-testid="import-report">
          <Group gap="lg">
            <Badge color={STATUS_COLORS[detail.status]} variant="light">
              {t(`importRecords.status.${detail.status}`)}
            </Badge>
            <Text size="sm">
              {t("importRecords.columns.started")}: {format.dateTime(detail.started_at)}
            </Text>
            <Text size="sm">
              {t("importRecords.finished")}: {detail.finished_at ? format.dateTime(detail.finished_at) : t("importRecords.notFinished")}
            </Text>
            <Text size="sm">
              {t("importRecords.columns.saved")}: {format.number(detail.rows_saved)} · {t("importRecords.columns.refused")}:{" "}
              {format.number(detail.rows_refused)}
            </Text>
          </Group>
          {detail.failure && (
            <Alert color={detail.status === "interrupted" ? "orange" : "red"}>
              {rowReason(
                {
                  reason: null,
                  field_errors: codesAsTexts(detail.failure as Record<string, TMessage[]>),
                  codes: detail.failure as Record<string, TMessage[]>,
                },
                t,
              )}
            </Alert>
          )}
          {refusals.length === 0 ? (
            <Text c="dimmed">{t("importRecords.reportEmpty")}</Text>
          ) : (
            <ScrollArea h={360}>
              <Table striped stickyHeader>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("importRecords.reportColumns.row")}</Table.Th>
                    <Table.Th>{t("importRecords.reportColumns.name")}</Table.Th>
                    <Table.Th>{t("importRecords.reportColumns.reason")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {refusals.map((refusal) => (
                    <Table.Tr key={refusal.n}>
                      <Table.Td>{sheetRow(refusal.n)}</Table.Td>
                      <Table.Td>{refusal.name}</Table.Td>
                      <Table.Td style={{ wordBreak: "break-word" }}>
                        {rowReason(
                          {
                            reason: null,
                            field_errors: codesAsTexts(refusal.codes as Record<string, TMessage[]>),
                            codes: refusal.codes as Record<string, TMessage[]>,
                          },
                          t,
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
          )}
          {detail.refusals_next_after !== null && (
            <Group justify="center">
              <Button variant="default" size="xs" onClick={() => setAfter([...after, detail.refusals_next_after as number])}>
                {t("importRecords.reportMore")}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  );
}

/** A report's codes by field as the field messages rowReason reads (each translated by its code there). */
const codesAsTexts = (codes: Record<string, TMessage[]>) =>
  Object.fromEntries(Object.entries(codes).map(([field, messages]) => [field, messages.map((message) => message.code)]));
