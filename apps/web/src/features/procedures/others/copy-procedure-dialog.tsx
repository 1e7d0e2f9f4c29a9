import { useTranslation } from "react-i18next";
import { CopyForClientDialog } from "../../../components/copy-for-client-dialog";
import type { TResourceRecord } from "../../../components/resource/types";
import { procedureApi, procedureKeys } from "../api";

/** `/others/procedures` "copy for": the Super User picks the client, then one of its projects. */
export function CopyProcedureDialog({ record, onClose }: { record: TResourceRecord | null; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <CopyForClientDialog
      record={record}
      onClose={onClose}
      testId="copy-procedure"
      texts={{
        title: (name) => t("procedures.others.copyTitle", { name }),
        help: t("procedures.others.copyHelp"),
        client: t("procedures.others.client"),
        submit: t("procedures.others.submit"),
        copied: (client) => t("procedures.others.copied", { client }),
        failed: t("procedures.others.copyFailed"),
        project: {
          label: t("procedures.others.project"),
          pickClientFirst: t("procedures.others.pickClientFirst"),
          none: t("procedures.others.noProject"),
          cannotPlace: t("procedures.others.cannotPlace"),
        },
      }}
      copy={(id, target) => procedureApi.copyFor(id, { client: target.client, project: target.project ?? "" })}
      invalidates={procedureKeys.all}
    />
  );
}
