import { TextInput, type TextInputProps } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  datePlaceholder,
  formatDate as formatDay,
  formatLocalDateTime,
  parseDate as parseDay,
  parseLocalDateTime,
} from "../../../i18n/format";

/**
 * A date typed in the app's language (YYYY-MM-DD in English, JJ/MM/AAAA in French), not in the browser's as an
 * `<input type="date">` would be. The value stays "YYYY-MM-DD" ("YYYY-MM-DDTHH:mm" with `withTime`, as
 * `datetime-local` held it); text that is not a date yet is kept as typed and passed on, so the form's own check (or
 * the server's) names it.
 */
export function DateTextInput({
  value,
  onChange,
  error,
  withTime = false,
  ...props
}: Omit<TextInputProps, "value" | "onChange" | "type"> & { value: string; onChange: (value: string) => void; withTime?: boolean }) {
  const { t, i18n } = useTranslation();
  const formatDate = withTime ? formatLocalDateTime : formatDay;
  const parseDate = withTime ? parseLocalDateTime : parseDay;
  const [typed, setTyped] = useState(() => formatDate(value, i18n.language) || value);
  const [left, setLeft] = useState(false);
  // A new value from outside (a reset, a loaded record, the language) is shown in the language's pattern.
  // biome-ignore lint/correctness/useExhaustiveDependencies: typed is what the reader is writing, not a cause
  useEffect(() => {
    if (parseDate(typed, i18n.language) !== value) setTyped(formatDate(value, i18n.language) || value);
  }, [value, i18n.language]);
  const invalid = left && typed.trim() !== "" && parseDate(typed, i18n.language) === null;
  const pattern = datePlaceholder(i18n.language, withTime);
  return (
    <TextInput
      {...props}
      value={typed}
      placeholder={pattern}
      inputMode="numeric"
      autoComplete="off"
      error={error || (invalid ? t("common.dateInvalid", { pattern }) : undefined)}
      onBlur={(event) => {
        setLeft(true);
        const parsed = parseDate(typed, i18n.language);
        if (parsed) setTyped(formatDate(parsed, i18n.language));
        props.onBlur?.(event);
      }}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setTyped(next);
        setLeft(false);
        onChange(next.trim() === "" ? "" : (parseDate(next, i18n.language) ?? next));
      }}
    />
  );
}
