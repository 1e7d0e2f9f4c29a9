import { Alert, Anchor, Badge, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { IconFileTypePdf } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { TQualificationStatus, TWeldTraceability } from "@weldtrace/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { apiData } from "../../api/client";
import { PageHeader } from "../../components/page-header";
import { describeFailure } from "../../components/resource/error-message";
import { useFormat } from "../../i18n/format";
import { WELD_ROUTES } from "./api";
import { downloadWeldDataBook } from "./data-book-pdf";

const STATE_COLORS: Record<TQualificationStatus["state"], string> = {
  valid: "green",
  expiring: "yellow",
  lapsed: "red",
  expired: "red",
  future: "gray",
};

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md" data-testid={testId}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" size="sm">
      {children}
    </Text>
  );
}

/**
 * /projects/{projectId}/welds/{weldId}/traceability: everything the weld is made of (edges → workpieces → heats and
 * their certificates), who welded it with what (welders qualified that day, wire and its heat), and what was found
 * and done (flaws, repairs, cut-out), each item linked to its record.
 */
export function WeldTraceabilityPage() {
  const { t } = useTranslation();
  const { projectId = "", weldId = "" } = useParams();
  const trace = useQuery({
    queryKey: ["welds", "traceability", weldId],
    queryFn: () => apiData<TWeldTraceability>("GET", `/api/welds/${weldId}/traceability/`),
  });
  const format = useFormat();
  const dateTime = (value: string | null) => (value ? format.dateTime(value, { seconds: false }) : "—");
  const date = (value: string) => format.date(value);
  const number = (value: number | null) => (value === null ? "—" : format.number(value, 2));
  const data = trace.data;
  const crumbs = [
    { label: t("resources.project.many"), to: "/projects" },
    ...(data ? [{ label: data.project.name, to: WELD_ROUTES.project(data.project.id) }] : []),
    { label: t("resources.weld.many"), to: WELD_ROUTES.projectWelds(projectId) },
    ...(data ? [{ label: data.weld.name, to: WELD_ROUTES.weldEdit(projectId, data.weld.id) }] : []),
  ];
  const title = t("trace.title", { weld: data?.weld.name ?? "…" });
  if (trace.isError)
    return (
      <>
        <PageHeader title={t("trace.open")} crumbs={crumbs} />
        <Alert color="red" title={t("trace.loadFailed")}>
          {describeFailure(trace.error)}
        </Alert>
      </>
    );
  if (!data)
    return (
      <>
        <PageHeader title={title} crumbs={crumbs} />
        <Skeleton height={300} />
      </>
    );
  const qualification = (status: TQualificationStatus | null) =>
    status ? (
      <Stack gap={2}>
        <Badge color={STATE_COLORS[status.state]} variant="light">
          {t(`staff.qualification.${status.state}`)}
        </Badge>
        <Text size="xs" c="dimmed">
          {t("staff.qualification.column")}: {date(status.until)}
        </Text>
      </Stack>
    ) : (
      <Badge color="red" variant="light">
        {t("staff.qualification.notQualified")}
      </Badge>
    );
  return (
    <>
      <PageHeader
        title={title}
        crumbs={crumbs}
        actions={
          <Button
            variant="default"
            leftSection={<IconFileTypePdf size={16} />}
            onClick={() => void downloadWeldDataBook(data, t, format)}
            data-testid="trace-data-book"
          >
            {t("trace.dataBook")}
          </Button>
        }
      />
      <Stack>
        <Group gap="xs" data-testid="trace-summary">
          <Text size="sm">
            {t("trace.project")}:{" "}
            <Anchor component={Link} to={WELD_ROUTES.project(data.project.id)}>
              {data.project.name}
            </Anchor>
          </Text>
          <Text size="sm">
            · {t("trace.procedure")}:{" "}
            <Anchor component={Link} to={`/procedures/${data.procedure.id}/edit`}>
              {data.procedure.name}
            </Anchor>
            {data.procedure.is_reference && ` (${t("trace.reference")})`}
          </Text>
          <Badge color={data.weld.completed ? "green" : "blue"} variant="light">
            {data.weld.completed ? t("trace.completed") : t("trace.inProgress")}
          </Badge>
          <Badge color={data.weld.scanned ? "green" : "gray"} variant="light">
            {data.weld.scanned ? t("trace.scanned") : t("trace.notScanned")}
          </Badge>
        </Group>

        <Section title={t("trace.madeOf")} testId="trace-made-of">
          {data.edges.length === 0 ? (
            <Empty>{t("trace.noEdges")}</Empty>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("trace.edge")}</Table.Th>
                    <Table.Th>{t("trace.workpiece")}</Table.Th>
                    <Table.Th>{t("trace.grade")}</Table.Th>
                    <Table.Th>{t("trace.heat")}</Table.Th>
                    <Table.Th>{t("trace.certificates")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.edges.map((edge) => (
                    <Table.Tr key={edge.id}>
                      <Table.Td>
                        {edge.position} · {edge.name}
                      </Table.Td>
                      <Table.Td>
                        <Anchor component={Link} to={`/workpieces/${edge.workpiece.id}/edit`}>
                          {edge.workpiece.name}
                        </Anchor>
                        {edge.cut_from && (
                          <Text size="xs" c="dimmed">
                            {t("trace.cutFrom", { name: edge.cut_from.name })}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>{edge.workpiece.grade ?? "—"}</Table.Td>
                      <Table.Td>{edge.heat?.heat_no ?? "—"}</Table.Td>
                      <Table.Td>
                        {edge.heat?.certificates.length
                          ? edge.heat.certificates.map((document) => (
                              <Text key={document.id} size="sm">
                                {document.name}
                              </Text>
                            ))
                          : t("trace.noCertificate")}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Section>

        <Section title={t("trace.weldedBy")} testId="trace-welded-by">
          {data.cycles.length === 0 ? (
            <Empty>{t("trace.noCycles")}</Empty>
          ) : (
            <Table.ScrollContainer minWidth={900}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("trace.passGroup")}</Table.Th>
                    <Table.Th>{t("trace.started")}</Table.Th>
                    <Table.Th>{t("trace.welder")}</Table.Th>
                    <Table.Th>{t("trace.qualification")}</Table.Th>
                    <Table.Th>{t("trace.process")}</Table.Th>
                    <Table.Th>{t("trace.fillerMetal")}</Table.Th>
                    <Table.Th>{t("trace.heatInput")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.cycles.flatMap((cycle) =>
                    (cycle.torches.length ? cycle.torches : [null]).map((torch, index) => (
                      <Table.Tr key={`${cycle.id}-${torch?.torch ?? 0}`}>
                        <Table.Td>
                          {index === 0 && (
                            <Anchor component={Link} to={WELD_ROUTES.cycle(cycle.id)}>
                              {cycle.pass_group ?? "—"}
                            </Anchor>
                          )}
                        </Table.Td>
                        <Table.Td>{index === 0 ? dateTime(cycle.started_at) : ""}</Table.Td>
                        <Table.Td>{torch?.welder ? `${torch.welder.welder_id ?? ""} ${torch.welder.name}`.trim() : "—"}</Table.Td>
                        <Table.Td>{torch?.welder ? qualification(torch.qualification) : "—"}</Table.Td>
                        <Table.Td>{torch?.process ?? "—"}</Table.Td>
                        <Table.Td>
                          {torch?.filler_metal
                            ? `${torch.filler_metal.name}${torch.filler_metal.heats.length ? ` (${torch.filler_metal.heats.map((heat) => heat.heat_no).join(", ")})` : ""}`
                            : "—"}
                        </Table.Td>
                        <Table.Td>{index === 0 ? number(cycle.heat_input) : ""}</Table.Td>
                      </Table.Tr>
                    )),
                  )}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Section>

        <Section title={t("trace.flaws")} testId="trace-flaws">
          {data.flaws.length === 0 ? (
            <Empty>{t("trace.noFlaws")}</Empty>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("trace.type")}</Table.Th>
                    <Table.Th>{t("trace.method")}</Table.Th>
                    <Table.Th>{t("trace.result")}</Table.Th>
                    <Table.Th>{t("trace.sanction")}</Table.Th>
                    <Table.Th>{t("trace.repairedBy")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.flaws.map((flaw) => (
                    <Table.Tr key={flaw.id}>
                      <Table.Td>
                        <Anchor component={Link} to={WELD_ROUTES.flawEdit(projectId, data.weld.id, flaw.id)}>
                          {flaw.type}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{flaw.nde_method}</Table.Td>
                      <Table.Td>{t(`welds.flaw.result.${flaw.result as "Accepted"}`, { defaultValue: flaw.result })}</Table.Td>
                      <Table.Td>
                        {flaw.sanction ? t(`welds.flaw.sanction.${flaw.sanction as "Repair"}`, { defaultValue: flaw.sanction }) : "—"}
                      </Table.Td>
                      <Table.Td>
                        {flaw.repaired_by ? (
                          <Anchor component={Link} to={WELD_ROUTES.weldTrace(projectId, flaw.repaired_by.id)}>
                            {flaw.repaired_by.name}
                          </Anchor>
                        ) : (
                          "—"
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Section>

        <Section title={t("trace.history")} testId="trace-history">
          <Stack gap={4}>
            {data.repairs_weld && (
              <Text size="sm">
                {t("trace.repairs")}{" "}
                <Anchor component={Link} to={WELD_ROUTES.weldTrace(projectId, data.repairs_weld.id)}>
                  {data.repairs_weld.name}
                </Anchor>
              </Text>
            )}
            {data.cut_out && <Text size="sm">{t("trace.cutOut", { date: dateTime(data.cut_out.created_at) })}</Text>}
            {!data.repairs_weld && !data.cut_out && <Empty>{t("trace.nothing")}</Empty>}
          </Stack>
        </Section>
      </Stack>
    </>
  );
}
