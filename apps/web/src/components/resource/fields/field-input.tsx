import {
  ActionIcon,
  Avatar,
  Button,
  Checkbox,
  ColorInput,
  FileButton,
  Group,
  Input,
  MultiSelect,
  PasswordInput,
  Select,
  type SelectProps,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from "@mantine/core";
import { IconDownload, IconPlus, IconTrash, IconUpload } from "@tabler/icons-react";
import {
  COUNTRY_CODES,
  countryName,
  dataUrlBytes,
  IMAGE_MAX_BYTES,
  joinCountries,
  parseCountries,
  type TFieldKind,
  type TFileKind,
  type TResourceField,
  type TStoredFile,
} from "@weldtrace/domain";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { downloadFile, uploadFile } from "../../../api/files";
import { PasswordStrength } from "../../../features/session/password-strength";
import { PhotoCropModal, type TPhotoSource } from "../../../features/session/photo-crop-modal";
import { translateAnswer, translateCode } from "../../../i18n";
import { TAG_PALETTE } from "./contrast";
import { DateTextInput } from "./date-text-input";
import { DurationInput } from "./duration-input";
import { shownNumberText, type TFormValue } from "./form-values";
import { targetResource, useReferenceOptions } from "./use-reference-options";

/**
 * A field as a form edits it: a resource's field, or one of a form of its own (the procedure's) whose key is the
 * dotted path of the value it edits ("pass_group.<row key>.current_min"). `duration` is seconds typed as days,
 * hours, minutes and seconds, held as the text of the seconds.
 */
export interface TInputField extends Omit<TResourceField, "kind"> {
  readonly kind: TFieldKind | "duration";
}

/** What a form keeps of a stored file: its id and its name. */
export type TFileChoice = Pick<TStoredFile, "id" | "filename">;

/** What a screen may set on one field of a generic form beyond the resource's description. */
export interface TFieldOverride {
  /** Choices of a select whose values are not a catalogue list (groups, clients, a client's unit systems). */
  options?: { value: string; label: string }[];
  disabled?: boolean;
  description?: ReactNode;
  /** reference(s): equality filters on the target list (`{ client: id }`). */
  referenceFilters?: Record<string, string | undefined>;
  /** False hides the "+" that creates a referenced record (no creation screen for that target). */
  creatable?: boolean;
  /** image: crop the chosen picture to 400x200 (spec: profile pictures), as the account photo is. */
  crop?: boolean;
  /** reference: how one option of the list reads (a badge beside its name); the chosen value still reads by its label. */
  renderOption?: SelectProps["renderOption"];
  /** reference: the search typed, for a picker that searches on the server (with `filter` keeping what it answered). */
  onSearchChange?: (search: string) => void;
  filter?: SelectProps["filter"];
  /**
   * An input of the screen's own in place of the kind's (a sequence's 0–359° multi-select): it gets what the kind's
   * input would, and keeps the field's value in the kind's form (text for a text field).
   */
  render?: (input: TCustomInput) => ReactNode;
  /** A required mark that depends on other values (a PIPE's outer diameter); the field's own flag otherwise. */
  required?: boolean;
  /** number: the unit the value is typed in, shown at the end of the input. */
  unit?: string | null;
  /** A cell of a table (the pass-group matrix, bevel dimensions): a small input whose label is only read aloud. */
  compact?: boolean;
  placeholder?: string;
  /** file: what the upload stores the file as (its owner's kind); a document by default. */
  fileKind?: TFileKind;
  /** file: receives the stored file's id and name (or null when removed) instead of `onChange`'s id alone. */
  onFileStored?(file: TFileChoice | null): void;
}

/** What a screen's own input of one field receives. */
export interface TCustomInput {
  label: string;
  value: TFormValue;
  error?: string;
  required?: boolean;
  readOnly: boolean;
  disabled?: boolean;
  description?: ReactNode;
  testId: string;
  onChange(value: TFormValue): void;
}

export interface TFieldInputProps extends TFieldOverride {
  field: TInputField;
  label: string;
  value: TFormValue;
  error?: string;
  required?: boolean;
  readOnly: boolean;
  onChange(value: TFormValue): void;
  /** Saves what was typed so far before leaving to create a referenced record ("+"). */
  onLeave?(): void;
  /** The record's file name and link, for file fields. */
  fileInfo?: { filename: string | null; url: string | null };
}

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** "+" beside a selector: create the referenced record, then come back with it selected (spec §2). */
function CreateReferenceButton({ field, onLeave }: { field: TInputField; onLeave?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const target = targetResource(field.target);
  if (!target) return null;
  return (
    <Tooltip label={t("resources.form.createReference")}>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t("resources.form.createReference")}
        data-testid={`field-${field.key}-create`}
        onClick={() => {
          onLeave?.();
          const back = `${location.pathname}${location.search}`;
          navigate(`/${target.path}/create?returnTo=${encodeURIComponent(back)}&returnField=${encodeURIComponent(field.key)}`);
        }}
      >
        <IconPlus size={16} />
      </ActionIcon>
    </Tooltip>
  );
}

/** The unit at the end of a number's input ("°" for degrees, which keeps narrow cells readable). */
function UnitSection({ unit }: { unit: string }) {
  return (
    <Text size="xs" c="dimmed" pr={4}>
      {unit}
    </Text>
  );
}

/** The input for one field of a form, chosen by the field's kind. */
export function FieldInput(props: TFieldInputProps) {
  const { field, label, value, error, required, readOnly, onChange, disabled, description, compact = false, placeholder, render } = props;
  const { t, i18n } = useTranslation();
  const testId = `field-${field.key}`;
  // A table's cell says its label to screen readers only, and has no room for a description.
  const common = compact
    ? { "aria-label": label, size: "xs" as const, error, disabled, placeholder, "data-testid": testId }
    : { label, error, withAsterisk: required, disabled, description, placeholder, "data-testid": testId };
  const text = typeof value === "string" ? value : "";
  if (render) {
    return render({ label, value, error, required, readOnly, disabled, description, testId, onChange });
  }

  switch (field.kind) {
    case "text":
    case "fraction":
      return <TextInput {...common} value={text} readOnly={readOnly} onChange={(event) => onChange(event.currentTarget.value)} />;
    case "password":
      return (
        <Stack gap={4}>
          <PasswordInput
            {...common}
            value={text}
            readOnly={readOnly}
            autoComplete="new-password"
            onChange={(event) => onChange(event.currentTarget.value)}
          />
          {!readOnly && <PasswordStrength password={text} />}
        </Stack>
      );
    case "choice":
      return (
        <Select
          {...common}
          data={props.options ?? (field.options ?? []).map((option) => ({ value: option, label: option }))}
          value={typeof value === "string" && value ? value : null}
          clearable={!required}
          readOnly={readOnly}
          allowDeselect={!required}
          onChange={(next) => onChange(next)}
        />
      );
    case "countries": {
      // Spec §9: ISO 3166 codes joined by ";", chosen by name in the reader's language.
      const options = COUNTRY_CODES.map((code) => ({ value: code, label: `${countryName(code, i18n.language)} (${code})` })).sort((a, b) =>
        a.label.localeCompare(b.label, i18n.language),
      );
      return (
        <MultiSelect
          {...common}
          data={options}
          value={parseCountries(text)}
          searchable
          clearable={!readOnly}
          readOnly={readOnly}
          nothingFoundMessage={t("common.noData")}
          onChange={(codes) => onChange(joinCountries(codes))}
        />
      );
    }
    case "textarea":
    case "lines":
      return (
        <Textarea
          {...common}
          value={text}
          readOnly={readOnly}
          autosize
          minRows={compact ? 1 : field.kind === "lines" ? 4 : 3}
          maxRows={compact ? 4 : 12}
          description={field.kind === "lines" ? t("resources.form.onePerLine") : common.description}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case "number": {
      const unit = props.unit === "degrees" ? "°" : props.unit;
      return (
        <TextInput
          {...common}
          value={shownNumberText(text, i18n.language)}
          readOnly={readOnly}
          inputMode="decimal"
          description={
            compact
              ? undefined
              : (description ?? (field.decimals !== undefined ? t("resources.form.decimals", { count: field.decimals }) : undefined))
          }
          rightSection={unit ? <UnitSection unit={unit} /> : null}
          rightSectionWidth={unit ? Math.max(28, unit.length * 8 + 10) : undefined}
          rightSectionPointerEvents="none"
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    }
    case "duration":
      return (
        <DurationInput
          label={label}
          seconds={text.trim() === "" || Number.isNaN(Number(text)) ? null : Number(text)}
          error={error}
          required={required}
          readOnly={readOnly}
          description={description}
          testId={testId}
          onChange={(seconds) => onChange(seconds === null ? null : String(seconds))}
        />
      );
    case "date":
      return <DateTextInput {...common} value={text} readOnly={readOnly} onChange={(next) => onChange(next)} />;
    case "datetime":
      return <DateTextInput {...common} withTime value={text} readOnly={readOnly} onChange={(next) => onChange(next)} />;
    case "boolean":
      // A table's cell holds a checkbox; a form's line, a switch.
      return compact ? (
        <Stack py={6}>
          <Checkbox
            aria-label={label}
            checked={value === true}
            disabled={readOnly || disabled}
            data-testid={testId}
            onChange={(event) => onChange(event.currentTarget.checked)}
          />
        </Stack>
      ) : (
        <Switch
          label={label}
          checked={value === true}
          disabled={readOnly || disabled}
          error={error}
          data-testid={testId}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
      );
    case "color":
      return (
        <ColorInput
          {...common}
          value={text}
          readOnly={readOnly}
          format="hex"
          swatches={TAG_PALETTE.map((colour) => colour.hex)}
          swatchesPerRow={9}
          onChange={(next) => onChange(next)}
        />
      );
    case "reference":
    case "references":
      return <ReferenceInput {...props} common={common} />;
    case "image":
      return <ImageInput {...props} />;
    case "file":
      return <FileInput {...props} />;
  }
}

type TCommonProps = Record<string, unknown> & { error?: string; disabled?: boolean };

/** A select of another resource's records (or several), with the "+" that creates one; its options load only here. */
function ReferenceInput({
  field,
  value,
  required,
  readOnly,
  onChange,
  onLeave,
  options,
  referenceFilters,
  disabled,
  compact,
  creatable = true,
  renderOption,
  onSearchChange,
  filter,
  common,
}: TFieldInputProps & { common: TCommonProps }) {
  const { t } = useTranslation();
  const fetched = useReferenceOptions(options ? undefined : field.target, referenceFilters);
  const choices = options ?? fetched.data ?? [];
  const create = !readOnly && !disabled && !compact && creatable;
  const input =
    field.kind === "references" ? (
      <MultiSelect
        {...common}
        style={{ flex: 1 }}
        data={choices}
        value={Array.isArray(value) ? value : []}
        searchable
        readOnly={readOnly}
        nothingFoundMessage={t("common.noData")}
        onChange={(next) => onChange(next)}
      />
    ) : (
      <Select
        {...common}
        style={{ flex: 1 }}
        data={choices}
        value={typeof value === "string" ? value : null}
        searchable
        clearable={!required}
        allowDeselect={!required}
        readOnly={readOnly}
        nothingFoundMessage={t("common.noData")}
        renderOption={renderOption}
        onSearchChange={onSearchChange}
        filter={filter}
        onChange={(next) => onChange(next)}
      />
    );
  if (!create) return input;
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      {input}
      <CreateReferenceButton field={field} onLeave={onLeave} />
    </Group>
  );
}

/** A picture kept in the record (a logo, a profile picture), optionally cropped first. */
function ImageInput({ field, label, value, error, readOnly, onChange, crop = false }: TFieldInputProps) {
  const { t } = useTranslation();
  const [cropSource, setCropSource] = useState<TPhotoSource | null>(null);
  const [localError, setLocalError] = useState<string | undefined>();
  return (
    <Input.Wrapper label={label} error={error ?? localError} data-testid={`field-${field.key}`}>
      <Group mt={4}>
        {typeof value === "string" && value ? (
          <Avatar src={value} size="lg" radius="sm" alt={label} />
        ) : (
          <Text c="dimmed">{t("common.na")}</Text>
        )}
        {!readOnly && (
          <>
            <FileButton
              accept="image/png,image/jpeg,image/gif,image/bmp,image/webp"
              onChange={async (file) => {
                if (!file) return;
                // Spec: logos and profile pictures at most 2,000,000 bytes ("File is too big!" for pictures).
                const tooBig = translateCode(crop ? "picture_too_big" : "logo_too_big");
                if (crop) {
                  if (file.size > IMAGE_MAX_BYTES) {
                    setLocalError(tooBig);
                    return;
                  }
                  setLocalError(undefined);
                  setCropSource({ url: URL.createObjectURL(file), type: file.type });
                  return;
                }
                const dataUrl = await readAsDataUrl(file);
                if (file.size > IMAGE_MAX_BYTES || dataUrlBytes(dataUrl) > IMAGE_MAX_BYTES) {
                  setLocalError(tooBig);
                  return;
                }
                setLocalError(undefined);
                onChange(dataUrl);
              }}
            >
              {(buttonProps) => (
                <Button {...buttonProps} variant="default" size="xs" leftSection={<IconUpload size={14} />}>
                  {t("resources.form.chooseImage")}
                </Button>
              )}
            </FileButton>
            {typeof value === "string" && value && (
              <Button variant="subtle" color="red" size="xs" leftSection={<IconTrash size={14} />} onClick={() => onChange(null)}>
                {t("resources.form.removeImage")}
              </Button>
            )}
          </>
        )}
      </Group>
      {crop && (
        <PhotoCropModal
          source={cropSource}
          saving={false}
          onCancel={() => {
            if (cropSource) URL.revokeObjectURL(cropSource.url);
            setCropSource(null);
          }}
          onSave={(dataUrl) => {
            if (cropSource) URL.revokeObjectURL(cropSource.url);
            setCropSource(null);
            if (dataUrlBytes(dataUrl) > IMAGE_MAX_BYTES) {
              setLocalError(translateCode("picture_too_big"));
              return;
            }
            onChange(dataUrl);
          }}
        />
      )}
    </Input.Wrapper>
  );
}

/** A stored file: the field holds the id the upload answers (never an address); the record names the file. */
function FileInput({
  field,
  label,
  value,
  error,
  required,
  readOnly,
  onChange,
  fileInfo,
  fileKind = "document",
  onFileStored,
}: TFieldInputProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [localError, setLocalError] = useState<string | undefined>();
  const stored = typeof value === "string" && value ? value : null;
  const filename = stored ? fileInfo?.filename : null;
  const store = (file: TFileChoice | null) => (onFileStored ? onFileStored(file) : onChange(file?.id ?? null));
  return (
    <Input.Wrapper label={label} withAsterisk={required} error={localError ?? error} data-testid={`field-${field.key}`}>
      <Stack gap={4} mt={4}>
        {stored && filename ? (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" truncate maw={260}>
              {filename}
            </Text>
            {fileInfo?.url && (
              <Tooltip label={t("resources.form.downloadNamed", { name: filename })}>
                <ActionIcon
                  variant="subtle"
                  aria-label={t("resources.form.downloadNamed", { name: filename })}
                  onClick={() => fileInfo.url && downloadFile(fileInfo.url, filename)}
                >
                  <IconDownload size={16} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        ) : stored ? (
          <Text size="sm">{t("resources.form.fileReady")}</Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t("resources.form.noFile")}
          </Text>
        )}
        {!readOnly && (
          <Group gap="xs">
            <FileButton
              onChange={async (file) => {
                if (!file) return;
                setBusy(true);
                const response = await uploadFile(file, fileKind);
                setBusy(false);
                if (!response.ok || !("id" in response.data)) {
                  setLocalError(translateAnswer(response.data) ?? `Error ${response.status}`);
                  return;
                }
                setLocalError(undefined);
                store({ id: response.data.id, filename: response.data.filename });
              }}
            >
              {(buttonProps) => (
                <Button
                  {...buttonProps}
                  loading={busy}
                  variant="default"
                  size="xs"
                  leftSection={<IconUpload size={14} />}
                  data-testid={`field-${field.key}-upload`}
                >
                  {stored ? t("resources.form.replaceFile") : t("resources.form.uploadFile")}
                </Button>
              )}
            </FileButton>
            {stored && (
              <Button variant="subtle" color="red" size="xs" leftSection={<IconTrash size={14} />} onClick={() => store(null)}>
                {t("resources.form.removeFile")}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
