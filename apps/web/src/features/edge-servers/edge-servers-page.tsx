import { Alert, Anchor, Button, Skeleton, Table, Text } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { edgeServerApi } from "../../api/endpoints";
import { PageHeader } from "../../components/page-header";
import { describeFailure } from "../../components/resource/error-message";
import { formatDateTime } from "../../i18n/format";
import { EdgeStatusBadges } from "./status-badges";

/** /edge-servers: every edge server of the client with its status, hostname and last ping; Refresh fetches again. */
export function EdgeServersPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const list = useQuery({ queryKey: ["edge-servers"], queryFn: edgeServerApi.list });
  const when = (value: string | null) => (value ? formatDateTime(value, i18n.language) : "—");
  return (
    <>
      <PageHeader
        title={t("menu.edgeServers")}
        actions={
          <Button
            leftSection={<IconRefresh size={16} />}
            variant="default"
            loading={list.isFetching}
            onClick={() => void list.refetch()}
            data-testid="edge-servers-refresh"
          >
            {t("edgeServers.refresh")}
          </Button>
        }
      />
      {list.error && (
        <Alert color="red" mb="md">
          {describeFailure(list.error)}
        </Alert>
      )}
      {list.isPending ? (
        <Skeleton h={120} />
      ) : list.data && list.data.length === 0 ? (
        <Text c="dimmed">{t("edgeServers.none")}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover data-testid="edge-servers-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("edgeServers.name")}</Table.Th>
                <Table.Th>{t("edgeServers.status")}</Table.Th>
                <Table.Th>{t("edgeServers.hostname")}</Table.Th>
                <Table.Th>{t("edgeServers.lastPing")}</Table.Th>
                <Table.Th>{t("edgeServers.token")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(list.data ?? []).map((server) => (
                // A row opens the server's page like every other list's row; the name stays a link for the keyboard.
                <Table.Tr
                  key={server.id}
                  onClick={() => navigate(`/edge-servers/${server.id}`)}
                  style={{ cursor: "pointer" }}
                  data-testid="edge-server-row"
                >
                  <Table.Td>
                    <Anchor component={Link} to={`/edge-servers/${server.id}`}>
                      {server.username}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <EdgeStatusBadges server={server} />
                  </Table.Td>
                  <Table.Td>{server.hostname ?? "—"}</Table.Td>
                  <Table.Td>{when(server.last_ping_at)}</Table.Td>
                  <Table.Td>{server.has_token ? t("edgeServers.tokenIssued") : t("edgeServers.noToken")}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}
