import { Button, Menu } from "@mantine/core";
import { IconChevronDown, IconClipboardCheck } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { plannedInspectionKinds } from "@weldtrace/domain";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSession } from "../../session/session";
import { procedureApi, procedureKeys } from "../procedures/api";
import { INSPECTION_ROUTES } from "./api";

/**
 * A weld's "New inspection": one entry for each kind of inspection the weld's procedure plans (fit-up always, the
 * others when the procedure has their section), each opening the inspection's form with the weld and its edges filled.
 */
export function NewInspectionMenu({ weld, procedure }: { weld: string; procedure: string | null | undefined }) {
  const { t } = useTranslation();
  const session = useSession();
  const detail = useQuery({
    queryKey: procedureKeys.item(procedure ?? ""),
    queryFn: () => procedureApi.get(procedure ?? "") as Promise<Record<string, unknown>>,
    enabled: typeof procedure === "string" && procedure.length > 0,
  });
  if (!session.can("quality", "create") || !detail.data) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button leftSection={<IconClipboardCheck size={16} />} rightSection={<IconChevronDown size={14} />} data-testid="new-inspection">
          {t("inspections.newInspection")}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {plannedInspectionKinds(detail.data).map((kind) => (
          <Menu.Item key={kind} component={Link} to={INSPECTION_ROUTES.createFor(kind, weld)} data-testid={`new-inspection-${kind}`}>
            {t(`inspections.kinds.${kind}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
