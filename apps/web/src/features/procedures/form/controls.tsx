import { Box, Group, SimpleGrid, Stack } from "@mantine/core";
import type { TFileKind } from "@weldtrace/domain";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { storedFileUrl } from "../../../api/files";
import { FieldInput, type TFieldOverride, type TInputField } from "../../../components/resource/fields/field-input";
import { type TFormValue, toFormValue } from "../../../components/resource/fields/form-values";
import type { TDraftNode } from "../draft";
import { displayUnit, type TNumberKind } from "../units";
import { errorPath, type TNodePath, useNodeField, useProcedureForm, useProcedureFormStatic } from "./form-context";

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

/** What the draft keeps of an input's value: what was typed, and a duration's total seconds. */
function draftValueOf(kind: TInputField["kind"], value: TFormValue): unknown {
  if (kind === "duration") return typeof value === "string" && value !== "" ? Number(value) : null;
  return value;
}

export interface TNodeInputProps extends TFieldOverride {
  /** The node the field belongs to, as the caller holds it (a matrix cell takes its row as a prop). */
  node: TDraftNode | undefined;
  path: TNodePath;
  /** The field, keyed by its name in the node; the input is keyed by its whole path ("pass_group.<key>.current_min"). */
  field: TInputField;
  label: string;
  /** number: how the value is typed and shown (its unit), from the procedure's measures. */
  measure?: TNumberKind;
  /** Replaces the plain set (a change that also changes other fields: a pass group's process). */
  onValue?(value: TFormValue): void;
  onLeave?(): void;
}

/**
 * One field of a node of the procedure's draft, edited by the form kit's FieldInput: the value and error at the
 * node's path, and the unit the procedure's unit system (or a bevel row) shows it in.
 */
export function NodeInput(props: TNodeInputProps) {
  return props.field.kind === "file" ? <NodeFileInput {...props} /> : <NodeValueInput {...props} />;
}

function NodeValueInput({ node, path, field, label, measure, required, disabled, onValue, ...override }: TNodeInputProps) {
  const form = useProcedureFormStatic();
  const { value, error, set, errorKey } = useNodeField(node, path, field.key);
  return (
    <FieldInput
      {...override}
      field={{ ...field, key: errorKey }}
      label={label}
      value={toFormValue(field, value)}
      error={error || undefined}
      required={required && !form.readOnly}
      readOnly={form.readOnly}
      disabled={disabled || form.readOnly}
      unit={measure ? displayUnit(measure, form.units, node?.unit_of_measure) : undefined}
      onChange={(next) => (onValue ? onValue(next) : set(draftValueOf(field.kind, next)))}
    />
  );
}

/** A stored file is two fields of the node: `<key>_file` holds the upload's id, `<key>_filename` its name. */
function NodeFileInput({ node, path, field, label, required, fileKind, onValue: _, ...override }: TNodeInputProps) {
  const form = useProcedureFormStatic();
  const stored = useNodeField(node, path, `${field.key}_file`);
  const filename = useNodeField(node, path, `${field.key}_filename`);
  const id = typeof stored.value === "string" && stored.value ? stored.value : null;
  const name = typeof filename.value === "string" ? filename.value : null;
  const key = errorPath(path, field.key);
  return (
    <FieldInput
      {...override}
      field={{ ...field, key }}
      label={label}
      value={id}
      error={stored.error || filename.error || form.errors[key] || undefined}
      required={required && !form.readOnly}
      readOnly={form.readOnly}
      fileKind={fileKind}
      fileInfo={{ filename: name, url: id && fileKind ? storedFileUrl(fileKind, id) : null }}
      onChange={() => undefined}
      onFileStored={(file) =>
        form.update(
          (draft) =>
            path.write(draft, (current) => ({
              ...current,
              [`${field.key}_file`]: file?.id ?? null,
              [`${field.key}_filename`]: file?.filename ?? null,
            })),
          [stored.errorKey, filename.errorKey],
        )
      }
    />
  );
}

/** NodeInput for a field of the node at `path`, read from the form's draft; "+" keeps the draft before leaving. */
export function DraftInput(props: Omit<TNodeInputProps, "node">) {
  const form = useProcedureForm();
  return <NodeInput {...props} node={props.path.read(form.draft)} onLeave={props.onLeave ?? form.saveDraftBeforeLeaving} />;
}

/** The measures of a node, with the label keys of the domain's specification. */
type TKinds = Readonly<Record<string, TNumberKind & { readonly label?: string }>>;

/**
 * A measure's label from its specification's key ("procedures.ranges.root_gap"); a dynamic key, which
 * quantities.test.ts checks every specification's key has in English and French.
 */
const measureLabel = (t: TFunction, kind: { readonly label?: string }): string => (kind.label ? (t(kind.label as never) as string) : "");

/** A min and a max side by side under one label. */
function RangeInputs({ path, control, kinds }: { path: TNodePath; control: Extract<TControl, { type: "range" }>; kinds: TKinds }) {
  const { t } = useTranslation();
  const min = kinds[`${control.key}_min`];
  const max = kinds[`${control.key}_max`];
  if (!min || !max) return null;
  const label = control.label ?? measureLabel(t, min);
  return (
    <Group grow gap="xs" align="flex-start" wrap="nowrap">
      <DraftInput
        path={path}
        field={{ key: `${control.key}_min`, kind: "number" }}
        label={`${label} ${t("procedures.ranges.min")}`}
        measure={min}
        required={control.required}
      />
      <DraftInput
        path={path}
        field={{ key: `${control.key}_max`, kind: "number" }}
        label={`${label} ${t("procedures.ranges.max")}`}
        measure={max}
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

/** One control of a section: the form kit's input for its kind, bound to the node at `path`. */
function Control({ path, control, kinds }: { path: TNodePath; control: TControl; kinds: TKinds }) {
  const { t } = useTranslation();
  switch (control.type) {
    case "text":
    case "textarea":
      return (
        <DraftInput
          path={path}
          field={{ key: control.key, kind: control.type }}
          label={control.label}
          required={control.type === "text" ? control.required : undefined}
          description={control.type === "text" ? control.description : undefined}
        />
      );
    case "number": {
      const kind = kinds[control.key];
      return kind ? (
        <DraftInput
          path={path}
          field={{ key: control.key, kind: "number" }}
          label={control.label ?? measureLabel(t, kind)}
          measure={kind}
          required={control.required}
          description={control.description}
        />
      ) : null;
    }
    case "range":
      return <RangeInputs path={path} control={control} kinds={kinds} />;
    case "duration":
      return <DraftInput path={path} field={{ key: control.key, kind: "duration" }} label={control.label} required={control.required} />;
    case "reference":
    case "references": {
      const { onChange } = control;
      return (
        <DraftInput
          path={path}
          field={{ key: control.key, kind: control.type, target: control.target }}
          label={control.label}
          required={control.required}
          creatable={control.creatable}
          onValue={onChange && ((value) => onChange(typeof value === "string" || Array.isArray(value) ? value : null))}
        />
      );
    }
    case "switch":
      // Level with the labelled inputs beside it in the grid.
      return (
        <Box mt="md">
          <DraftInput path={path} field={{ key: control.key, kind: "boolean" }} label={control.label} />
        </Box>
      );
    case "select":
      return (
        <DraftInput
          path={path}
          field={{ key: control.key, kind: "choice" }}
          label={control.label}
          options={control.options}
          required={control.required}
        />
      );
    case "file":
      return (
        <DraftInput
          path={path}
          field={{ key: control.key, kind: "file" }}
          label={control.label}
          fileKind={control.fileKind}
          required={control.required}
        />
      );
    case "custom":
      return control.render();
  }
}
