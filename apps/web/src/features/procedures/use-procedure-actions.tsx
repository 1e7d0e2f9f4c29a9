import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { IconX } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, fieldErrors } from "../../api/client";
import { downloadFile } from "../../api/files";
import { describeFailure } from "../../components/resource/error-message";
import { recordLabel, type TResourceRecord } from "../../components/resource/types";
import { toast } from "../../components/toast";
import { runAction } from "../../components/use-action";
import { procedureApi, procedureKeys } from "./api";

/** A failed call in one sentence; a 400 lists the server's messages (an import's file errors). */
export function describeProcedureFailure(error: unknown): string {
  if (error instanceof ApiError && error.response.status === 400) {
    const messages = [...new Set(Object.values(fieldErrors(error.response)))];
    if (messages.length > 0) return messages.join(" ");
  }
  return describeFailure(error);
}

/** The 409 of an import whose procedure the client already has (code already_exists). */
const isAlreadyExists = (error: unknown) =>
  error instanceof ApiError &&
  error.response.status === 409 &&
  (error.response.data as { code?: string } | null)?.code === "already_exists";

/** A file name made of the procedure's name: letters, digits, dashes and dots only. */
export function exportFileName(name: string): string {
  const safe = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9._-]+/g, "_")
    .replace(/^_+|_+$/g, "");
  return `${safe || "procedure"}.json`;
}

/**
 * The list's actions that need no form: confirmations (spec §5: archive and unarchive ask first), the
 * reference switch, export and import. Each shows a loading toast replaced by its outcome (spec §8).
 */
export function useProcedureActions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  const run = useCallback(
    async (
      id: string,
      loading: string,
      work: () => Promise<unknown>,
      done: string | (() => string),
      failed: string,
      /** Answers true when it handles the failure itself (the loading toast is then only closed). */
      handled?: (error: unknown) => boolean,
    ) =>
      runAction(
        {
          action: id,
          pending: loading,
          success: done,
          errorTitle: failed,
          errorMessage: describeProcedureFailure,
          refused: handled,
          onSuccess: () => queryClient.invalidateQueries({ queryKey: procedureKeys.all }),
        },
        work,
      ).then((outcome) => outcome.ok),
    [queryClient],
  );

  const confirm = useCallback(
    (kind: "archive" | "unarchive", record: TResourceRecord, onDone?: () => void) =>
      modals.openConfirmModal({
        title: t(`procedures.${kind}.title`),
        centered: true,
        children: <Text size="sm">{t(`procedures.${kind}.text`, { name: recordLabel(record) })}</Text>,
        labels: { confirm: t(`procedures.${kind}.confirm`), cancel: t("common.cancel") },
        confirmProps: { "data-testid": `confirm-${kind}` } as Record<string, string>,
        onConfirm: async () => {
          const ok = await run(
            `${kind}-${record.id}`,
            `${t(`procedures.${kind}.confirm`)}…`,
            () => (kind === "archive" ? procedureApi.archive(record.id) : procedureApi.unarchive(record.id)),
            t(`procedures.${kind}.done`),
            t(`procedures.${kind}.failed`),
          );
          if (ok) onDone?.();
        },
      }),
    [run, t],
  );

  const setReference = useCallback(
    (record: TResourceRecord, value: boolean) =>
      run(
        `reference-${record.id}`,
        "…",
        () => procedureApi.patch(record.id, { is_reference: value }),
        t(value ? "procedures.list.referenceOn" : "procedures.list.referenceOff", { name: recordLabel(record) }),
        t("procedures.list.referenceFailed"),
      ),
    [run, t],
  );

  const exportJson = useCallback(
    async (record: TResourceRecord) => {
      await runAction(
        {
          action: `export-procedure-${record.id}`,
          success: t("procedures.export.done"),
          errorMessage: () => t("procedures.export.failed"),
        },
        async () => {
          const ok = await downloadFile(procedureApi.exportUrl(record.id), exportFileName(recordLabel(record))).catch(() => false);
          if (!ok) throw new Error("download failed");
        },
      );
    },
    [t],
  );

  const importJson = useCallback(
    async (file: File) => {
      let content: unknown;
      try {
        content = JSON.parse(await file.text());
      } catch {
        toast.show("import-procedure", {
          color: "red",
          icon: <IconX size={18} />,
          title: t("procedures.list.importFailed"),
          message: t("procedures.list.notJson"),
        });
        return;
      }
      const attempt = async (asCopy: boolean) => {
        let name = file.name;
        await run(
          `import-${file.name}`,
          t("procedures.list.importing"),
          async () => {
            const created = await procedureApi.import(content, asCopy);
            name = created.name ?? name;
          },
          () => t("procedures.list.imported", { name }),
          t("procedures.list.importFailed"),
          // Spec §5 refuses a procedure that exists; the user may import it as a copy instead.
          (error) => {
            if (asCopy || !isAlreadyExists(error)) return false;
            modals.openConfirmModal({
              title: t("procedures.list.existsTitle"),
              centered: true,
              children: <Text size="sm">{t("procedures.list.existsText")}</Text>,
              labels: { confirm: t("procedures.list.importAsCopy"), cancel: t("common.cancel") },
              confirmProps: { "data-testid": "import-as-copy" } as Record<string, string>,
              onConfirm: () => void attempt(true),
            });
            return true;
          },
        );
      };
      await attempt(false);
    },
    [run, t],
  );

  return {
    archive: (record: TResourceRecord, onDone?: () => void) => confirm("archive", record, onDone),
    unarchive: (record: TResourceRecord, onDone?: () => void) => confirm("unarchive", record, onDone),
    setReference,
    exportJson,
    importJson,
  };
}
