import { Badge } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { alertApi } from "../../api/endpoints";

/** The menu's count of open (unacknowledged) alerts; nothing when there are none. Refreshed every minute. */
export function OpenAlertsBadge() {
  const { t } = useTranslation();
  const open = useQuery({ queryKey: ["alerts-open-count"], queryFn: alertApi.openCount, refetchInterval: 60_000, staleTime: 30_000 });
  const count = open.data?.count ?? 0;
  if (count === 0) return null;
  return (
    <Badge
      size="sm"
      color="red"
      variant="filled"
      circle={count < 10}
      aria-label={t("alerts.openCount", { count })}
      data-testid="alerts-open-count"
    >
      {open.data?.capped ? `${count}+` : count}
    </Badge>
  );
}
