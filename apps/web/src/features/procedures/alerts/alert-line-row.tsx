import { ActionIcon, Checkbox, MultiSelect, Select, Stack, Switch, Table, Text, TextInput, Tooltip } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { alertAttributes, type TAlertSupervisorType } from "@weldtrace/domain";
import { useTranslation } from "react-i18next";
import type { TUnitSystem } from "../units";
import { ALERT_TEXT_FIELDS, alertDisplayUnit, changeAttribute, type TAlertLine, type TAlertTextField } from "./alert-lines";

export const ALERT_COLUMN_COUNT = 9;

/** The fields whose messages are listed under a line, in the order of its inputs. */
const MESSAGE_FIELDS = ["name", "elements_selected", ...ALERT_TEXT_FIELDS, "warning", "out_of_range", "enabled"] as const;

export interface TAlertLineChange {
  line: TAlertLine;
  /** The attribute or the elements changed: duplicate errors elsewhere may no longer hold. */
  identity?: boolean;
}

const unitSection = (unit: string | null) =>
  unit ? (
    <Text size="xs" c="dimmed" pr={6}>
      {unit}
    </Text>
  ) : null;

const unitWidth = (unit: string | null) => (unit ? Math.max(28, unit.length * 8 + 12) : undefined);

/** One configuration line as a table row; its messages go in a row below it, the inputs turn red. */
export function AlertLineRow({
  line,
  position,
  sectionLabel,
  elementOptions,
  limits,
  units,
  readOnly,
  errors,
  onChange,
  onRemove,
}: {
  line: TAlertLine;
  position: number;
  sectionLabel: string;
  elementOptions: { value: string; label: string }[];
  /** The procedure's own limits, shown greyed in an empty min or max (what it takes). */
  limits: { min: string; max: string };
  units: TUnitSystem;
  readOnly: boolean;
  errors: Record<string, string>;
  onChange: (change: TAlertLineChange) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const type: TAlertSupervisorType = line.type;
  const fieldLabel = (field: string) => t("procedures.alerts.lineField", { section: sectionLabel, line: position, field });
  const attributeLabel = (name: string) => t(`procedures.alerts.attributes.${name}` as "procedures.alerts.attributes.current");
  const unit = alertDisplayUnit(type, line.name, units);
  const labels: Record<(typeof MESSAGE_FIELDS)[number], string> = {
    name: t("procedures.alerts.attribute"),
    elements_selected: t("procedures.alerts.elements"),
    supervisor_min: t("procedures.alerts.min"),
    supervisor_max: t("procedures.alerts.max"),
    percentage: t("procedures.alerts.percentage"),
    time: t("procedures.alerts.time"),
    enabled: t("procedures.alerts.enabled"),
    warning: t("procedures.alerts.warning"),
    out_of_range: t("procedures.alerts.outOfRange"),
  };
  // Known fields in the order of the inputs, then anything else the server named (never dropped).
  const order = (field: string) => {
    const place = (MESSAGE_FIELDS as readonly string[]).indexOf(field);
    return place === -1 ? MESSAGE_FIELDS.length : place;
  };
  const messages = Object.entries(errors)
    .sort(([a], [b]) => order(a) - order(b))
    .map(([field, message]) => ({ field, message, label: labels[field as keyof typeof labels] ?? field }));
  const placeholders: Partial<Record<TAlertTextField, string>> = { supervisor_min: limits.min, supervisor_max: limits.max };
  const textInput = (field: TAlertTextField, fieldUnit: string | null, testId: string) => (
    <TextInput
      aria-label={fieldLabel(labels[field])}
      value={line[field]}
      placeholder={placeholders[field]}
      onChange={(event) => onChange({ line: { ...line, [field]: event.currentTarget.value } })}
      disabled={readOnly}
      inputMode="decimal"
      error={Boolean(errors[field])}
      rightSection={unitSection(fieldUnit)}
      rightSectionWidth={unitWidth(fieldUnit)}
      rightSectionPointerEvents="none"
      data-testid={testId}
    />
  );

  return (
    <>
      <Table.Tr data-testid="alert-line" data-attribute={line.name} data-enabled={line.enabled ? "true" : "false"}>
        <Table.Td>
          <Select
            aria-label={fieldLabel(labels.name)}
            // The unit is not repeated here: min and max show it.
            data={alertAttributes(type).map((name) => ({ value: name, label: attributeLabel(name) }))}
            title={attributeLabel(line.name)}
            value={line.name}
            allowDeselect={false}
            onChange={(value) => value && onChange({ line: changeAttribute(line, value), identity: true })}
            disabled={readOnly}
            error={Boolean(errors.name)}
            comboboxProps={{ width: "max-content", position: "bottom-start" }}
            data-testid="alert-name"
          />
        </Table.Td>
        <Table.Td>
          <MultiSelect
            aria-label={fieldLabel(labels.elements_selected)}
            data={elementOptions}
            value={line.elements_selected}
            onChange={(value) => onChange({ line: { ...line, elements_selected: value }, identity: true })}
            placeholder={line.elements_selected.length === 0 ? t("procedures.alerts.allElements") : undefined}
            // No rows in that section: the line can only apply to all of them (those added later).
            disabled={readOnly || elementOptions.length === 0}
            error={Boolean(errors.elements_selected)}
            clearable={!readOnly}
            hidePickedOptions
            comboboxProps={{ width: "max-content", position: "bottom-start" }}
            data-testid="alert-elements"
          />
        </Table.Td>
        <Table.Td>{textInput("supervisor_min", unit, "alert-min")}</Table.Td>
        <Table.Td>{textInput("supervisor_max", unit, "alert-max")}</Table.Td>
        <Table.Td>{textInput("percentage", "%", "alert-percentage")}</Table.Td>
        <Table.Td>{textInput("time", "s", "alert-time")}</Table.Td>
        <Table.Td>
          <Switch
            aria-label={fieldLabel(labels.enabled)}
            checked={line.enabled}
            onChange={(event) => onChange({ line: { ...line, enabled: event.currentTarget.checked } })}
            disabled={readOnly}
            data-testid="alert-enabled"
          />
        </Table.Td>
        <Table.Td>
          <Stack gap={6}>
            <Checkbox
              size="xs"
              label={labels.warning}
              aria-label={fieldLabel(labels.warning)}
              checked={line.warning}
              onChange={(event) => onChange({ line: { ...line, warning: event.currentTarget.checked } })}
              disabled={readOnly}
              error={Boolean(errors.warning)}
              data-testid="alert-warning"
            />
            <Checkbox
              size="xs"
              label={labels.out_of_range}
              aria-label={fieldLabel(labels.out_of_range)}
              checked={line.out_of_range}
              onChange={(event) => onChange({ line: { ...line, out_of_range: event.currentTarget.checked } })}
              disabled={readOnly}
              // The domain reports "warning, out-of-range or both" on warning; either box is the fix.
              error={Boolean(errors.warning || errors.out_of_range)}
              data-testid="alert-out-of-range"
            />
          </Stack>
        </Table.Td>
        <Table.Td>
          {!readOnly && (
            <Tooltip label={t("procedures.alerts.removeLine")}>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={onRemove}
                aria-label={fieldLabel(t("procedures.alerts.removeLine"))}
                data-testid="alert-remove"
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </Table.Td>
      </Table.Tr>
      {messages.length > 0 && (
        <Table.Tr data-testid="alert-line-errors">
          <Table.Td colSpan={ALERT_COLUMN_COUNT} pt={0}>
            {messages.map(({ field, message, label }) => (
              <Text key={field} size="sm" c="red" role="alert">
                {t("procedures.alerts.fieldMessage", { field: label, message })}
              </Text>
            ))}
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
