import { ActionIcon, Alert, Badge, Button, Group, Modal, Select, Stack, Text, Textarea, TextInput, Tooltip } from "@mantine/core";
import { IconChartLine, IconCheck, IconClipboardList, IconFileTypePdf, IconFilterOff, IconSearch, IconTimeline } from "@tabler/icons-react";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  ALERT_FILTER_PARAMETER_CODES,
  ALERT_SECTION_CODES,
  ALERT_TYPE_CODES,
  alertParameterLabel,
  alertSectionLabel,
  alertTypeLabel,
  DEFAULT_PAGE_SIZE,
  formatCount,
  inspectionPath,
  measurementPath,
  PAGE_SIZES,
  parseOrdering,
} from "@weldtrace/domain";
import { DataTable, type DataTableColumn } from "mantine-datatable";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { ALERT_FILTERS, type TAlert, type TAlertFilters } from "../../api/answers";
import { ApiError, fieldErrors } from "../../api/client";
import { alertApi } from "../../api/endpoints";
import { downloadTablePdf } from "../../components/export/table-pdf";
import { PageHeader } from "../../components/page-header";
import { describeFailure } from "../../components/resource/error-message";
import { DateTextInput } from "../../components/resource/fields/date-text-input";
import { useReferenceOptions } from "../../components/resource/fields/use-reference-options";
import { useDebouncedSearch } from "../../components/resource/use-debounced-search";
import { useAction } from "../../components/use-action";
import { translateMessage } from "../../i18n";
import { formatDateTime, formatNumber } from "../../i18n/format";
import { useSession } from "../../session/session";

const ORDERING_FIELDS = ["created_at", "section", "parameter", "type", "recorded_value"];
const DEFAULT_ORDERING = "-created_at";
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const positive = (raw: string | null, fallback: number) => (raw && /^\d+$/.test(raw) && Number(raw) >= 1 ? Number(raw) : fallback);

/** The list's state in the URL: filters, sort and page survive a reload, a shared link (the mail's) and Back. */
function useAlertParams() {
  const [params, setParams] = useSearchParams();
  const filters: TAlertFilters = {};
  for (const key of ALERT_FILTERS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  const rawOrdering = params.get("ordering") ?? "";
  const ordering = rawOrdering && ORDERING_FIELDS.includes(parseOrdering(rawOrdering).field) ? rawOrdering : DEFAULT_ORDERING;
  const size = positive(params.get("page_size"), DEFAULT_PAGE_SIZE);
  const pageSize = (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
  const page = positive(params.get("page"), 1);
  const update = (changes: Record<string, string | number | null | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === undefined || value === "") next.delete(key);
          else next.set(key, String(value));
        }
        // Another filter or sort starts again at the first page.
        if (!("page" in changes)) next.delete("page");
        return next;
      },
      { replace: true },
    );
  return { filters, ordering, page, pageSize, update };
}

/** /alerts-list (spec "Dashboard and alerts"): every alert of the client, filtered, sorted and paged on the server. */
export function AlertsPage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const canAcknowledge = session.can("quality", "update");
  const { filters, ordering, page, pageSize, update } = useAlertParams();
  const parameter = filters.parameter;
  const query = { ...filters, ordering, page, page_size: pageSize };
  const projects = useReferenceOptions("project");
  const procedures = useReferenceOptions("procedure", filters.project ? { project: filters.project } : undefined);
  const search = useDebouncedSearch(filters.search ?? "", (value) => update({ search: value }));
  const list = useQuery({ queryKey: ["alerts", query], queryFn: () => alertApi.list(query), placeholderData: keepPreviousData });
  const [acknowledging, setAcknowledging] = useState<TAlert | null>(null);

  const when = (value: string | null) => (value ? formatDateTime(value, i18n.language) : "—");
  // The domain's labels, which the alert mails use too; a code without one reads as it is.
  const language = i18n.language === "fr" ? "fr" : "en";
  const sectionLabel = (section: string) => alertSectionLabel(language, section);
  const typeLabel = (type: string | null) => alertTypeLabel(language, type);
  const parameterLabel = (value: string | null) => alertParameterLabel(language, value);
  const number = (value: number | null) => (value === null ? "—" : formatNumber(value, i18n.language));
  // The server's texts come as catalogue codes: shown in the reader's language (the English text is the fallback).
  const details = (row: TAlert) =>
    row.details_messages.length > 0 ? row.details_messages.map((coded) => translateMessage(coded)).join(" ") : row.details;
  const expected = (row: TAlert) => (row.expected_message ? translateMessage(row.expected_message) : (row.expected_value ?? "—"));
  const filtered = Object.keys(filters).length > 0;

  // A failed export says why in a toast; a done one is the download itself.
  const exportAction = useAction({ action: "export-alerts" });
  const exportPdf = () =>
    exportAction.run(async () => {
      const rows = await alertApi.all(filters, ordering);
      const at = new Date();
      const named = [
        filters.project && projects.data?.find((option) => option.value === filters.project)?.label,
        filters.procedure && procedures.data?.find((option) => option.value === filters.procedure)?.label,
        filters.section && sectionLabel(filters.section),
        parameter && parameterLabel(parameter),
        filters.type && typeLabel(filters.type),
        filters.acknowledged && t(`alerts.statuses.${filters.acknowledged === "true" ? "acknowledged" : "open"}`),
        (filters.from || filters.to) && `${filters.from ?? "…"} – ${filters.to ?? "…"}`,
        filters.search && `"${filters.search}"`,
      ].filter(Boolean);
      await downloadTablePdf<TAlert>({
        title: t("alerts.pdfTitle"),
        lines: [
          t("alerts.pdfExportedAt", { when: formatDateTime(at, i18n.language) }),
          t("alerts.pdfCount", { count: rows.length }),
          ...(named.length ? [t("alerts.pdfFilters", { filters: named.join(", ") })] : []),
        ],
        // The spec's 8 columns (docs/decisions.md, "Alerts").
        columns: [
          { header: t("alerts.columns.createdAt"), value: (row) => when(row.created_at), widthPercent: 14 },
          { header: t("alerts.columns.project"), value: (row) => row.project_name ?? "—" },
          { header: t("alerts.columns.procedure"), value: (row) => row.procedure_name ?? "—" },
          { header: t("alerts.columns.section"), value: (row) => sectionLabel(row.section) },
          { header: t("alerts.columns.parameter"), value: (row) => parameterLabel(row.parameter) },
          { header: t("alerts.columns.type"), value: (row) => typeLabel(row.type) },
          { header: t("alerts.columns.recorded"), value: (row) => number(row.recorded_value) },
          { header: t("alerts.columns.expected"), value: expected },
        ],
        rows,
        fileLabel: "alerts",
        at,
      });
    });

  const columns: DataTableColumn<TAlert>[] = [
    { accessor: "created_at", title: t("alerts.columns.createdAt"), sortable: true, render: (row) => when(row.created_at) },
    { accessor: "project_name", title: t("alerts.columns.project"), render: (row) => row.project_name ?? "—" },
    { accessor: "procedure_name", title: t("alerts.columns.procedure"), render: (row) => row.procedure_name ?? "—" },
    { accessor: "section", title: t("alerts.columns.section"), sortable: true, render: (row) => sectionLabel(row.section) },
    {
      accessor: "parameter",
      title: t("alerts.columns.parameter"),
      sortable: true,
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm">{parameterLabel(row.parameter)}</Text>
          {row.details && (
            <Text size="xs" c="dimmed">
              {row.section === "cycle" && row.source_offset !== null
                ? t("alerts.atSeconds", { seconds: number(row.source_offset) })
                : details(row)}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      accessor: "type",
      title: t("alerts.columns.type"),
      sortable: true,
      // Room for the badge's whole word ("Out of range", "Hors plage").
      width: 140,
      render: (row) => (
        <Badge
          color={row.type === "warning" || row.type === "calibration_due" || row.type === "qualification_due" ? "yellow" : "red"}
          variant="light"
        >
          {typeLabel(row.type)}
        </Badge>
      ),
    },
    {
      accessor: "recorded_value",
      title: t("alerts.columns.recorded"),
      sortable: true,
      textAlign: "right",
      render: (row) => number(row.recorded_value),
    },
    { accessor: "expected_value", title: t("alerts.columns.expected"), render: expected },
    {
      accessor: "acknowledged_at",
      title: t("alerts.columns.status"),
      width: 130,
      render: (row) =>
        row.acknowledged_at ? (
          <Tooltip
            multiline
            w={280}
            label={`${t("alerts.acknowledgedBy", { who: row.acknowledged_by_name ?? "—", when: when(row.acknowledged_at) })}: ${row.acknowledged_comment ?? ""}`}
          >
            <Badge color="green" variant="light" data-testid={`alert-status-${row.id}`}>
              {t("alerts.statuses.acknowledged")}
            </Badge>
          </Tooltip>
        ) : (
          <Badge color="gray" variant="outline" data-testid={`alert-status-${row.id}`}>
            {t("alerts.statuses.open")}
          </Badge>
        ),
    },
    {
      accessor: "actions",
      title: t("alerts.columns.actions"),
      textAlign: "right",
      render: (row) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          {row.section === "cycle" && row.source_id && (
            <Tooltip label={t("alerts.openCycle")}>
              <ActionIcon
                variant="subtle"
                component={Link}
                to={`/cycles/${row.source_id}${row.source_time ? `?at=${encodeURIComponent(row.source_time)}` : ""}`}
                aria-label={t("alerts.openCycle")}
                data-testid={`alert-open-${row.id}`}
              >
                <IconChartLine size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          {row.inspection && row.inspection_kind && (
            <Tooltip label={t("alerts.openInspection")}>
              <ActionIcon
                variant="subtle"
                component={Link}
                to={`/${inspectionPath(row.inspection_kind)}/${row.inspection}/${measurementPath(row.inspection_kind)}`}
                aria-label={t("alerts.openInspection")}
                data-testid={`alert-open-${row.id}`}
              >
                <IconClipboardList size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          {row.section === "welder" && row.source_id && row.project && (
            <Tooltip label={t("alerts.openWeld")}>
              <ActionIcon
                variant="subtle"
                component={Link}
                to={`/projects/${row.project}/welds/${row.source_id}/traceability`}
                aria-label={t("alerts.openWeld")}
                data-testid={`alert-open-${row.id}`}
              >
                <IconTimeline size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          {canAcknowledge && !row.acknowledged_at && (
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconCheck size={14} />}
              onClick={() => setAcknowledging(row)}
              data-testid={`alert-acknowledge-${row.id}`}
            >
              {t("alerts.acknowledge")}
            </Button>
          )}
        </Group>
      ),
    },
  ];

  const { field, descending } = parseOrdering(ordering);
  const count = list.data?.count ?? 0;
  return (
    <>
      <PageHeader
        title={t("menu.alertsList")}
        actions={
          <Button
            leftSection={<IconFileTypePdf size={16} />}
            variant="default"
            loading={exportAction.pending}
            disabled={count === 0}
            onClick={() => void exportPdf()}
            data-testid="alerts-export-pdf"
          >
            {t("alerts.exportPdf")}
          </Button>
        }
      />
      <Text c="dimmed" mb="md">
        {t("alerts.purpose")}
      </Text>
      <Group align="flex-end" mb="md" wrap="wrap" gap="sm">
        <TextInput
          label={t("common.search")}
          placeholder={t("alerts.filters.search")}
          leftSection={<IconSearch size={16} />}
          value={search.value}
          onChange={(event) => search.setValue(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") search.flush();
          }}
          w={220}
          data-testid="alerts-search"
        />
        <Select
          label={t("alerts.filters.project")}
          placeholder={t("alerts.filters.allProjects")}
          data={projects.data ?? []}
          value={filters.project ?? null}
          onChange={(value) => update({ project: value, procedure: null })}
          clearable
          searchable
          w={220}
          data-testid="alerts-project"
        />
        <Select
          label={t("alerts.filters.procedure")}
          placeholder={t("alerts.filters.allProcedures")}
          data={procedures.data ?? []}
          value={filters.procedure ?? null}
          onChange={(value) => update({ procedure: value })}
          clearable
          searchable
          w={220}
          data-testid="alerts-procedure"
        />
        <Select
          label={t("alerts.filters.section")}
          placeholder={t("alerts.filters.any")}
          data={ALERT_SECTION_CODES.map((value) => ({ value, label: sectionLabel(value) }))}
          value={filters.section ?? null}
          onChange={(value) => update({ section: value })}
          clearable
          w={190}
          data-testid="alerts-section"
        />
        <Select
          label={t("alerts.filters.parameter")}
          placeholder={t("alerts.filters.any")}
          data={ALERT_FILTER_PARAMETER_CODES.map((value) => ({ value, label: parameterLabel(value) }))}
          value={parameter ?? null}
          onChange={(value) => update({ parameter: value })}
          clearable
          w={180}
          data-testid="alerts-parameter"
        />
        <Select
          label={t("alerts.filters.type")}
          placeholder={t("alerts.filters.any")}
          data={ALERT_TYPE_CODES.map((value) => ({ value, label: typeLabel(value) }))}
          value={filters.type ?? null}
          onChange={(value) => update({ type: value })}
          clearable
          w={190}
          data-testid="alerts-type"
        />
        <Select
          label={t("alerts.filters.status")}
          placeholder={t("alerts.filters.any")}
          data={[
            { value: "false", label: t("alerts.statuses.open") },
            { value: "true", label: t("alerts.statuses.acknowledged") },
          ]}
          value={filters.acknowledged ?? null}
          onChange={(value) => update({ acknowledged: value })}
          clearable
          w={150}
          data-testid="alerts-status"
        />
        <DateTextInput
          label={t("alerts.filters.from")}
          value={filters.from ?? ""}
          onChange={(next) => (next === "" || ISO_DAY.test(next)) && update({ from: next || null })}
          w={150}
          data-testid="alerts-from"
        />
        <DateTextInput
          label={t("alerts.filters.to")}
          value={filters.to ?? ""}
          onChange={(next) => (next === "" || ISO_DAY.test(next)) && update({ to: next || null })}
          w={150}
          data-testid="alerts-to"
        />
        {filtered && (
          <Tooltip label={t("alerts.filters.clear")}>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t("alerts.filters.clear")}
              onClick={() => update(Object.fromEntries(ALERT_FILTERS.map((key) => [key, null])))}
            >
              <IconFilterOff size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      {list.error && (
        <Alert color="red" mb="md" title={t("alerts.loadFailed")}>
          {describeFailure(list.error)}
        </Alert>
      )}
      <DataTable<TAlert>
        withTableBorder
        borderRadius="sm"
        striped
        verticalAlign="top"
        minHeight={list.data?.results.length ? undefined : 180}
        records={list.data?.results ?? []}
        columns={columns}
        fetching={list.isFetching}
        noRecordsText={list.isPending ? "" : filtered ? t("alerts.emptyFiltered") : t("alerts.empty")}
        sortStatus={{ columnAccessor: field, direction: descending ? "desc" : "asc" }}
        onSortStatusChange={(status) => update({ ordering: `${status.direction === "desc" ? "-" : ""}${String(status.columnAccessor)}` })}
        page={page}
        onPageChange={(next) => update({ page: next })}
        totalRecords={count}
        recordsPerPage={pageSize}
        recordsPerPageOptions={[...PAGE_SIZES]}
        onRecordsPerPageChange={(size) => update({ page_size: size })}
        recordsPerPageLabel={t("common.recordsPerPage")}
        paginationText={({ from, to }) => t("common.pageInfo", { from, to, total: list.data ? formatCount(list.data, i18n.language) : "" })}
        styles={count ? undefined : { pagination: { display: "none" } }}
        data-testid="alerts-table"
      />
      <AcknowledgeModal alert={acknowledging} onClose={() => setAcknowledging(null)} />
    </>
  );
}

/** Acknowledging asks for a comment; who and when are recorded by the server. Enter in the text adds a line. */
function AcknowledgeModal({ alert, onClose }: { alert: TAlert | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setComment("");
    setError(null);
    onClose();
  };
  const acknowledge = useAction({
    action: "acknowledge-alert",
    success: t("alerts.acknowledged"),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ["alerts"] });
      await queryClient.invalidateQueries({ queryKey: ["alerts-open-count"] });
      close();
    },
    // The reason is said in the dialog, under the comment.
    refused: (failure) => {
      const fields = failure instanceof ApiError ? fieldErrors(failure.response) : {};
      setError(fields.comment ?? fields.non_field_errors ?? describeFailure(failure));
      return true;
    },
  });
  const submit = () => {
    if (!alert) return;
    if (comment.trim() === "") {
      setError(t("alerts.commentRequired"));
      return;
    }
    const id = alert.id;
    void acknowledge.run(() => alertApi.acknowledge(id, comment.trim()));
  };
  return (
    <Modal opened={alert !== null} onClose={close} title={t("alerts.acknowledgeTitle")} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          <Text size="sm" c="dimmed">
            {t("alerts.acknowledgeText")}
          </Text>
          <Textarea
            label={t("alerts.comment")}
            withAsterisk
            autosize
            minRows={3}
            maxLength={2000}
            value={comment}
            onChange={(event) => {
              setComment(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            data-autofocus
            data-testid="alert-comment"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t("alerts.cancel")}
            </Button>
            <Button type="submit" loading={acknowledge.pending} data-testid="alert-acknowledge-confirm">
              {t("alerts.acknowledge")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
