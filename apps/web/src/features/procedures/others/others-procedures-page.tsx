import { ActionIcon, Button, Tooltip } from "@mantine/core";
import { IconCopy } from "@tabler/icons-react";
import { isAdminLike, isPrivileged } from "@weldtrace/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { RequireGroup } from "../../../components/require-group";
import { ResourceList, type TResourceColumn } from "../../../components/resource/resource-list";
import { recordLabel, type TResourceRecord } from "../../../components/resource/types";
import { useSession } from "../../../session/session";
import { PROCEDURE_ROUTES, procedureResource } from "../resource";
import { CopyProcedureDialog } from "./copy-procedure-dialog";

const OTHER_CLIENTS = { other_clients: "true", is_archived: "false" };
const NAMES_FROM_OTHER_CLIENTS = { other_clients: "true" };

const COLUMNS: TResourceColumn[] = [
  { key: "name" },
  { key: "client" },
  { key: "project" },
  { key: "type" },
  { key: "welds_classes" },
  { key: "uom" },
  { key: "comment" },
];

/**
 * ARCHITECTURE.md `/others/procedures`: platform staff see every other client's procedures, read-only; the
 * Super User may copy one for a client (Support reads only).
 */
export function OthersProceduresPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [copying, setCopying] = useState<TResourceRecord | null>(null);
  const mayCopy = isAdminLike(session.profile?.group);
  const title = t("procedures.others.title");
  return (
    <RequireGroup allow={isPrivileged} title={title}>
      <ResourceList
        resource={{ ...procedureResource, fields: [...procedureResource.fields, { key: "client", kind: "reference", target: "client" }] }}
        columns={COLUMNS}
        title={title}
        readOnly
        filters={OTHER_CLIENTS}
        referenceFilters={NAMES_FROM_OTHER_CLIENTS}
        headerActions={
          <Button component={Link} to={PROCEDURE_ROUTES.list} variant="default">
            {t("procedures.list.activeLink")}
          </Button>
        }
        rowActions={
          mayCopy
            ? (record) => (
                <Tooltip label={t("procedures.others.copy")} withinPortal>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`${t("procedures.others.copy")} ${recordLabel(record)}`}
                    data-testid="row-copy-procedure"
                    onClick={() => setCopying(record)}
                  >
                    <IconCopy size={18} />
                  </ActionIcon>
                </Tooltip>
              )
            : undefined
        }
        actionsWidth={70}
      />
      <CopyProcedureDialog record={copying} onClose={() => setCopying(null)} />
    </RequireGroup>
  );
}
