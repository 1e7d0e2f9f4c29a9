import { Alert, Anchor, Button, Card, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { IconBooks, IconPencil, IconScissors, IconTool } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { cutOuts, projects, type TRate } from "@weldtrace/domain";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { weldApi } from "../../api/endpoints";
import { queryKeys, resourceProvider } from "../../api/resource-provider";
import { PageHeader } from "../../components/page-header";
import { describeFailure } from "../../components/resource/error-message";
import { ResourceList, type TResourceColumn } from "../../components/resource/resource-list";
import { StatCard } from "../../components/stat-card";
import { formatDateTime } from "../../i18n/format";
import { useSession } from "../../session/session";
import { listRows, WELD_ROUTES } from "./api";
import { formatDuration } from "./format";
import { ProjectDataBook } from "./project-data-book";

const percent = (rate: TRate | undefined, language: string) =>
  rate?.rate === null || rate?.rate === undefined
    ? "—"
    : new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 1 }).format(rate.rate);

/** /projects/{id}: the map popup's target (spec §2) with the project's weld-log cards and its lists. */
export function ProjectPage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const { projectId = "" } = useParams();
  const project = useQuery({
    queryKey: queryKeys.item(projects.path, projectId),
    queryFn: () => resourceProvider.get<{ name: string }>(projects.path, projectId),
  });
  const stats = useQuery({
    queryKey: ["welds", "statistics", projectId],
    queryFn: () => weldApi.statistics(projectId),
    enabled: session.can("production", "list"),
  });
  const procedures = useQuery({
    queryKey: ["procedures", "of-project", projectId],
    queryFn: () => listRows("procedures", { project: projectId }, "name"),
  });
  // The server names the rates' welders, deleted ones too; an id no welder has reads "Unknown welder".
  const welderName = (id: string) => stats.data?.welder_names[id] ?? t("welds.project.unknownWelder");
  const title = project.data?.name ?? t("resources.project.one");
  const ratio = (rate: TRate | undefined) =>
    rate ? t("welds.project.ratio", { numerator: rate.numerator, denominator: rate.denominator }) : undefined;
  const procedureName = (id: string) => String(procedures.data?.find((row) => row.id === id)?.name ?? id.slice(0, 8));
  if (project.isError)
    return (
      <>
        <PageHeader title={t("resources.project.one")} crumbs={[{ label: t("resources.project.many"), to: "/projects" }]} />
        <Alert color="red">{describeFailure(project.error)}</Alert>
      </>
    );
  const data = stats.data;
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: t("resources.project.many"), to: "/projects" }, { label: title }]}
        actions={
          <>
            <Button
              component={Link}
              to={WELD_ROUTES.projectWelds(projectId)}
              variant="default"
              leftSection={<IconTool size={16} />}
              data-testid="project-welds"
            >
              {t("resources.weld.many")}
            </Button>
            <Button component={Link} to={WELD_ROUTES.cutOuts(projectId)} variant="default" leftSection={<IconScissors size={16} />}>
              {t("resources.cutOut.many")}
            </Button>
            <Button component={Link} to={WELD_ROUTES.libraries(projectId)} variant="default" leftSection={<IconBooks size={16} />}>
              {t("resources.flawLibrary.many")}
            </Button>
            {session.can("projects", "update") && (
              <Button component={Link} to={`/projects/${projectId}/edit`} leftSection={<IconPencil size={16} />}>
                {t("common.edit")}
              </Button>
            )}
          </>
        }
      />
      {stats.isError && <Alert color="red">{describeFailure(stats.error)}</Alert>}
      {!data && !stats.isError && <Skeleton height={120} />}
      {data && (
        <Stack>
          <ProjectDataBook projectId={projectId} projectName={title} />
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
            <StatCard testId="card-welds" label={t("welds.project.welds")} value={data.welds} />
            <StatCard testId="card-completed" label={t("welds.project.completed")} value={data.completed} />
            <StatCard testId="card-scanned" label={t("welds.project.scanned")} value={data.scanned} />
            <StatCard testId="card-repairs" label={t("welds.project.repairs")} value={data.repairs} />
            <StatCard testId="card-cut-outs" label={t("welds.project.cutOuts")} value={data.cut_outs} />
            <StatCard
              testId="card-reject-rate"
              label={t("welds.project.rejectRate")}
              value={percent(data.reject_rate, i18n.language)}
              detail={ratio(data.reject_rate)}
            />
            <StatCard
              testId="card-repair-rate"
              label={t("welds.project.repairRate")}
              value={percent(data.repair_rate, i18n.language)}
              detail={ratio(data.repair_rate)}
            />
            <StatCard testId="card-downtime" label={t("welds.project.totalDowntime")} value={formatDuration(data.downtime.total)} />
            <StatCard
              testId="card-average-downtime"
              label={t("welds.project.averageDowntime")}
              value={data.downtime.average === null ? "—" : formatDuration(data.downtime.average)}
              detail={t("welds.project.pauses", { count: data.downtime.pauses })}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <RateTable
              title={t("welds.project.byProcedure")}
              rows={Object.entries(data.repair_rate_by_procedure).map(([id, rate]) => [procedureName(id), rate])}
              language={i18n.language}
            />
            <RateTable
              title={t("welds.project.byWelder")}
              rows={Object.entries(data.repair_rate_by_welder).map(([id, rate]) => [welderName(id), rate])}
              language={i18n.language}
            />
          </SimpleGrid>
        </Stack>
      )}
    </>
  );
}

function RateTable({ title, rows, language }: { title: string; rows: [string, TRate][]; language: string }) {
  const { t } = useTranslation();
  return (
    <Card withBorder>
      <Title order={4} mb="xs">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("common.noData")}
        </Text>
      ) : (
        <Table>
          <Table.Tbody>
            {rows.map(([label, rate]) => (
              <Table.Tr key={label}>
                <Table.Td>{label}</Table.Td>
                <Table.Td align="right">{percent(rate, language)}</Table.Td>
                <Table.Td align="right">
                  <Text size="xs" c="dimmed">
                    {t("welds.project.ratio", { numerator: rate.numerator, denominator: rate.denominator })}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}

/** /projects/{id}/cutOuts: read-only; each weld links to its cycles (spec §2). */
export function ProjectCutOutsPage() {
  const { t, i18n } = useTranslation();
  const { projectId = "" } = useParams();
  const project = useQuery({
    queryKey: queryKeys.item(projects.path, projectId),
    queryFn: () => resourceProvider.get<{ name: string }>(projects.path, projectId),
  });
  const columns: TResourceColumn[] = [
    {
      key: "weld",
      render: (record) => (
        <Anchor
          component={Link}
          to={WELD_ROUTES.weldCycles(projectId, String(record.weld))}
          onClick={(event) => event.stopPropagation()}
          size="sm"
        >
          {String(record.weld_name ?? "")}
        </Anchor>
      ),
    },
    { key: "created_at", render: (record) => <Text size="sm">{formatDateTime(record.created_at, i18n.language)}</Text> },
  ];
  return (
    <ResourceList
      key={projectId}
      resource={cutOuts}
      columns={columns}
      title={project.data ? t("welds.cutOut.ofProject", { project: project.data.name }) : undefined}
      filters={{ project: projectId }}
      readOnly
      headerActions={
        <Group>
          <Button component={Link} to={WELD_ROUTES.project(projectId)} variant="default">
            {project.data?.name ?? t("resources.project.one")}
          </Button>
        </Group>
      }
    />
  );
}
