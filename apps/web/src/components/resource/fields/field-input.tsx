import {
  ActionIcon,
  Avatar,
  Button,
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
  type TResourceField,
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
import { shownNumberText, type TFormValue } from "./form-values";
import { targetResource, useReferenceOptions } from "./use-reference-options";

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
  field: TResourceField;
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
function CreateReferenceButton({ field, onLeave }: { field: TResourceField; onLeave?: () => void }) {
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

/** The input for one field of a generic form, chosen by the field's kind. */
export function FieldInput({
  field,
  label,
  value,
  error,
  required,
  readOnly,
  onChange,
  onLeave,
  fileInfo,
  options: givenOptions,
  referenceFilters,
  disabled,
  description,
  creatable = true,
  crop = false,
  renderOption,
  onSearchChange,
  filter,
  render,
}: TFieldInputProps) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [cropSource, setCropSource] = useState<TPhotoSource | null>(null);
  const [localError, setLocalError] = useState<string | undefined>();
  const fetched = useReferenceOptions(
    !givenOptions && (field.kind === "reference" || field.kind === "references") ? field.target : undefined,
    referenceFilters,
  );
  const choices = givenOptions ?? fetched.data ?? [];
  const shownError = error ?? localError;
  const common = { label, error: shownError, withAsterisk: required, disabled, description, "data-testid": `field-${field.key}` };
  const text = typeof value === "string" ? value : "";
  if (render) {
    return render({ label, value, error: shownError, required, readOnly, disabled, description, testId: `field-${field.key}`, onChange });
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
          data={givenOptions ?? (field.options ?? []).map((option) => ({ value: option, label: option }))}
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
          minRows={field.kind === "lines" ? 4 : 3}
          maxRows={12}
          description={field.kind === "lines" ? t("resources.form.onePerLine") : undefined}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case "number":
      return (
        <TextInput
          {...common}
          value={shownNumberText(text, i18n.language)}
          readOnly={readOnly}
          inputMode="decimal"
          description={field.decimals !== undefined ? t("resources.form.decimals", { count: field.decimals }) : undefined}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case "date":
      return <DateTextInput {...common} value={text} readOnly={readOnly} onChange={(next) => onChange(next)} />;
    case "datetime":
      return <DateTextInput {...common} withTime value={text} readOnly={readOnly} onChange={(next) => onChange(next)} />;
    case "boolean":
      return (
        <Switch
          label={label}
          checked={value === true}
          disabled={readOnly}
          error={shownError}
          data-testid={`field-${field.key}`}
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
      return (
        <Group gap="xs" align="flex-end" wrap="nowrap">
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
          {!readOnly && !disabled && creatable && <CreateReferenceButton field={field} onLeave={onLeave} />}
        </Group>
      );
    case "references":
      return (
        <Group gap="xs" align="flex-end" wrap="nowrap">
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
          {!readOnly && !disabled && creatable && <CreateReferenceButton field={field} onLeave={onLeave} />}
        </Group>
      );
    case "image":
      return (
        <Input.Wrapper label={label} error={shownError} data-testid={`field-${field.key}`}>
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
                  {(props) => (
                    <Button {...props} variant="default" size="xs" leftSection={<IconUpload size={14} />}>
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
    case "file":
      return (
        <Input.Wrapper label={label} error={shownError} data-testid={`field-${field.key}`}>
          <Stack gap={4} mt={4}>
            {typeof value === "string" && value && fileInfo?.filename ? (
              <Group gap="xs">
                <Text size="sm">{fileInfo.filename}</Text>
                {fileInfo.url && (
                  <ActionIcon
                    variant="subtle"
                    aria-label={t("resources.form.download")}
                    onClick={() => fileInfo.url && fileInfo.filename && downloadFile(fileInfo.url, fileInfo.filename)}
                  >
                    <IconDownload size={16} />
                  </ActionIcon>
                )}
              </Group>
            ) : typeof value === "string" && value ? (
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
                    const response = await uploadFile(file, "document");
                    setBusy(false);
                    if (!response.ok || !("id" in response.data)) {
                      setLocalError(translateAnswer(response.data) ?? `Error ${response.status}`);
                      return;
                    }
                    setLocalError(undefined);
                    onChange(response.data.id);
                  }}
                >
                  {(props) => (
                    <Button
                      {...props}
                      loading={busy}
                      variant="default"
                      size="xs"
                      leftSection={<IconUpload size={14} />}
                      data-testid={`field-${field.key}-upload`}
                    >
                      {t("resources.form.uploadFile")}
                    </Button>
                  )}
                </FileButton>
                {typeof value === "string" && value && (
                  <Button variant="subtle" color="red" size="xs" leftSection={<IconTrash size={14} />} onClick={() => onChange(null)}>
                    {t("resources.form.removeFile")}
                  </Button>
                )}
              </Group>
            )}
          </Stack>
        </Input.Wrapper>
      );
  }
}
