import { Badge, Button, Group, Paper, Table, Text, Title, Tooltip } from "@mantine/core";
import { IconInfoCircle, IconPlus } from "@tabler/icons-react";
import type { TAlertSupervisorType } from "@weldtrace/domain";
import { useTranslation } from "react-i18next";
import type { TFieldErrors } from "../draft";
import type { TUnitSystem } from "../units";
import { AlertLineRow, type TAlertLineChange } from "./alert-line-row";
import { lineErrors, procedureLimits, type TAlertLine } from "./alert-lines";

/** One block of the screen: the lines supervising one section of the procedure (pass groups, cooling...). */
export function AlertSection({
  type,
  lines,
  elementOptions,
  sectionRows,
  units,
  readOnly,
  errors,
  onChange,
  onAdd,
  onRemove,
}: {
  type: TAlertSupervisorType;
  lines: TAlertLine[];
  elementOptions: { value: string; label: string }[];
  /** The procedure's rows of this section, for the limits an empty min or max takes. */
  sectionRows: Record<string, unknown>[];
  units: TUnitSystem;
  readOnly: boolean;
  errors: TFieldErrors;
  onChange: (key: string, change: TAlertLineChange) => void;
  onAdd: () => void;
  onRemove: (key: string) => void;
}) {
  const { t } = useTranslation();
  const sectionLabel = t(`procedures.alerts.sectionNames.${type}`);
  // Empty limits are valid: the alert then uses the procedure's own range, said once in the header.
  const limitHeader = (label: string) => (
    <Group gap={4} wrap="nowrap">
      {label}
      <Tooltip label={t("procedures.alerts.emptyLimit")} multiline w={220} withArrow>
        <IconInfoCircle size={15} style={{ opacity: 0.6 }} aria-label={t("procedures.alerts.emptyLimit")} />
      </Tooltip>
    </Group>
  );
  return (
    <Paper withBorder p="md" radius="sm" component="section" aria-label={sectionLabel} data-testid={`alerts-section-${type}`}>
      <Group justify="space-between" mb={lines.length > 0 ? "sm" : 4}>
        <Group gap="xs">
          <Title order={3} size="h4">
            {sectionLabel}
          </Title>
          {lines.length > 0 && (
            <Badge variant="light" size="sm" tt="none">
              {t("procedures.alerts.lines", { count: lines.length })}
            </Badge>
          )}
        </Group>
        {!readOnly && (
          <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={onAdd} data-testid={`alerts-add-${type}`}>
            {t("procedures.alerts.addLine")}
          </Button>
        )}
      </Group>
      {lines.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="alerts-section-empty">
          {t("procedures.alerts.noLine")}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={1000} type="native">
          <Table verticalSpacing={6} horizontalSpacing={6} style={{ tableLayout: "fixed" }}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={274}>{t("procedures.alerts.attribute")}</Table.Th>
                <Table.Th w={140}>{t("procedures.alerts.elements")}</Table.Th>
                <Table.Th w={96}>{limitHeader(t("procedures.alerts.min"))}</Table.Th>
                <Table.Th w={96}>{limitHeader(t("procedures.alerts.max"))}</Table.Th>
                <Table.Th w={96}>{t("procedures.alerts.percentage")}</Table.Th>
                <Table.Th w={76}>{t("procedures.alerts.time")}</Table.Th>
                <Table.Th w={72}>{t("procedures.alerts.enabled")}</Table.Th>
                <Table.Th w={130}>{t("procedures.alerts.raised")}</Table.Th>
                <Table.Th w={40} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line, index) => (
                <AlertLineRow
                  key={line._key}
                  line={line}
                  position={index + 1}
                  sectionLabel={sectionLabel}
                  elementOptions={elementOptions}
                  limits={procedureLimits(sectionRows, line, units)}
                  units={units}
                  readOnly={readOnly}
                  errors={lineErrors(errors, line)}
                  onChange={(change) => onChange(line._key, change)}
                  onRemove={() => onRemove(line._key)}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
