import { ActionIcon, Button, Group, Paper, Stack, Text, Tooltip } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { liveRows, removeRow, rowsOf, type TDraftRow } from "../draft";
import type { TChildList } from "../quantities";
import { rowPath, type TNodePath, useProcedureForm } from "./form-context";

/**
 * A child list of the procedure shown as cards, one per row, with Add and Remove. A saved row that is
 * removed stays in the draft, marked deleted, until the procedure is saved (spec §4).
 */
export function RowsSection({
  list,
  addLabel,
  createRow,
  renderRow,
  rowTitle,
}: {
  list: TChildList;
  addLabel: string;
  createRow: () => TDraftRow;
  renderRow: (path: TNodePath, row: TDraftRow) => ReactNode;
  rowTitle?: (row: TDraftRow) => string;
}) {
  const { t } = useTranslation();
  const form = useProcedureForm();
  const rows = liveRows(form.draft, list);
  const titleOf = (row: TDraftRow) => {
    const own = rowTitle ? rowTitle(row) : typeof row.name === "string" ? row.name.trim() : "";
    return own || t("procedures.rows.untitled");
  };
  return (
    <Stack gap="md" data-testid={`rows-${list}`}>
      {rows.length === 0 && (
        <Text c="dimmed" size="sm">
          {t("procedures.rows.empty")}
        </Text>
      )}
      {rows.map((row, position) => (
        <Paper key={row._key} withBorder p="md" radius="sm" data-testid={`row-${list}-${position}`}>
          <Stack gap="sm">
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>
                {position + 1}. {titleOf(row)}
              </Text>
              {!form.readOnly && (
                <Tooltip label={t("procedures.rows.removeNamed", { name: titleOf(row) })}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t("procedures.rows.removeNamed", { name: titleOf(row) })}
                    onClick={() => form.update((draft) => ({ ...draft, [list]: removeRow(rowsOf(draft, list), row._key) }))}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
            {renderRow(rowPath(list, row._key), row)}
          </Stack>
        </Paper>
      ))}
      {!form.readOnly && (
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => form.update((draft) => ({ ...draft, [list]: [...rowsOf(draft, list), createRow()] }))}
            data-testid={`add-${list}`}
          >
            {addLabel}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
