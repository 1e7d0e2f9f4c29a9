import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { weldApi } from "../../api/endpoints";
import { runAction } from "../../components/use-action";
import { listRows } from "./api";

/** Spec §4 and §5: cut and cancel cut, each after a confirmation, with the spec's success and error toasts. */
export function useCutActions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ["welds"] });
    await queryClient.invalidateQueries({ queryKey: ["cut-outs"] });
  };
  const run = (work: () => Promise<unknown>, success: string, failure: string) =>
    runAction({ action: "weld-cut", success, errorTitle: failure, onSuccess: refresh }, work);
  const cut = (weld: { id: string; name?: unknown }) =>
    modals.openConfirmModal({
      title: t("welds.cut.cutTitle"),
      children: <Text size="sm">{t("welds.cut.cutText", { name: String(weld.name ?? "") })}</Text>,
      labels: { confirm: t("welds.cut.cut"), cancel: t("common.cancel") },
      confirmProps: { color: "red", "data-testid": "confirm-cut" } as never,
      onConfirm: () => void run(() => weldApi.cut(weld.id), t("welds.cut.cutDone"), t("welds.cut.cutError")),
    });
  const cancel = (weld: { id: string; name?: unknown }) =>
    modals.openConfirmModal({
      title: t("welds.cut.cancelTitle"),
      children: <Text size="sm">{t("welds.cut.cancelText", { name: String(weld.name ?? "") })}</Text>,
      labels: { confirm: t("welds.cut.cancel"), cancel: t("common.cancel") },
      onConfirm: () =>
        void run(
          async () => {
            const [cutOut] = await listRows("cut-outs", { weld: weld.id });
            if (cutOut) await weldApi.cancelCut(cutOut.id);
          },
          t("welds.cut.cancelDone"),
          t("welds.cut.cancelError"),
        ),
    });
  return { cut, cancel };
}
