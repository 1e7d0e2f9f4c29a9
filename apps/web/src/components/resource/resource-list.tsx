import { ActionIcon, Alert, Button, CloseButton, type ComboboxItem, Group, Select, Stack, Text, TextInput, Tooltip } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconAlertCircle, IconBook, IconEye, IconPencil, IconPlus, IconRefresh, IconSearch, IconTrash } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { DEFAULT_PAGE_SIZE, formatCount, PAGE_SIZES, parseOrdering, type TSavedViewState } from "@weldtrace/domain";
import { DataTable, type DataTableColumn, type DataTableSortStatus } from "mantine-datatable";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { queryKeys, resourceProvider, type TListParams } from "../../api/resource-provider";
import { useSession } from "../../session/session";
import { ImportButton, ImportExportButtons, type TImportExportProps, useImporter } from "../imports/import-export-buttons";
import type { TLabel } from "../labels";
import { PageHeader, type TCrumb } from "../page-header";
import { StatusBanner } from "../status-banner";
import { EmptyList } from "./empty-list";
import { describeFailure, isForbidden, midSentence } from "./error-message";
import { FieldValue } from "./field-value";
import { usePrefetchReferences } from "./fields/use-reference-options";
import { ColumnChooser, SelectionBar, useColumnChoice, useConfirmedUndoableDelete, usePendingDeletes } from "./list-shaping";
import { OthersShortcut, type TOthersShortcut } from "./others-shortcut";
import { ResourceCards } from "./resource-cards";
import classes from "./resource-list.module.css";
import { SavedViewsPicker, viewStateOf } from "./saved-views";
import { SelectionExportMenu, SelectionLabelsButton } from "./selection-actions";
import {
  createPath,
  editPath,
  guidePath,
  isLocked,
  recordLabel,
  type TListLocationState,
  type TResourceRecord,
  type TWebFieldKey,
  type TWebResource,
} from "./types";
import { useDebouncedSearch } from "./use-debounced-search";
import type { TDeleteRecord } from "./use-delete-record";
import { useListParams } from "./use-list-params";

/** A column of the list; by default one per field marked `column`, in field order. */
export interface TResourceColumn {
  /** A field of the resource, or `x_<name>` for a computed column (then give a title and a render). */
  key: TWebFieldKey | `x_${string}`;
  /** Header instead of the field's label; with a tooltip when it needs explaining. */
  title?: ReactNode;
  render?: (record: TResourceRecord) => ReactNode;
  width?: number | string;
  /** Narrowest the column gets when the table shares its width (a name that should not wrap word by word). */
  minWidth?: number;
  /** The cell in words, for an export of the selection, when `render` shows more than the field's value says. */
  text?: (record: TResourceRecord) => string;
}

/** A filter the list offers beside its search, kept in the URL (`?<key>=<value>`) and sent to the server as is. */
export interface TListFilterControl {
  /** The query parameter, one of the resource's filter fields (`project`, `calibration_state`). */
  key: string;
  label: string;
  options: ComboboxItem[];
}

export interface TResourceListProps {
  resource: TWebResource;
  /** Overrides the columns derived from the resource's fields. */
  columns?: readonly TResourceColumn[];
  /** Equality filters always applied (`?is_machine=false`), on top of search, sort and page. */
  filters?: Record<string, string | undefined>;
  /** Extra controls beside the search box (tabs, export), given the query the table shows. */
  toolbar?: (query: TListParams) => ReactNode;
  /** Page title and breadcrumb instead of the resource's plural name (an archived list). */
  /** The pages above this list, linked in the breadcrumb (a weld's flaws: project, welds, weld). */
  crumbs?: TCrumb[];
  title?: string;
  /** Buttons in the page header before New (a link to another list). */
  headerActions?: ReactNode;
  /** The shortcut to the same list of other clients' records (platform staff). */
  others?: TOthersShortcut;
  /** The list's CSV/XLSX import and export: header buttons, and Import in the empty state. */
  importExport?: TImportExportProps;
  /** What an empty list says instead of the resource's purpose sentence (an archive, other clients' records). */
  emptyText?: string;
  /** Where New leads instead of /<path>/create; null hides it. */
  createTo?: string | null;
  /** Where a row leads instead of /<path>/<id>/edit. */
  openTo?: (record: TResourceRecord) => string;
  /** Where a click on the row itself leads, when it differs from the open (pencil) action. */
  rowClickTo?: (record: TResourceRecord) => string;
  /** Row actions instead of open and delete (the screen decides what each row offers). */
  rowActions?: (record: TResourceRecord) => ReactNode;
  /** Actions shown before open and delete (a Data Matrix label), keeping the default ones. */
  extraRowActions?: (record: TResourceRecord) => ReactNode;
  /** Width of the actions column when `rowActions` is given. */
  actionsWidth?: number;
  /** Records shown only (another client's, in an `/others` list): no new, open or delete; `rowActions` still shown. */
  readOnly?: boolean;
  /** Where the names of referenced records come from, when not the user's own client (`other_clients`). */
  referenceFilters?: Record<string, string | undefined>;
  /** Rows the user ticks (mass actions: mass modification, label sheets). */
  selection?: { selected: TResourceRecord[]; onChange: (records: TResourceRecord[]) => void };
  /** Deletes instead of the generic confirm and toast (a workpiece says in a modal why it cannot be deleted). */
  onDelete?: TDeleteRecord;
  /** Filters beside the search (kept in the URL and in saved views). */
  filterControls?: readonly TListFilterControl[];
  /** The Data Matrix label of a row: the selection can then be printed as a sheet of labels. */
  labelOf?: (record: TResourceRecord) => TLabel;
}

const PAGE_SIZE_OPTIONS = [...PAGE_SIZES];

/**
 * The generic list screen (spec §2): debounced server-side search, sortable columns (only the
 * resource's ordering fields), paging with the spec's page sizes, new / edit / delete by permission,
 * and the state kept in the URL.
 */
export function ResourceList({
  resource,
  columns,
  filters,
  toolbar,
  title,
  crumbs,
  headerActions,
  others,
  importExport,
  emptyText,
  createTo,
  openTo,
  rowClickTo,
  rowActions,
  extraRowActions,
  actionsWidth,
  readOnly = false,
  referenceFilters,
  selection,
  onDelete,
  filterControls,
  labelOf,
}: TResourceListProps) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const {
    state,
    query: listQuery,
    update,
  } = useListParams(
    resource,
    (filterControls ?? []).map((control) => control.key),
  );
  // The screen's fixed filters (a project's welds) win over the ones the user picks.
  const query: TListParams = filters ? { ...listQuery, filters: { ...listQuery.filters, ...filters } } : listQuery;
  const search = useDebouncedSearch(state.search, (value) => update({ search: value, page: 1 }));
  // The generic delete asks, then leaves a few seconds to undo (list-shaping.tsx).
  const undoableDelete = useConfirmedUndoableDelete(resource);
  const confirmDelete: TDeleteRecord = onDelete ?? ((record, onDeleted) => undoableDelete([record], onDeleted));
  const pendingDeletes = usePendingDeletes();
  const columnChoice = useColumnChoice(session.profile?.id, resource.path);
  const [ownSelected, setOwnSelected] = useState<TResourceRecord[]>([]);
  // One import run for the header's Import and the empty list's (a list without import never calls it).
  const importer = useImporter(importExport ?? { importKey: "", title: "", typeFileMessage: "", canImport: false });

  const canCreate = !readOnly && session.can(resource.area, "create");
  const canDelete = !readOnly && session.can(resource.area, "delete");
  const canUpdate = session.can(resource.area, "update");
  const canOpen = !readOnly && !resource.deleteOnly;
  // Under 600 px a table scrolls sideways: cards instead (resource-cards.tsx).
  const phone = useMediaQuery("(max-width: 600px)", false, { getInitialValueInEffect: false });

  const list = useQuery({
    queryKey: queryKeys.list(resource.path, query),
    queryFn: () => resourceProvider.list<TResourceRecord>(resource.path, query),
    placeholderData: keepPreviousData,
  });

  // A page past the end (the last row of the last page was deleted, or an old link): go to the last page.
  const count = list.data?.count;
  const capped = list.data?.count_capped === true;
  useEffect(() => {
    if (count === undefined || capped || list.isPlaceholderData) return;
    const lastPage = Math.max(1, Math.ceil(count / state.pageSize));
    if (state.page > lastPage) update({ page: lastPage });
  }, [count, capped, state.page, state.pageSize, list.isPlaceholderData, update]);

  // Past the count cap the pager knows only that more follow: it offers one page beyond the current one.
  const pagerTotal = list.data?.count_capped
    ? Math.max(list.data.count, state.page * state.pageSize + (list.data.next ? 1 : 0))
    : (count ?? 0);

  const entities = t(`resources.${resource.key}.many`);
  const heading = title ?? entities;
  const openRecord = (record: TResourceRecord) =>
    navigate(openTo ? openTo(record) : editPath(resource, record.id), {
      state: { listSearch: location.search } satisfies TListLocationState,
    });

  const { field: sortField, descending } = parseOrdering(state.ordering);
  const sortStatus: DataTableSortStatus<TResourceRecord> = { columnAccessor: sortField, direction: descending ? "desc" : "asc" };

  const shown: readonly TResourceColumn[] = columns ?? resource.fields.filter((field) => field.column).map((field) => ({ key: field.key }));
  usePrefetchReferences(
    shown.flatMap((column) => resource.fields.find((field) => field.key === column.key && !column.render && field.target)?.target ?? []),
    referenceFilters,
  );
  const chosen = shown.filter((column) => !columnChoice.hidden.includes(column.key));
  const fieldColumns: DataTableColumn<TResourceRecord>[] = (chosen.length > 0 ? chosen : shown).map((column) => {
    const field = resource.fields.find((candidate) => candidate.key === column.key);
    return {
      accessor: column.key,
      title: column.title ?? t(`resources.fields.${column.key as TWebFieldKey}`),
      sortable: resource.orderingFields.includes(column.key),
      width: column.width,
      cellsStyle: column.minWidth ? () => ({ minWidth: column.minWidth }) : undefined,
      render: (record) =>
        column.render ? (
          column.render(record)
        ) : field ? (
          <FieldValue field={field} value={record[column.key]} record={record} referenceFilters={referenceFilters} />
        ) : null,
    };
  });

  const showActions = rowActions !== undefined || canOpen || canDelete;
  // Rows can be ticked for the screen's own mass actions, and on every list to export them, print their labels
  // or, where the user may delete, delete several at once.
  const rowSelection = selection ?? { selected: ownSelected, onChange: setOwnSelected };
  const columnTitle = (column: TResourceColumn) =>
    typeof column.title === "string" ? column.title : t(`resources.fields.${column.key as TWebFieldKey}`);
  const viewState = viewStateOf(state, columnChoice.hidden, resource.defaultOrdering);
  const applyView = (view: TSavedViewState) => {
    update({
      search: view.search,
      ordering: view.ordering || resource.defaultOrdering,
      pageSize: view.page_size ?? DEFAULT_PAGE_SIZE,
      page: 1,
      filters: view.filters,
    });
    columnChoice.set(view.hidden_columns.filter((key) => shown.some((column) => column.key === key)));
  };
  const records = (list.data?.results ?? []).filter((record) => !pendingDeletes.has(record.id));
  const shownCount = count === undefined ? undefined : count - ((list.data?.results.length ?? 0) - records.length);
  // Without the right to change, the same action opens the record read-only.
  const openLabel = canUpdate ? t("common.edit") : t("resources.list.view");
  const actionsColumn: DataTableColumn<TResourceRecord> = {
    accessor: "actions",
    title: t("common.actions"),
    textAlign: "right",
    width: rowActions ? (actionsWidth ?? 110) : extraRowActions ? 150 : 110,
    render: (record) =>
      rowActions ? (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          {rowActions(record)}
        </Group>
      ) : isLocked(record) ? null : (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          {extraRowActions?.(record)}
          {canOpen && (
            <Tooltip label={openLabel} withinPortal>
              <ActionIcon
                variant="subtle"
                aria-label={`${openLabel} ${recordLabel(record, resource)}`}
                onClick={(event) => {
                  event.stopPropagation();
                  openRecord(record);
                }}
              >
                {canUpdate ? <IconPencil size={18} /> : <IconEye size={18} />}
              </ActionIcon>
            </Tooltip>
          )}
          {canDelete && (
            <Tooltip label={t("common.delete")} withinPortal>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`${t("common.delete")} ${recordLabel(record, resource)}`}
                data-testid="row-delete"
                onClick={(event) => {
                  event.stopPropagation();
                  confirmDelete(record);
                }}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ),
  };

  return (
    <>
      <PageHeader
        title={heading}
        crumbs={[...(crumbs ?? []), { label: heading }]}
        actions={
          <>
            <Button component={Link} to={guidePath(resource)} variant="subtle" leftSection={<IconBook size={16} />}>
              {t("resources.list.userGuide")}
            </Button>
            {headerActions}
            {others && <OthersShortcut {...others} />}
            {importExport && (
              <ImportExportButtons
                {...importExport}
                // The export holds what the list shows: its search and the filters the user picked.
                exportQuery={{ search: state.search || undefined, ...state.filters, ...importExport.exportQuery }}
                importer={importer}
              />
            )}
            {canCreate && createTo !== null && (
              <Button
                component={Link}
                to={createTo ?? createPath(resource)}
                state={{ listSearch: location.search } satisfies TListLocationState}
                leftSection={<IconPlus size={16} />}
                data-testid="resource-new"
              >
                {t("common.new")}
              </Button>
            )}
          </>
        }
      />
      <Stack gap="sm">
        <Group justify="space-between" align="center" wrap="wrap">
          <TextInput
            value={search.value}
            onChange={(event) => search.setValue(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") search.flush();
            }}
            placeholder={t("resources.list.searchPlaceholder", { entities: midSentence(heading) })}
            aria-label={t("common.search")}
            leftSection={<IconSearch size={16} />}
            rightSection={
              search.value ? <CloseButton size="sm" aria-label={t("resources.list.clearSearch")} onClick={search.clear} /> : null
            }
            w={{ base: "100%", sm: 360 }}
            data-testid="resource-search"
          />
          <Group gap="sm" align="center" wrap="wrap">
            {filterControls?.map((control) => (
              <Select
                key={control.key}
                aria-label={control.label}
                placeholder={control.label}
                // The chosen value reads with its filter's name ("Completed: Yes"); the options by themselves.
                data={control.options.map((option) => ({
                  ...option,
                  label: t("listShaping.filterValue", { filter: control.label, value: option.label }),
                }))}
                renderOption={({ option }) => control.options.find((own) => own.value === option.value)?.label ?? option.label}
                value={state.filters[control.key] ?? null}
                onChange={(value) => update({ filters: { ...state.filters, [control.key]: value ?? "" }, page: 1 })}
                clearable
                w={180}
                comboboxProps={{ withinPortal: true }}
                data-testid={`list-filter-${control.key}`}
              />
            ))}
            {toolbar?.(query)}
            <SavedViewsPicker current={viewState} onApply={applyView} />
            {!phone && (
              <ColumnChooser
                columns={shown.map((column) => ({ key: column.key, title: column.title ?? columnTitle(column) }))}
                hidden={columnChoice.hidden}
                onToggle={columnChoice.toggle}
                onReset={columnChoice.reset}
              />
            )}
            {shownCount !== undefined && (
              <Text size="sm" c="dimmed" data-testid="resource-count">
                {list.data?.count_capped
                  ? t("resources.list.totalCapped", { total: formatCount(list.data, i18n.language) })
                  : t("resources.list.total", { count: shownCount })}
              </Text>
            )}
          </Group>
        </Group>

        {rowSelection && !phone && (
          <SelectionBar
            count={rowSelection.selected.length}
            canDelete={canDelete}
            onDelete={() => undoableDelete(rowSelection.selected, undefined, () => rowSelection.onChange([]))}
            onClear={() => rowSelection.onChange([])}
          >
            {labelOf && <SelectionLabelsButton resource={resource} records={rowSelection.selected} labelOf={labelOf} />}
            <SelectionExportMenu
              resource={resource}
              records={rowSelection.selected}
              columns={(chosen.length > 0 ? chosen : shown).map((column) => ({
                key: column.key,
                header: columnTitle(column),
                text: column.text,
              }))}
              title={heading}
              sheetKey={importExport?.importKey || undefined}
            />
          </SelectionBar>
        )}
        {list.isError && !list.data && isForbidden(list.error) ? (
          <StatusBanner status="forbidden" title={t("resources.list.forbidden")} />
        ) : list.isError && !list.data ? (
          <Alert
            color="red"
            icon={<IconAlertCircle />}
            title={t("resources.list.loadError", { entities: midSentence(entities) })}
            data-testid="resource-error"
          >
            <Stack gap="xs" align="flex-start">
              {describeFailure(list.error)}
              <Button size="xs" variant="light" color="red" leftSection={<IconRefresh size={14} />} onClick={() => void list.refetch()}>
                {t("resources.list.retry")}
              </Button>
            </Stack>
          </Alert>
        ) : list.data && shownCount === 0 && !list.isPlaceholderData ? (
          <EmptyList
            resourceKey={resource.key}
            entities={midSentence(heading)}
            search={state.search}
            onClearSearch={search.clear}
            purpose={emptyText}
            createTo={canCreate && createTo !== null ? (createTo ?? createPath(resource)) : undefined}
            listState={{ listSearch: location.search }}
            importButton={importExport?.canImport && !readOnly ? <ImportButton importer={importer} testId="empty-import" /> : undefined}
          />
        ) : phone ? (
          <ResourceCards
            records={records}
            columns={fieldColumns}
            actions={showActions ? (record) => actionsColumn.render?.(record, 0) : undefined}
            onOpen={rowClickTo ? (record) => navigate(rowClickTo(record)) : canOpen ? openRecord : undefined}
            fetching={list.isFetching}
            page={state.page}
            pageSize={state.pageSize}
            total={count ?? 0}
            onPageChange={(page) => update({ page })}
            noRecordsText={t("common.noData")}
          />
        ) : (
          <DataTable<TResourceRecord>
            className={classes.table}
            withTableBorder
            borderRadius="sm"
            striped
            highlightOnHover={canOpen}
            verticalAlign="top"
            minHeight={list.data?.results.length ? undefined : 220}
            records={records}
            columns={showActions ? [...fieldColumns, actionsColumn] : fieldColumns}
            // On a table wider than the screen, the row actions stay in sight at the right.
            pinLastColumn={showActions}
            fetching={list.isFetching}
            noRecordsText={t("common.noData")}
            sortStatus={sortStatus}
            onSortStatusChange={(status) =>
              update({ ordering: `${status.direction === "desc" ? "-" : ""}${String(status.columnAccessor)}`, page: 1 })
            }
            page={state.page}
            onPageChange={(page) => update({ page })}
            totalRecords={pagerTotal - ((list.data?.results.length ?? 0) - records.length)}
            recordsPerPage={state.pageSize}
            recordsPerPageOptions={PAGE_SIZE_OPTIONS}
            onRecordsPerPageChange={(pageSize) => update({ pageSize, page: 1 })}
            recordsPerPageLabel={t("common.recordsPerPage")}
            paginationText={({ from, to }) =>
              t("common.pageInfo", {
                from,
                to,
                total: list.data ? formatCount({ ...list.data, count: shownCount ?? list.data.count }, i18n.language) : "",
              })
            }
            getPaginationControlProps={(control) => ({ "aria-label": t(`resources.list.pageControls.${control}`) })}
            // No pager under an empty table: the empty state already says there is nothing.
            styles={count ? undefined : { pagination: { display: "none" } }}
            onRowClick={
              rowClickTo ? ({ record }) => navigate(rowClickTo(record)) : canOpen ? ({ record }) => openRecord(record) : undefined
            }
            rowStyle={canOpen ? () => ({ cursor: "pointer" }) : undefined}
            {...(rowSelection ? { selectedRecords: rowSelection.selected, onSelectedRecordsChange: rowSelection.onChange } : {})}
            // The tick boxes name their row for a screen reader.
            {...(rowSelection
              ? {
                  selectionCheckboxProps: { "aria-label": t("listShaping.selectRow") } as Record<string, string>,
                  allRecordsSelectionCheckboxProps: { "aria-label": t("listShaping.selectAll") } as Record<string, string>,
                  getRecordSelectionCheckboxProps: (record: TResourceRecord) =>
                    ({ "aria-label": `${t("listShaping.selectRow")} ${recordLabel(record, resource)}` }) as Record<string, string>,
                }
              : {})}
          />
        )}
      </Stack>
      {importer.modal}
    </>
  );
}
