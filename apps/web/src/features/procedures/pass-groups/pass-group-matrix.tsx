import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { horizontalListSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ActionIcon, Alert, Box, Button, Group, Stack, Text, Tooltip } from "@mantine/core";
import { modals } from "@mantine/modals";
import { IconAlertTriangle, IconGripVertical, IconPlus, IconTrash } from "@tabler/icons-react";
import {
  addPassGroup,
  deletePassGroup,
  movePassGroup,
  orderPassGroups,
  type TPassGroupDraft,
  type TProcessDisplayFlag,
  type TWeldingProcess,
} from "@weldtrace/domain";
import {
  type CSSProperties,
  memo,
  type ReactNode,
  type PointerEvent as ReactPointerEvent,
  useCallback,
  useMemo,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { useReferenceRows } from "../../../components/resource/fields/use-reference-options";
import { newRowKey, rowsOf, rowToDraft, type TDraftRow, type TProcedureDraft } from "../draft";
import { errorPath, rowPath, useProcedureForm, useProcedureFormStatic } from "../form/form-context";
import classes from "./matrix.module.css";
import { MatrixCell } from "./matrix-cell";
import { isRowShown, MATRIX_ROWS, rowId, rowLabelKeys, type TMatrixRow } from "./matrix-rows";
import { useEdgeAutoScroll } from "./use-edge-auto-scroll";

type TGroupRow = TDraftRow & TPassGroupDraft;

const LABEL_WIDTH = 230;
const DEFAULT_WIDTH = 240;
const MIN_WIDTH = 170;
const MAX_WIDTH = 640;
/** Spec §2: "resizable table (default height 96 units)"; a unit is read as 8 px (768 px), resizable by its corner. */
const DEFAULT_HEIGHT = 96 * 8;

const liveGroups = (draft: TProcedureDraft) => orderPassGroups(rowsOf(draft, "pass_group") as TGroupRow[]);

/** The label of a matrix row: its catalogue keys (a range row has two, "Current" and "min"), joined. */
function useRowLabel() {
  const { t } = useTranslation();
  return (row: TMatrixRow): string =>
    rowLabelKeys(row)
      .map((key) => t(key as never))
      .join(" ");
}

/**
 * One pass-group column: its header (drag handle, number, name, delete, resize) and its cells, moved
 * together. Memoised with stable props, so typing in one group leaves the other columns alone.
 */
const SortableColumn = memo(function SortableColumn({
  group,
  position,
  rows,
  labels,
  width,
  onResize,
  onDelete,
  processOf,
}: {
  group: TGroupRow;
  position: number;
  rows: readonly TMatrixRow[];
  labels: Readonly<Record<string, string>>;
  width: number;
  onResize(key: string, width: number): void;
  onDelete(position: number, group: TGroupRow): void;
  processOf(group: Record<string, unknown>): TWeldingProcess | undefined;
}) {
  const { t } = useTranslation();
  const form = useProcedureFormStatic();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: group._key,
    disabled: form.readOnly,
  });
  const column = position + 2;
  const moving: CSSProperties = {
    transform: CSS.Translate.toString(transform ? { ...transform, y: 0 } : null),
    transition,
    gridColumn: column,
    zIndex: isDragging ? 3 : undefined,
    opacity: isDragging ? 0.92 : undefined,
  };
  const number = position + 1;
  // A column with errors says so in its header, so a wide matrix scrolled sideways still shows where to look.
  const errorPrefix = errorPath(rowPath("pass_group", group._key), "");
  const hasErrors = Object.keys(form.errors).some((path) => path.startsWith(errorPrefix));
  const name = typeof group.name === "string" && group.name.trim() ? group.name : t("procedures.rows.untitled");

  const startResize = (event: ReactPointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.stopPropagation();
    const startX = event.clientX;
    const handle = event.currentTarget;
    handle.setPointerCapture(event.pointerId);
    const move = (next: PointerEvent) => onResize(group._key, Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width + next.clientX - startX)));
    const end = () => {
      handle.removeEventListener("pointermove", move);
      handle.removeEventListener("pointerup", end);
      handle.removeEventListener("pointercancel", end);
    };
    handle.addEventListener("pointermove", move);
    handle.addEventListener("pointerup", end);
    handle.addEventListener("pointercancel", end);
  };

  return (
    <>
      <Box
        ref={setNodeRef}
        className={`${classes.head} ${isDragging ? classes.dragging : ""}`}
        style={{ ...moving, gridRow: 1 }}
        data-testid={`pass-group-head-${position}`}
        data-key={group._key}
        data-has-errors={hasErrors ? "true" : undefined}
      >
        <Group gap={4} wrap="nowrap" justify="space-between">
          <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
            {!form.readOnly && (
              <Tooltip label={t("procedures.passGroups.drag", { n: number })}>
                <ActionIcon
                  ref={setActivatorNodeRef}
                  variant="subtle"
                  color="gray"
                  style={{ cursor: isDragging ? "grabbing" : "grab", touchAction: "none" }}
                  aria-label={t("procedures.passGroups.drag", { n: number })}
                  data-testid={`pass-group-drag-${position}`}
                  {...attributes}
                  {...listeners}
                >
                  <IconGripVertical size={16} />
                </ActionIcon>
              </Tooltip>
            )}
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={700} c={hasErrors ? "red" : undefined}>
                {t("procedures.passGroups.group", { n: number })}
                {hasErrors && <IconAlertTriangle size={14} style={{ marginLeft: 4, verticalAlign: "-2px" }} />}
              </Text>
              <Text size="xs" c="dimmed" truncate data-testid={`pass-group-name-${position}`}>
                {name}
              </Text>
            </Stack>
          </Group>
          {!form.readOnly && (
            <Tooltip label={t("procedures.passGroups.remove", { n: number })}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t("procedures.passGroups.remove", { n: number })}
                onClick={() => onDelete(position, group)}
                data-testid={`pass-group-delete-${position}`}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
        {/* biome-ignore lint/a11y/useSemanticElements: a column resizer is a focusable separator (WAI-ARIA window splitter) */}
        <div
          className={classes.resize}
          role="separator"
          aria-orientation="vertical"
          aria-valuenow={width}
          aria-valuemin={MIN_WIDTH}
          aria-valuemax={MAX_WIDTH}
          aria-label={t("procedures.passGroups.resize", { n: number })}
          tabIndex={0}
          onPointerDown={startResize}
          onKeyDown={(event) => {
            if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
              event.preventDefault();
              onResize(group._key, Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width + (event.key === "ArrowRight" ? 16 : -16))));
            }
          }}
        />
      </Box>
      {rows.map((row, index) => (
        <Box
          key={rowId(row)}
          className={`${classes.cell} ${isDragging ? classes.dragging : ""}`}
          style={{ ...moving, gridRow: index + 2 }}
          data-testid={`pass-group-cell-${position}-${rowId(row)}`}
        >
          <MatrixCell row={row} label={labels[rowId(row)] ?? row.field} group={group} position={position} process={processOf(group)} />
        </Box>
      ))}
    </>
  );
});

/**
 * Spec §2: the pass groups as a matrix, one column per group and one row per field. Columns are dragged to
 * change the order (groups are then numbered 1, 2, 3 from the left), resized by their edge, added and
 * deleted; every rule comes from the domain (applyProcessDefaults, movePassGroup, deletePassGroup...).
 */
export function PassGroupMatrix() {
  const { t, i18n } = useTranslation();
  const form = useProcedureForm();
  const { update, units } = form;
  const rowLabel = useRowLabel();
  const processes = useReferenceRows<TWeldingProcess>("weldingProcess");
  const [widths, setWidths] = useState<Record<string, number>>({});
  const scroller = useRef<HTMLDivElement>(null);
  const autoScroll = useEdgeAutoScroll(scroller);
  const groups = liveGroups(form.draft);

  const processOf = useCallback(
    (group: Record<string, unknown>) => processes.data?.find((process) => process.id === group.process),
    [processes.data],
  );
  const shownRows = MATRIX_ROWS.filter((row) => {
    if (row.kind === "tack") return groups[0]?.show_tack_weld === true;
    return isRowShown(row, groups, (group) => processOf(group) as Partial<Record<TProcessDisplayFlag, boolean>> | undefined);
  });
  // The same rows keep the same array, so the memoised columns are not re-rendered by a keystroke.
  const shownKey = shownRows.map(rowId).join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list is identified by its row ids
  const rows = useMemo(() => shownRows, [shownKey]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: labels follow the language
  const labels = useMemo(() => Object.fromEntries(MATRIX_ROWS.map((row) => [rowId(row), rowLabel(row)])), [i18n.language]);

  const setGroups = useCallback(
    (change: (all: TGroupRow[]) => TGroupRow[]) =>
      update((draft) => ({ ...draft, pass_group: change(rowsOf(draft, "pass_group") as TGroupRow[]) })),
    [update],
  );

  const add = () => {
    const key = newRowKey();
    setGroups((all) =>
      (addPassGroup(all, key) as TGroupRow[]).map((group) =>
        group._key ? group : (rowToDraft("pass_group", group as Record<string, unknown>, units, key) as TGroupRow),
      ),
    );
  };

  const remove = useCallback(
    (position: number, group: TGroupRow) => {
      const apply = () => setGroups((all) => deletePassGroup(all, position));
      if (!group.id) {
        apply();
        return;
      }
      modals.openConfirmModal({
        title: t("procedures.passGroups.removeTitle"),
        centered: true,
        children: (
          <Text size="sm">
            {t("procedures.passGroups.removeText", { n: position + 1, name: String(group.name || t("procedures.rows.untitled")) })}
          </Text>
        ),
        labels: { confirm: t("common.delete"), cancel: t("common.cancel") },
        confirmProps: { color: "red", "data-testid": "confirm-delete-pass-group" } as Record<string, string>,
        onConfirm: apply,
      });
    },
    [setGroups, t],
  );

  const resize = useCallback((key: string, width: number) => setWidths((previous) => ({ ...previous, [key]: width })), []);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const keys = groups.map((group) => group._key);
  const positionOf = (id: unknown) => keys.indexOf(String(id)) + 1;

  const dragStart = (event: DragStartEvent) => {
    const pointer = event.activatorEvent as PointerEvent | KeyboardEvent;
    autoScroll.start("clientX" in pointer ? pointer.clientX : null);
  };
  const dragEnd = (event: DragEndEvent) => {
    autoScroll.stop();
    const from = keys.indexOf(String(event.active.id));
    const to = event.over ? keys.indexOf(String(event.over.id)) : -1;
    if (from < 0 || to < 0 || from === to) return;
    setGroups((all) => movePassGroup(all, from, to));
  };

  const template = `${LABEL_WIDTH}px ${groups.map((group) => `${widths[group._key] ?? DEFAULT_WIDTH}px`).join(" ")}`;

  return (
    <Stack gap="sm" data-testid="pass-group-matrix">
      {!form.readOnly && (
        <Group justify="space-between" align="flex-start">
          <Text size="sm" c="dimmed" maw={760}>
            {t("procedures.passGroups.hint")}
          </Text>
          <Button leftSection={<IconPlus size={16} />} variant="light" onClick={add} data-testid="pass-group-add">
            {t("procedures.passGroups.add")}
          </Button>
        </Group>
      )}
      {groups.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="pass-group-empty">
          {t("procedures.passGroups.empty")}
        </Text>
      ) : (
        <div ref={scroller} className={classes.scroll} style={{ maxHeight: DEFAULT_HEIGHT }}>
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            autoScroll={false}
            onDragStart={dragStart}
            onDragEnd={dragEnd}
            onDragCancel={autoScroll.stop}
            accessibility={{
              screenReaderInstructions: { draggable: t("procedures.passGroups.dnd.instructions") },
              announcements: {
                onDragStart: ({ active }) => t("procedures.passGroups.dnd.picked", { n: positionOf(active.id) }),
                onDragOver: ({ active, over }) =>
                  over ? t("procedures.passGroups.dnd.over", { n: positionOf(active.id), position: positionOf(over.id) }) : undefined,
                onDragEnd: ({ active, over }) =>
                  over ? t("procedures.passGroups.dnd.dropped", { n: positionOf(active.id), position: positionOf(over.id) }) : undefined,
                onDragCancel: ({ active }) => t("procedures.passGroups.dnd.cancelled", { n: positionOf(active.id) }),
              },
            }}
          >
            <SortableContext items={keys} strategy={horizontalListSortingStrategy}>
              <div className={classes.grid} style={{ gridTemplateColumns: template }}>
                <div className={classes.corner} style={{ gridColumn: 1, gridRow: 1 }}>
                  <Text size="sm" fw={700}>
                    {t("procedures.passGroups.field")}
                  </Text>
                </div>
                {rows.map((row, index) => (
                  <RowLabel key={rowId(row)} row={row} index={index} label={labels[rowId(row)] ?? row.field} />
                ))}
                {groups.map((group, position) => (
                  <SortableColumn
                    key={group._key}
                    group={group}
                    position={position}
                    rows={rows}
                    labels={labels}
                    width={widths[group._key] ?? DEFAULT_WIDTH}
                    onResize={resize}
                    onDelete={remove}
                    processOf={processOf}
                  />
                ))}
              </div>
            </SortableContext>
          </DndContext>
        </div>
      )}
      <MatrixErrors groups={groups} shownRows={new Set(rows.map(rowId))} labels={labels} />
    </Stack>
  );
}

function RowLabel({ row, index, label }: { row: TMatrixRow; index: number; label: string }): ReactNode {
  const form = useProcedureFormStatic();
  const required = "required" in row && row.required === true;
  return (
    <div className={classes.label} style={{ gridColumn: 1, gridRow: index + 2 }}>
      <Text size="sm" fw={500}>
        {label}
        {required && !form.readOnly && (
          <Text span c="red" inherit>
            {" *"}
          </Text>
        )}
      </Text>
    </div>
  );
}

/**
 * Errors no cell shows (a field without a matrix row, such as filler metals, or the list itself): listed
 * under the matrix with their group and field, so a refused save always says why.
 */
function MatrixErrors({
  groups,
  shownRows,
  labels,
}: {
  groups: TGroupRow[];
  shownRows: ReadonlySet<string>;
  labels: Readonly<Record<string, string>>;
}) {
  const form = useProcedureForm();
  const { t } = useTranslation();
  const lines = Object.entries(form.errors).flatMap(([path, message]) => {
    if (path !== "pass_group" && !path.startsWith("pass_group.")) return [];
    const [, key = "", ...rest] = path.split(".");
    const field = rest.join(".");
    const position = groups.findIndex((group) => group._key === key);
    if (position >= 0 && shownRows.has(field)) return [];
    const where = [
      position >= 0 ? t("procedures.passGroups.group", { n: position + 1 }) : null,
      field ? (labels[field] ?? field) : null,
    ].filter(Boolean);
    return [`${where.length > 0 ? `${where.join(": ")}: ` : ""}${message}`];
  });
  if (lines.length === 0) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="pass-group-other-errors">
      {lines.map((line) => (
        <div key={line}>{line}</div>
      ))}
    </Alert>
  );
}
