import { Alert, Button, Checkbox, Group, Modal, NumberInput, SegmentedControl, Select, Stack, Text } from "@mantine/core";
import {
  newTriggerCondition,
  setTriggerVariableConsidered,
  TRIGGER_DURATION,
  TRIGGER_OPERATOR_SYMBOLS,
  TRIGGER_VARIABLE_KEYS,
  TRIGGER_VARIABLES,
  type TTriggerCondition,
  type TTriggerVariable,
  ZTriggerCondition,
} from "@weldtrace/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { translateIssue } from "../../i18n";

const OPERATOR_OPTIONS = [
  { value: "0", label: TRIGGER_OPERATOR_SYMBOLS[0] },
  { value: "1", label: TRIGGER_OPERATOR_SYMBOLS[1] },
];

export interface TTriggerConditionDialogProps {
  /** The condition being edited, or a new one's kind. */
  initial: TTriggerCondition | { is_start: boolean };
  saving: boolean;
  /** Server field errors of the last save. */
  serverErrors: Record<string, string>;
  onSave: (condition: TTriggerCondition) => void;
  onClose: () => void;
}

/**
 * Spec §5: a condition is saved only when at least one variable is considered, each with an operator and
 * a threshold within its bounds; unchecking resets it; the duration operator is fixed.
 */
export function TriggerConditionDialog({ initial, saving, serverErrors, onSave, onClose }: TTriggerConditionDialogProps) {
  const { t } = useTranslation();
  const [condition, setCondition] = useState<TTriggerCondition>(() =>
    "u_consider" in initial ? initial : newTriggerCondition(initial.is_start),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A field's message goes as soon as the field changes (the server's too).
  const [touched, setTouched] = useState<string[]>([]);
  const shown = Object.fromEntries(Object.entries({ ...serverErrors, ...errors }).filter(([key]) => !touched.includes(key)));
  const change = (next: TTriggerCondition) => {
    const changed = Object.keys(next).filter((key) => next[key as keyof TTriggerCondition] !== condition[key as keyof TTriggerCondition]);
    setTouched((previous) => [...previous, ...changed, "form"]);
    setCondition(next);
  };

  const submit = () => {
    const parsed = ZTriggerCondition.safeParse(condition);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[issue.path.join(".") || "form"] ??= translateIssue(issue);
      setErrors(next);
      setTouched([]);
      return;
    }
    setErrors({});
    setTouched([]);
    onSave(condition);
  };

  const variableRow = (variable: TTriggerVariable) => {
    const bounds = TRIGGER_VARIABLES[variable];
    const considered = condition[`${variable}_consider`];
    return (
      <Group key={variable} align="flex-start" wrap="nowrap" gap="sm">
        <Checkbox
          mt={8}
          w={90}
          label={`${bounds.label} (${bounds.unit})`}
          checked={considered}
          onChange={(event) => change(setTriggerVariableConsidered(condition, variable, event.currentTarget.checked))}
          data-testid={`trigger-${variable}-consider`}
        />
        <Select
          w={90}
          aria-label={t("processGroups.operator")}
          data={OPERATOR_OPTIONS}
          value={String(condition[`${variable}_operator`])}
          disabled={!considered}
          allowDeselect={false}
          onChange={(value) => change({ ...condition, [`${variable}_operator`]: value === "1" ? 1 : 0 })}
          error={shown[`${variable}_operator`] || undefined}
        />
        <NumberInput
          flex={1}
          aria-label={t("processGroups.threshold", { variable: bounds.label })}
          value={condition[`${variable}_threshold`]}
          disabled={!considered}
          decimalScale={bounds.decimals}
          min={bounds.min}
          max={bounds.max}
          clampBehavior="none"
          description={t("processGroups.bounds", { min: bounds.min, max: bounds.max, unit: bounds.unit })}
          onChange={(value) => change({ ...condition, [`${variable}_threshold`]: typeof value === "number" ? value : Number(value) || 0 })}
          error={shown[`${variable}_threshold`] || undefined}
          data-testid={`trigger-${variable}-threshold`}
        />
      </Group>
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={condition.is_start ? t("processGroups.startCondition") : t("processGroups.stopCondition")}
    >
      <Stack>
        {(shown.form || shown[""]) && <Alert color="red">{shown.form ?? shown[""]}</Alert>}
        <Group gap="sm">
          <Text size="sm">{t("processGroups.combine")}</Text>
          <SegmentedControl
            value={condition.logical_operator}
            onChange={(value) => change({ ...condition, logical_operator: value === "OR" ? "OR" : "AND" })}
            data={[
              { value: "AND", label: t("processGroups.and") },
              { value: "OR", label: t("processGroups.or") },
            ]}
          />
        </Group>
        {TRIGGER_VARIABLE_KEYS.map(variableRow)}
        <Group align="flex-start" wrap="nowrap" gap="sm">
          <Checkbox
            mt={8}
            w={190}
            label={t("processGroups.duringLabel")}
            checked={condition.during_consider}
            onChange={(event) => change(setTriggerVariableConsidered(condition, "during", event.currentTarget.checked))}
            data-testid="trigger-during-consider"
          />
          <NumberInput
            flex={1}
            aria-label={t("processGroups.duringLabel")}
            value={condition.during_threshold}
            disabled={!condition.during_consider}
            decimalScale={TRIGGER_DURATION.decimals}
            min={TRIGGER_DURATION.min}
            max={TRIGGER_DURATION.max}
            clampBehavior="none"
            description={t("processGroups.bounds", { min: TRIGGER_DURATION.min, max: TRIGGER_DURATION.max, unit: TRIGGER_DURATION.unit })}
            onChange={(value) => change({ ...condition, during_threshold: typeof value === "number" ? value : Number(value) || 0 })}
            error={shown.during_threshold || undefined}
            data-testid="trigger-during-threshold"
          />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button onClick={submit} loading={saving} data-testid="trigger-save">
            {t("common.save")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
