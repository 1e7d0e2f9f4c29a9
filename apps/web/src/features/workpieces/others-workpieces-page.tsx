import { ActionIcon, Button, Group, Modal, Select, Stack, Tooltip } from "@mantine/core";
import { IconCopy } from "@tabler/icons-react";
import { isAdminLike, isPrivileged, workpieces } from "@weldtrace/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { workpieceApi } from "../../api/endpoints";
import { RequireGroup } from "../../components/require-group";
import { useReferenceOptions } from "../../components/resource/fields/use-reference-options";
import { ResourceList } from "../../components/resource/resource-list";
import type { TResourceRecord } from "../../components/resource/types";
import { useAction } from "../../components/use-action";
import { useSession } from "../../session/session";

const OTHER_CLIENTS = { other_clients: "true" };

/** `/others/workpieces`: other clients' workpieces, read-only; a Super User copies one for a client. */
export function OthersWorkpiecesPage() {
  const { t } = useTranslation();
  const session = useSession();
  const clients = useReferenceOptions("client");
  const [copying, setCopying] = useState<TResourceRecord | null>(null);
  const [client, setClient] = useState<string | null>(null);
  const title = t("workpieces.actions.others");
  const copyFor = useAction({ action: "copy-workpieces", success: t("workpieces.copied"), onSuccess: () => setCopying(null) });
  const copy = async () => {
    if (!copying || !client) return;
    await copyFor.run(() => workpieceApi.copyFor(copying.id, client));
  };
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
      <Modal opened={copying !== null} onClose={() => setCopying(null)} title={t("workpieces.actions.copyFor")}>
        <Stack>
          <Select label={t("workpieces.copyClient")} data={clients.data ?? []} value={client} onChange={setClient} searchable />
          <Group justify="flex-end">
            <Button onClick={() => void copy()} disabled={!client}>
              {t("workpieces.actions.copyFor")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </RequireGroup>
  );
}
