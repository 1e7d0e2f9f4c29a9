import { Badge, Button, Group, Paper, ScrollArea, SimpleGrid, Skeleton, Stack, Table, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconAlertTriangle, IconFileTypePdf, IconListNumbers, IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import {
  type FIT_UP_MEASUREMENT_TYPES,
  INSPECTION_RESOURCES,
  INSPECTION_SECTION_FIELDS,
  MEASURED_FIELDS,
  measurementPath,
  SEQUENCE_RESOURCES,
  shortInspectionId,
  type TInspectionKind,
  type TMessage,
} from "@weldtrace/domain";
import { Fragment, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import type { TMeasurement } from "../../api/answers";
import { inspectionApi } from "../../api/endpoints";
import { queryKeys, resourceProvider } from "../../api/resource-provider";
import { PageHeader } from "../../components/page-header";
import { ResourceFormPage, type TValues } from "../../components/resource/resource-form";
import { ResourceList, type TResourceColumn } from "../../components/resource/resource-list";
import { useAction } from "../../components/use-action";
import { WRAPPING_BUTTON_STYLES } from "../../components/wrapping-button";
import { translateMessage } from "../../i18n";
import { formatDateTime, formatNumber, useFormat } from "../../i18n/format";
import { useSession } from "../../session/session";
import { listRows } from "../welds/api";
import { INSPECTION_ROUTES, isSequenced, type TRow } from "./api";
import { inspectionEdgeLabel } from "./edge-label";
import { GaugeImportButtons } from "./gauge-import";
import { limitsText } from "./measurement-text";
import { downloadInspectionReport } from "./report-pdf";
import { childOptions, useEditedRecord, useProcedureDetail } from "./sequences";

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * /fitup-inspections, /bevel-inspections…: ids shown by 4 characters (spec §9); a row opens its measurements.
 * The sequenced kinds offer their sequences' list.
 */
export function InspectionListPage({ kind }: { kind: TInspectionKind }) {
  const { t, i18n } = useTranslation();
  const resource = INSPECTION_RESOURCES[kind];
  const section = INSPECTION_SECTION_FIELDS[kind];
  const columns: TResourceColumn[] = [
    { key: "x_id", title: t("inspections.id"), render: (record) => <Text ff="monospace">{shortInspectionId(record.id)}</Text>, width: 80 },
    { key: "weld" },
    { key: "procedure" },
    ...(isSequenced(kind) ? [{ key: "sequence" } as TResourceColumn] : []),
    ...(section
      ? [{ key: section, render: () => <Badge variant="light">{t(`inspections.kinds.${kind}`)}</Badge> } as TResourceColumn]
      : []),
    { key: "x_created", title: t("inspections.createdAt"), render: (record) => formatDateTime(record.created_at, i18n.language) },
  ];
  return (
    <ResourceList
      key={resource.path}
      resource={resource}
      columns={columns}
      rowClickTo={(record) => INSPECTION_ROUTES.measurements(kind, record.id)}
      headerActions={
        isSequenced(kind) ? (
          <Button
            component={Link}
            to={INSPECTION_ROUTES.sequences(kind)}
            variant="default"
            leftSection={<IconListNumbers size={16} />}
            styles={WRAPPING_BUTTON_STYLES}
          >
            {t(`resources.${SEQUENCE_RESOURCES[kind].key}.many`)}
          </Button>
        ) : undefined
      }
    />
  );
}

/** The one choice when there is exactly one (a procedure's single sequence or section row), else nothing. */
const onlyOne = (options: { value: string }[]) => (options.length === 1 ? (options[0]?.value ?? null) : null);

/**
 * An inspection's form: the weld among the procedure's, its two edges among the weld's own (named by workpiece, edge
 * and heat), the sequence among the procedure's, the section among the procedure's rows. Opened from a weld
 * (`?weld=`), it starts with the weld, its procedure, its edges and the procedure's only sequence and section filled;
 * choosing another weld takes that weld's edges. Saved, a new inspection opens its measurement entry.
 */
export function InspectionFormPage({ kind, mode }: { kind: TInspectionKind; mode: "create" | "edit" }) {
  const { t } = useTranslation();
  const resource = INSPECTION_RESOURCES[kind];
  const record = useEditedRecord(resource.path, mode);
  const [search] = useSearchParams();
  const weldParam = mode === "create" ? search.get("weld") : null;
  const fromWeld = useQuery({
    queryKey: queryKeys.item("welds", weldParam ?? ""),
    queryFn: () => resourceProvider.get<TRow>("welds", weldParam ?? ""),
    enabled: Boolean(weldParam),
  });
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);
  const [chosenWeld, setChosenWeld] = useState<string | null | undefined>(undefined);
  const procedureId = chosen === undefined ? (record.data?.procedure ?? fromWeld.data?.procedure) : chosen;
  const weldId = chosenWeld === undefined ? (record.data?.weld ?? fromWeld.data?.id) : chosenWeld;
  const procedure = useProcedureDetail(procedureId);
  const procedures = useQuery({
    queryKey: ["procedures", "for-inspections"],
    queryFn: () => listRows("procedures", { is_archived: "false" }, "name"),
  });
  const welds = useQuery({
    queryKey: ["welds", "for-inspections", procedureId],
    queryFn: () => listRows("welds", { procedure: procedureId as string }, "name"),
    enabled: typeof procedureId === "string",
  });
  const sequences = useQuery({
    queryKey: ["sequences", kind, procedureId],
    queryFn: () => listRows(SEQUENCE_RESOURCES[kind as "fit_up"].path, { procedure: procedureId as string }, "name"),
    enabled: isSequenced(kind) && typeof procedureId === "string",
  });
  const edges = useQuery({
    queryKey: ["inspection-edge-choices", weldId],
    queryFn: () => inspectionApi.weldEdges(weldId as string),
    enabled: typeof weldId === "string",
  });
  const section = INSPECTION_SECTION_FIELDS[kind];
  const options = (rows: { id: string; name?: unknown }[] | undefined) =>
    (rows ?? []).map((row) => ({ value: row.id, label: text(row.name) }));
  const sectionOptions = section ? childOptions(procedure.data, section) : [];
  const weldOf = (id: unknown) => welds.data?.find((row) => row.id === id);
  // Opened from a weld: the form waits for what it fills (the weld, its procedure's sequences and sections).
  const filling = Boolean(weldParam) && (!fromWeld.data || !procedure.data || (isSequenced(kind) && !sequences.data));
  if (filling && !fromWeld.isError) return <Skeleton height={360} maw={720} data-testid="inspection-form-filling" />;
  const defaults: TValues | undefined = fromWeld.data
    ? {
        procedure: text(fromWeld.data.procedure) || null,
        weld: fromWeld.data.id,
        workpiece_edge_1: text(fromWeld.data.workpiece_edge_1) || null,
        workpiece_edge_2: text(fromWeld.data.workpiece_edge_2) || null,
        ...(isSequenced(kind) ? { sequence: onlyOne(options(sequences.data as never)) } : {}),
        ...(section && kind !== "temperature_control" ? { [section]: onlyOne(sectionOptions) } : {}),
      }
    : undefined;
  const edgeOptions = (edges.data?.results ?? []).map((edge) => ({
    value: edge.id,
    label: inspectionEdgeLabel(edge, (heat) => t("inspections.edgeHeat", { heat })),
  }));
  const edgeField = (values: TValues, other: string) => ({
    options: edgeOptions.filter((option) => option.value !== values[other]),
    creatable: false,
    disabled: !values.weld,
    description: values.weld ? t("inspections.edgesOfWeld") : t("inspections.weldFirst"),
  });
  return (
    <ResourceFormPage
      key={`${resource.path}-${mode}-${weldParam ?? ""}`}
      resource={resource}
      mode={mode}
      defaults={defaults}
      savedTo={mode === "create" ? (saved) => INSPECTION_ROUTES.record(kind, saved.id) : undefined}
      adjustValues={(next: TValues, previous: TValues) => {
        if (next.procedure !== previous.procedure) {
          setChosen((next.procedure as string | null) ?? null);
          setChosenWeld(null);
          return {
            ...next,
            weld: null,
            workpiece_edge_1: null,
            workpiece_edge_2: null,
            sequence: null,
            ...(section ? { [section]: null } : {}),
            pass_group: null,
          };
        }
        if (next.weld !== previous.weld) {
          // Another weld: its own two edges (an inspection names two of its weld's edges).
          setChosenWeld((next.weld as string | null) ?? null);
          const weld = weldOf(next.weld);
          return {
            ...next,
            workpiece_edge_1: text(weld?.workpiece_edge_1) || null,
            workpiece_edge_2: text(weld?.workpiece_edge_2) || null,
          };
        }
        return next;
      }}
      hiddenFields={kind === "temperature_control" ? ["temperature_control"] : []}
      fieldProps={(values) => ({
        procedure: { options: options(procedures.data as never), creatable: false },
        weld: { options: options(welds.data as never), creatable: false },
        workpiece_edge_1: edgeField(values, "workpiece_edge_2"),
        workpiece_edge_2: edgeField(values, "workpiece_edge_1"),
        sequence: { options: options(sequences.data as never), creatable: false },
        ...(section ? { [section]: { options: sectionOptions, creatable: false } } : {}),
        pass_group: { options: childOptions(procedure.data, "pass_group"), creatable: false },
      })}
    />
  );
}

export function VerdictBadge({ verdict }: { verdict: "accept" | "reject" }) {
  const { t } = useTranslation();
  return (
    <Badge color={verdict === "accept" ? "green" : "red"} variant="filled" data-testid={`verdict-${verdict}`}>
      {t(`inspections.${verdict}`)}
    </Badge>
  );
}

/** The report PDF of this inspection, and of every inspection of its weld (what a client's QA reviewer signs). */
function ReportButtons({ kind, id }: { kind: TInspectionKind; id: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [busy, setBusy] = useState<"inspection" | "weld" | null>(null);
  const reportAction = useAction({ action: "inspection-report", errorTitle: t("inspections.report.failed") });
  const download = async (scope: "inspection" | "weld") => {
    setBusy(scope);
    await reportAction.run(async () => {
      const one = await inspectionApi.report(kind, id);
      const report = scope === "weld" ? await inspectionApi.weldReport(one.weld.id) : one;
      await downloadInspectionReport(report, t, format, translateMessage, scope);
    });
    setBusy(null);
  };
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileTypePdf size={16} />}
        loading={busy === "inspection"}
        onClick={() => void download("inspection")}
        data-testid="inspection-report"
      >
        {t("inspections.report.inspection")}
      </Button>
      <Button
        variant="default"
        leftSection={<IconFileTypePdf size={16} />}
        loading={busy === "weld"}
        onClick={() => void download("weld")}
        data-testid="weld-inspection-report"
      >
        {t("inspections.report.weld")}
      </Button>
    </>
  );
}

/** A measurement recorded with an expired instrument by an Admin's override: flagged, with the reason and who gave it. */
export function OverrideFlag({ measurement }: { measurement: TMeasurement }) {
  const { t } = useTranslation();
  const override = measurement.instrument_override;
  if (!override) return null;
  return (
    <Stack gap={2} mt={4} data-testid="instrument-override">
      <Badge color="orange" variant="light" leftSection={<IconAlertTriangle size={12} />}>
        {t("inspections.override.badge")}
      </Badge>
      <Text size="xs">{t("inspections.override.by", { reason: override.reason, email: override.by_email })}</Text>
    </Stack>
  );
}

/**
 * /<kind>-inspections/{id}/<kind>-inspection-measurements: read-only (spec §2), each measurement with its values in
 * the stored unit, its verdict (Accept or Reject) and the limits it was judged against when it was taken.
 */
export function MeasurementsPage({ kind }: { kind: TInspectionKind }) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const { id = "" } = useParams();
  const resource = INSPECTION_RESOURCES[kind];
  const inspection = useQuery({ queryKey: [resource.path, "item", id], queryFn: () => inspectionApi.inspection(kind, id) });
  const measurements = useQuery({ queryKey: [measurementPath(kind), id], queryFn: () => inspectionApi.measurements(kind, id) });
  const fields = MEASURED_FIELDS[kind];
  const rows: TMeasurement[] = measurements.data ?? [];
  const where = (row: TMeasurement) =>
    kind === "fit_up"
      ? `${t(`inspections.fitUpTypes.${row.type as (typeof FIT_UP_MEASUREMENT_TYPES)[number]}`)} @ ${text(row.position)}`
      : text(row.position) || (typeof row.limits.name === "string" ? row.limits.name : "");
  const showWhere = ["fit_up", "bevel", "temperature_control", "cooling"].includes(kind);
  const phone = useMediaQuery("(max-width: 600px)", false, { getInitialValueInEffect: false });
  return (
    <Stack>
      <PageHeader
        title={t("inspections.measurements", { id: shortInspectionId(id) })}
        crumbs={[{ label: t(`resources.${resource.key}.many`), to: INSPECTION_ROUTES.list(kind) }]}
        actions={
          <Group gap="xs">
            <ReportButtons kind={kind} id={id} />
            <GaugeImportButtons kind={kind} inspection={id} />
            {session.can("quality", "create") && (
              <Button component={Link} to={INSPECTION_ROUTES.record(kind, id)} leftSection={<IconPlus size={16} />}>
                {t("inspections.record")}
              </Button>
            )}
          </Group>
        }
      />
      {inspection.data && (
        <Text size="sm" c="dimmed">
          {formatDateTime(inspection.data.created_at, i18n.language)}
        </Text>
      )}
      {phone ? (
        // A phone: one card a measurement, its verdict in the card's first line (a table's Result column is past the
        // screen's edge at 390 px).
        <Stack gap="sm" aria-label={t("inspections.measurements", { id: shortInspectionId(id) })}>
          {rows.map((row) => (
            <Paper key={row.id} withBorder p="sm" data-testid="measurement-row">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={600}>{showWhere ? where(row) : formatDateTime(row.created_at, i18n.language)}</Text>
                <VerdictBadge verdict={row.verdict} />
              </Group>
              <SimpleGrid cols={2} spacing="xs" verticalSpacing={4} mt="xs">
                {fields.map((field) => (
                  <Fragment key={field}>
                    <Text size="sm" c="dimmed">
                      {t(`inspections.${field as "measure"}`)}
                    </Text>
                    <Text size="sm">{typeof row[field] === "number" ? formatNumber(row[field] as number, i18n.language, 3) : "—"}</Text>
                  </Fragment>
                ))}
                <Text size="sm" c="dimmed">
                  {t("inspections.limits")}
                </Text>
                <Text size="sm">{limitsText(row.limits, fields, (value) => formatNumber(value, i18n.language))}</Text>
                {showWhere && (
                  <>
                    <Text size="sm" c="dimmed">
                      {t("inspections.createdAt")}
                    </Text>
                    <Text size="sm">{formatDateTime(row.created_at, i18n.language)}</Text>
                  </>
                )}
              </SimpleGrid>
              {row.reasons.length > 0 && (
                <Text size="xs" mt="xs">
                  {row.reasons.map((reason) => translateMessage(reason as TMessage)).join(" ")}
                </Text>
              )}
              <OverrideFlag measurement={row} />
            </Paper>
          ))}
          {measurements.isSuccess && rows.length === 0 && (
            <Paper withBorder p="md">
              <Text c="dimmed">{t("inspections.measurementsEmpty")}</Text>
            </Paper>
          )}
        </Stack>
      ) : (
        <Paper withBorder>
          <ScrollArea>
            <Table striped highlightOnHover aria-label={t("inspections.measurements", { id: shortInspectionId(id) })}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("inspections.createdAt")}</Table.Th>
                  {showWhere && <Table.Th>{kind === "fit_up" ? t("inspections.type") : t("inspections.position")}</Table.Th>}
                  {fields.map((field) => (
                    <Table.Th key={field}>{t(`inspections.${field as "measure"}`)}</Table.Th>
                  ))}
                  <Table.Th>{t("inspections.limits")}</Table.Th>
                  <Table.Th>{t("inspections.verdict")}</Table.Th>
                  <Table.Th>{t("inspections.reasons")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id} data-testid="measurement-row">
                    <Table.Td>{formatDateTime(row.created_at, i18n.language)}</Table.Td>
                    {showWhere && <Table.Td>{where(row)}</Table.Td>}
                    {fields.map((field) => (
                      <Table.Td key={field}>
                        {typeof row[field] === "number" ? formatNumber(row[field] as number, i18n.language, 3) : "—"}
                      </Table.Td>
                    ))}
                    <Table.Td>{limitsText(row.limits, fields, (value) => formatNumber(value, i18n.language))}</Table.Td>
                    <Table.Td>
                      <VerdictBadge verdict={row.verdict} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs">{row.reasons.map((reason) => translateMessage(reason as TMessage)).join(" ")}</Text>
                      <OverrideFlag measurement={row} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          {measurements.isSuccess && rows.length === 0 && (
            <Group p="md">
              <Text c="dimmed">{t("inspections.measurementsEmpty")}</Text>
            </Group>
          )}
        </Paper>
      )}
    </Stack>
  );
}
