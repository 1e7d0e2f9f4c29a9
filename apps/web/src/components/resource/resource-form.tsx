import { Alert, Button, Group, Paper, Skeleton, Stack, Textarea, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconAlertCircle, IconCheck, IconDeviceFloppy, IconLock, IconTrash, IconX } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TResourceField } from "@weldtrace/domain";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { ApiError, fieldErrors } from "../../api/client";
import { queryKeys, resourceProvider } from "../../api/resource-provider";
import { translateServerMessage } from "../../i18n";
import { useSession } from "../../session/session";
import { PageHeader } from "../page-header";
import { describeFailure, isNotFound } from "./error-message";
import { isLocked, listPath, recordLabel, type TListLocationState, type TResourceRecord, type TWebResource } from "./types";
import { useDeleteRecord } from "./use-delete-record";

type TMode = "create" | "edit";
type TValues = Record<string, string>;
/** Untranslated messages per field, as zod or the server wrote them; translated when shown. */
type TErrors = Record<string, string>;

function initialValues(resource: TWebResource, record?: TResourceRecord): TValues {
  return Object.fromEntries(
    resource.fields.map((field) => {
      const value = record?.[field.key];
      return [field.key, value === null || value === undefined ? "" : String(value)];
    }),
  );
}

/** Where Cancel and Save go back to: the list, with the search, sort and page it had. */
function useBackToList(resource: TWebResource) {
  const location = useLocation();
  const state = location.state as TListLocationState | null;
  return `${listPath(resource)}${state?.listSearch ?? ""}`;
}

/** The generic create / edit screen at /<path>/create and /<path>/<id>/edit. */
export function ResourceFormPage({ resource, mode }: { resource: TWebResource; mode: TMode }) {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const backTo = useBackToList(resource);
  const session = useSession();
  const entities = t(`resources.${resource.key}.many`);
  const record = useQuery({
    queryKey: queryKeys.item(resource.path, id),
    queryFn: () => resourceProvider.get<TResourceRecord>(resource.path, id),
    enabled: mode === "edit",
  });

  const header = (title: string) => <PageHeader title={title} crumbs={[{ label: entities, to: backTo }, { label: title }]} />;

  if (mode === "create") {
    const title = t(`resources.${resource.key}.newOne`);
    if (!session.can(resource.area, "create"))
      return (
        <>
          {header(title)}
          <Alert color="red" icon={<IconLock />} data-testid="resource-forbidden">
            {t("errors.forbidden")}
          </Alert>
        </>
      );
    return (
      <>
        {header(title)}
        <ResourceFormBody resource={resource} mode="create" backTo={backTo} />
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
      {header(recordLabel(record.data))}
      <ResourceFormBody key={record.data.id} resource={resource} mode="edit" record={record.data} backTo={backTo} />
    </>
  );
}

function ResourceFormBody({
  resource,
  mode,
  record,
  backTo,
}: {
  resource: TWebResource;
  mode: TMode;
  record?: TResourceRecord;
  backTo: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const queryClient = useQueryClient();
  const confirmDelete = useDeleteRecord(resource);
  const [values, setValues] = useState<TValues>(() => initialValues(resource, record));
  const [errors, setErrors] = useState<TErrors>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);

  const locked = record !== undefined && isLocked(record);
  const canWrite = !locked && session.can(resource.area, mode === "create" ? "create" : "update");
  const canDelete = !locked && mode === "edit" && session.can(resource.area, "delete");

  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      mode === "create" || !record
        ? resourceProvider.create<TResourceRecord>(resource.path, body)
        : resourceProvider.update<TResourceRecord>(resource.path, record.id, body),
    onSuccess: async (saved) => {
      notifications.show({
        color: "green",
        icon: <IconCheck size={18} />,
        message: t(mode === "create" ? `resources.${resource.key}.created` : `resources.${resource.key}.modified`),
      });
      queryClient.setQueryData(queryKeys.item(resource.path, saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: queryKeys.all(resource.path), refetchType: "none" });
      navigate(backTo);
    },
    onError: (error) => {
      const known = new Set(resource.fields.map((field) => field.key as string));
      if (error instanceof ApiError && error.response.status === 400) {
        const byField = fieldErrors(error.response);
        setErrors(Object.fromEntries(Object.entries(byField).filter(([key]) => known.has(key))));
        setFormErrors(Object.entries(byField).flatMap(([key, message]) => (known.has(key) ? [] : [message])));
      } else {
        setFormErrors([describeFailure(error)]);
      }
      notifications.show({
        color: "red",
        icon: <IconX size={18} />,
        title: t(mode === "create" ? `resources.${resource.key}.errorCreate` : `resources.${resource.key}.errorUpdate`),
        message: error instanceof ApiError && error.response.status === 400 ? t("resources.form.checkFields") : describeFailure(error),
      });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canWrite || save.isPending) return;
    setFormErrors([]);
    const parsed = resource.schema.safeParse(values);
    if (!parsed.success) {
      const next: TErrors = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? "");
        if (key && !next[key]) next[key] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };

  const setValue = (field: TResourceField, value: string) => {
    setValues((previous) => ({ ...previous, [field.key]: value }));
    if (errors[field.key]) setErrors(({ [field.key]: _removed, ...rest }) => rest);
  };

  return (
    <Paper withBorder p="md" maw={720} component="form" onSubmit={submit} noValidate data-testid="resource-form">
      <Stack>
        {!canWrite && (
          <Alert color="gray" icon={<IconLock />} data-testid="resource-read-only">
            {t("resources.form.readOnly")}
          </Alert>
        )}
        {formErrors.length > 0 && (
          <Alert color="red" icon={<IconAlertCircle />} data-testid="resource-form-errors">
            {formErrors.map((message) => (
              <div key={message}>{translateServerMessage(message)}</div>
            ))}
          </Alert>
        )}
        {resource.fields.map((field) => {
          const common = {
            label: t(`resources.fields.${field.key}`),
            name: field.key,
            withAsterisk: field.required && canWrite,
            value: values[field.key] ?? "",
            error: errors[field.key] ? translateServerMessage(errors[field.key] ?? "") : undefined,
            readOnly: !canWrite,
            "data-testid": `field-${field.key}`,
          };
          if (field.kind === "text")
            return <TextInput key={field.key} {...common} onChange={(event) => setValue(field, event.currentTarget.value)} />;
          return (
            <Textarea
              key={field.key}
              {...common}
              autosize
              minRows={field.kind === "lines" ? 4 : 3}
              maxRows={12}
              description={field.kind === "lines" ? t("resources.form.onePerLine") : undefined}
              onChange={(event) => setValue(field, event.currentTarget.value)}
            />
          );
        })}
        <Group justify="space-between" mt="sm">
          <Group gap="xs">
            {canWrite && (
              <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} />} data-testid="resource-save">
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
