import { Button } from "@mantine/core";
import { IconWorld } from "@tabler/icons-react";
import { isPrivileged, type TGroup } from "@weldtrace/domain";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSession } from "../../session/session";

export interface TOthersShortcut {
  /** The `/others/...` list of the same records. */
  to: string;
  /** The button's text; "Other clients" by default. */
  label?: string;
  /** Who sees it: Super User and Support by default (ARCHITECTURE.md, "Tenancy and permissions"). */
  allow?: (group: TGroup | null | undefined) => boolean;
  testId?: string;
}

/** The header button leading platform staff from a list to the same list of other clients' records. */
export function OthersShortcut({ to, label, allow = isPrivileged, testId = "others-link" }: TOthersShortcut) {
  const { t } = useTranslation();
  const session = useSession();
  if (!allow(session.profile?.group)) return null;
  return (
    <Button component={Link} to={to} variant="default" leftSection={<IconWorld size={16} />} data-testid={testId}>
      {label ?? t("staff.others.shortcut")}
    </Button>
  );
}
