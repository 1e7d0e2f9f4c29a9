import { Alert, Anchor, Badge, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { IconFileTypePdf } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { weldApi } from "../../api/endpoints";
import { PageHeader } from "../../components/page-header";
import { describeFailure } from "../../components/resource/error-message";
import { useFormat } from "../../i18n/format";
import { NewInspectionMenu } from "../inspections/new-inspection-menu";
import { WELD_ROUTES } from "./api";
import { downloadWeldDataBook } from "./data-book-pdf";
import { type TTraceCell, type TTraceSection, webTraceSections } from "./trace-sections";
import { WHOLE_BADGE } from "./welds";

const SECTION_TEST_IDS: Record<TTraceSection["key"], string> = {
  madeOf: "made-of",
  weldedBy: "welded-by",
  inspections: "inspections",
  flaws: "flaws",
};

/** A cell as the page shows it: a link to its record, or a badge, with its second line dimmed; lines kept. */
function TraceCell({ cell }: { cell: TTraceCell }) {
  const main = cell.to ? (
    <Anchor component={Link} to={cell.to}>
      {cell.text}
    </Anchor>
  ) : cell.tone ? (
    <Badge color={cell.tone} variant="light" styles={WHOLE_BADGE}>
      {cell.text}
    </Badge>
  ) : (
    <Text size="sm" style={{ whiteSpace: "pre-line" }}>
      {cell.text}
    </Text>
  );
  if (!cell.note) return main;
  return (
    <Stack gap={2}>
      {main}
      <Text size="xs" c="dimmed">
        {cell.note}
      </Text>
    </Stack>
  );
}

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
 * their certificates), who welded it with what (welders qualified that day, wire and its heat), how it was inspected
 * (verdicts, instruments' calibration that day) and what was found and done (flaws, repairs, cut-out), each item
 * linked to its record. The tables are the data book's (trace-sections.ts), so the page and the PDF cannot differ.
 */
export function WeldTraceabilityPage() {
  const { t } = useTranslation();
  const { projectId = "", weldId = "" } = useParams();
  const trace = useQuery({
    queryKey: ["welds", "traceability", weldId],
    queryFn: () => weldApi.traceability(weldId),
  });
  const format = useFormat();
  const dateTime = (value: string | null) => (value ? format.dateTime(value, { seconds: false }) : "—");
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
  return (
    <>
      <PageHeader
        title={title}
        crumbs={crumbs}
        actions={
          <>
            <NewInspectionMenu weld={data.weld.id} procedure={data.procedure.id} />
            <Button
              variant="default"
              leftSection={<IconFileTypePdf size={16} />}
              onClick={() => void downloadWeldDataBook(data, t, format)}
              data-testid="trace-data-book"
            >
              {t("trace.dataBook")}
            </Button>
          </>
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

        {webTraceSections(data, t, format).map((section) => (
          <Section key={section.key} title={section.title} testId={`trace-${SECTION_TEST_IDS[section.key]}`}>
            {section.body.length === 0 ? (
              <Empty>{section.empty}</Empty>
            ) : (
              <Table.ScrollContainer minWidth={section.head.length > 5 ? 900 : 640}>
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      {section.head.map((label) => (
                        <Table.Th key={label}>{label}</Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {section.body.map((row, rowIndex) => (
                      // Rows are the section's own order and never reordered: the index is a stable key.
                      // biome-ignore lint/suspicious/noArrayIndexKey: see above
                      <Table.Tr key={rowIndex}>
                        {row.map((cell, cellIndex) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: a cell's place is its column
                          <Table.Td key={cellIndex} style={cell.tone ? { whiteSpace: "nowrap" } : undefined}>
                            <TraceCell cell={cell} />
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Section>
        ))}

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
