import { fillerMetals, isPrivileged } from "@weldtrace/domain";
import { useTranslation } from "react-i18next";
import { RequireGroup } from "../../components/require-group";
import { ResourceList } from "../../components/resource/resource-list";

const OTHER_CLIENTS = { other_clients: "true" };

/** /filler-metals: the generic list, with the shortcut to other clients' filler metals for platform staff. */
export function FillerMetalsListPage() {
  const { t } = useTranslation();
  return <ResourceList resource={fillerMetals} others={{ to: "/others/filler-metals", label: t("workpieces.othersFillerMetals") }} />;
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
