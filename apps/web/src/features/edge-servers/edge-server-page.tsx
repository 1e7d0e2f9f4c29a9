import { Alert, Button, Code, CopyButton, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { modals } from "@mantine/modals";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { edgeServerApi } from "../../api/endpoints";
import { HistoryPanel } from "../../components/history/history-panel";
import { PageHeader } from "../../components/page-header";
import { describeFailure } from "../../components/resource/error-message";
import { formatDateTime } from "../../i18n/format";
import { SignalChart } from "./signal-chart";
import { EdgeStatusBadges } from "./status-badges";

/** /edge-servers/:id: what its last ping said, its streams and their lag, and its machine token (shown once). */
export function EdgeServerPage() {
  const { id = "" } = useParams();
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(null);
  const [shown, setShown] = useState<string | null>(null);
  const detail = useQuery({ queryKey: ["edge-servers", id], queryFn: () => edgeServerApi.get(id) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["edge-servers"] });
  const issue = useMutation({
    mutationFn: () => edgeServerApi.issueToken(id),
    onSuccess: (answer) => {
      setToken(answer.token);
      void refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: () => edgeServerApi.revokeToken(id),
    onSuccess: () => {
      setToken(null);
      void refresh();
    },
  });
  const when = (value: string | null) => (value ? formatDateTime(value, i18n.language) : "—");
  const server = detail.data;
  const failure = detail.error ?? issue.error ?? revoke.error;
  const confirmRevoke = () =>
    modals.openConfirmModal({
      title: t("edgeServers.revokeTitle"),
      children: <Text size="sm">{t("edgeServers.revokeText")}</Text>,
      labels: { confirm: t("edgeServers.revoke"), cancel: t("common.cancel") },
      confirmProps: { color: "red" },
      onConfirm: () => revoke.mutate(),
    });
  return (
    <>
      <PageHeader title={server?.username ?? t("menu.edgeServers")} crumbs={[{ label: t("menu.edgeServers"), to: "/edge-servers" }]} />
      {failure && (
        <Alert color="red" mb="md">
          {describeFailure(failure)}
        </Alert>
      )}
      {!server ? (
        detail.isPending && <Skeleton h={200} />
      ) : (
        <Stack>
          <Paper withBorder p="md">
            <Group justify="space-between" mb="sm">
              <EdgeStatusBadges server={server} />
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Field label={t("edgeServers.hostname")} value={server.hostname} />
              <Field label={t("edgeServers.lastPing")} value={when(server.last_ping_at)} />
              <Field label={t("edgeServers.distribution")} value={server.distribution} />
              <Field label={t("edgeServers.version")} value={server.version} />
            </SimpleGrid>
          </Paper>
          <Paper withBorder p="md">
            <Title order={4} mb="sm">
              {t("edgeServers.networkDevices")}
            </Title>
            {server.network_devices.length === 0 ? (
              <Text c="dimmed">—</Text>
            ) : (
              <Table data-testid="edge-network-devices">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>IP</Table.Th>
                    <Table.Th>MAC</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {server.network_devices.map((device) => (
                    <Table.Tr key={`${device.ip}-${device.mac}`}>
                      <Table.Td>{device.ip}</Table.Td>
                      <Table.Td>{device.mac}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Paper>
          <Paper withBorder p="md">
            <Title order={4} mb="sm">
              {t("edgeServers.token")}
            </Title>
            <Text size="sm" mb="sm">
              {server.has_token ? t("edgeServers.tokenIssuedAt", { when: when(server.token_issued_at) }) : t("edgeServers.noToken")}
            </Text>
            {token && (
              <Alert color="yellow" mb="sm" title={t("edgeServers.tokenOnce")} data-testid="edge-token">
                <Group gap="xs">
                  <Code>{token}</Code>
                  <CopyButton value={token}>
                    {({ copied, copy }) => (
                      <Button size="xs" variant="light" onClick={copy}>
                        {copied ? t("edgeServers.copied") : t("edgeServers.copy")}
                      </Button>
                    )}
                  </CopyButton>
                </Group>
              </Alert>
            )}
            <Group>
              <Button onClick={() => issue.mutate()} loading={issue.isPending} data-testid="edge-token-issue">
                {server.has_token ? t("edgeServers.replaceToken") : t("edgeServers.issueToken")}
              </Button>
              {server.has_token && (
                <Button color="red" variant="light" onClick={confirmRevoke} loading={revoke.isPending} data-testid="edge-token-revoke">
                  {t("edgeServers.revoke")}
                </Button>
              )}
            </Group>
          </Paper>
          <Paper withBorder p="md">
            <Title order={4} mb="sm">
              {t("edgeServers.streams")}
            </Title>
            {server.streams.length === 0 ? (
              <Text c="dimmed">{t("edgeServers.noStreams")}</Text>
            ) : (
              <Table.ScrollContainer minWidth={640}>
                <Table data-testid="edge-streams">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t("edgeServers.openedAt")}</Table.Th>
                      <Table.Th>{t("edgeServers.torch")}</Table.Th>
                      <Table.Th>{t("edgeServers.sampleRate")}</Table.Th>
                      <Table.Th>{t("edgeServers.chunks")}</Table.Th>
                      <Table.Th>{t("edgeServers.lag")}</Table.Th>
                      <Table.Th>{t("edgeServers.processedAt")}</Table.Th>
                      <Table.Th />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {server.streams.map((stream) => (
                      <Table.Tr key={stream.id}>
                        <Table.Td>{when(stream.created_at)}</Table.Td>
                        <Table.Td>{stream.torch}</Table.Td>
                        <Table.Td>{stream.sample_rate} Hz</Table.Td>
                        <Table.Td>{stream.chunks}</Table.Td>
                        <Table.Td c={stream.error ? "red" : undefined}>{stream.error ?? stream.lag}</Table.Td>
                        <Table.Td>{when(stream.processed_at)}</Table.Td>
                        <Table.Td>
                          <Button
                            size="xs"
                            variant={shown === stream.id ? "filled" : "light"}
                            aria-pressed={shown === stream.id}
                            onClick={() => setShown(shown === stream.id ? null : stream.id)}
                            data-testid="stream-signal"
                          >
                            {shown === stream.id ? t("edgeServers.hideSignal") : t("edgeServers.showSignal")}
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Paper>
          {shown && (
            <SignalChart
              key={shown}
              path={edgeServerApi.streamSignalPath(shown)}
              rawPath={edgeServerApi.streamRawPath(shown)}
              name={`stream-${shown}`}
            />
          )}
          <HistoryPanel resource="edgeServer" record={server.id} />
        </Stack>
      )}
    </>
  );
}

function Field({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text>{value ?? "—"}</Text>
    </div>
  );
}
