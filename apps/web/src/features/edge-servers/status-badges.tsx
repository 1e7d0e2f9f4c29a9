import { Badge, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { TEdgeServer } from "./api";

/** Active (has a project) or Inactive, and Connected (pinged in the last minute) or Offline. */
export function EdgeStatusBadges({ server }: { server: TEdgeServer }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <Badge color={server.active ? "green" : "gray"} variant="light">
        {server.active ? t("edgeServers.active") : t("edgeServers.inactive")}
      </Badge>
      <Badge color={server.connected ? "teal" : "gray"} variant={server.connected ? "filled" : "outline"}>
        {server.connected ? t("edgeServers.connected") : t("edgeServers.offline")}
      </Badge>
    </Group>
  );
}
