import {
  ActionIcon,
  Button,
  FileButton,
  Group,
  Input,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from "@mantine/core";
import { IconDownload, IconTrash, IconUpload } from "@tabler/icons-react";
import { DURATION_PART_MAX, joinDuration, splitDuration, type TFileKind, type TResourceField } from "@weldtrace/domain";
import type { TFunction } from "i18next";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadFile, storedFileUrl, uploadFile } from "../../../api/files";
import { FieldInput } from "../../../components/resource/fields/field-input";
import { translateAnswer } from "../../../i18n";
import type { TDraftNode } from "../draft";
import { displayUnit, type TNumberKind } from "../units";
import { errorPath, type TNodePath, useDraftField, useNodeField, useProcedureForm, useProcedureFormStatic } from "./form-context";

/** One control of a section, described as data so a section is mostly a list of these. */
export type TControl =
  | { type: "text"; key: string; label: string; required?: boolean; description?: string; hidden?: boolean }
  | { type: "textarea"; key: string; label: string; hidden?: boolean }
  // A measure's label is its specification's (PROCEDURE_MEASURES) unless the section words it otherwise.
  | { type: "number"; key: string; label?: string; required?: boolean; hidden?: boolean; description?: string }
  | { type: "range"; key: string; label?: string; required?: boolean; hidden?: boolean }
  | { type: "duration"; key: string; label: string; required?: boolean; hidden?: boolean }
  | {
      type: "reference" | "references";
      key: string;
      label: string;
      target: string;
      required?: boolean;
      creatable?: boolean;
      hidden?: boolean;
      /** Replaces the plain set (a change that also changes other fields). */
      onChange?: (value: string | string[] | null) => void;
    }
  | { type: "custom"; key: string; render: () => ReactNode; hidden?: boolean }
  | { type: "switch"; key: string; label: string; hidden?: boolean }
  | { type: "select"; key: string; label: string; options: { value: string; label: string }[]; required?: boolean; hidden?: boolean }
  | { type: "file"; key: string; label: string; fileKind: TFileKind; required?: boolean; hidden?: boolean };

/** Form errors arrive in the current language (translated by code where they are made). */
const translated = (message: string | undefined) => message || undefined;

interface TDraftNumberProps {
  path: TNodePath;
  field: string;
  label: string;
  kind: TNumberKind;
  required?: boolean;
  description?: string;
  compact?: boolean;
}

/** A number typed in its display unit; the unit sits at the end of the input. */
export function DraftNumber(props: TDraftNumberProps) {
  const form = useProcedureForm();
  return <NodeNumber {...props} node={props.path.read(form.draft)} />;
}

/** DraftNumber for a caller that already holds the node (a matrix cell): no re-render when other fields change. */
export function NodeNumber({
  node: source,
  path,
  field,
  label,
  kind,
  required,
  description,
  compact,
}: TDraftNumberProps & { node: TDraftNode | undefined }) {
  const form = useProcedureFormStatic();
  const { value, node, error, set } = useNodeField(source, path, field);
  const stored = displayUnit(kind, form.units, node?.unit_of_measure);
  // "degrees" is the stored unit name; the symbol keeps narrow cells (bevel dimensions, the matrix) readable.
  const unit = stored === "degrees" ? "°" : stored;
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value : "";
  return (
    <TextInput
      label={compact ? undefined : label}
      aria-label={compact ? label : undefined}
      description={compact ? undefined : description}
      withAsterisk={required && !form.readOnly}
      value={text}
      readOnly={form.readOnly}
      disabled={form.readOnly}
      inputMode="decimal"
      size={compact ? "xs" : "sm"}
      error={translated(error)}
      rightSection={
        unit ? (
          <Text size="xs" c="dimmed" pr={4}>
            {unit}
          </Text>
        ) : null
      }
      rightSectionWidth={unit ? Math.max(28, unit.length * 8 + 10) : undefined}
      rightSectionPointerEvents="none"
      onChange={(event) => set(event.currentTarget.value)}
      data-testid={`field-${errorPath(path, field)}`}
    />
  );
}

const PARTS = ["days", "hours", "minutes", "seconds"] as const;

/** Spec §4: durations are typed as days, hours, minutes and seconds and stored as total seconds. */
export function DraftDuration({ path, field, label, required }: { path: TNodePath; field: string; label: string; required?: boolean }) {
  const { t } = useTranslation();
  const form = useProcedureForm();
  const { value, error, set } = useDraftField(path, field);
  const seconds = typeof value === "number" ? value : null;
  const fromValue = () => {
    if (seconds === null) return { days: "", hours: "", minutes: "", seconds: "" };
    const split = splitDuration(seconds);
    return { days: String(split.days), hours: String(split.hours), minutes: String(split.minutes), seconds: String(split.seconds) };
  };
  const [parts, setParts] = useState<Record<(typeof PARTS)[number], string>>(fromValue);
  // Follows the stored value when it changes from outside (a reload after saving).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an outside change of the value resets the parts
  useEffect(() => {
    if ((seconds ?? null) !== (PARTS.every((part) => parts[part].trim() === "") ? null : joinDuration(parts))) setParts(fromValue());
  }, [seconds]);
  const change = (part: (typeof PARTS)[number], text: string) => {
    const next = { ...parts, [part]: text };
    setParts(next);
    set(PARTS.every((name) => next[name].trim() === "") ? null : joinDuration(next));
  };
  return (
    <Input.Wrapper
      label={label}
      withAsterisk={required && !form.readOnly}
      error={translated(error)}
      data-testid={`field-${errorPath(path, field)}`}
    >
      <Group gap={6} wrap="nowrap" mt={4}>
        {PARTS.map((part) => {
          const raw = parts[part].trim();
          const outOfRange = raw !== "" && (!/^\d+(\.\d+)?$/.test(raw) || Number(raw) > DURATION_PART_MAX[part]);
          return (
            <TextInput
              key={part}
              value={parts[part]}
              readOnly={form.readOnly}
              disabled={form.readOnly}
              inputMode="numeric"
              w={part === "days" ? 84 : 76}
              aria-label={t(`procedures.duration.${part}Label`, { field: label })}
              error={outOfRange}
              rightSection={
                <Text size="xs" c="dimmed">
                  {t(`procedures.duration.${part}`)}
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

function DraftText({ path, control }: { path: TNodePath; control: Extract<TControl, { type: "text" | "textarea" }> }) {
  const form = useProcedureForm();
  const { value, error, set } = useDraftField(path, control.key);
  const common = {
    label: control.label,
    value: typeof value === "string" ? value : "",
    readOnly: form.readOnly,
    disabled: form.readOnly,
    error: translated(error),
    onChange: (event: { currentTarget: { value: string } }) => set(event.currentTarget.value),
    "data-testid": `field-${errorPath(path, control.key)}`,
  };
  if (control.type === "textarea") return <Textarea {...common} autosize minRows={2} maxRows={8} />;
  return <TextInput {...common} withAsterisk={control.required && !form.readOnly} description={control.description} />;
}

function DraftSwitch({ path, control }: { path: TNodePath; control: Extract<TControl, { type: "switch" }> }) {
  const form = useProcedureForm();
  const { value, set } = useDraftField(path, control.key);
  return (
    <Switch
      label={control.label}
      checked={value === true}
      disabled={form.readOnly}
      onChange={(event) => set(event.currentTarget.checked)}
      data-testid={`field-${errorPath(path, control.key)}`}
      mt="md"
    />
  );
}

/** A reference select through the generic FieldInput: its "+" creates the record and comes back with it selected. */
export function DraftReference({
  path,
  control,
  onChange,
}: {
  path: TNodePath;
  control: Extract<TControl, { type: "reference" | "references" }>;
  onChange?: (value: string | string[] | null) => void;
}) {
  const form = useProcedureForm();
  const { value, error, set, errorKey } = useDraftField(path, control.key);
  const change = onChange ?? control.onChange;
  const field: TResourceField = { key: errorKey, kind: control.type, target: control.target };
  return (
    <FieldInput
      field={field}
      label={control.label}
      value={control.type === "references" ? (Array.isArray(value) ? (value as string[]) : []) : typeof value === "string" ? value : null}
      error={translated(error)}
      required={control.required && !form.readOnly}
      readOnly={form.readOnly}
      disabled={form.readOnly}
      creatable={control.creatable}
      onChange={(next) => {
        const chosen = typeof next === "string" || Array.isArray(next) ? next : null;
        if (change) change(chosen);
        else set(chosen);
      }}
      onLeave={form.saveDraftBeforeLeaving}
    />
  );
}

function DraftSelect({ path, control }: { path: TNodePath; control: Extract<TControl, { type: "select" }> }) {
  const form = useProcedureForm();
  const { value, error, set } = useDraftField(path, control.key);
  return (
    <Select
      label={control.label}
      data={control.options}
      value={typeof value === "string" ? value : null}
      withAsterisk={control.required && !form.readOnly}
      readOnly={form.readOnly}
      disabled={form.readOnly}
      allowDeselect={!control.required}
      clearable={!control.required}
      error={translated(error)}
      onChange={(next) => set(next)}
      data-testid={`field-${errorPath(path, control.key)}`}
    />
  );
}

/** A stored file: `<prefix>_file` holds the id POST /api/s3/upload/ answers; the server fills in `<prefix>_filename`. */
export function DraftFile({ path, control }: { path: TNodePath; control: Extract<TControl, { type: "file" }> }) {
  const { t } = useTranslation();
  const form = useProcedureForm();
  const stored = useDraftField(path, `${control.key}_file`);
  const filename = useDraftField(path, `${control.key}_filename`);
  const [busy, setBusy] = useState(false);
  const [localError, setLocalError] = useState<string | undefined>();
  const name = typeof filename.value === "string" ? filename.value : "";
  const href = typeof stored.value === "string" ? storedFileUrl(control.fileKind, stored.value) : "";
  const error = localError ?? translated(stored.error ?? filename.error ?? form.errors[errorPath(path, control.key)]);
  const setBoth = (nextId: string | null, nextName: string | null) =>
    form.update(
      (draft) => path.write(draft, (node) => ({ ...node, [`${control.key}_file`]: nextId, [`${control.key}_filename`]: nextName })),
      [stored.errorKey, filename.errorKey],
    );
  return (
    <Input.Wrapper
      label={control.label}
      withAsterisk={control.required && !form.readOnly}
      error={error}
      data-testid={`field-${errorPath(path, control.key)}`}
    >
      <Group gap="xs" mt={4} wrap="wrap">
        {name ? (
          <Group gap={4} wrap="nowrap">
            <Text size="sm" truncate maw={260}>
              {name}
            </Text>
            {href && (
              <Tooltip label={t("procedures.files.download", { name })}>
                <ActionIcon
                  variant="subtle"
                  aria-label={t("procedures.files.download", { name })}
                  onClick={() => void downloadFile(href, name)}
                >
                  <IconDownload size={16} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t("procedures.files.none")}
          </Text>
        )}
        {!form.readOnly && (
          <>
            <FileButton
              onChange={async (file) => {
                if (!file) return;
                setBusy(true);
                const response = await uploadFile(file, control.fileKind);
                setBusy(false);
                if (!response.ok || !("id" in response.data)) {
                  setLocalError(translateAnswer(response.data) ?? `Error ${response.status}`);
                  return;
                }
                setLocalError(undefined);
                setBoth(response.data.id, response.data.filename);
              }}
            >
              {(props) => (
                <Button
                  {...props}
                  loading={busy}
                  size="xs"
                  variant="default"
                  leftSection={<IconUpload size={14} />}
                  data-testid={`field-${errorPath(path, control.key)}-upload`}
                >
                  {name ? t("procedures.files.replace") : t("procedures.files.upload")}
                </Button>
              )}
            </FileButton>
            {name && (
              <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={() => setBoth(null, null)}>
                {t("procedures.files.remove")}
              </Button>
            )}
          </>
        )}
      </Group>
    </Input.Wrapper>
  );
}

/** The measures of a node, with the label keys of the domain's specification. */
type TKinds = Readonly<Record<string, TNumberKind & { readonly label?: string }>>;

/**
 * A measure's label from its specification's key ("procedures.ranges.root_gap"); a dynamic key, which
 * quantities.test.ts checks every specification's key has in English and French.
 */
const measureLabel = (t: TFunction, kind: { readonly label?: string }): string => (kind.label ? (t(kind.label as never) as string) : "");

/** A min and a max side by side under one label. */
function DraftRange({ path, control, kinds }: { path: TNodePath; control: Extract<TControl, { type: "range" }>; kinds: TKinds }) {
  const { t } = useTranslation();
  const min = kinds[`${control.key}_min`];
  const max = kinds[`${control.key}_max`];
  if (!min || !max) return null;
  const label = control.label ?? measureLabel(t, min);
  return (
    <Group grow gap="xs" align="flex-start" wrap="nowrap">
      <DraftNumber
        path={path}
        field={`${control.key}_min`}
        label={`${label} ${t("procedures.ranges.min")}`}
        kind={min}
        required={control.required}
      />
      <DraftNumber
        path={path}
        field={`${control.key}_max`}
        label={`${label} ${t("procedures.ranges.max")}`}
        kind={max}
        required={control.required}
      />
    </Group>
  );
}

/** Renders a section's controls for one node (the procedure or a row), two or three to a line. */
export function DraftFields({
  path,
  controls,
  kinds = {},
  cols = { base: 1, sm: 2, lg: 3 },
  children,
}: {
  path: TNodePath;
  controls: readonly TControl[];
  kinds?: TKinds;
  cols?: Record<string, number>;
  children?: ReactNode;
}) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={cols} spacing="md" verticalSpacing="sm">
        {controls
          .filter((control) => !control.hidden && control.type !== "textarea")
          .map((control) => (
            <Control key={control.key} path={path} control={control} kinds={kinds} />
          ))}
      </SimpleGrid>
      {children}
      {controls
        .filter((control) => !control.hidden && control.type === "textarea")
        .map((control) => (
          <Control key={control.key} path={path} control={control} kinds={kinds} />
        ))}
    </Stack>
  );
}

function Control({ path, control, kinds }: { path: TNodePath; control: TControl; kinds: TKinds }) {
  const { t } = useTranslation();
  switch (control.type) {
    case "text":
    case "textarea":
      return <DraftText path={path} control={control} />;
    case "number": {
      const kind = kinds[control.key];
      return kind ? (
        <DraftNumber
          path={path}
          field={control.key}
          label={control.label ?? measureLabel(t, kind)}
          kind={kind}
          required={control.required}
          description={control.description}
        />
      ) : null;
    }
    case "range":
      return <DraftRange path={path} control={control} kinds={kinds} />;
    case "duration":
      return <DraftDuration path={path} field={control.key} label={control.label} required={control.required} />;
    case "reference":
    case "references":
      return <DraftReference path={path} control={control} />;
    case "switch":
      return <DraftSwitch path={path} control={control} />;
    case "select":
      return <DraftSelect path={path} control={control} />;
    case "file":
      return <DraftFile path={path} control={control} />;
    case "custom":
      return control.render();
  }
}
