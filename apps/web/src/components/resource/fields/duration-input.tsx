import { Group, Input, Text, TextInput } from "@mantine/core";
import { DURATION_PART_MAX, joinDuration, splitDuration } from "@weldtrace/domain";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

const PARTS = ["days", "hours", "minutes", "seconds"] as const;
type TParts = Record<(typeof PARTS)[number], string>;

const partsOf = (seconds: number | null): TParts => {
  if (seconds === null) return { days: "", hours: "", minutes: "", seconds: "" };
  const split = splitDuration(seconds);
  return { days: String(split.days), hours: String(split.hours), minutes: String(split.minutes), seconds: String(split.seconds) };
};

const isEmpty = (parts: TParts) => PARTS.every((part) => parts[part].trim() === "");

/** Spec §4: a duration typed as days, hours, minutes and seconds, kept as total seconds (null when all are empty). */
export function DurationInput({
  label,
  seconds,
  onChange,
  error,
  required,
  readOnly,
  description,
  testId,
}: {
  label: string;
  seconds: number | null;
  onChange(seconds: number | null): void;
  error?: string;
  required?: boolean;
  readOnly: boolean;
  description?: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  const [parts, setParts] = useState(() => partsOf(seconds));
  // Follows the value when it changes from outside (a reload after saving), not when it is what the parts say.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an outside change of the value resets the parts
  useEffect(() => {
    if (seconds !== (isEmpty(parts) ? null : joinDuration(parts))) setParts(partsOf(seconds));
  }, [seconds]);
  const change = (part: (typeof PARTS)[number], text: string) => {
    const next = { ...parts, [part]: text };
    setParts(next);
    onChange(isEmpty(next) ? null : joinDuration(next));
  };
  return (
    <Input.Wrapper label={label} withAsterisk={required} error={error} description={description} data-testid={testId}>
      <Group gap={6} wrap="nowrap" mt={4}>
        {PARTS.map((part) => {
          const raw = parts[part].trim();
          const outOfRange = raw !== "" && (!/^\d+(\.\d+)?$/.test(raw) || Number(raw) > DURATION_PART_MAX[part]);
          return (
            <TextInput
              key={part}
              value={parts[part]}
              readOnly={readOnly}
              disabled={readOnly}
              inputMode="numeric"
              w={part === "days" ? 84 : 76}
              aria-label={t(`resources.form.duration.${part}Label`, { field: label })}
              error={outOfRange}
              rightSection={
                <Text size="xs" c="dimmed">
                  {t(`resources.form.duration.${part}`)}
                </Text>
              }
              rightSectionPointerEvents="none"
              onChange={(event) => change(part, event.currentTarget.value)}
            />
          );
        })}
      </Group>
    </Input.Wrapper>
  );
}
