import { Anchor, Group, Text } from "@mantine/core";
import { findResourceByKey, formatDecimals, splitHistoryField, type THistoryChange, type TResourceField } from "@weldtrace/domain";
import type { TFunction } from "i18next";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDateTime, formatNumber } from "../../i18n/format";
import { FieldValue, ReferenceValue } from "../resource/field-value";

/** `outer_diameter` → "Outer diameter", for a field no catalogue names. */
const humanize = (field: string) => {
  const words = field.replace(/_id$/, "").replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The first of these keys the catalogue has, translated. */
function firstText(t: TFunction, exists: (key: string) => boolean, keys: string[]): string | undefined {
  const found = keys.find((key) => exists(key));
  return found ? (t(found as never) as string) : undefined;
}

/**
 * A changed field's label in the reader's language: the resource's field label, a procedure's list and position
 * ("Pass group 2 · Current (max)"), else the field's name made readable.
 */
export function useHistoryFieldLabel() {
  const { t, i18n } = useTranslation();
  const exists = (key: string) => i18n.exists(key);
  const fieldLabel = (field: string): string => {
    const direct = firstText(t, exists, [
      `history.fields.${field}`,
      `resources.fields.${field}`,
      `procedures.fields.${field}`,
      `procedures.passGroups.${field}`,
      `procedures.ranges.${field}`,
    ]);
    if (direct) return direct;
    const range = /^(.+)_(min|max)$/.exec(field);
    const base = range ? firstText(t, exists, [`procedures.ranges.${range[1]}`, `resources.fields.${range[1]}`]) : undefined;
    if (range && base) return `${base} (${t(`procedures.ranges.${range[2] as "min" | "max"}`)})`;
    return humanize(field);
  };
  return (name: string): string => {
    const { list, position, field } = splitHistoryField(name);
    if (!list) return fieldLabel(field);
    const group =
      list === "pass_group"
        ? t("procedures.passGroups.group", { n: position })
        : t("history.position", {
            list: firstText(t, exists, [`procedures.sections.${list}`, `resources.fields.${list}`]) ?? humanize(list),
            position,
          });
    return `${group} · ${fieldLabel(field)}`;
  };
}

/** The definition of a changed field, when the record's resource declares it (a reference, a number, a date). */
export function fieldOf(resource: string, name: string): TResourceField | undefined {
  const { list, field } = splitHistoryField(name);
  if (list) return undefined;
  return findResourceByKey(resource)?.fields.find((candidate) => candidate.key === field);
}

/** Where a referenced record opens: its resource's form. */
const recordPath = (target: string | undefined, id: string) => {
  const resource = target ? findResourceByKey(target) : undefined;
  return resource ? `/${resource.path}/${id}/edit` : undefined;
};

/**
 * How a changed number is shown: the unit the record's form shows it in (the reader's unit system), from its stored
 * value. Given by the page that holds the panel (a generic form's `unitFields`, a procedure's quantities); a field it
 * does not name is shown as stored.
 */
export type THistoryUnits = (field: string) => THistoryUnit | undefined;
/** A number's display: its unit, decimals and conversion from the stored value (a form's `TUnitField` is one). */
export interface THistoryUnit {
  unit: string | null;
  decimals: number;
  toDisplay(stored: number): number;
}

/** A generic form's unit fields as history units: a changed field by its own name. */
export const historyUnitsOf =
  (unitFields: Partial<Record<string, THistoryUnit>> | undefined): THistoryUnits =>
  (name) => {
    const { list, field } = splitHistoryField(name);
    return list ? undefined : unitFields?.[field];
  };

/** One value before or after a change, as its field reads elsewhere: numbers, dates and names in the reader's language. */
export function HistoryValue({ resource, name, value, units }: { resource: string; name: string; value: unknown; units?: THistoryUnits }) {
  const { t, i18n } = useTranslation();
  if (value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0))
    return (
      <Text size="sm" c="dimmed" fs="italic">
        {t("history.empty")}
      </Text>
    );
  // A stored file: kept by id and name.
  if (typeof value === "object" && !Array.isArray(value) && "name" in value)
    return <Text size="sm">{String((value as { name: unknown }).name ?? "")}</Text>;
  const unitField = typeof value === "number" ? units?.(name) : undefined;
  if (unitField && typeof value === "number")
    return (
      <Text size="sm">
        {formatNumber(Number(formatDecimals(unitField.toDisplay(value), unitField.decimals)), i18n.language)}
        {unitField.unit ? ` ${unitField.unit}` : ""}
      </Text>
    );
  const field = fieldOf(resource, name);
  if (field && (field.kind === "reference" || field.kind === "references")) {
    const ids = (Array.isArray(value) ? value : [value]).filter((id): id is string => typeof id === "string");
    return (
      <Group gap={4} wrap="wrap">
        {ids.map((id, index) => {
          const path = recordPath(field.target, id);
          const shown = <ReferenceValue field={field} value={id} />;
          return (
            <Fragment key={id}>
              {index > 0 && <Text size="sm">,</Text>}
              {path ? (
                <Anchor component={Link} to={path} size="sm">
                  {shown}
                </Anchor>
              ) : (
                shown
              )}
            </Fragment>
          );
        })}
      </Group>
    );
  }
  if (field && field.kind !== "file") return <FieldValue field={field} value={value} />;
  if (typeof value === "number") return <Text size="sm">{formatNumber(value, i18n.language)}</Text>;
  if (typeof value === "boolean") return <Text size="sm">{value ? t("resources.form.yes") : t("resources.form.no")}</Text>;
  if (typeof value === "string" && /^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(value))
    return <Text size="sm">{formatDateTime(value, i18n.language)}</Text>;
  if (Array.isArray(value))
    return <Text size="sm">{value.map((item) => (typeof item === "object" ? JSON.stringify(item) : String(item))).join(", ")}</Text>;
  if (typeof value === "object") return <Text size="sm">{JSON.stringify(value)}</Text>;
  return <Text size="sm">{String(value)}</Text>;
}

/** A list of changes: label, value before → value after. */
export function HistoryChanges({
  resource,
  changes,
  units,
}: {
  resource: string;
  changes: readonly THistoryChange[];
  units?: THistoryUnits;
}) {
  const { t } = useTranslation();
  const label = useHistoryFieldLabel();
  if (changes.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t("history.noChanges")}
      </Text>
    );
  return (
    <dl style={{ margin: 0, display: "grid", gridTemplateColumns: "minmax(8rem, max-content) 1fr", gap: "4px 12px" }}>
      {changes.map((change) => (
        <Fragment key={change.field}>
          <dt>
            <Text size="sm" fw={500}>
              {label(change.field)}
            </Text>
          </dt>
          <dd style={{ margin: 0 }} data-testid={`history-change-${change.field}`}>
            <Group gap={6} wrap="wrap">
              <HistoryValue resource={resource} name={change.field} value={change.before} units={units} />
              <Text size="sm" aria-hidden>
                →
              </Text>
              <HistoryValue resource={resource} name={change.field} value={change.after} units={units} />
            </Group>
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** Who made an entry: the user's name, an edge server, or nobody (a seed, the system). */
export function historyAuthor(t: TFunction, entry: { user: string | null; user_name: string | null; machine: string | null }): string {
  if (entry.machine) return `${entry.user_name ?? ""} (${t("history.machine")})`.trim();
  if (!entry.user) return t("history.noUser");
  return entry.user_name ?? t("history.unknownUser");
}
