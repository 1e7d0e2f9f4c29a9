import { Alert, Button, Group, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { IconAlertCircle, IconDeviceFloppy, IconRuler2, IconX } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ALERT_SUPERVISOR_TYPES, type TAlertSupervisor } from "@weldtrace/domain";
import { type FormEvent, type ReactNode, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { ApiError, fieldErrors } from "../../../api/client";
import { PageHeader } from "../../../components/page-header";
import { describeFailure, isNotFound } from "../../../components/resource/error-message";
import { StatusBanner } from "../../../components/status-banner";
import { toast } from "../../../components/toast";
import { useAction } from "../../../components/use-action";
import { useUnsavedChangesGuard } from "../../../components/use-unsaved-changes-guard";
import { translateCode } from "../../../i18n";
import { useSession } from "../../../session/session";
import { procedureApi, procedureKeys, type TProcedureRecordData } from "../api";
import type { TFieldErrors } from "../draft";
import { PROCEDURE_ROUTES } from "../resource";
import { useUnitSystem } from "../use-unit-system";
import type { TAlertLineChange } from "./alert-line-row";
import {
  addAlertLine,
  alertElementOptions,
  alertSectionRows,
  buildAlertsSave,
  clearLineErrors,
  keyAlertErrors,
  removeAlertLine,
  type TAlertLine,
  toAlertLines,
} from "./alert-lines";
import { AlertSection } from "./alert-section";

const GENERAL_ERRORS = ["non_field_errors", "detail", "procedure"];

function PageSkeleton() {
  return (
    <Stack data-testid="alerts-loading">
      {[1, 2, 3].map((block) => (
        <Paper key={block} withBorder p="md">
          <Skeleton height={22} width="30%" mb="md" />
          <Skeleton height={36} mb="xs" />
          <Skeleton height={36} />
        </Paper>
      ))}
    </Stack>
  );
}

/** /alerts-configuration/{id}: the alert supervision settings of one procedure (spec §2, §3 "Alerts"). */
export function AlertsConfigurationPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const record = useQuery({ queryKey: procedureKeys.item(id), queryFn: () => procedureApi.get(id) });
  const alerts = useQuery({ queryKey: procedureKeys.alerts(id), queryFn: () => procedureApi.getAlerts(id) });
  const unitSystem = useUnitSystem(typeof record.data?.uom === "string" ? record.data.uom : null);
  const listTo = record.data?.is_archived ? PROCEDURE_ROUTES.archived : PROCEDURE_ROUTES.list;
  const header = (title: string, procedure?: TProcedureRecordData) => (
    <PageHeader
      title={title}
      crumbs={[
        {
          label: procedure?.is_archived ? t("procedures.list.archivedTitle") : t("resources.procedure.many"),
          to: listTo,
        },
        ...(procedure
          ? [
              {
                label: procedure.name,
                to: procedure.is_archived ? PROCEDURE_ROUTES.view(procedure.id) : PROCEDURE_ROUTES.edit(procedure.id),
              },
            ]
          : []),
        { label: t("procedures.alerts.title") },
      ]}
    />
  );

  const failed = record.error ?? alerts.error;
  if (failed) {
    const missing = isNotFound(failed);
    return (
      <>
        {header(missing ? t("common.notFoundTitle") : t("procedures.alerts.title"))}
        <Alert
          color={missing ? "gray" : "red"}
          icon={<IconAlertCircle />}
          title={missing ? t("procedures.alerts.notFound") : t("procedures.alerts.loadError")}
          data-testid={missing ? "resource-not-found" : "resource-error"}
        >
          <Stack gap="sm" align="flex-start">
            {!missing && describeFailure(failed)}
            <Group gap="xs">
              {!missing && (
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  onClick={() => {
                    if (record.isError) void record.refetch();
                    if (alerts.isError) void alerts.refetch();
                  }}
                >
                  {t("resources.list.retry")}
                </Button>
              )}
              <Button component={Link} to={PROCEDURE_ROUTES.list} variant="light" size="xs">
                {t("procedures.alerts.backToList")}
              </Button>
            </Group>
          </Stack>
        </Alert>
      </>
    );
  }
  if (!record.data || !alerts.data || !unitSystem.ready) {
    return (
      <>
        {header(t("procedures.alerts.title"))}
        <PageSkeleton />
      </>
    );
  }
  return (
    <AlertsConfigurationBody
      // A new body when the stored configuration is replaced (after a save elsewhere, a refetch).
      key={`${record.data.id}`}
      record={record.data}
      saved={(alerts.data.supervisors ?? []) as TAlertSupervisor[]}
      header={header(t("procedures.alerts.heading", { name: record.data.name }), record.data)}
    />
  );
}

function AlertsConfigurationBody({
  record,
  saved,
  header,
}: {
  record: TProcedureRecordData;
  saved: TAlertSupervisor[];
  header: ReactNode;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const unitSystem = useUnitSystem(typeof record.uom === "string" ? record.uom : null);
  const units = unitSystem.units;
  const [lines, setLines] = useState<TAlertLine[]>(() => toAlertLines(saved, units));
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [dirty, setDirty] = useState(false);
  // Bumped when a save is refused: the first message may be out of sight, six sections further down.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals === 0) return;
    document
      .querySelector('[data-testid="alerts-errors"], [data-testid="alert-line-errors"]')
      ?.scrollIntoView({ block: "center", behavior: "smooth" });
  }, [refusals]);

  const archived = record.is_archived === true;
  const canWrite = session.can("procedures", "update") && record.can_update !== false;
  const readOnly = archived || !canWrite;

  const elementOptions = useMemo(
    () => Object.fromEntries(ALERT_SUPERVISOR_TYPES.map((type) => [type, alertElementOptions(record, type)])),
    [record],
  );

  useUnsavedChangesGuard(() => dirty && !readOnly, {
    title: t("procedures.alerts.unsavedTitle"),
    text: t("procedures.alerts.unsavedText"),
    leave: t("procedures.alerts.leave"),
    stay: t("procedures.alerts.stay"),
  });

  const edit = (next: (previous: TAlertLine[]) => TAlertLine[]) => {
    setLines(next);
    setDirty(true);
  };
  const change = (key: string, { line, identity }: TAlertLineChange) => {
    edit((previous) => previous.map((candidate) => (candidate._key === key ? line : candidate)));
    setErrors((previous) => clearLineErrors(previous, key, { duplicates: identity }));
  };

  const generalMessages = GENERAL_ERRORS.flatMap((key) => (errors[key] ? [errors[key]] : []));
  const lineErrorCount = Object.keys(errors).filter((key) => !GENERAL_ERRORS.includes(key)).length;

  const isInvalid = (error: unknown) => error instanceof ApiError && error.response.status === 400;
  const save = useAction<Awaited<ReturnType<typeof procedureApi.saveAlerts>>>({
    action: "save-alerts",
    success: t("procedures.alerts.saved"),
    errorTitle: t("procedures.alerts.saveFailed"),
    // A refusal of the lines is said beside them; the toast only points there.
    errorMessage: (error) => (isInvalid(error) ? translateCode("check_fields") : describeFailure(error)),
    onSuccess: (stored) => {
      queryClient.setQueryData(procedureKeys.alerts(record.id), stored);
      setLines(toAlertLines((stored.supervisors ?? []) as TAlertSupervisor[], units));
      setErrors({});
      setDirty(false);
    },
  });

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (readOnly || save.pending) return;
    const result = buildAlertsSave(record.id, lines, units);
    if (result.errors) {
      setErrors(result.errors);
      setRefusals((count) => count + 1);
      toast.show("save-alerts", { color: "red", icon: <IconX size={18} />, message: translateCode("check_fields") });
      return;
    }
    const body = result.data;
    const snapshot = lines;
    void save
      .run(() => procedureApi.saveAlerts(record.id, body))
      .then((outcome) => {
        if (outcome.ok) return;
        const { error } = outcome;
        // Server positions name the lines as they were sent, so they are keyed against that snapshot.
        setErrors(
          error instanceof ApiError && isInvalid(error)
            ? keyAlertErrors(fieldErrors(error.response), snapshot)
            : { detail: describeFailure(error) },
        );
        setRefusals((count) => count + 1);
      });
  };

  return (
    <>
      {header}
      <form onSubmit={submit} noValidate data-testid="alerts-form">
        <Stack gap="md">
          {archived && <StatusBanner status="archived">{translateCode("archived")}</StatusBanner>}
          {!archived && readOnly && <StatusBanner status="read-only">{t("procedures.alerts.readOnly")}</StatusBanner>}
          {generalMessages.length > 0 && (
            <Alert color="red" icon={<IconAlertCircle />} title={t("procedures.alerts.otherErrors")} data-testid="alerts-errors">
              {generalMessages.map((message) => (
                <div key={message}>{message}</div>
              ))}
            </Alert>
          )}
          <Stack gap={4}>
            <Text size="sm" c="dimmed" maw={900}>
              {t("procedures.alerts.intro")}
            </Text>
            <Group gap={6} c="dimmed">
              <IconRuler2 size={16} />
              <Text size="sm" data-testid="alerts-units">
                {t("procedures.alerts.unitSystem", { name: unitSystem.name ?? t("procedures.alerts.unitSystemFallback") })}
              </Text>
            </Group>
          </Stack>
          {ALERT_SUPERVISOR_TYPES.map((type) => (
            <AlertSection
              key={type}
              type={type}
              lines={lines.filter((line) => line.type === type)}
              elementOptions={elementOptions[type] ?? []}
              sectionRows={alertSectionRows(record, type)}
              units={units}
              readOnly={readOnly}
              errors={errors}
              onChange={change}
              onAdd={() => edit((previous) => addAlertLine(previous, type))}
              onRemove={(key) => {
                edit((previous) => removeAlertLine(previous, key));
                setErrors((previous) => clearLineErrors(previous, key, { duplicates: true }));
              }}
            />
          ))}
          <Paper withBorder p="sm" radius="sm" pos="sticky" bottom={0} style={{ zIndex: 20 }} shadow="sm">
            <Group justify="space-between">
              <Group gap="xs">
                {!readOnly && (
                  <Button type="submit" loading={save.pending} leftSection={<IconDeviceFloppy size={16} />} data-testid="alerts-save">
                    {t("procedures.alerts.save")}
                  </Button>
                )}
                <Button
                  variant="default"
                  component={Link}
                  to={archived ? PROCEDURE_ROUTES.archived : PROCEDURE_ROUTES.list}
                  data-testid="alerts-back"
                >
                  {readOnly ? t("common.back") : t("common.cancel")}
                </Button>
              </Group>
              {lineErrorCount > 0 && (
                <Text size="sm" c="red" data-testid="alerts-check-fields">
                  {translateCode("check_fields")}
                </Text>
              )}
            </Group>
          </Paper>
        </Stack>
      </form>
    </>
  );
}
