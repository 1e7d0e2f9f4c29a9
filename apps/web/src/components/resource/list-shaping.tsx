import { Button, Checkbox, Group, Paper, Popover, Stack, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { IconArrowBackUp, IconColumns, IconTrash, IconX } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { TOAST_DURATION_MS } from "@weldtrace/domain";
import { type ReactNode, useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { authorizationFor } from "../../api/auth-header";
import { queryKeys, resourceProvider } from "../../api/resource-provider";
import { readToken } from "../../session/storage";
import { toast } from "../toast";
import { describeFailure } from "./error-message";
import { recordLabel, type TResourceRecord, type TWebResource } from "./types";

// ---------------------------------------------------------------------------------------------------------
// Column chooser: the columns a user hides, kept per user and list in this browser (localStorage).
// ---------------------------------------------------------------------------------------------------------

const columnsKey = (user: string | undefined, list: string) => `weldtrace.columns.${user ?? "anonymous"}.${list}`;

function readHidden(key: string): string[] {
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? "[]");
    return Array.isArray(stored) ? stored.filter((value): value is string => typeof value === "string") : [];
  } catch {
    return [];
  }
}

/** The columns this user hid on this list, and how to change that. */
export function useColumnChoice(user: string | undefined, list: string) {
  const key = columnsKey(user, list);
  const [hidden, setHidden] = useState<string[]>(() => readHidden(key));
  useEffect(() => setHidden(readHidden(key)), [key]);
  const save = (next: string[]) => {
    setHidden(next);
    if (next.length === 0) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(next));
  };
  return {
    hidden,
    toggle: (column: string) => save(hidden.includes(column) ? hidden.filter((other) => other !== column) : [...hidden, column]),
    reset: () => save([]),
    /** Puts back the hidden columns of a saved view. */
    set: (next: readonly string[]) => save([...next]),
  };
}

/** "Columns": a checkbox per column; the last one shown cannot be hidden. */
export function ColumnChooser({
  columns,
  hidden,
  onToggle,
  onReset,
}: {
  columns: { key: string; title: ReactNode }[];
  hidden: readonly string[];
  onToggle: (key: string) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const shown = columns.filter((column) => !hidden.includes(column.key)).length;
  return (
    <Popover position="bottom-end" shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <Button variant="default" size="xs" leftSection={<IconColumns size={14} />} data-testid="column-chooser">
          {t("listShaping.columns")}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="group" aria-label={t("listShaping.columnsTitle")}>
          <Text size="sm" fw={600}>
            {t("listShaping.columnsTitle")}
          </Text>
          {columns.map((column) => {
            const visible = !hidden.includes(column.key);
            return (
              <Checkbox
                key={column.key}
                label={column.title}
                checked={visible}
                disabled={visible && shown === 1}
                onChange={() => onToggle(column.key)}
                data-testid={`column-toggle-${column.key}`}
              />
            );
          })}
          {hidden.length > 0 && (
            <Button variant="subtle" size="xs" onClick={onReset}>
              {t("listShaping.columnsReset")}
            </Button>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

// ---------------------------------------------------------------------------------------------------------
// Delete with undo: the rows leave the list at once, the DELETEs go when the undo window closes.
// ---------------------------------------------------------------------------------------------------------

/** How long a delete can be undone. */
export const UNDO_DELETE_MS = TOAST_DURATION_MS;

/** Ids waiting for their undo window to close: hidden from every list meanwhile. */
let waiting = new Set<string>();
const listeners = new Set<() => void>();
const setWaiting = (next: Set<string>) => {
  waiting = next;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The ids of records whose delete may still be undone (a list leaves them out). */
export const usePendingDeletes = () => useSyncExternalStore(subscribe, () => waiting);

/** Deletes still waiting when the page goes away are sent anyway: the user asked for them and did not undo. */
const onLeave = new Map<string, () => void>();
if (typeof window !== "undefined")
  window.addEventListener("pagehide", () => {
    for (const send of onLeave.values()) send();
  });

/**
 * Deletes records with a few seconds to undo (spec: delete with undo where nothing depends on the row yet; a row
 * something depends on is refused by the server when the window closes, and comes back with the reason). Nothing is
 * deleted before the window closes, so Undo restores exactly what was there.
 */
export function useUndoableDelete(resource: TWebResource) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useCallback(
    (records: readonly TResourceRecord[], onDeleted?: () => void) => {
      if (records.length === 0) return;
      const ids = records.map((record) => record.id);
      const action = `delete-${resource.path}-${ids[0]}-${ids.length}`;
      setWaiting(new Set([...waiting, ...ids]));
      const release = () => {
        const next = new Set(waiting);
        for (const id of ids) next.delete(id);
        setWaiting(next);
        onLeave.delete(action);
      };
      const commit = async () => {
        onLeave.delete(action);
        const failures: string[] = [];
        // One at a time: each DELETE runs the server's checks (permission, usages) on its own row.
        for (const record of records) {
          try {
            await resourceProvider.remove(resource.path, record.id);
            queryClient.removeQueries({ queryKey: queryKeys.item(resource.path, record.id) });
          } catch (error) {
            failures.push(`${recordLabel(record, resource)}: ${describeFailure(error)}`);
          }
        }
        await queryClient.invalidateQueries({ queryKey: queryKeys.all(resource.path) });
        release();
        if (failures.length > 0)
          toast.show(action, {
            color: "red",
            icon: <IconX size={18} />,
            title: t(`resources.${resource.key}.errorDelete`),
            message: t("listShaping.refused", { count: failures.length, reasons: failures.join(" · ") }),
            autoClose: TOAST_DURATION_MS * 2,
          });
        if (failures.length < records.length) onDeleted?.();
      };
      const timer = window.setTimeout(() => void commit(), UNDO_DELETE_MS);
      onLeave.set(action, () => {
        const headers = { ...authorizationFor(`/api/${resource.path}/`, readToken()) };
        for (const id of ids) void fetch(`/api/${resource.path}/${id}/`, { method: "DELETE", headers, keepalive: true }).catch(() => {});
      });
      const undo = () => {
        window.clearTimeout(timer);
        release();
        toast.show(action, { color: "gray", message: t("listShaping.restored"), autoClose: TOAST_DURATION_MS });
      };
      toast.show(action, {
        color: "green",
        icon: <IconTrash size={18} />,
        autoClose: UNDO_DELETE_MS,
        message: (
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm">
              {records.length === 1
                ? t("listShaping.deletedOne", { name: recordLabel(records[0] as TResourceRecord, resource) })
                : t("listShaping.deletedMany", { count: records.length })}
            </Text>
            <Button size="compact-sm" variant="light" leftSection={<IconArrowBackUp size={14} />} onClick={undo} data-testid="undo-delete">
              {t("listShaping.undo")}
            </Button>
          </Group>
        ),
      });
    },
    [resource, t, queryClient],
  );
}

/** Asks first (one record or several, named), then deletes with undo. */
export function useConfirmedUndoableDelete(resource: TWebResource) {
  const { t } = useTranslation();
  const remove = useUndoableDelete(resource);
  return useCallback(
    (records: readonly TResourceRecord[], onDeleted?: () => void, onConfirmed?: () => void) => {
      const names = records.map((record) => recordLabel(record, resource));
      const shownNames = names.length > 10 ? `${names.slice(0, 10).join(", ")}…` : names.join(", ");
      modals.openConfirmModal({
        title: records.length === 1 ? t("resources.list.deleteTitle") : t("listShaping.bulkDeleteTitle", { count: records.length }),
        centered: true,
        children: (
          <Text size="sm">
            {records.length === 1
              ? t("listShaping.deleteText", { name: names[0] })
              : t("listShaping.bulkDeleteText", { names: shownNames })}
          </Text>
        ),
        labels: { confirm: t("common.delete"), cancel: t("common.cancel") },
        confirmProps: { color: "red", "data-testid": "confirm-delete" } as Record<string, string>,
        onConfirm: () => {
          onConfirmed?.();
          remove(records, onDeleted);
        },
      });
    },
    [remove, t, resource],
  );
}

/** Above the table while rows are ticked: how many, delete them, or untick them. */
export function SelectionBar({
  count,
  canDelete,
  onDelete,
  onClear,
  children,
}: {
  count: number;
  canDelete: boolean;
  onDelete: () => void;
  onClear: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <Paper withBorder p="xs" data-testid="selection-bar">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" fw={600} aria-live="polite">
          {t("listShaping.selected", { count })}
        </Text>
        <Group gap="xs">
          {children}
          {canDelete && (
            <Button size="xs" color="red" leftSection={<IconTrash size={14} />} onClick={onDelete} data-testid="bulk-delete">
              {t("listShaping.deleteSelected")}
            </Button>
          )}
          <Button size="xs" variant="default" onClick={onClear}>
            {t("listShaping.clearSelection")}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
