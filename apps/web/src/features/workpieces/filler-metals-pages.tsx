import { Button, Group } from "@mantine/core";
import { IconQrcode } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { fillerMetals, isPrivileged } from "@weldtrace/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { queryKeys, resourceProvider } from "../../api/resource-provider";
import { LabelModal, type TLabel } from "../../components/labels";
import { RequireGroup } from "../../components/require-group";
import { ResourceFormPage } from "../../components/resource/resource-form";
import { ResourceList } from "../../components/resource/resource-list";
import type { TResourceRecord } from "../../components/resource/types";
import { useLabelAction } from "../staff/labels";
import { WhereUsedAction } from "../welds/where-used-action";

const OTHER_CLIENTS = { other_clients: "true" };

/** Spec §9: a filler metal's Data Matrix label, type code 05. */
const fillerMetalLabel = (record: TResourceRecord): TLabel => ({ kind: "fillerMetal", uuid: record.id, name: String(record.name ?? "") });

/**
 * /filler-metals: the generic list, with each row's Data Matrix label, a label sheet of the ticked rows (as the
 * workpieces list prints them) and the shortcut to other clients' filler metals for platform staff.
 */
export function FillerMetalsListPage() {
  const { t } = useTranslation();
  const label = useLabelAction("fillerMetal", (record) => String(record.name ?? ""));
  return (
    <>
      <ResourceList
        resource={fillerMetals}
        labelOf={fillerMetalLabel}
        others={{ to: "/others/filler-metals", label: t("workpieces.othersFillerMetals") }}
        extraRowActions={(record) => (
          <>
            {label.action(record)}
            <WhereUsedAction kind="filler_metal" record={record} name={String(record.name ?? "")} />
          </>
        )}
      />
      {label.modal}
    </>
  );
}

/** /filler-metals/create and /{id}/edit: the generic form; a saved filler metal shows and prints its label. */
export function FillerMetalFormPage({ mode }: { mode: "create" | "edit" }) {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const [label, setLabel] = useState<TLabel | null>(null);
  // The same query the form reads its record with: the label is named after the saved filler metal.
  const record = useQuery({
    queryKey: queryKeys.item(fillerMetals.path, id),
    queryFn: () => resourceProvider.get<TResourceRecord>(fillerMetals.path, id),
    enabled: mode === "edit" && Boolean(id),
  });
  return (
    <>
      <ResourceFormPage key={`${mode}-${id}`} resource={fillerMetals} mode={mode} />
      {mode === "edit" && id && (
        <Group mt="md">
          <Button
            variant="default"
            leftSection={<IconQrcode size={16} />}
            data-testid="filler-metal-label"
            disabled={!record.data}
            onClick={() => record.data && setLabel(fillerMetalLabel(record.data))}
          >
            {t("staff.labels.view")}
          </Button>
        </Group>
      )}
      <LabelModal label={label} onClose={() => setLabel(null)} />
    </>
  );
}

/** /others/filler-metals: other clients' filler metals, read-only, for Super User and Support. */
export function OthersFillerMetalsPage() {
  const { t } = useTranslation();
  const title = t("workpieces.othersFillerMetals");
  return (
    <RequireGroup allow={isPrivileged} title={title}>
      <ResourceList resource={fillerMetals} title={title} readOnly filters={OTHER_CLIENTS} referenceFilters={OTHER_CLIENTS} />
    </RequireGroup>
  );
}
