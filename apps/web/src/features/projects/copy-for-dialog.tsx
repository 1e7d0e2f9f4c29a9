import { useTranslation } from "react-i18next";
import { projectApi } from "../../api/endpoints";
import { queryKeys } from "../../api/resource-provider";
import { CopyForClientDialog } from "../../components/copy-for-client-dialog";
import type { TResourceRecord } from "../../components/resource/types";

/** `/others/projects` "copy for": the Super User picks the client that gets a copy of the project. */
export function CopyForDialog({ record, onClose }: { record: TResourceRecord | null; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <CopyForClientDialog
      record={record}
      onClose={onClose}
      testId="copy-for"
      texts={{
        title: (name) => t("resources.projectOthers.copyTitle", { name }),
        help: t("resources.projectOthers.copyHelp"),
        client: t("resources.projectOthers.target"),
        submit: t("resources.projectOthers.submit"),
        copied: (client) => t("resources.projectOthers.copied", { client }),
        failed: t("resources.projectOthers.copyFailed"),
      }}
      copy={(id, target) => projectApi.copyFor(id, target.client)}
      invalidates={queryKeys.all("projects")}
    />
  );
}
