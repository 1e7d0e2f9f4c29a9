import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { queryKeys, resourceProvider } from "../../api/resource-provider";
import { runAction } from "../use-action";
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
    (record: TResourceRecord, onDeleted?: () => void) =>
      runAction(
        {
          action: `delete-${resource.path}-${record.id}`,
          pending: t("resources.list.deleting", { name: recordLabel(record, resource) }),
          success: t(`resources.${resource.key}.deleted`),
          errorTitle: t(`resources.${resource.key}.errorDelete`),
          refused: onRefused,
          onSuccess: async () => {
            queryClient.removeQueries({ queryKey: queryKeys.item(resource.path, record.id) });
            await queryClient.invalidateQueries({ queryKey: queryKeys.all(resource.path) });
            onDeleted?.();
          },
        },
        () => resourceProvider.remove(resource.path, record.id),
      ),
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
