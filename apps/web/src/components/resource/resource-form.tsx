import { Alert, Button, Group, Paper, Skeleton, Stack } from "@mantine/core";
import { IconAlertCircle, IconDeviceFloppy, IconTrash } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { formatDecimals, type TResourceField } from "@weldtrace/domain";
import { type FormEvent, Fragment, type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { ApiError, fieldErrors } from "../../api/client";
import { queryKeys, resourceProvider } from "../../api/resource-provider";
import { translateIssue } from "../../i18n";
import { useSession } from "../../session/session";
import { HistoryPanel } from "../history/history-panel";
import { historyUnitsOf } from "../history/history-values";
import { PageHeader, type TCrumb } from "../page-header";
import { StatusBanner } from "../status-banner";
import { useAction } from "../use-action";
import { useUnsavedChangesGuard } from "../use-unsaved-changes-guard";
import { describeFailure, isNotFound } from "./error-message";
import { FieldInput, type TFieldOverride } from "./fields/field-input";
import { editedBodyValue, type TFormValue, toFormValue } from "./fields/form-values";
import { isLocked, listPath, recordLabel, type TListLocationState, type TResourceRecord, type TWebResource } from "./types";
import { type TDeleteRecord, useDeleteRecord } from "./use-delete-record";

type TMode = "create" | "edit";
export type TValues = Record<string, TFormValue>;
/** Untranslated messages per field, as zod or the server wrote them; translated when shown. */
type TErrors = Record<string, string>;

/** Returning from a "+" creation: the new record to select in the field that asked for it. */
interface TReturnState extends TListLocationState {
  selectReference?: { field: string; id: string };
}

const draftKey = (pathname: string) => `weldtrace.draft:${pathname}`;

/** A number stored in one unit (mm, m, kg) but shown and typed in another (the client's units). */
export interface TUnitField {
  /** The unit shown beside the label. */
  unit: string;
  /** Decimals the stored value is shown with once converted. */
  decimals: number;
  toDisplay(stored: number): number;
  toStored(shown: number): number;
}
type TUnitFields = Partial<Record<string, TUnitField>>;

/** A record's numbers as the inputs show them in their display units. */
function withDisplayUnits(values: TValues, record: TResourceRecord | undefined, unitFields: TUnitFields | undefined): TValues {
  if (!record || !unitFields) return values;
  const out = { ...values };
  for (const [key, unitField] of Object.entries(unitFields)) {
    const stored = record[key];
    if (unitField && typeof stored === "number" && Number.isFinite(stored))
      out[key] = formatDecimals(unitField.toDisplay(stored), unitField.decimals);
  }
  return out;
}

/**
 * The record's values, or, when coming back from creating a referenced record, what the user had
 * typed before leaving (kept in session storage) with the new record selected.
 */
function initialValues(
  resource: TWebResource,
  record: TResourceRecord | undefined,
  pathname: string,
  returned?: TReturnState,
  defaults?: TValues,
  display: (values: TValues) => TValues = (loaded) => loaded,
): TValues {
  const values: TValues = display(
    Object.fromEntries(
      resource.fields.map((field) => [
        field.key,
        record ? toFormValue(field, record[field.key]) : (defaults?.[field.key] ?? toFormValue(field, undefined)),
      ]),
    ),
  );
  const draft = sessionStorage.getItem(draftKey(pathname));
  if (draft && returned?.selectReference) {
    try {
      Object.assign(values, JSON.parse(draft) as TValues);
    } catch {}
  }
  sessionStorage.removeItem(draftKey(pathname));
  const selection = returned?.selectReference;
  const field = resource.fields.find((candidate) => candidate.key === selection?.field);
  if (selection && field) {
    const current = values[field.key];
    values[field.key] =
      field.kind === "references" ? [...new Set([...(Array.isArray(current) ? current : []), selection.id])] : selection.id;
  }
  return values;
}

/** Where Cancel and Save go back to: the list, with the search, sort and page it had. */
function useBackToList(resource: TWebResource, listTo?: string) {
  const location = useLocation();
  const state = location.state as TListLocationState | null;
  return `${listTo ?? listPath(resource)}${state?.listSearch ?? ""}`;
}

export interface TResourceFormProps {
  resource: TWebResource;
  mode: TMode;
  /** Values a new record starts with (create only). */
  defaults?: TValues;
  /**
   * Per field: choices of a select that are not a catalogue list, a disabled input, a hint; a function of
   * the form's values when one field depends on another (a project's unit systems on its client).
   */
  fieldProps?: TFieldProps;
  /** Rules between fields, applied on every change (a new client clears the unit system). */
  adjustValues?: (next: TValues, previous: TValues) => TValues;
  /** Hides fields the user does not choose (a client user's own client), or that other values make moot. */
  hiddenFields?: readonly string[] | ((values: TValues) => readonly string[]);
  /** The list Cancel and Save go back to, when not /<path> (a library's NDE methods). */
  listTo?: string;
  /** Numbers shown and typed in other units than they are stored in: converted on load and on save. */
  unitFields?: TUnitFields;
  /** Read-only content shown after a field, from the form's values (a derived value). */
  afterField?: (values: TValues) => Partial<Record<string, ReactNode>>;
  /** The pages above this form's list, linked in the breadcrumb (a weld's flaw: project, welds, weld). */
  crumbs?: TCrumb[];
  /** The create page's title when "New <entity>" does not say enough (a flaw: which weld it is for). */
  createTitle?: string;
  /** The edit page's title when the record has no name of its own (a cycle: its weld and start time). */
  editTitle?: string;
  /** Deletes instead of the generic confirm and toast (a workpiece says in a modal why it cannot be deleted). */
  onDelete?: TDeleteRecord;
  /**
   * Values the screen edits itself, beyond the resource's fields (a bevel sequence's dimension rows), sent with the
   * fields' and checked by the same schema; their errors show above the form.
   */
  extraBody?: Record<string, unknown>;
  /** Hears the saved record before the page moves on (the user's own client's date format goes to the session). */
  onSaved?: (saved: TResourceRecord) => void;
  /** Where the saved record leads instead of the list (a new inspection: its measurement entry). */
  savedTo?: (saved: TResourceRecord) => string;
  /** Buttons of the edit page's header (a weld's New inspection). */
  headerActions?: ReactNode;
}

type TFieldProps = Partial<Record<string, TFieldOverride>> | ((values: TValues) => Partial<Record<string, TFieldOverride>>);

/** The generic create / edit screen at /<path>/create and /<path>/<id>/edit. */
export function ResourceFormPage({
  resource,
  mode,
  defaults,
  fieldProps,
  adjustValues,
  hiddenFields,
  listTo,
  unitFields,
  afterField,
  editTitle,
  createTitle,
  crumbs,
  onDelete,
  extraBody,
  onSaved,
  savedTo,
  headerActions,
}: TResourceFormProps) {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const backTo = useBackToList(resource, listTo);
  const session = useSession();
  const entities = t(`resources.${resource.key}.many`);
  const record = useQuery({
    queryKey: queryKeys.item(resource.path, id),
    queryFn: () => resourceProvider.get<TResourceRecord>(resource.path, id),
    enabled: mode === "edit",
  });

  const header = (title: string, actions?: ReactNode) => (
    <PageHeader title={title} crumbs={[...(crumbs ?? []), { label: entities, to: backTo }, { label: title }]} actions={actions} />
  );

  if (mode === "create") {
    const title = createTitle ?? t(`resources.${resource.key}.newOne`);
    if (!session.can(resource.area, "create"))
      return (
        <>
          {header(title)}
          <StatusBanner status="forbidden">{t("errors.forbidden")}</StatusBanner>
        </>
      );
    return (
      <>
        {header(title)}
        <ResourceFormBody
          resource={resource}
          mode="create"
          backTo={backTo}
          defaults={defaults}
          fieldProps={fieldProps}
          adjustValues={adjustValues}
          hiddenFields={hiddenFields}
          unitFields={unitFields}
          afterField={afterField}
          extraBody={extraBody}
          savedTo={savedTo}
        />
      </>
    );
  }

  if (record.isPending)
    return (
      <>
        {header(t("common.loading"))}
        <Paper withBorder p="md" maw={720} data-testid="resource-loading">
          <Stack>
            {resource.fields.map((field) => (
              <Stack key={field.key} gap={6}>
                <Skeleton height={12} width={120} />
                <Skeleton height={field.kind === "text" ? 36 : 72} />
              </Stack>
            ))}
          </Stack>
        </Paper>
      </>
    );

  if (record.isError)
    return (
      <>
        {header(isNotFound(record.error) ? t("common.notFoundTitle") : t("common.error"))}
        <Alert
          color={isNotFound(record.error) ? "gray" : "red"}
          icon={<IconAlertCircle />}
          title={isNotFound(record.error) ? t("resources.form.notFoundTitle", { entity: t(`resources.${resource.key}.one`) }) : undefined}
          data-testid={isNotFound(record.error) ? "resource-not-found" : "resource-error"}
        >
          <Stack gap="sm" align="flex-start">
            {describeFailure(record.error)}
            <Button component={Link} to={backTo} variant="light" size="xs">
              {t("resources.list.backToList", { entities: entities.toLowerCase() })}
            </Button>
          </Stack>
        </Alert>
      </>
    );

  return (
    <>
      {header(editTitle || recordLabel(record.data, resource), headerActions)}
      <ResourceFormBody
        key={record.data.id}
        resource={resource}
        mode="edit"
        record={record.data}
        backTo={backTo}
        fieldProps={fieldProps}
        adjustValues={adjustValues}
        hiddenFields={hiddenFields}
        unitFields={unitFields}
        afterField={afterField}
        onDelete={onDelete}
        extraBody={extraBody}
        onSaved={onSaved}
        savedTo={savedTo}
      />
      <HistoryPanel resource={resource.key} record={record.data.id} units={historyUnitsOf(unitFields)} />
    </>
  );
}

function ResourceFormBody({
  resource,
  mode,
  record,
  backTo,
  defaults,
  fieldProps,
  adjustValues,
  hiddenFields,
  unitFields,
  afterField,
  onDelete,
  extraBody,
  onSaved,
  savedTo,
}: Omit<TResourceFormProps, "mode"> & {
  mode: TMode;
  record?: TResourceRecord;
  backTo: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const queryClient = useQueryClient();
  const genericDelete = useDeleteRecord(resource);
  const confirmDelete = onDelete ?? genericDelete;
  const location = useLocation();
  const [values, setValues] = useState<TValues>(() =>
    initialValues(resource, record, location.pathname, (location.state as TReturnState | null) ?? undefined, defaults, (loaded) =>
      withDisplayUnits(loaded, record, unitFields),
    ),
  );
  // The converted text first shown for each stored number: left untouched, it saves the stored value exactly.
  const [shownUnits] = useState(() => withDisplayUnits({}, record, unitFields));
  const [errors, setErrors] = useState<TErrors>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const formRef = useRef<HTMLFormElement>(null);
  // Leaving with unsaved edits asks first; a save, or a "+" that creates a linked record and comes back, does not.
  const [initial] = useState(() => JSON.stringify(values));
  const saved = useRef(false);
  useUnsavedChangesGuard((next) => !saved.current && JSON.stringify(values) !== initial && !next?.search.includes("returnTo="), {
    title: t("resources.form.unsavedTitle"),
    text: t("resources.form.unsavedText"),
    leave: t("resources.form.leave"),
    stay: t("resources.form.stay"),
  });
  // After a failed submit, focus moves to the first field in error.
  const focusFirstError = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>("[aria-invalid='true'], [data-error='true'] input")?.focus());

  // A form that opens puts the focus in its first field it can write to, unless the reader is already in it.
  useEffect(() => {
    const form = formRef.current;
    if (!form || form.contains(document.activeElement)) return;
    form
      .querySelector<HTMLElement>("input:not([type='hidden']):not([disabled]):not([readonly]), textarea:not([disabled]):not([readonly])")
      ?.focus({ preventScroll: true });
  }, []);

  const locked = record !== undefined && isLocked(record);
  const canWrite = !locked && session.can(resource.area, mode === "create" ? "create" : "update");
  const canDelete = !locked && mode === "edit" && session.can(resource.area, "delete");

  const markSaved = () => {
    saved.current = true;
  };
  const saveToasts = useAction<TResourceRecord>({
    action: `save-${resource.path}`,
    success: t(mode === "create" ? `resources.${resource.key}.created` : `resources.${resource.key}.modified`),
    errorTitle: t(mode === "create" ? `resources.${resource.key}.errorCreate` : `resources.${resource.key}.errorUpdate`),
    // A refusal of the fields is said under them; the toast only points there.
    errorMessage: (error) =>
      error instanceof ApiError && error.response.status === 400 ? t("resources.form.checkFields") : describeFailure(error),
    onSuccess: async (saved) => {
      markSaved();
      onSaved?.(saved);
      queryClient.setQueryData(queryKeys.item(resource.path, saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: queryKeys.all(resource.path), refetchType: "none" });
      // Created from a "+" beside a selector: go back to that form with the new record selected.
      const query = new URLSearchParams(location.search);
      const returnTo = query.get("returnTo");
      const returnField = query.get("returnField");
      if (mode === "create" && returnTo?.startsWith("/") && returnField) {
        navigate(returnTo, { state: { selectReference: { field: returnField, id: saved.id } } satisfies TReturnState });
        return;
      }
      navigate(savedTo?.(saved) ?? backTo);
    },
  });
  const showSaveErrors = (error: unknown) => {
    const known = new Set(resource.fields.map((field) => field.key as string));
    if (error instanceof ApiError && error.response.status === 400) {
      const byField = fieldErrors(error.response);
      setErrors(Object.fromEntries(Object.entries(byField).filter(([key]) => known.has(key))));
      setFormErrors(Object.entries(byField).flatMap(([key, message]) => (known.has(key) ? [] : [message])));
      focusFirstError();
    } else {
      setFormErrors([describeFailure(error)]);
    }
  };
  const save = async (body: Record<string, unknown>) => {
    const outcome = await saveToasts.run(() =>
      mode === "create" || !record
        ? resourceProvider.create<TResourceRecord>(resource.path, body)
        : resourceProvider.update<TResourceRecord>(resource.path, record.id, body),
    );
    if (!outcome.ok) showSaveErrors(outcome.error);
  };

  const overrides = (typeof fieldProps === "function" ? fieldProps(values) : fieldProps) ?? {};
  const hidden = (typeof hiddenFields === "function" ? hiddenFields(values) : hiddenFields) ?? [];
  const after = afterField?.(values) ?? {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canWrite || saveToasts.pending) return;
    setFormErrors([]);
    const body = {
      ...Object.fromEntries(
        resource.fields.map((field) => [field.key, editedBodyValue(field, values[field.key] ?? null, record, field.key)]),
      ),
      ...extraBody,
    };
    for (const [key, unitField] of Object.entries(unitFields ?? {})) {
      if (!unitField) continue;
      if (record && shownUnits[key] !== undefined && values[key] === shownUnits[key]) body[key] = record[key];
      else if (typeof body[key] === "number") body[key] = unitField.toStored(body[key]);
    }
    const parsed = resource.schema.safeParse(body);
    if (!parsed.success) {
      const next: TErrors = {};
      const others: string[] = [];
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? "");
        if (extraBody && key in extraBody) others.push(translateIssue(issue));
        else if (key && !next[key]) next[key] = translateIssue(issue);
      }
      setErrors(next);
      setFormErrors([...new Set(others)]);
      focusFirstError();
      return;
    }
    setErrors({});
    void save(parsed.data);
  };

  const setValue = (field: TResourceField, value: TFormValue) => {
    setValues((previous) => {
      const next = { ...previous, [field.key]: value };
      return adjustValues ? adjustValues(next, previous) : next;
    });
    if (errors[field.key]) setErrors(({ [field.key]: _removed, ...rest }) => rest);
  };

  return (
    <Paper ref={formRef} withBorder p="md" maw={720} component="form" onSubmit={submit} noValidate data-testid="resource-form">
      <Stack>
        {!canWrite && <StatusBanner status="read-only">{t("resources.form.readOnly")}</StatusBanner>}
        {formErrors.length > 0 && (
          <Alert color="red" icon={<IconAlertCircle />} data-testid="resource-form-errors">
            {formErrors.map((message) => (
              <div key={message}>{message}</div>
            ))}
          </Alert>
        )}
        {resource.fields
          .filter((field) => !hidden.includes(field.key))
          .map((field) => (
            <Fragment key={field.key}>
              <FieldInput
                field={field}
                label={
                  unitFields?.[field.key]
                    ? `${t(`resources.fields.${field.key}`)} (${unitFields[field.key]?.unit})`
                    : t(`resources.fields.${field.key}`)
                }
                value={values[field.key] ?? null}
                required={field.required && canWrite}
                readOnly={!canWrite}
                error={errors[field.key] || undefined}
                onChange={(value) => setValue(field, value)}
                onLeave={() => sessionStorage.setItem(draftKey(location.pathname), JSON.stringify(values))}
                {...overrides[field.key]}
                fileInfo={
                  field.kind === "file" && record && record[field.key] === values[field.key]
                    ? { filename: (record.filename as string | null) ?? null, url: (record.url as string | null) ?? null }
                    : undefined
                }
              />
              {after[field.key]}
            </Fragment>
          ))}
        <Group justify="space-between" mt="sm">
          <Group gap="xs">
            {canWrite && (
              <Button type="submit" loading={saveToasts.pending} leftSection={<IconDeviceFloppy size={16} />} data-testid="resource-save">
                {t("common.save")}
              </Button>
            )}
            <Button variant="default" component={Link} to={backTo} data-testid="resource-cancel">
              {canWrite ? t("common.cancel") : t("common.back")}
            </Button>
          </Group>
          {canDelete && record && (
            <Button
              variant="outline"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => confirmDelete(record, () => navigate(backTo))}
              data-testid="resource-delete"
            >
              {t("common.delete")}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
