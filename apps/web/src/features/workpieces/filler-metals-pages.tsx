import { fillerMetals, isPrivileged } from "@weldtrace/domain";
import { useTranslation } from "react-i18next";
import { RequireGroup } from "../../components/require-group";
import { ResourceList } from "../../components/resource/resource-list";
import { WhereUsedAction } from "../welds/where-used-action";

const OTHER_CLIENTS = { other_clients: "true" };

/** /filler-metals: the generic list, with the shortcut to other clients' filler metals for platform staff. */
export function FillerMetalsListPage() {
  const { t } = useTranslation();
  return (
    <ResourceList
      resource={fillerMetals}
      labelOf={(record) => ({ kind: "fillerMetal", uuid: record.id, name: String(record.name ?? "") })}
      others={{ to: "/others/filler-metals", label: t("workpieces.othersFillerMetals") }}
      extraRowActions={(record) => <WhereUsedAction kind="filler_metal" record={record} name={String(record.name ?? "")} />}
    />
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
