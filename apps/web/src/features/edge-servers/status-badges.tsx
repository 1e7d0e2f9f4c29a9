import { Badge, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { TEdgeServer } from "../../api/answers";

/** Active (has a project) or Inactive, and Connected (pinged in the last minute) or Offline. */
export function EdgeStatusBadges({ server }: { server: TEdgeServer }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <Badge color={server.active ? "green" : "gray"} variant="light">
        {server.active ? t("edgeServers.active") : t("edgeServers.inactive")}
      </Badge>
      {/* teal.9 filled: white text on it keeps a 4.5:1 contrast (teal.6 gave 2.55). */}
      <Badge color={server.connected ? "teal.9" : "gray"} variant={server.connected ? "filled" : "outline"}>
        {server.connected ? t("edgeServers.connected") : t("edgeServers.offline")}
      </Badge>
    </Group>
  );
}
