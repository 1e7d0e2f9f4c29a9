import { Alert, Badge, Box, Button, Group, Loader, Modal, Paper, Select, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle, IconArrowsExchange, IconPencil } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { addDays, CYCLE_STATISTICS, cycleEndReason, cycles, isQualified, shortComment, welds } from "@weldtrace/domain";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { edgeServerApi, weldApi } from "../../api/endpoints";
import { queryKeys, resourceProvider } from "../../api/resource-provider";
import { HistoryPanel } from "../../components/history/history-panel";
import { historyUnitsOf } from "../../components/history/history-values";
import { PageHeader } from "../../components/page-header";
import { describeFailure } from "../../components/resource/error-message";
import { FieldValue } from "../../components/resource/field-value";
import { useReferenceOptions, useReferenceRows } from "../../components/resource/fields/use-reference-options";
import { ResourceFormPage, type TValues } from "../../components/resource/resource-form";
import { ResourceList, type TResourceColumn } from "../../components/resource/resource-list";
import type { TResourceRecord } from "../../components/resource/types";
import { useAction } from "../../components/use-action";
import { formatDate, formatMoment, formatNumber } from "../../i18n/format";
import { useSession } from "../../session/session";
import { procedureApi } from "../procedures/api";
import { QualificationStateBadge, qualificationReason } from "../staff/state-badges";
import { listRows, type TRow, WELD_ROUTES } from "./api";
import { useWeldCrumbs } from "./crumbs";
import { cycleDay, torchProcess, weldEdgeOptions, welderOptionsByName } from "./cycle-options";
import { useCycleUnits } from "./cycle-units";
import { cycleTitle } from "./format";

/** The signal chart (uPlot) of an engine-made cycle, in its own chunk: hand-typed cycles never load it. */
const SignalChart = lazy(async () => ({ default: (await import("../edge-servers/signal-chart")).SignalChart }));

const text = (value: unknown) => (typeof value === "string" ? value : "");
/** What PUT cycles/{id}/ takes: the whole cycle minus what the server owns (spec §7). */
const SERVER_OWNED = new Set(["id", "client", "created_at", "updated_at", "project", "procedure", "end_reason", ...CYCLE_STATISTICS]);

function StatusBadge({ status }: { status: unknown }) {
  const { t } = useTranslation();
  const color = { created: "gray", starting: "blue", running: "cyan", failed: "red", done: "green" }[text(status)] ?? "gray";
  return <Badge color={color}>{t(`welds.cycle.status.${text(status) as "done"}`, { defaultValue: text(status) })}</Badge>;
}

/** /cycles and /projects/{p}/welds/{w}/cycles: the comment cut at 30 characters plus an ellipsis (spec §2). */
export function CyclesListPage() {
  const { t } = useTranslation();
  const session = useSession();
  const { projectId, weldId } = useParams();
  const crumbs = useWeldCrumbs(projectId, weldId);
  const weld = useQuery({
    queryKey: queryKeys.item(welds.path, weldId ?? ""),
    queryFn: () => resourceProvider.get<{ name: string }>(welds.path, weldId ?? ""),
    enabled: Boolean(weldId),
  });
  const columns: TResourceColumn[] = [
    { key: "weld" },
    { key: "acquisition_status", render: (record) => <StatusBadge status={record.acquisition_status} /> },
    { key: "weld_side" },
    { key: "started_at" },
    { key: "ended_at" },
    { key: "comment", render: (record) => <Text size="sm">{shortComment(text(record.comment))}</Text> },
  ];
  return (
    <ResourceList
      key={weldId ?? "all"}
      resource={cycles}
      columns={columns}
      title={weldId && weld.data ? t("welds.cycle.ofWeld", { weld: weld.data.name }) : undefined}
      crumbs={crumbs}
      filters={weldId ? { weld: weldId } : undefined}
      createTo={
        session.can("production", "create")
          ? weldId && projectId
            ? `${WELD_ROUTES.weldCycles(projectId, weldId)}/create`
            : "/cycles/create"
          : null
      }
      rowClickTo={(record) => WELD_ROUTES.cycle(record.id)}
      openTo={(record) => WELD_ROUTES.cycleEdit(record.id)}
    />
  );
}

/** Spec §2: the weld-change dialog; Save stays disabled until a weld is chosen, then PUT sends the whole cycle. */
function WeldChangeDialog({ cycle, opened, onClose }: { cycle: TResourceRecord; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [weld, setWeld] = useState<string | null>(null);
  const options = useQuery({ queryKey: ["welds", "all-for-cycles"], queryFn: () => listRows("welds", {}, "name"), enabled: opened });
  const save = useAction<TResourceRecord>({
    action: `save-cycle-${cycle.id}`,
    success: t("resources.cycle.modified"),
    errorTitle: t("resources.cycle.errorUpdate"),
    onSuccess: async (saved) => {
      // Spec §7: the answer replaces the local copy.
      queryClient.setQueryData(queryKeys.item(cycles.path, cycle.id), saved);
      await queryClient.invalidateQueries({ queryKey: queryKeys.all(cycles.path) });
      setWeld(null);
      onClose();
    },
  });
  const saveWeld = () => {
    const body = Object.fromEntries(
      Object.entries(cycle).filter(([key]) => !SERVER_OWNED.has(key) && cycles.fields.some((field) => field.key === key)),
    );
    void save.run(() => weldApi.replaceCycle<TResourceRecord>(cycle.id, { ...body, weld }));
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t("welds.cycle.changeWeld")}>
      <Stack>
        <Select
          label={t("resources.fields.weld")}
          data={(options.data ?? []).filter((row) => row.id !== cycle.weld).map((row) => ({ value: row.id, label: text(row.name) }))}
          value={weld}
          onChange={setWeld}
          searchable
          nothingFoundMessage={t("common.noData")}
          data-testid="change-weld-select"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button disabled={!weld} loading={save.pending} onClick={saveWeld} data-testid="change-weld-save">
            {t("common.save")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A saved cycle's title: its weld's name and start time (spec §2, §7), not its id; undefined until it is loaded. */
function useCycleTitle(cycle: TRow | TResourceRecord | undefined): string | undefined {
  const { t, i18n } = useTranslation();
  const weldId = text(cycle?.weld);
  const weld = useQuery({
    queryKey: queryKeys.item(welds.path, weldId),
    queryFn: () => resourceProvider.get<TRow>(welds.path, weldId),
    enabled: Boolean(weldId),
  });
  if (!cycle) return undefined;
  return cycleTitle(t, i18n.language, cycle, text(weld.data?.name) || undefined);
}

/** /cycles/{id}: every field read-only, the statistics the arc-data engine computed, and the weld change. */
export function CycleDetailPage() {
  const { t, i18n } = useTranslation();
  const units = useCycleUnits();
  const session = useSession();
  const { id = "" } = useParams();
  // An alert's moment (the alerts list's link): the signal chart zooms on it.
  const [params] = useSearchParams();
  const at = Date.parse(params.get("at") ?? "");
  const [changing, setChanging] = useState(false);
  const cycle = useQuery({
    queryKey: queryKeys.item(cycles.path, id),
    queryFn: () => resourceProvider.get<TResourceRecord>(cycles.path, id),
  });
  const savedTitle = useCycleTitle(cycle.data);
  const title = savedTitle ?? t("resources.cycle.one");
  if (cycle.isError)
    return (
      <>
        <PageHeader title={title} crumbs={[{ label: t("resources.cycle.many"), to: "/cycles" }, { label: title }]} />
        <Alert color="red">{describeFailure(cycle.error)}</Alert>
      </>
    );
  if (!cycle.data) return <PageHeader title={t("common.loading")} />;
  const record = cycle.data;
  const canUpdate = session.can("production", "update");
  // Why the arc-data engine ended it (a cycle typed by hand has none).
  const endReason = cycleEndReason(typeof record.end_reason === "string" ? record.end_reason : null);
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: t("resources.cycle.many"), to: "/cycles" }, { label: title }]}
        actions={
          canUpdate && (
            <>
              <Button
                variant="default"
                leftSection={<IconArrowsExchange size={16} />}
                onClick={() => setChanging(true)}
                data-testid="change-weld"
              >
                {t("welds.cycle.changeWeld")}
              </Button>
              <Button component={Link} to={WELD_ROUTES.cycleEdit(id)} leftSection={<IconPencil size={16} />}>
                {t("common.edit")}
              </Button>
            </>
          )
        }
      />
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {cycles.fields.map((field) => (
            <Stack gap={2} key={field.key}>
              <Text size="xs" c="dimmed">
                {t(`resources.fields.${field.key}`)}
                {units.fields[field.key] ? ` (${units.fields[field.key]?.unit})` : ""}
              </Text>
              {field.key === "acquisition_status" ? (
                <StatusBadge status={record.acquisition_status} />
              ) : units.fields[field.key] && typeof record[field.key] === "number" ? (
                <Text size="sm">
                  {formatNumber(
                    units.fields[field.key]?.toDisplay(record[field.key] as number) ?? 0,
                    i18n.language,
                    units.fields[field.key]?.decimals,
                  )}{" "}
                  {units.fields[field.key]?.unit}
                </Text>
              ) : (
                <FieldValue field={field} value={record[field.key]} record={record} />
              )}
            </Stack>
          ))}
          {endReason && (
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                {t("trace.endedBy")}
              </Text>
              <Text size="sm" data-testid="cycle-end-reason">
                {t(`trace.endReasons.${endReason}`)}
              </Text>
            </Stack>
          )}
        </SimpleGrid>
        <Title order={4} mt="lg" mb="xs">
          {t("welds.cycle.statistics")}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 5 }}>
          {CYCLE_STATISTICS.map((key) => (
            <Stack gap={2} key={key}>
              <Text size="xs" c="dimmed">
                {t(`welds.cycle.stat.${key}`)}
              </Text>
              <Text size="sm">{typeof record[key] === "number" ? formatNumber(record[key] as number, i18n.language, 2) : "—"}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Paper>
      {typeof record.stream !== "string" && !Number.isNaN(at) && (
        <Alert color="yellow" mt="md" data-testid="signal-focus">
          {t("edgeServers.signal.focusNoSignal", { time: formatMoment(at * 1000, i18n.language) })}
        </Alert>
      )}
      {typeof record.stream === "string" && (
        <Suspense fallback={null}>
          <Box mt="md">
            <SignalChart
              path={edgeServerApi.cycleSignalPath(id)}
              rawPath={edgeServerApi.cycleRawPath(id)}
              name={`cycle-${id}`}
              focusUs={Number.isNaN(at) ? null : at * 1000}
            />
          </Box>
        </Suspense>
      )}
      <Box mt="md">
        <HistoryPanel resource={cycles.key} record={id} units={historyUnitsOf(units.fields)} />
      </Box>
      <WeldChangeDialog cycle={record} opened={changing} onClose={() => setChanging(false)} />
    </>
  );
}

/** One welder's standing for a process on a day, read from the picker's one shared query. */
function useStanding(process: string | null, day: string) {
  return useQuery({
    queryKey: ["welder-standing", process, day],
    queryFn: () => weldApi.welderStanding(process ?? "", day),
    enabled: Boolean(process),
    staleTime: 30_000,
  });
}

/** Beside each welder of the picker: their qualification for the torch's process on the cycle's day. */
function StandingBadge({ process, day, welder }: { process: string | null; day: string; welder: string }) {
  const { t } = useTranslation();
  const standing = useStanding(process, day);
  if (!process || !standing.data) return null;
  const status = standing.data.results.find((row) => row.welder === welder)?.qualification ?? null;
  return status ? (
    <QualificationStateBadge state={status.state} />
  ) : (
    <Badge color="red" variant="light">
      {t("staff.qualification.notQualified")}
    </Badge>
  );
}

/** Under a torch's welder: why the chosen welder may not weld with the process that day, or why that ends soon. */
function WelderStandingNote({
  process,
  processName,
  day,
  welder,
  welderName,
}: {
  process: string | null;
  processName: string;
  day: string;
  welder: unknown;
  welderName: string;
}) {
  const { t, i18n } = useTranslation();
  const standing = useStanding(process, day);
  if (!process || typeof welder !== "string" || !welder || !standing.data) return null;
  const status = standing.data.results.find((row) => row.welder === welder)?.qualification ?? null;
  if (status && status.state === "valid") return null;
  const names = { welder: welderName, process: processName, date: formatDate(day, i18n.language) };
  // The server names the day continuity ends; a status ending earlier ends with its certificate.
  const expireAt = status && status.until !== addDays(status.lapses_on, -1) ? status.until : null;
  const reason = !status
    ? t("welds.cycle.welderNone", names)
    : status.state === "future"
      ? t("welds.cycle.welderFuture")
      : qualificationReason({ ...status, expire_at: expireAt }, t, i18n.language);
  const qualified = status !== null && isQualified(status.state);
  return (
    <Alert
      color={qualified ? "yellow" : "red"}
      icon={<IconAlertTriangle size={18} />}
      title={t(qualified ? "welds.cycle.welderExpiringTitle" : "welds.cycle.welderUnqualifiedTitle", names)}
      data-testid="welder-standing-warning"
    >
      {reason}
    </Alert>
  );
}

/** /cycles/{id}/edit and creation: every §3 field; a torch's pass groups are those of the weld's procedure. */
export function CycleFormPage({ mode }: { mode: "create" | "edit" }) {
  const { t, i18n } = useTranslation();
  const { id = "", weldId } = useParams();
  const existing = useQuery({
    queryKey: queryKeys.item(cycles.path, id),
    queryFn: () => resourceProvider.get<TRow>(cycles.path, id),
    enabled: mode === "edit",
  });
  const [chosenWeld, setChosenWeld] = useState<string | null>(null);
  const weld = chosenWeld ?? weldId ?? text(existing.data?.weld);
  const weldRow = useQuery({
    queryKey: queryKeys.item(welds.path, weld),
    queryFn: () => resourceProvider.get<TRow>(welds.path, weld),
    enabled: Boolean(weld),
  });
  const procedure = text(weldRow.data?.procedure);
  const title = useCycleTitle(existing.data);
  const detail = useQuery({
    queryKey: ["procedures", "item", procedure],
    queryFn: () => procedureApi.get(procedure),
    enabled: Boolean(procedure),
  });
  const passGroups = ((detail.data?.pass_group as TRow[] | undefined) ?? []).map((row) => ({ value: row.id, label: text(row.name) }));
  // The weld's two edges only, and welders by name.
  const allEdges = useReferenceOptions("workpieceEdge");
  const edgeOptions = (kept: unknown) => weldEdgeOptions(allEdges.data ?? [], weldRow.data, [kept]);
  const welderRows = useReferenceRows("welder");
  const welderOptions = welderOptionsByName(welderRows.data ?? [], i18n.language);
  const processes = useReferenceOptions("weldingProcess");
  const passGroupRows = (detail.data?.pass_group as TRow[] | undefined) ?? [];
  const processName = (process: string | null) => processes.data?.find((option) => option.value === process)?.label ?? "";
  const welderName = (welder: unknown) => welderOptions.find((option) => option.value === welder)?.label ?? "";
  // Each torch's welder picker shows every welder's qualification for the torch's process on the cycle's day.
  const welderPicker = (values: TValues, torch: 1 | 2) => {
    const process = torchProcess(values, torch, passGroupRows);
    const day = cycleDay(values);
    return {
      options: welderOptions,
      description: process
        ? t("welds.cycle.standingOn", { process: processName(process), date: formatDate(day, i18n.language) })
        : t("welds.cycle.standingNeedsProcess"),
      renderOption: ({ option }: { option: { value: string; label: string } }) => (
        <Group justify="space-between" wrap="nowrap" w="100%" gap="xs">
          <Text size="sm">{option.label}</Text>
          <StandingBadge process={process} day={day} welder={option.value} />
        </Group>
      ),
    };
  };
  const welderNote = (values: TValues, torch: 1 | 2) => {
    const process = torchProcess(values, torch, passGroupRows);
    const welder = values[`welder_torch_${torch}`];
    return (
      <WelderStandingNote
        process={process}
        processName={processName(process)}
        day={cycleDay(values)}
        welder={welder}
        welderName={welderName(welder)}
      />
    );
  };
  const statuses = cycles.fields.find((field) => field.key === "acquisition_status")?.options ?? [];
  const units = useCycleUnits();
  // The speeds are converted once, when the form opens: wait for the unit system.
  if (!units.ready) return <Loader data-testid="cycle-units-loading" />;
  return (
    <ResourceFormPage
      key={units.key}
      resource={cycles}
      mode={mode}
      unitFields={units.fields}
      editTitle={title}
      defaults={{ acquisition_status: "created", ...(weldId ? { weld: weldId } : {}) }}
      adjustValues={(next: TValues, previous: TValues) => {
        if (next.weld === previous.weld) return next;
        setChosenWeld(typeof next.weld === "string" ? next.weld : null);
        // Another weld, another procedure: its pass groups differ.
        return { ...next, pass_group_torch_1: null, pass_group_torch_2: null };
      }}
      afterField={(values) => ({ welder_torch_1: welderNote(values, 1), welder_torch_2: welderNote(values, 2) })}
      fieldProps={(values) => ({
        acquisition_status: { options: statuses.map((status) => ({ value: status, label: t(`welds.cycle.status.${status as "done"}`) })) },
        weld_side: { options: ["sb", "ps"].map((side) => ({ value: side, label: t(`welds.cycle.side.${side as "sb"}`) })) },
        pass_group_torch_1: { options: passGroups, creatable: false },
        pass_group_torch_2: { options: passGroups, creatable: false },
        weld: { creatable: false },
        cycle_edge_torch_1: { options: edgeOptions(existing.data?.cycle_edge_torch_1), creatable: false },
        cycle_edge_torch_2: { options: edgeOptions(existing.data?.cycle_edge_torch_2), creatable: false },
        welder_torch_1: welderPicker(values, 1),
        welder_torch_2: welderPicker(values, 2),
      })}
    />
  );
}
