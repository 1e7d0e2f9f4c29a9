import { Button } from "@mantine/core";
import { IconWorld } from "@tabler/icons-react";
import { fillerMetals, isPrivileged } from "@weldtrace/domain";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { RequireGroup } from "../../components/require-group";
import { ResourceList } from "../../components/resource/resource-list";
import { useSession } from "../../session/session";

const OTHER_CLIENTS = { other_clients: "true" };

/** /filler-metals: the generic list, with the shortcut to other clients' filler metals for platform staff. */
export function FillerMetalsListPage() {
  const { t } = useTranslation();
  const session = useSession();
  const others = isPrivileged(session.profile?.group) ? (
    <Button component={Link} to="/others/filler-metals" variant="default" leftSection={<IconWorld size={16} />}>
      {t("workpieces.othersFillerMetals")}
    </Button>
  ) : null;
  return <ResourceList resource={fillerMetals} headerActions={others} />;
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
