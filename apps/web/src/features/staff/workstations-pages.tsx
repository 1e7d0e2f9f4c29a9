import { WORKSTATION_IMPORT, workstations } from "@weldtrace/domain";
import { useTranslation } from "react-i18next";
import { ResourceList } from "../../components/resource/resource-list";
import { useSession } from "../../session/session";
import { ExportPdfButton } from "./export-button";
import { exportListPdf, namesOf, referenceNames } from "./export-pdf";
import { useLabelAction } from "./labels";

/** Spec §2: the workstations list; its PDF gives the first column 35 % of the width. */
export function WorkstationsListPage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const label = useLabelAction("workstation", (record) => String(record.name ?? ""));
  return (
    <>
      <ResourceList
        resource={workstations}
        extraRowActions={label.action}
        labelOf={(record) => ({ kind: "workstation", uuid: record.id, name: String(record.name ?? "") })}
        importExport={{
          importKey: WORKSTATION_IMPORT.key,
          title: t("staff.imports.workstationsTitle"),
          typeFileMessage: t("staff.imports.typeFileWorkstation"),
          canImport: session.can("staff", "create"),
          canUndo: session.can("staff", "delete"),
        }}
        others={{ to: "/others/workstations" }}
        toolbar={(query) => (
          <ExportPdfButton
            onExport={async () => {
              const types = await referenceNames("workstationType");
              return exportListPdf({
                path: workstations.path,
                query,
                title: t("resources.workstation.many"),
                fileLabel: "workstations",
                t,
                language: i18n.language,
                columns: [
                  { header: t("resources.fields.name"), value: (row) => String(row.name ?? ""), widthPercent: 35 },
                  { header: t("resources.fields.type"), value: (row) => namesOf(types, row.type) },
                ],
              });
            }}
          />
        )}
      />
      {label.modal}
    </>
  );
}
