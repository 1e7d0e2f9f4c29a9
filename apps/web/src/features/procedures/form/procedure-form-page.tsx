import { Alert, Badge, Button, Group, Paper, Select, Skeleton, Stack, Tabs, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconAlarm, IconAlertCircle, IconArchiveOff, IconDeviceFloppy, IconRuler2, IconX } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { ApiError, fieldErrors } from "../../../api/client";
import { HistoryPanel } from "../../../components/history/history-panel";
import { PageHeader } from "../../../components/page-header";
import { describeFailure, isNotFound } from "../../../components/resource/error-message";
import { StatusBanner } from "../../../components/status-banner";
import { toast } from "../../../components/toast";
import { useAction } from "../../../components/use-action";
import { useUnsavedChangesGuard } from "../../../components/use-unsaved-changes-guard";
import { translateCode } from "../../../i18n";
import { useSession } from "../../../session/session";
import { procedureApi, procedureKeys, type TProcedureRecordData } from "../api";
import { keyErrors, newProcedureDraft, procedureToDraft, type TFieldErrors, type TProcedureDraft } from "../draft";
import { procedureHistoryUnits } from "../history-units";
import { PassGroupMatrix } from "../pass-groups/pass-group-matrix";
import { PROCEDURE_ROUTES } from "../resource";
import { buildProcedureSave, errorCountBySection, SECTIONS, type TSection } from "../save";
import { useProcedureActions } from "../use-procedure-actions";
import { useProcedureLookups, useUnitSystem } from "../use-unit-system";
import { ProcedureFormProvider, setAtKeyPath, type TProcedureForm } from "./form-context";
import classes from "./procedure-form.module.css";
import { BevelSection } from "./sections/bevel-section";
import { CoveredRangesSection } from "./sections/covered-ranges-section";
import { DocumentsSection } from "./sections/documents-section";
import { FitUpSection } from "./sections/fit-up-section";
import { GeneralSection } from "./sections/general-section";
import { RepairSection } from "./sections/repair-section";
import {
  AlarmSettingsSection,
  BackPurgingSection,
  CoolingSection,
  HeatTreatmentSection,
  PostWeldHeatSection,
  TimeLapseSection,
} from "./sections/row-sections";
import { TemperatureControlSection } from "./sections/temperature-control-section";
import { WorkpiecesSection } from "./sections/workpieces-section";

type TMode = "create" | "edit" | "view";

const SECTION_COMPONENTS: Record<TSection, () => ReactNode> = {
  general: GeneralSection,
  repair: RepairSection,
  workpieces: WorkpiecesSection,
  coveredRanges: CoveredRangesSection,
  bevel: BevelSection,
  passGroups: PassGroupMatrix,
  fitUp: FitUpSection,
  temperatureControl: TemperatureControlSection,
  backPurging: BackPurgingSection,
  timeLapse: TimeLapseSection,
  heatTreatment: HeatTreatmentSection,
  cooling: CoolingSection,
  postWeldHeat: PostWeldHeatSection,
  alarmSettings: AlarmSettingsSection,
  documents: DocumentsSection,
};

/** Returning from a "+" creation: the new record to select in the field that asked for it. */
interface TReturnState {
  selectReference?: { field: string; id: string };
}

const draftKey = (pathname: string) => `weldtrace.procedure-draft:${pathname}`;

/** What the user typed before leaving for a "+" creation, with the created record selected; else null. */
function returnedDraft(pathname: string, state: TReturnState | null): TProcedureDraft | null {
  // Removed once the form has mounted with it (a render may run twice).
  const saved = sessionStorage.getItem(draftKey(pathname));
  const selection = state?.selectReference;
  if (!saved || !selection) return null;
  try {
    return setAtKeyPath(JSON.parse(saved) as TProcedureDraft, selection.field, selection.id);
  } catch {
    return null;
  }
}

function FormSkeleton() {
  return (
    <Paper withBorder p="md" data-testid="procedure-loading">
      <Stack>
        <Skeleton height={32} width="60%" />
        {[1, 2, 3, 4].map((line) => (
          <Group key={line} grow>
            <Skeleton height={52} />
            <Skeleton height={52} />
            <Skeleton height={52} />
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

/** /procedure/create, /procedures/{id}/edit and /archived-procedures/{id}/view (read-only). */
export function ProcedureFormPage({ mode }: { mode: TMode }) {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const location = useLocation();
  const unitSystems = useUnitSystem(null);
  const record = useQuery({ queryKey: procedureKeys.item(id), queryFn: () => procedureApi.get(id), enabled: mode !== "create" });
  const listLabel = mode === "view" ? t("procedures.list.archivedTitle") : t("resources.procedure.many");
  const listTo = mode === "view" ? PROCEDURE_ROUTES.archived : PROCEDURE_ROUTES.list;
  const header = (title: string, actions?: ReactNode) => (
    <PageHeader title={title} crumbs={[{ label: listLabel, to: listTo }, { label: title }]} actions={actions} />
  );

  if (mode !== "create" && record.isError) {
    const missing = isNotFound(record.error);
    return (
      <>
        {header(missing ? t("common.notFoundTitle") : t("common.error"))}
        <Alert
          color={missing ? "gray" : "red"}
          icon={<IconAlertCircle />}
          title={missing ? t("procedures.form.notFound") : t("procedures.form.loadError")}
          data-testid={missing ? "resource-not-found" : "resource-error"}
        >
          <Stack gap="sm" align="flex-start">
            {!missing && describeFailure(record.error)}
            <Group gap="xs">
              {!missing && (
                <Button size="xs" variant="light" color="red" onClick={() => void record.refetch()}>
                  {t("resources.list.retry")}
                </Button>
              )}
              <Button component={Link} to={listTo} variant="light" size="xs">
                {mode === "view" ? t("procedures.form.backToArchived") : t("procedures.form.backToList")}
              </Button>
            </Group>
          </Stack>
        </Alert>
      </>
    );
  }
  if (!unitSystems.ready || (mode !== "create" && !record.data)) {
    return (
      <>
        {header(t("common.loading"))}
        <FormSkeleton />
      </>
    );
  }

  const initial =
    returnedDraft(location.pathname, location.state as TReturnState | null) ??
    (mode === "create" || !record.data
      ? newProcedureDraft({ uom: unitSystems.defaultId })
      : procedureToDraft(record.data, unitSystems.unitsOf(record.data.uom as string | null)));
  return (
    <>
      <ProcedureFormBody key={record.data?.id ?? "new"} mode={mode} record={record.data} initial={initial} header={header} />
      {record.data && (
        <HistoryPanel
          resource="procedure"
          record={String(record.data.id)}
          units={procedureHistoryUnits(unitSystems.unitsOf(record.data.uom as string | null))}
        />
      )}
    </>
  );
}

function ProcedureFormBody({
  mode,
  record,
  initial,
  header,
}: {
  mode: TMode;
  record: TProcedureRecordData | undefined;
  initial: TProcedureDraft;
  header: (title: string, actions?: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const queryClient = useQueryClient();
  const actions = useProcedureActions();
  const lookups = useProcedureLookups();
  const large = useMediaQuery("(min-width: 62em)", true, { getInitialValueInEffect: false });
  const [searchParams, setSearchParams] = useSearchParams();
  const [draft, setDraft] = useState<TProcedureDraft>(initial);
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [serverMessages, setServerMessages] = useState<string[]>([]);
  const [dirty, setDirty] = useState(false);
  const leaving = useRef(false);
  const unitSystem = useUnitSystem(typeof draft.uom === "string" ? draft.uom : null);
  useEffect(() => {
    sessionStorage.removeItem(draftKey(location.pathname));
  }, [location.pathname]);
  const units = unitSystem.units;

  const archived = record?.is_archived === true;
  const canWrite =
    mode === "create" ? session.can("procedures", "create") : session.can("procedures", "update") && record?.can_update !== false;
  const readOnly = mode === "view" || archived || !canWrite;

  const sectionParam = searchParams.get("section");
  const section: TSection = (SECTIONS as readonly string[]).includes(sectionParam ?? "") ? (sectionParam as TSection) : "general";
  const setSection = useCallback(
    (next: TSection) =>
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          if (next === "general") params.delete("section");
          else params.set("section", next);
          return params;
        },
        { replace: true, state: location.state },
      ),
    [setSearchParams, location.state],
  );

  const update = useCallback<TProcedureForm["update"]>((change, touched = []) => {
    setDraft((previous) => change(previous));
    setDirty(true);
    if (touched.length > 0)
      setErrors((previous) => {
        if (!touched.some((path) => previous[path])) return previous;
        const next = { ...previous };
        for (const path of touched) delete next[path];
        return next;
      });
  }, []);

  const saveDraftBeforeLeaving = useCallback(() => {
    leaving.current = true;
    sessionStorage.setItem(draftKey(location.pathname), JSON.stringify(draft));
  }, [draft, location.pathname]);

  // Leaving for a "+" creation keeps the draft (sessionStorage), so it does not ask.
  useUnsavedChangesGuard(() => dirty && !readOnly && !leaving.current, {
    title: t("procedures.form.unsavedTitle"),
    text: t("procedures.form.unsavedText"),
    leave: t("procedures.form.leave"),
    stay: t("procedures.form.stay"),
  });

  const showErrors = (found: TFieldErrors, snapshot: TProcedureDraft) => {
    const keyed = keyErrors(found, snapshot);
    const general = ["non_field_errors", "detail"];
    setServerMessages(general.flatMap((key) => (keyed[key] ? [keyed[key]] : [])));
    for (const key of general) delete keyed[key];
    setErrors(keyed);
    const counts = errorCountBySection(keyed);
    if (!counts[section]) {
      const first = SECTIONS.find((candidate) => counts[candidate]);
      if (first) setSection(first);
    }
  };

  const save = useAction<TProcedureRecordData>({
    action: "save-procedure",
    success: mode === "create" ? t("resources.procedure.created") : t("procedures.form.saved"),
    errorTitle: mode === "create" ? t("resources.procedure.errorCreate") : t("resources.procedure.errorUpdate"),
    // A refusal of the fields is said beside them; the toast only points there.
    errorMessage: (error) =>
      error instanceof ApiError && error.response.status === 400 ? translateCode("check_fields") : describeFailure(error),
    onSuccess: async (saved) => {
      queryClient.setQueryData(procedureKeys.item(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: procedureKeys.all, refetchType: "none" });
      setErrors({});
      setServerMessages([]);
      setDirty(false);
      if (mode === "create") {
        leaving.current = true;
        navigate(`${PROCEDURE_ROUTES.edit(saved.id)}${location.search}`, { replace: true });
        return;
      }
      setDraft(procedureToDraft(saved, unitSystem.unitsOf(saved.uom as string | null)));
    },
  });

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (readOnly || save.pending) return;
    const result = buildProcedureSave(draft, units, lookups);
    if (result.errors) {
      showErrors(result.errors, draft);
      toast.show("save-procedure", { color: "red", icon: <IconX size={18} />, message: translateCode("check_fields") });
      return;
    }
    const body = result.data;
    const snapshot = draft;
    void save
      .run(() => (mode === "create" || !record ? procedureApi.create(body) : procedureApi.replace(record.id, body)))
      .then((outcome) => {
        if (outcome.ok) return;
        const { error } = outcome;
        if (error instanceof ApiError && error.response.status === 400) showErrors(fieldErrors(error.response), snapshot);
        else setServerMessages([describeFailure(error)]);
      });
  };

  const form = useMemo<TProcedureForm>(
    () => ({ draft, units, readOnly, errors, update, saveDraftBeforeLeaving }),
    [draft, units, readOnly, errors, update, saveDraftBeforeLeaving],
  );

  const counts = errorCountBySection(errors);
  const sectionLabel = (key: TSection) => t(`procedures.sections.${key}`);
  const Section = SECTION_COMPONENTS[section];
  const title =
    mode === "create"
      ? t("procedures.form.newTitle")
      : typeof draft.name === "string" && draft.name.trim()
        ? draft.name
        : (record?.name ?? "");
  const backTo = mode === "view" || archived ? PROCEDURE_ROUTES.archived : PROCEDURE_ROUTES.list;

  const headerActions = (
    <>
      {record && !archived && mode !== "view" && (
        <Button
          component={Link}
          to={PROCEDURE_ROUTES.alerts(record.id)}
          variant="subtle"
          leftSection={<IconAlarm size={16} />}
          data-testid="procedure-alerts-link"
        >
          {t("procedures.actions.alerts")}
        </Button>
      )}
      {record && archived && session.can("procedures", "update") && (
        <Button
          variant="light"
          leftSection={<IconArchiveOff size={16} />}
          onClick={() =>
            actions.unarchive(record, async () => {
              await queryClient.invalidateQueries({ queryKey: procedureKeys.item(record.id) });
              if (mode === "view") navigate(PROCEDURE_ROUTES.edit(record.id));
            })
          }
          data-testid="procedure-unarchive"
        >
          {t("procedures.actions.unarchive")}
        </Button>
      )}
    </>
  );

  const sectionPanel = (
    <Paper withBorder p="md" radius="sm" data-testid={`section-panel-${section}`}>
      <Section />
    </Paper>
  );

  return (
    <ProcedureFormProvider value={form}>
      {header(title, headerActions)}
      <form onSubmit={submit} noValidate data-testid="procedure-form" className={readOnly ? classes.readOnly : undefined}>
        <Stack gap="md">
          {archived && <StatusBanner status="archived">{translateCode("archived")}</StatusBanner>}
          {!archived && readOnly && <StatusBanner status="read-only">{t("procedures.form.readOnly")}</StatusBanner>}
          {serverMessages.length > 0 && (
            <Alert color="red" icon={<IconAlertCircle />} title={t("procedures.form.otherErrors")} data-testid="procedure-form-errors">
              {serverMessages.map((message) => (
                <div key={message}>{message}</div>
              ))}
            </Alert>
          )}
          <Group gap={6} c="dimmed">
            <IconRuler2 size={16} />
            <Text size="sm" data-testid="procedure-units">
              {t("procedures.form.unitSystem", { name: unitSystem.name ?? t("procedures.form.unitSystemFallback") })}
            </Text>
          </Group>
          {large ? (
            <Tabs value={section} onChange={(value) => value && setSection(value as TSection)}>
              {/* One scrollable row of tabs, whatever the language. */}
              <Tabs.List style={{ flexWrap: "nowrap", overflowX: "auto", overflowY: "hidden" }}>
                {SECTIONS.map((key) => (
                  <Tabs.Tab
                    key={key}
                    value={key}
                    color={counts[key] ? "red" : undefined}
                    rightSection={
                      counts[key] ? (
                        <Badge size="sm" color="red" aria-label={t("procedures.form.errorsInSection", { count: counts[key] })}>
                          {counts[key]}
                        </Badge>
                      ) : null
                    }
                    data-testid={`section-${key}`}
                    data-has-errors={counts[key] ? "true" : undefined}
                  >
                    {sectionLabel(key)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {/* Every tab controls a panel (aria-controls); only the chosen section is rendered. */}
              {SECTIONS.map((key) => (
                <Tabs.Panel key={key} value={key} pt="md">
                  {key === section && sectionPanel}
                </Tabs.Panel>
              ))}
            </Tabs>
          ) : (
            <>
              <Select
                label={t("procedures.form.section")}
                data={SECTIONS.map((key) => ({
                  value: key,
                  label: counts[key]
                    ? t("procedures.form.sectionWithErrors", { section: sectionLabel(key), count: counts[key] })
                    : sectionLabel(key),
                }))}
                value={section}
                allowDeselect={false}
                onChange={(value) => value && setSection(value as TSection)}
                error={counts[section] ? t("procedures.form.errorsInSection", { count: counts[section] }) : undefined}
                data-testid="section-select"
              />
              {sectionPanel}
            </>
          )}
          <Paper withBorder p="sm" radius="sm" pos="sticky" bottom={0} style={{ zIndex: 20 }} shadow="sm">
            <Group justify="space-between">
              <Group gap="xs">
                {!readOnly && (
                  <Button type="submit" loading={save.pending} leftSection={<IconDeviceFloppy size={16} />} data-testid="procedure-save">
                    {t("common.save")}
                  </Button>
                )}
                <Button variant="default" component={Link} to={backTo} data-testid="procedure-cancel">
                  {readOnly ? t("common.back") : t("common.cancel")}
                </Button>
              </Group>
              {Object.keys(errors).length > 0 && (
                <Text size="sm" c="red">
                  {translateCode("check_fields")}
                </Text>
              )}
            </Group>
          </Paper>
        </Stack>
      </form>
    </ProcedureFormProvider>
  );
}
