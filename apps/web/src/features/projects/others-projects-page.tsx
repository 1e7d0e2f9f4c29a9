import { ActionIcon, Tooltip } from "@mantine/core";
import { IconCopy } from "@tabler/icons-react";
import { isAdminLike, projects } from "@weldtrace/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { RequireGroup } from "../../components/require-group";
import { ResourceList, type TResourceColumn } from "../../components/resource/resource-list";
import { recordLabel, type TResourceRecord } from "../../components/resource/types";
import { CopyForDialog } from "./copy-for-dialog";
import { StatusBadge } from "./status-badge";

const OTHER_CLIENTS = { other_clients: "true" };

const COLUMNS: TResourceColumn[] = [
  { key: "name" },
  { key: "client" },
  { key: "uom" },
  { key: "status", render: (record) => <StatusBadge record={record} /> },
  { key: "companies" },
  { key: "contractors" },
];

/** ARCHITECTURE.md: the projects of every client, read-only, for the Super User, who may copy one for a client. */
export function OthersProjectsPage() {
  const { t } = useTranslation();
  const [copying, setCopying] = useState<TResourceRecord | null>(null);
  const title = t("resources.projectOthers.title");
  return (
    <RequireGroup allow={isAdminLike} title={title}>
      <ResourceList
        resource={projects}
        columns={COLUMNS}
        title={title}
        readOnly
        filters={OTHER_CLIENTS}
        referenceFilters={OTHER_CLIENTS}
        rowActions={(record) => (
          <Tooltip label={t("resources.projectOthers.copy")} withinPortal>
            <ActionIcon
              variant="subtle"
              aria-label={`${t("resources.projectOthers.copy")} ${recordLabel(record)}`}
              data-testid="row-copy-for"
              onClick={() => setCopying(record)}
            >
              <IconCopy size={18} />
            </ActionIcon>
          </Tooltip>
        )}
        actionsWidth={70}
      />
      <CopyForDialog record={copying} onClose={() => setCopying(null)} />
    </RequireGroup>
  );
}
