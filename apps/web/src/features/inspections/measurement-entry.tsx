import { Alert, Badge, Button, Card, Group, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { modals } from "@mantine/modals";
import { IconAlertTriangle, IconCheck, IconCloudUpload, IconDeviceFloppy } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  calibrationState,
  FIT_UP_MEASUREMENT_TYPES,
  INSPECTION_RESOURCES,
  judgeBackPurgingMeasurement,
  judgeBevelMeasurement,
  judgeCoolingMeasurement,
  judgeFitUpMeasurement,
  judgeHeatTreatmentMeasurement,
  judgeTemperatureMeasurement,
  judgeTimeLapseMeasurement,
  MEASURED_FIELDS,
  mayOverrideInstrument,
  measurementPath,
  positionsOf,
  shortInspectionId,
  type TCalibrationState,
  type TInspectionKind,
  type TMessage,
  type TVerdict,
} from "@weldtrace/domain";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import type { TMeasurement } from "../../api/answers";
import { fieldErrors } from "../../api/client";
import { inspectionApi } from "../../api/endpoints";
import { ScanField } from "../../components/labels/scan-field";
import { PageHeader } from "../../components/page-header";
import { toast } from "../../components/toast";
import { translateMessage } from "../../i18n";
import { formatDate } from "../../i18n/format";
import { useSession } from "../../session/session";
import { listRows } from "../welds/api";
import { INSPECTION_ROUTES, isSequenced, nestedRows, type TRow } from "./api";
import { OverrideFlag, VerdictBadge } from "./inspections";
import { enqueueMeasurement, flushMeasurements, isUnsent, type TQueuedMeasurement, useMeasurementQueue } from "./offline-queue";
import { useProcedureDetail } from "./sequences";

const text = (value: unknown) => (typeof value === "string" ? value : "");
type TSection = Record<string, unknown>;

/** One value to take: where (a fit-up type and position, a bevel dimension and position, a position, or none). */
interface TPlanned {
  key: string;
  label: string;
  body: Record<string, unknown>;
}

/** What the sequence plans, in its order (spec §3): each measured type at each of its positions, or each position. */
function plannedEntries(
  kind: TInspectionKind,
  sequence: TRow | undefined,
  procedure: TRow | undefined,
  typeLabel: (type: string) => string,
) {
  if (!isSequenced(kind)) return [{ key: "single", label: "", body: {} }];
  if (!sequence) return [];
  if (kind === "fit_up") {
    return FIT_UP_MEASUREMENT_TYPES.filter((type) => sequence[`with_${type}`] === true).flatMap((type) =>
      positionsOf(text(sequence[`${type}_positions`])).map((position) => ({
        key: `${type}|${position}`,
        label: `${typeLabel(type)} · ${position}`,
        body: { type, position },
      })),
    );
  }
  if (kind === "bevel") {
    const dimensions = nestedRows(procedure?.bevel).flatMap((bevel) => nestedRows(bevel.dimensions));
    return nestedRows(sequence.bevel_dimensions).map((row) => ({
      key: `${text(row.dimension)}|${text(row.position)}`,
      label: `${text(dimensions.find((dimension) => dimension.id === row.dimension)?.name)} · ${text(row.position)}`,
      body: { dimension: row.dimension, position: row.position },
    }));
  }
  return positionsOf(text(sequence.positions)).map((position) => ({ key: position, label: position, body: { position } }));
}

/** The procedure row an inspection is judged against (the same rule the server applies; verdicts.ts). */
function sectionOf(
  kind: TInspectionKind,
  inspection: TRow | undefined,
  sequence: TRow | undefined,
  procedure: TRow | undefined,
  body: Record<string, unknown>,
) {
  const rows = (key: string) => nestedRows(procedure?.[key]);
  switch (kind) {
    case "fit_up":
      return procedure ?? {};
    case "bevel":
      return (
        rows("bevel")
          .flatMap((bevel) => nestedRows(bevel.dimensions))
          .find((row) => row.id === body.dimension) ?? null
      );
    case "temperature_control":
      return rows("temperature_control").find((row) => row.id === (inspection?.temperature_control ?? sequence?.temperature_control)) ?? {};
    default:
      return rows(kind).find((row) => row.id === inspection?.[kind]) ?? {};
  }
}

/** The verdict the server will give, judged as each value is typed (heat treatment: without the alert supervisors). */
function preview(
  kind: TInspectionKind,
  values: Record<string, number | null>,
  body: Record<string, unknown>,
  section: TSection | null,
): TVerdict | null {
  if (!section || Object.values(values).every((value) => value === null)) return null;
  const entered = { ...body, ...values } as never;
  const judged = {
    fit_up: () => judgeFitUpMeasurement(entered, section),
    bevel: () => judgeBevelMeasurement(entered, section as never),
    temperature_control: () => judgeTemperatureMeasurement(entered, section),
    cooling: () => judgeCoolingMeasurement(entered, section),
    time_lapse: () => judgeTimeLapseMeasurement(entered, section),
    back_purging: () => judgeBackPurgingMeasurement(entered, section),
    heat_treatment: () => judgeHeatTreatmentMeasurement(entered, section, []),
  }[kind]();
  return judged.verdict;
}

const parsed = (raw: string): number | null => {
  const value = Number(raw.replace(",", ".").trim());
  return raw.trim() === "" || !Number.isFinite(value) ? null : value;
};

/** A confirmation dialog as a promise: true on confirm; Cancel, Escape or the close button answer false. */
// Named, so the test ids pass as button props (a literal's extra keys would be refused by the props' type).
const CONFIRM_SAVE_PROPS = { "data-testid": "confirm-save" };
const CONFIRM_CANCEL_PROPS = { "data-testid": "confirm-cancel" };

function confirmed(title: string, text: string, confirm: string, cancel: string): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title,
      centered: true,
      children: <Text size="sm">{text}</Text>,
      labels: { confirm, cancel },
      confirmProps: CONFIRM_SAVE_PROPS,
      cancelProps: CONFIRM_CANCEL_PROPS,
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}

/**
 * One planned value: large inputs with the numeric keyboard, the verdict as it is typed, and Save. The id is made
 * once, on the phone, so a Save repeated after a lost answer records nothing twice (the server answers the stored one).
 */
function EntryCard(props: {
  kind: TInspectionKind;
  inspection: string;
  planned: TPlanned;
  section: TSection | null;
  instrument: string | null;
  /** An Admin's reason for an instrument whose calibration expired; null when none is needed. */
  overrideReason: string | null;
  /** Nothing may be saved yet (an expired instrument without its reason). */
  blocked: boolean;
  saved?: TMeasurement;
  /** Typed without a connection: waiting on the device to be sent. */
  queued?: TQueuedMeasurement;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { kind, planned } = props;
  const fields = MEASURED_FIELDS[kind];
  const [raw, setRaw] = useState<Record<string, string>>({});
  const [id] = useState(() => crypto.randomUUID());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  // A saved value measured again: the card takes a new value, recorded beside the first once confirmed.
  const [again, setAgain] = useState(false);
  const saved = again ? undefined : props.saved;
  const values = Object.fromEntries(fields.map((field) => [field, parsed(raw[field] ?? "")]));
  const shownValues = props.queued
    ? Object.fromEntries(fields.map((field) => [field, (props.queued?.body[field] as number | null | undefined) ?? null]))
    : values;
  const verdict = saved?.verdict ?? preview(kind, shownValues, planned.body, props.section);
  const where = planned.label || t(`inspections.kinds.${kind}`);
  const save = async () => {
    // Asked first, Cancel keeping what was typed: a value without an instrument, a second value for the same place.
    if (
      !props.instrument &&
      !(await confirmed(
        t("inspections.entry.noInstrumentTitle"),
        t("inspections.entry.noInstrumentText"),
        t("inspections.entry.noInstrumentConfirm"),
        t("common.cancel"),
      ))
    )
      return;
    if (
      props.saved &&
      !(await confirmed(
        t("inspections.entry.againTitle"),
        t("inspections.entry.againText", { position: where }),
        t("inspections.entry.againConfirm"),
        t("common.cancel"),
      ))
    )
      return;
    setBusy(true);
    setFailed(false);
    const body = {
      id,
      inspection: props.inspection,
      ...planned.body,
      ...values,
      measuring_instrument: props.instrument,
      // The time it was measured, not the time it reaches the server (a queued value may be sent hours later).
      created_at: new Date().toISOString(),
      ...(props.overrideReason ? { instrument_override_reason: props.overrideReason } : {}),
    };
    // Offline: kept on the device with its id, sent when the connection returns (offline-queue.ts).
    const response = navigator.onLine ? await inspectionApi.record(kind, body) : null;
    setBusy(false);
    if (!response || isUnsent(response)) {
      enqueueMeasurement(kind, body);
      return;
    }
    if (response.ok) {
      setErrors({});
      props.onSaved();
    } else {
      setErrors(fieldErrors(response));
      setFailed(true);
    }
  };
  const otherErrors = Object.entries(errors).filter(([field]) => !fields.includes(field));
  return (
    <Card withBorder padding="md" data-testid="entry-card">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={700} size="lg">
            {where}
          </Text>
          {verdict ? <VerdictBadge verdict={verdict} /> : <Badge variant="outline">{t("inspections.entry.pending")}</Badge>}
        </Group>
        {fields.map((field) => (
          <TextInput
            key={field}
            size="xl"
            label={fields.length > 1 || !planned.label ? t(`inspections.${field as "measure"}`) : undefined}
            aria-label={`${planned.label} ${t(`inspections.${field as "measure"}`)}`}
            inputMode="decimal"
            value={saved ? String(saved[field] ?? "") : props.queued ? String(props.queued.body[field] ?? "") : (raw[field] ?? "")}
            readOnly={Boolean(saved || props.queued)}
            error={errors[field]}
            onChange={(event) => {
              // Read now: the updater runs later, when React has already cleared the event's currentTarget.
              const value = event.currentTarget.value;
              setRaw((current) => ({ ...current, [field]: value }));
            }}
          />
        ))}
        {otherErrors.map(([field, message]) => (
          <Text key={field} c="red" size="sm">
            {message}
          </Text>
        ))}
        {saved ? (
          <Group gap={6}>
            <IconCheck size={18} color="green" />
            <Text size="sm">{t("inspections.entry.saved")}</Text>
            {saved.reasons.length > 0 && (
              <Text size="xs" c="dimmed">
                {saved.reasons.map((reason) => translateMessage(reason as TMessage)).join(" ")}
              </Text>
            )}
            <OverrideFlag measurement={saved} />
            <Button size="compact-sm" variant="subtle" ml="auto" onClick={() => setAgain(true)} data-testid="measure-again">
              {t("inspections.entry.measureAgain")}
            </Button>
          </Group>
        ) : props.queued ? (
          <Group gap={6} wrap="nowrap" data-testid="entry-queued">
            <IconCloudUpload size={18} color="orange" />
            <Text size="sm">{t("inspections.entry.queued")}</Text>
          </Group>
        ) : (
          <Button size="lg" onClick={save} loading={busy} disabled={props.blocked} leftSection={<IconDeviceFloppy size={20} />} fullWidth>
            {failed ? `${t("inspections.entry.save")} ↻` : t("inspections.entry.save")}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

const CALIBRATION_COLORS = { valid: "green", expiring: "orange", expired: "red" } as const;

/** The picked instrument's calibration: valid, due soon (within 30 days) or expired, with its last day. */
function CalibrationState({ state, date }: { state: TCalibrationState | null; date: string }) {
  const { t } = useTranslation();
  return (
    <Badge
      size="lg"
      variant="light"
      color={state ? CALIBRATION_COLORS[state] : "gray"}
      leftSection={state === "valid" ? <IconCheck size={14} /> : <IconAlertTriangle size={14} />}
      data-testid="instrument-calibration"
      data-state={state ?? "none"}
      styles={{ root: { height: "auto", minHeight: 30 }, label: { whiteSpace: "normal", textTransform: "none" } }}
    >
      {t(`inspections.entry.calibration.${state ?? "none"}`, { date })}
    </Badge>
  );
}

/**
 * /<kind>-inspections/{id}/<kind>-inspection-measurements/record: for a phone. The sequence's positions in order,
 * one card each, an instrument select showing each instrument's calibration, and the verdict as each value is typed.
 */
export function MeasurementEntryPage({ kind }: { kind: TInspectionKind }) {
  const { t, i18n } = useTranslation();
  const { id = "" } = useParams();
  const queryClient = useQueryClient();
  const resource = INSPECTION_RESOURCES[kind];
  const inspection = useQuery({ queryKey: [resource.path, "item", id], queryFn: () => inspectionApi.inspection(kind, id) });
  const sequenceId = text(inspection.data?.sequence);
  const sequence = useQuery({
    queryKey: ["sequence", kind, sequenceId],
    queryFn: () => inspectionApi.sequence(kind as "fit_up", sequenceId),
    enabled: isSequenced(kind) && sequenceId.length > 0,
  });
  const procedure = useProcedureDetail(inspection.data?.procedure);
  const measurements = useQuery({ queryKey: [measurementPath(kind), id], queryFn: () => inspectionApi.measurements(kind, id) });
  const instruments = useQuery({
    queryKey: ["measuring-instruments", "for-entry"],
    queryFn: () => listRows("measuring-instruments", {}, "name"),
  });
  const [instrument, setInstrument] = useState<string | null>(null);
  const [overrideReason, setOverrideReason] = useState("");
  const [scanError, setScanError] = useState<string | null>(null);
  const session = useSession();
  const mayOverride = mayOverrideInstrument(session.profile?.group);
  const today = new Date().toISOString().slice(0, 10);
  const dateText = (date: string) => formatDate(date, i18n.language);
  const instrumentOptions = (instruments.data ?? []).map((row) => {
    const expiry = text(row.expire_at);
    const state = calibrationState(expiry || null, today);
    const status = !expiry
      ? ""
      : state === "expired"
        ? t("inspections.calibrationExpired", { date: dateText(expiry) })
        : state === "expiring"
          ? t("inspections.calibrationExpiring", { date: dateText(expiry) })
          : t("inspections.calibrationValid", { date: dateText(expiry) });
    return {
      value: row.id,
      label: `${text(row.name)} (${text(row.serial_number)})${status ? ` — ${status}` : ""}`,
      // An Admin may still pick it, giving a reason (instrument-check.ts); nobody else.
      disabled: state === "expired" && !mayOverride,
      expired: state === "expired",
      state,
      expiry,
    };
  });
  const picked = instrumentOptions.find((option) => option.value === instrument);
  const expiredChosen = instrumentOptions.some((option) => option.value === instrument && option.expired);
  const reason = expiredChosen ? overrideReason.trim() : "";
  const planned = plannedEntries(kind, sequence.data, procedure.data, (type) => t(`inspections.fitUpTypes.${type as "root_gap"}`));
  // The latest measurement of each planned value stands for it; values measured again keep their history on the table.
  const savedFor = (entry: TPlanned) =>
    [...(measurements.data ?? [])]
      .reverse()
      .find((row) => Object.entries(entry.body).every(([key, value]) => String(row[key]).toLowerCase() === String(value).toLowerCase()));
  const refresh = () => queryClient.invalidateQueries({ queryKey: [measurementPath(kind), id] });
  const onAnswered = useCallback(
    (entry: TQueuedMeasurement, response: { ok: boolean }) => {
      void queryClient.invalidateQueries({ queryKey: [measurementPath(entry.kind), entry.body.inspection] });
      if (!response.ok) toast.show(`queued-${entry.body.id}`, { color: "red", message: t("inspections.entry.refusedLater") });
    },
    [queryClient, t],
  );
  const queue = useMeasurementQueue(inspectionApi.record, onAnswered);
  const queuedFor = (entry: TPlanned) =>
    queue.find(
      (row) =>
        row.kind === kind &&
        row.body.inspection === id &&
        Object.entries(entry.body).every(([key, value]) => String(row.body[key]).toLowerCase() === String(value).toLowerCase()),
    );
  const allDone = planned.length > 0 && planned.every((entry) => savedFor(entry));
  return (
    <Stack maw={560} mx="auto">
      <PageHeader
        title={`${t("inspections.entry.title")} · ${shortInspectionId(id)}`}
        crumbs={[
          { label: t(`resources.${resource.key}.many`), to: INSPECTION_ROUTES.list(kind) },
          { label: t("inspections.measurements", { id: shortInspectionId(id) }), to: INSPECTION_ROUTES.measurements(kind, id) },
        ]}
      />
      {/* The instrument's Data Matrix label, read by the camera or typed by a wedge scanner (components/labels). */}
      <Stack gap={4}>
        <ScanField
          onScan={(label) => {
            const found =
              label.kind === "measuringInstrument" ? instrumentOptions.find((option) => option.value === label.uuid) : undefined;
            if (!found || found.disabled) {
              setScanError(t("inspections.entry.notAnInstrument"));
              return;
            }
            setScanError(null);
            setInstrument(found.value);
          }}
        />
        {scanError && (
          <Text c="red" size="sm" data-testid="scan-error">
            {scanError}
          </Text>
        )}
      </Stack>
      <Select
        size="lg"
        label={t("inspections.instrument")}
        placeholder={t("inspections.noInstrument")}
        data={instrumentOptions}
        value={instrument}
        onChange={setInstrument}
        clearable
        searchable
      />
      {picked && <CalibrationState state={picked.state} date={picked.expiry ? dateText(picked.expiry) : ""} />}
      {expiredChosen && (
        <Textarea
          size="md"
          label={t("inspections.override.reason")}
          description={t("inspections.override.hint")}
          required
          autosize
          minRows={2}
          maxLength={500}
          value={overrideReason}
          onChange={(event) => setOverrideReason(event.currentTarget.value)}
        />
      )}
      {queue.length > 0 && (
        <Alert
          color="orange"
          icon={<IconCloudUpload />}
          title={t("inspections.entry.waiting", { count: queue.length })}
          data-testid="queue-count"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t("inspections.entry.waitingHint")}</Text>
            <Button
              size="compact-md"
              variant="light"
              color="orange"
              onClick={() => void flushMeasurements(inspectionApi.record, onAnswered)}
            >
              {t("inspections.entry.sendNow")}
            </Button>
          </Stack>
        </Alert>
      )}
      {allDone && (
        <Alert color="green" icon={<IconCheck />}>
          {t("inspections.entry.done")}
        </Alert>
      )}
      {planned.map((entry) => (
        <EntryCard
          key={`${entry.key}-${savedFor(entry)?.id ?? queuedFor(entry)?.body.id ?? "new"}`}
          kind={kind}
          inspection={id}
          planned={entry}
          section={sectionOf(kind, inspection.data, sequence.data, procedure.data, entry.body) as TSection | null}
          instrument={instrument}
          overrideReason={reason || null}
          blocked={expiredChosen && reason.length === 0}
          saved={savedFor(entry)}
          queued={savedFor(entry) ? undefined : queuedFor(entry)}
          onSaved={refresh}
        />
      ))}
      <Button component={Link} to={INSPECTION_ROUTES.measurements(kind, id)} variant="default" size="lg">
        {t("inspections.entry.back")}
      </Button>
    </Stack>
  );
}
