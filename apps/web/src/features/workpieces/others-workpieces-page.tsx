import { ActionIcon, Tooltip } from "@mantine/core";
import { IconCopy } from "@tabler/icons-react";
import { isAdminLike, isPrivileged, workpieces } from "@weldtrace/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { workpieceApi } from "../../api/endpoints";
import { queryKeys } from "../../api/resource-provider";
import { CopyForClientDialog } from "../../components/copy-for-client-dialog";
import { RequireGroup } from "../../components/require-group";
import { ResourceList } from "../../components/resource/resource-list";
import type { TResourceRecord } from "../../components/resource/types";
import { useSession } from "../../session/session";

const OTHER_CLIENTS = { other_clients: "true" };

/** `/others/workpieces`: other clients' workpieces, read-only; a Super User copies one for a client. */
export function OthersWorkpiecesPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [copying, setCopying] = useState<TResourceRecord | null>(null);
  const title = t("workpieces.actions.others");
  return (
    <RequireGroup allow={isPrivileged} title={title}>
      <ResourceList
        resource={workpieces}
        title={title}
        readOnly
        filters={OTHER_CLIENTS}
        referenceFilters={OTHER_CLIENTS}
        rowActions={(record) =>
          isAdminLike(session.profile?.group) ? (
            <Tooltip label={t("workpieces.actions.copyFor")} withinPortal>
              <ActionIcon
                variant="subtle"
                aria-label={`${t("workpieces.actions.copyFor")} ${String(record.name)}`}
                onClick={() => setCopying(record)}
              >
                <IconCopy size={18} />
              </ActionIcon>
            </Tooltip>
          ) : null
        }
        actionsWidth={70}
      />
      <CopyForClientDialog
        record={copying}
        onClose={() => setCopying(null)}
        testId="copy-workpieces"
        texts={{
          title: (name) => `${t("workpieces.actions.copyFor")} · ${name}`,
          client: t("workpieces.copyClient"),
          submit: t("workpieces.actions.copyFor"),
          copied: () => t("workpieces.copied"),
        }}
        copy={(id, target) => workpieceApi.copyFor(id, target.client)}
        invalidates={queryKeys.all(workpieces.path)}
      />
    </RequireGroup>
  );
}
