import { Anchor, Button, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { IconPlus, IconTrashOff } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import {
  countryLabels,
  labelText,
  type TQualificationState,
  WELDER_CERTIFICATE_TYPE,
  WELDER_IMPORT,
  WELDER_QUALIFICATION_FILTERS,
  welderQualifications,
  welders,
} from "@weldtrace/domain";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { staffApi } from "../../api/endpoints";
import { queryKeys } from "../../api/resource-provider";
import { drawDataMatrix } from "../../components/labels";
import { useReferenceRows } from "../../components/resource/fields/use-reference-options";
import { ResourceFormPage } from "../../components/resource/resource-form";
import { ResourceList, type TResourceColumn } from "../../components/resource/resource-list";
import type { TResourceRecord, TWebResource } from "../../components/resource/types";
import { formatDate } from "../../i18n/format";
import { useSession } from "../../session/session";
import { WhereUsedAction } from "../welds/where-used-action";
import { ExportPdfButton } from "./export-button";
import { exportListPdf } from "./export-pdf";
import { useLabelAction } from "./labels";
import {
  QualificationStateBadge,
  QualificationsCell,
  qualificationReason,
  type TQualificationDatesShown,
  type TWelderQualificationSummary,
} from "./state-badges";

/** Welders have no name: titles and confirmations read "NS-W-002 - Siobhan Murphy". */
const welderResource: TWebResource = {
  ...welders,
  labelOf: (record) => `${String(record.welder_id ?? "")} - ${[record.first_name, record.last_name].filter(Boolean).join(" ")}`,
};

const fullDate = (date: string, language: string) => formatDate(date, language);

/** The id of the client's locked document type of that name, to offer only such documents. */
function useDocumentTypeId(name: string) {
  const types = useReferenceRows<{ id: string; name: string; is_system?: boolean }>("documentType");
  return types.data?.find((row) => row.is_system && row.name === name)?.id;
}

/** Spec §2: welders list with who is qualified until when, PDF export; deleted welders one click away. */
export function WeldersListPage() {
  const { t, i18n } = useTranslation();
  const columns: TResourceColumn[] = [
    { key: "profile_picture" },
    { key: "welder_id" },
    { key: "last_name" },
    { key: "first_name" },
    { key: "country" },
    { key: "x_qualifications", title: t("staff.qualification.column"), render: (record) => <QualificationsCell record={record} /> },
    { key: "documents" },
  ];
  const qualifiedText = (row: TResourceRecord) => {
    const list = (row.qualifications as TWelderQualificationSummary[] | undefined) ?? [];
    if (list.length === 0) return t("staff.qualification.notQualified");
    return list
      .map(
        (item) =>
          `${t("staff.qualification.until", { process: item.process_name, date: fullDate(item.until, i18n.language) })} (${t(`staff.qualification.${item.state}`)})`,
      )
      .join("\n");
  };
  const session = useSession();
  const label = useLabelAction("welder", (record) => welderResource.labelOf?.(record) ?? record.id);
  return (
    <>
      <ResourceList
        resource={welderResource}
        columns={columns.map((column) => (column.key === "x_qualifications" ? { ...column, text: qualifiedText } : column))}
        filterControls={[
          {
            key: "qualification_state",
            label: t("listShaping.filterQualification"),
            options: WELDER_QUALIFICATION_FILTERS.map((value) => ({
              value,
              label: t(
                value === "qualified"
                  ? "staff.qualification.valid"
                  : value === "expiring"
                    ? "staff.qualification.expiring"
                    : "staff.qualification.notQualified",
              ),
            })),
          },
        ]}
        labelOf={(record) => ({ kind: "welder", uuid: record.id, name: welderResource.labelOf?.(record) ?? record.id })}
        extraRowActions={(record) => (
          <>
            <WhereUsedAction kind="welder" record={record} name={welderResource.labelOf?.(record) ?? record.id} />
            {label.action(record)}
          </>
        )}
        importExport={{
          importKey: WELDER_IMPORT.key,
          title: t("staff.imports.weldersTitle"),
          typeFileMessage: t("staff.imports.typeFileWelder"),
          canImport: session.can("staff", "create"),
          canUndo: session.can("staff", "delete"),
        }}
        headerActions={
          <Button
            component={Link}
            to="/deleted-welders"
            variant="default"
            leftSection={<IconTrashOff size={16} />}
            data-testid="deleted-welders-link"
          >
            {t("staff.welders.deletedList")}
          </Button>
        }
        toolbar={(query) => (
          <ExportPdfButton
            onExport={() => {
              const codes = new Map<string, string>();
              return exportListPdf({
                path: welders.path,
                query,
                title: t("resources.welder.many"),
                fileLabel: "welders",
                t,
                language: i18n.language,
                columns: [
                  { header: t("resources.fields.welder_id"), value: (row) => String(row.welder_id ?? "") },
                  { header: t("resources.fields.last_name"), value: (row) => String(row.last_name ?? "") },
                  { header: t("resources.fields.first_name"), value: (row) => String(row.first_name ?? "") },
                  { header: t("resources.fields.country"), value: (row) => countryLabels(row.country as string | null, i18n.language) },
                  { header: t("staff.qualification.column"), value: qualifiedText },
                  // Spec §2: the welders PDF carries each welder's Data Matrix (type 13), its text under it.
                  {
                    header: t("staff.labels.column"),
                    value: (row) => labelText("welder", row.id),
                    image: (row) => codes.get(row.id),
                    imageSize: 16,
                    widthPercent: 22,
                  },
                ],
                prepare: async (rows) => {
                  for (const row of rows) codes.set(row.id, (await drawDataMatrix(labelText("welder", row.id))).toDataURL("image/png"));
                },
              });
            }}
          />
        )}
      />
      {label.modal}
    </>
  );
}

interface TQualificationRow {
  id: string;
  process: string;
  qualified_at: string;
  expire_at: string | null;
  state: TQualificationState;
  until: string;
  lapses_on: string | null;
  thickness_min: number | null;
  thickness_max: number | null;
  diameter_min: number | null;
  diameter_max: number | null;
}

/** A welder's qualifications under the welder form, with their state today and a link to add one. */
function WelderQualifications({ welderId }: { welderId: string }) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const processes = useReferenceRows<{ id: string; name: string }>("weldingProcess");
  const params = { page: 1, pageSize: 1000, ordering: "qualified_at", filters: { welder: welderId } };
  const list = useQuery({
    queryKey: queryKeys.list(welderQualifications.path, params),
    queryFn: () => staffApi.qualificationsOf<TQualificationRow>(welderId),
  });
  const range = (min: number | null, max: number | null) => (min === null && max === null ? "" : `${min ?? "…"} – ${max ?? "…"}`);
  return (
    <Paper withBorder p="md" maw={720} mt="md" data-testid="welder-qualifications">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4">
            {t("staff.welders.qualifications")}
          </Title>
          {session.can("staff", "create") && (
            <Button component={Link} to={`/welder-qualifications/create?welder=${welderId}`} size="xs" leftSection={<IconPlus size={14} />}>
              {t("resources.welderQualification.newOne")}
            </Button>
          )}
        </Group>
        {list.data?.results.length ? (
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("resources.fields.process")}</Table.Th>
                <Table.Th>{t("resources.fields.thickness_min")}</Table.Th>
                <Table.Th>{t("resources.fields.diameter_min")}</Table.Th>
                <Table.Th>{t("resources.fields.qualified_at")}</Table.Th>
                <Table.Th>{t("staff.qualification.column")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.results.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/welder-qualifications/${row.id}/edit?welder=${welderId}`}>
                      {processes.data?.find((process) => process.id === row.process)?.name ?? row.process.slice(0, 8)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{range(row.thickness_min, row.thickness_max)}</Table.Td>
                  <Table.Td>{range(row.diameter_min, row.diameter_max)}</Table.Td>
                  <Table.Td>{fullDate(row.qualified_at, i18n.language)}</Table.Td>
                  <Table.Td>
                    <Group gap={6}>
                      {fullDate(row.until, i18n.language)}
                      <QualificationStateBadge state={row.state} />
                    </Group>
                    {qualificationReason(row, t, i18n.language) && (
                      <Text size="xs" c="dimmed" mt={2} data-testid={`qualification-reason-${row.state}`}>
                        {qualificationReason(row, t, i18n.language)}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text size="sm" c="dimmed">
            {list.isPending ? t("common.loading") : t("staff.qualification.none")}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t("staff.qualification.continuityNote")}
        </Text>
      </Stack>
    </Paper>
  );
}

/** Create and edit a welder: picture cropped to 400x200, only Welder certificate documents; qualifications below. */
export function WelderFormPage({ mode }: { mode: "create" | "edit" }) {
  const { id = "" } = useParams();
  const certificateType = useDocumentTypeId(WELDER_CERTIFICATE_TYPE);
  return (
    <>
      <ResourceFormPage
        resource={welderResource}
        mode={mode}
        fieldProps={{ profile_picture: { crop: true }, documents: certificateType ? { referenceFilters: { type: certificateType } } : {} }}
      />
      {mode === "edit" && id && <WelderQualifications welderId={id} />}
    </>
  );
}

/** A qualification, created or opened from a welder's page (`?welder=`): that welder chosen, and Save and Cancel go back there. */
export function QualificationFormPage({ mode }: { mode: "create" | "edit" }) {
  const [search] = useSearchParams();
  const certificateType = useDocumentTypeId(WELDER_CERTIFICATE_TYPE);
  const welder = search.get("welder");
  return (
    <ResourceFormPage
      resource={welderQualifications}
      mode={mode}
      listTo={welder && /^[\w-]+$/.test(welder) ? `/welders/${welder}/edit` : undefined}
      defaults={welder ? { welder } : undefined}
      fieldProps={{ certificate: certificateType ? { referenceFilters: { type: certificateType } } : {} }}
    />
  );
}

export function QualificationsListPage() {
  const { t, i18n } = useTranslation();
  return (
    <ResourceList
      resource={welderQualifications}
      columns={[
        { key: "welder" },
        { key: "process" },
        { key: "positions" },
        { key: "qualified_at" },
        { key: "expire_at" },
        {
          key: "x_state",
          title: t("staff.qualification.status"),
          render: (record) => {
            const reason = qualificationReason(record as unknown as TQualificationDatesShown, t, i18n.language);
            return (
              <Stack gap={2}>
                <QualificationStateBadge state={record.state as TQualificationState} />
                {reason && (
                  <Text size="xs" c="dimmed">
                    {reason}
                  </Text>
                )}
              </Stack>
            );
          },
        },
      ]}
    />
  );
}
