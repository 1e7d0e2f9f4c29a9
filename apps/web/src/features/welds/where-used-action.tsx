import { ActionIcon, Tooltip } from "@mantine/core";
import { IconRoute } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { TResourceRecord } from "../../components/resource/types";
import { type TWhereUsedKind, whereUsedRoute } from "./where-used-page";

/**
 * A list row's "Welds" action: the welds the record went into (a heat, a welder, a wire) or measured (an instrument),
 * for a recall or a failed calibration. Given to a list as `extraRowActions`.
 */
export function WhereUsedAction({ kind, record, name }: { kind: TWhereUsedKind; record: TResourceRecord; name: string }) {
  const { t } = useTranslation();
  return (
    <Tooltip label={t("trace.whereUsed")} withinPortal>
      <ActionIcon
        variant="subtle"
        component={Link}
        to={whereUsedRoute(kind, record.id, name)}
        aria-label={`${t("trace.whereUsedTitle", { name })}`}
        data-testid="row-where-used"
        onClick={(event) => event.stopPropagation()}
      >
        <IconRoute size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
