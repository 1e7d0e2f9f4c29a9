import { Avatar, Badge, List, Text } from "@mantine/core";
import { countryLabels, splitLines, type TResourceField } from "@weldtrace/domain";
import { useTranslation } from "react-i18next";
import { formatDate, formatDateTime, formatNumber } from "../../i18n/format";
import { useSession } from "../../session/session";
import { textColorOn } from "./fields/contrast";
import { useReferenceOptions } from "./fields/use-reference-options";

/** Names of referenced records; one cached query per target list, shared by every row. */
export function ReferenceValue({
  field,
  value,
  separator = ", ",
  filters,
}: {
  field: TResourceField;
  value: unknown;
  separator?: string;
  /** Which records the names come from, when not the user's own client's (`other_clients`). */
  filters?: Record<string, string | undefined>;
}) {
  const { t } = useTranslation();
  const { profile } = useSession();
  const ids = Array.isArray(value) ? (value as string[]) : typeof value === "string" ? [value] : [];
  // A client's user may not list the clients: the user's own client is named from the profile, without asking.
  const ownClient = field.target === "client" && ids.length > 0 && Boolean(profile?.client) && ids.every((id) => id === profile?.client);
  const options = useReferenceOptions(ownClient ? undefined : field.target, filters);
  if (ownClient) return <Text size="sm">{profile?.client_name ?? ""}</Text>;
  const names = ids.map((id) => options.data?.find((option) => option.value === id)?.label).filter((name): name is string => Boolean(name));
  // Spec (product models): types joined by a comma, else "Unknown type".
  if (names.length === 0)
    return field.target === "measuringInstrumentType" ? (
      <Text size="sm" c="dimmed">
        {t("resources.form.unknownType")}
      </Text>
    ) : null;
  return <Text size="sm">{names.join(separator)}</Text>;
}

/** How a field reads in a table cell. */
export function FieldValue({
  field,
  value,
  record,
  referenceFilters,
}: {
  field: TResourceField;
  value: unknown;
  record?: Record<string, unknown>;
  referenceFilters?: Record<string, string | undefined>;
}) {
  const { t, i18n } = useTranslation();
  const text = value === null || value === undefined ? "" : String(value);
  switch (field.kind) {
    case "lines": {
      const lines = splitLines(text);
      if (lines.length === 0) return null;
      return (
        <List size="sm" spacing={0} withPadding={false} listStyleType="disc" pl="md">
          {lines.map((line, index) => (
            // Lines may repeat; their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id
            <List.Item key={index}>{line}</List.Item>
          ))}
        </List>
      );
    }
    case "textarea":
      return (
        <Text size="sm" lineClamp={3} style={{ whiteSpace: "pre-line" }}>
          {text}
        </Text>
      );
    case "date":
      return <Text size="sm">{formatDate(text, i18n.language)}</Text>;
    case "datetime":
      // One format per language (i18n/format.ts).
      return <Text size="sm">{formatDateTime(text, i18n.language)}</Text>;
    case "number":
      // Shown in the user's language: a decimal comma in French (stored and typed values keep the dot).
      return <Text size="sm">{typeof value === "number" ? formatNumber(value, i18n.language) : text}</Text>;
    case "boolean":
      return <Text size="sm">{value === true ? t("resources.form.yes") : t("resources.form.no")}</Text>;
    case "color":
      return text ? <Badge style={{ background: text, color: textColorOn(text) }}>{text}</Badge> : null;
    case "image":
      // Spec: the logo, or NA.
      return text ? <Avatar src={text} size="md" radius="sm" alt="" /> : <Text size="sm">{t("common.na")}</Text>;
    case "reference":
    case "references":
      return <ReferenceValue field={field} value={value} filters={referenceFilters} />;
    case "countries":
      // Spec §9: names in the reader's language joined with " - ".
      return <Text size="sm">{countryLabels(text, i18n.language)}</Text>;
    case "file": {
      const filename = record?.filename;
      return <Text size="sm">{typeof filename === "string" ? filename : ""}</Text>;
    }
    default:
      return <Text size="sm">{text}</Text>;
  }
}
