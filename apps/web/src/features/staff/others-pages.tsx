import { Button, Text } from "@mantine/core";
import { documents, isPrivileged, measuringInstruments, workstations } from "@weldtrace/domain";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { RequireGroup } from "../../components/require-group";
import { ResourceList, type TResourceColumn } from "../../components/resource/resource-list";
import type { TWebResource } from "../../components/resource/types";
import { CalibrationCell } from "./state-badges";

const OTHER_CLIENTS = { other_clients: "true" };
const withClient = (resource: TWebResource): TWebResource => ({
  ...resource,
  fields: [...resource.fields, { key: "client", kind: "reference", target: "client" }],
});

/** ARCHITECTURE.md `/others/*`: platform staff read every other client's records, names from each record's own client. */
function OthersList({ resource, title, columns }: { resource: TWebResource; title: string; columns: TResourceColumn[] }) {
  const { t } = useTranslation();
  return (
    <RequireGroup allow={isPrivileged} title={title}>
      <ResourceList
        resource={withClient(resource)}
        columns={columns}
        title={title}
        readOnly
        filters={OTHER_CLIENTS}
        referenceFilters={OTHER_CLIENTS}
        headerActions={
          <Button component={Link} to={`/${resource.path}`} variant="default">
            {t(`resources.${resource.key}.many`)}
          </Button>
        }
      />
    </RequireGroup>
  );
}

export function OthersInstrumentsPage() {
  const { t } = useTranslation();
  return (
    <OthersList
      resource={measuringInstruments}
      title={t("staff.others.instrumentsTitle")}
      columns={[
        { key: "name" },
        { key: "client" },
        { key: "serial_number" },
        { key: "product_model" },
        { key: "type" },
        { key: "calibrated_at" },
        { key: "expire_at", render: (record) => <CalibrationCell record={record} /> },
      ]}
    />
  );
}

export function OthersWorkstationsPage() {
  const { t } = useTranslation();
  return (
    <OthersList
      resource={workstations}
      title={t("staff.others.workstationsTitle")}
      columns={[{ key: "name" }, { key: "client" }, { key: "type" }]}
    />
  );
}

/** `/others/documents`: the file's name only, since another client's file is not downloaded from here. */
export function OthersDocumentsPage() {
  const { t } = useTranslation();
  return (
    <OthersList
      resource={documents}
      title={t("staff.others.documentsTitle")}
      columns={[
        { key: "name" },
        { key: "client" },
        { key: "type" },
        { key: "expired_at" },
        { key: "file", render: (record) => <Text size="sm">{typeof record.filename === "string" ? record.filename : ""}</Text> },
      ]}
    />
  );
}
