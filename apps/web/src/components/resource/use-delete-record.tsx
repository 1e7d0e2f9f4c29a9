import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { IconCheck, IconX } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { TOAST_DURATION_MS } from "@weldtrace/domain";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { queryKeys, resourceProvider } from "../../api/resource-provider";
import { toast } from "../toast";
import { describeFailure } from "./error-message";
import { recordLabel, type TResourceRecord, type TWebResource } from "./types";

/** A delete answer a screen shows in its own way (a modal saying why), instead of the error toast. */
export type TDeleteRefusal = (error: unknown) => boolean;

/** How a screen deletes a record: asks, deletes, then calls onDeleted. */
export type TDeleteRecord = (record: TResourceRecord, onDeleted?: () => void) => void;

/**
 * Spec §4: confirm, then a loading toast while waiting; on 204 a success toast and the row leaves
 * the list; on any other answer an error toast and the row stays. `onRefused` returns true when it has shown the
 * refusal itself: the loading toast then simply closes.
 */
export function useDeleteRecord(resource: TWebResource, onRefused?: TDeleteRefusal): TDeleteRecord {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  const remove = useCallback(
    async (record: TResourceRecord, onDeleted?: () => void) => {
      const id = `delete-${resource.path}-${record.id}`;
      toast.show(id, {
        loading: true,
        message: t("resources.list.deleting", { name: recordLabel(record, resource) }),
        autoClose: false,
        withCloseButton: false,
      });
      try {
        await resourceProvider.remove(resource.path, record.id);
        toast.update(id, {
          loading: false,
          color: "green",
          icon: <IconCheck size={18} />,
          title: null,
          message: t(`resources.${resource.key}.deleted`),
          autoClose: TOAST_DURATION_MS,
          withCloseButton: true,
        });
        queryClient.removeQueries({ queryKey: queryKeys.item(resource.path, record.id) });
        await queryClient.invalidateQueries({ queryKey: queryKeys.all(resource.path) });
        onDeleted?.();
      } catch (error) {
        if (onRefused?.(error)) {
          toast.hide(id);
          return;
        }
        toast.update(id, {
          loading: false,
          color: "red",
          icon: <IconX size={18} />,
          title: t(`resources.${resource.key}.errorDelete`),
          message: describeFailure(error),
          autoClose: TOAST_DURATION_MS,
          withCloseButton: true,
        });
      }
    },
    [resource, t, queryClient, onRefused],
  );

  return useCallback(
    (record: TResourceRecord, onDeleted?: () => void) =>
      modals.openConfirmModal({
        title: t("resources.list.deleteTitle"),
        centered: true,
        children: <Text size="sm">{t("resources.list.deleteText", { name: recordLabel(record, resource) })}</Text>,
        labels: { confirm: t("common.delete"), cancel: t("common.cancel") },
        confirmProps: { color: "red", "data-testid": "confirm-delete" } as Record<string, string>,
        onConfirm: () => void remove(record, onDeleted),
      }),
    [remove, t, resource],
  );
}
