import { Alert, Badge, Button, Group, Modal, Progress, ScrollArea, Stack, Table, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { sheetRow } from "@weldtrace/domain";
import { useTranslation } from "react-i18next";
import { rowReason } from "./row-reason";
import type { TImportState } from "./run-import";

/**
 * A badge never narrower than its text: its label hides what overflows, so in a table squeezed by a long reason the
 * badge would shrink and cut its word.
 */
const WHOLE_BADGE = { minWidth: "max-content" } as const;

/**
 * What an ended import says at the top, in counts rather than a bare "Error": "2 saved, 1 refused", green when all were
 * saved, orange when some were refused, red when none was saved or the file itself was refused (its reason is then
 * shown below).
 */
export function importSummary(state: TImportState): { color: string; counts: { saved: number; refused: number } | null } {
  if (state.status === "pending") return { color: "blue", counts: null };
  const saved = state.saved ?? state.rows.filter((row) => row.status === "success").length;
  const refused = state.refused ?? state.rows.filter((row) => row.status === "error").length;
  if (state.failure && saved === 0 && state.rows.length === 0) return { color: "red", counts: null };
  return { color: refused === 0 ? "green" : saved === 0 ? "red" : "orange", counts: { saved, refused } };
}

/**
 * Spec §4 saving progress: overall status pending, then done or error; one row per record (ordinal, name,
 * status, reason); the close button only once the import has ended, and closing resets the list.
 */
export function ImportProgressModal({ state, title, onClose }: { state: TImportState | null; title: string; onClose: () => void }) {
  const { t } = useTranslation();
  const large = useMediaQuery("(min-width: 1200px)");
  const ended = state !== null && state.status !== "pending";
  const percent = state && state.total > 0 ? Math.round((state.done / state.total) * 100) : 0;
  const summary = state ? importSummary(state) : null;
  const color = summary?.color ?? "blue";
  return (
    <Modal
      opened={state !== null}
      onClose={() => ended && onClose()}
      title={title}
      size="xl"
      withCloseButton={ended}
      closeOnClickOutside={false}
      closeOnEscape={ended}
    >
      {state && (
        <Stack gap="sm" data-testid="import-progress">
          <Group justify="space-between">
            <Badge color={color} data-testid="import-status" style={WHOLE_BADGE}>
              {summary?.counts
                ? [
                    t("imports.savedCount", { count: summary.counts.saved }),
                    ...(summary.counts.refused > 0 ? [t("imports.refusedCount", { count: summary.counts.refused })] : []),
                  ].join(", ")
                : t(`imports.status.${state.status}`)}
            </Badge>
            <Text size="sm" c="dimmed">
              {t("imports.progress", { done: state.done, total: state.total })}
            </Text>
          </Group>
          <Progress value={percent} color={color} animated={!ended} aria-label={t("imports.progressLabel")} />
          {state.failure && (
            <Alert color="red" data-testid="import-failure">
              {state.failure}
            </Alert>
          )}
          <ScrollArea h={large ? 400 : 340}>
            <Table striped stickyHeader data-testid="import-rows">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("imports.columns.row")}</Table.Th>
                  <Table.Th>{t("imports.columns.name")}</Table.Th>
                  <Table.Th>{t("imports.columns.status")}</Table.Th>
                  <Table.Th>{t("imports.columns.reason")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {state.rows.map((row) => (
                  <Table.Tr key={row.n} data-status={row.status}>
                    <Table.Td>{sheetRow(row.n)}</Table.Td>
                    <Table.Td>{row.name}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={row.status === "success" ? "green" : "red"} style={WHOLE_BADGE}>
                        {t(`imports.rowStatus.${row.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td style={{ wordBreak: "break-word" }}>{row.status === "error" ? rowReason(row, t) : "-"}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          {ended && (
            <Group justify="flex-end">
              <Button onClick={onClose} data-testid="import-close">
                {t("common.close")}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  );
}
