import { ActionIcon, Alert, Button, Group, Select, Stack, Table, Text, TextInput, Title, Tooltip } from "@mantine/core";
import { IconAlertTriangle, IconPlus, IconTrash } from "@tabler/icons-react";
import { BEVEL_DIMENSION_UNITS, hasDuplicateDimensionNames } from "@weldtrace/domain";
import { useTranslation } from "react-i18next";
import { translateCode } from "../../../../i18n";
import { changeDimensionUnit, liveRows, newDimension, newRow, removeRow, rowsOf } from "../../draft";
import { DraftFields, DraftInput } from "../controls";
import { errorPath, nestedRowPath, type TNodePath, useProcedureForm } from "../form-context";
import { RowsSection } from "../rows-section";

const BEVEL_KIND = { kind: "bevel" } as const;

/** Spec §3, §5: dimensions of one bevel; names unique within the bevel, unit, value and tolerances required. */
function Dimensions({ bevel }: { bevel: TNodePath }) {
  const { t } = useTranslation();
  const form = useProcedureForm();
  const node = bevel.read(form.draft);
  const dimensions = node ? liveRows(node, "dimensions") : [];
  const duplicate = hasDuplicateDimensionNames(dimensions.map((row) => ({ name: typeof row.name === "string" ? row.name : "" })));
  const listError = form.errors[errorPath(bevel, "dimensions")];
  const required = form.readOnly ? "" : " *";
  const message = duplicate ? translateCode("duplicate_dimension_names") : listError;
  const setDimensions = (change: (rows: ReturnType<typeof rowsOf>) => ReturnType<typeof rowsOf>) =>
    form.update(
      (draft) => bevel.write(draft, (current) => ({ ...current, dimensions: change(rowsOf(current, "dimensions")) })),
      [errorPath(bevel, "dimensions")],
    );
  return (
    <Stack gap="xs">
      <Title order={5}>{t("procedures.rows.dimensions")}</Title>
      {dimensions.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("procedures.rows.noDimensions")}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing={4} withRowBorders={false}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  {t("procedures.fields.name")}
                  {required}
                </Table.Th>
                <Table.Th w={120}>
                  {t("procedures.fields.unit_of_measure")}
                  {required}
                </Table.Th>
                <Table.Th w={140}>
                  {t("procedures.fields.value")}
                  {required}
                </Table.Th>
                <Table.Th w={140}>
                  {t("procedures.fields.tolerance_min")}
                  {required}
                </Table.Th>
                <Table.Th w={140}>
                  {t("procedures.fields.tolerance_max")}
                  {required}
                </Table.Th>
                <Table.Th w={40} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {dimensions.map((row) => {
                const path = nestedRowPath(bevel, "dimensions", row._key);
                const nameError = form.errors[errorPath(path, "name")];
                const unitError = form.errors[errorPath(path, "unit_of_measure")];
                return (
                  <Table.Tr key={row._key}>
                    <Table.Td>
                      <TextInput
                        size="xs"
                        aria-label={t("procedures.fields.name")}
                        value={typeof row.name === "string" ? row.name : ""}
                        readOnly={form.readOnly}
                        disabled={form.readOnly}
                        error={nameError || undefined}
                        onChange={(event) => {
                          const value = event.currentTarget.value;
                          form.update((draft) => path.write(draft, (current) => ({ ...current, name: value })), [errorPath(path, "name")]);
                        }}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Select
                        size="xs"
                        aria-label={t("procedures.fields.unit_of_measure")}
                        data={[...BEVEL_DIMENSION_UNITS]}
                        value={typeof row.unit_of_measure === "string" ? row.unit_of_measure : null}
                        readOnly={form.readOnly}
                        disabled={form.readOnly}
                        allowDeselect={false}
                        error={unitError || undefined}
                        onChange={(unit) => {
                          if (!unit) return;
                          form.update(
                            (draft) =>
                              path.write(draft, (current) => changeDimensionUnit({ ...current, _key: row._key }, unit, form.units)),
                            [errorPath(path, "unit_of_measure")],
                          );
                        }}
                      />
                    </Table.Td>
                    {(["value", "tolerance_min", "tolerance_max"] as const).map((field) => (
                      <Table.Td key={field}>
                        <DraftInput
                          path={path}
                          field={{ key: field, kind: "number" }}
                          label={t(`procedures.fields.${field}`)}
                          measure={BEVEL_KIND}
                          compact
                        />
                      </Table.Td>
                    ))}
                    <Table.Td>
                      {!form.readOnly && (
                        <Tooltip label={t("procedures.rows.remove")}>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t("procedures.rows.removeNamed", { name: String(row.name || t("procedures.rows.untitled")) })}
                            onClick={() => setDimensions((rows) => removeRow(rows, row._key))}
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Tooltip>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {message && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="bevel-dimension-error">
          {message}
        </Alert>
      )}
      {!form.readOnly && (
        <Group>
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconPlus size={14} />}
            onClick={() => setDimensions((rows) => [...rows, newDimension(form.units)])}
          >
            {t("procedures.rows.addDimension")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** Bevels (spec §3): name, type and drawing required; each with its dimensions. */
export function BevelSection() {
  const { t } = useTranslation();
  return (
    <RowsSection
      list="bevel"
      addLabel={t("procedures.rows.addBevel")}
      createRow={() => newRow("bevel")}
      renderRow={(path) => (
        <DraftFields
          path={path}
          controls={[
            { type: "text", key: "name", label: t("procedures.fields.name"), required: true },
            { type: "reference", key: "type", label: t("procedures.fields.bevelType"), target: "bevelType", required: true },
            {
              type: "reference",
              key: "end_preparation_method",
              label: t("procedures.fields.end_preparation_method"),
              target: "endPreparationMethod",
            },
            { type: "file", key: "drawing", label: t("procedures.fields.drawing"), fileKind: "bevel", required: true },
            { type: "textarea", key: "comment", label: t("procedures.fields.comment") },
          ]}
        >
          <Dimensions bevel={path} />
        </DraftFields>
      )}
    />
  );
}
