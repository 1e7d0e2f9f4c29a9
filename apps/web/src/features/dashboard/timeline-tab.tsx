import { BarChart } from "@mantine/charts";
import { Button, Card, Group, Progress, SimpleGrid, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { DASHBOARD_CHART_MIN_HEIGHT, type TTimelineStatistics } from "@weldtrace/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { StatCard } from "../../components/stat-card";
import { formatDuration } from "./duration";
import { formatDay } from "./progress-tab";

const share = (ratio: number | null, language: string) =>
  ratio === null ? "—" : new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 1 }).format(ratio);

/**
 * The Timeline tab (a placeholder in the spec): welds, cycles, arc time and downtime per workstation per day, with the
 * range's totals per workstation, a daily chart of arc time against downtime, and the same figures as tables.
 */
export function TimelineTab({ data }: { data: TTimelineStatistics }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [asTable, setAsTable] = useState(false);
  const manual = t("dashboard.timeline.manual");
  const days = [...new Set(data.rows.map((row) => row.day))].sort();
  const chart = days.map((day) => {
    const ofDay = data.rows.filter((row) => row.day === day);
    const minutes = (pick: (row: (typeof ofDay)[number]) => number) =>
      Math.round(ofDay.reduce((total, row) => total + pick(row), 0) / 6) / 10;
    return { day: formatDay(day, language), arc: minutes((row) => row.arc_seconds), downtime: minutes((row) => row.downtime_seconds) };
  });
  if (data.rows.length === 0)
    return (
      <Text c="dimmed" data-testid="dashboard-timeline-empty">
        {t("dashboard.timeline.empty")}
      </Text>
    );
  return (
    <Stack>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
        <StatCard testId="dashboard-timeline-cycles" label={t("dashboard.timeline.cycles")} value={data.totals.cycles} />
        <StatCard testId="dashboard-timeline-welds" label={t("dashboard.timeline.welds")} value={data.totals.welds} />
        <StatCard testId="dashboard-timeline-arc" label={t("dashboard.timeline.arc")} value={formatDuration(data.totals.arc_seconds)} />
        <StatCard
          testId="dashboard-timeline-downtime"
          label={t("dashboard.timeline.downtime")}
          value={formatDuration(data.totals.downtime_seconds)}
        />
        <StatCard
          testId="dashboard-timeline-ratio"
          label={t("dashboard.timeline.ratio")}
          value={share(data.totals.arc_ratio, language)}
          detail={t("dashboard.timeline.ratioDetail")}
        />
      </SimpleGrid>

      <Card withBorder padding="md" data-testid="dashboard-timeline-stations">
        <Title order={2} size="h4" mb="sm">
          {t("dashboard.timeline.byWorkstation")}
        </Title>
        <Table.ScrollContainer minWidth={560}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("dashboard.timeline.workstation")}</Table.Th>
                <Table.Th>{t("dashboard.timeline.welds")}</Table.Th>
                <Table.Th>{t("dashboard.timeline.cycles")}</Table.Th>
                <Table.Th>{t("dashboard.timeline.arc")}</Table.Th>
                <Table.Th>{t("dashboard.timeline.downtime")}</Table.Th>
                <Table.Th>{t("dashboard.timeline.ratio")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.by_workstation.map((station) => (
                <Table.Tr key={station.id ?? "manual"}>
                  <Table.Td>{station.name ?? manual}</Table.Td>
                  <Table.Td>{station.welds}</Table.Td>
                  <Table.Td>{station.cycles}</Table.Td>
                  <Table.Td>{formatDuration(station.arc_seconds)}</Table.Td>
                  <Table.Td>{formatDuration(station.downtime_seconds)}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {share(station.arc_ratio, language)}
                    </Text>
                    <Progress value={(station.arc_ratio ?? 0) * 100} size="sm" aria-hidden="true" />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>

      <Card withBorder padding="md">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4">
            {t("dashboard.timeline.chartTitle")}
          </Title>
          <Button variant="subtle" size="xs" onClick={() => setAsTable((shown) => !shown)} data-testid="dashboard-timeline-toggle">
            {asTable ? t("dashboard.chart.hideTable") : t("dashboard.chart.showTable")}
          </Button>
        </Group>
        <div aria-hidden="true" data-testid="dashboard-timeline-chart">
          <BarChart
            h={DASHBOARD_CHART_MIN_HEIGHT}
            data={chart}
            dataKey="day"
            type="stacked"
            withLegend
            legendProps={{ verticalAlign: "bottom" }}
            maxBarWidth={28}
            yAxisLabel={t("dashboard.timeline.minutes")}
            series={[
              { name: "arc", label: t("dashboard.timeline.arc"), color: "blue.6" },
              { name: "downtime", label: t("dashboard.timeline.downtime"), color: "gray.5" },
            ]}
          />
        </div>
        {asTable ? <DayTable data={data} manual={manual} /> : <VisuallyHidden>{<DayTable data={data} manual={manual} />}</VisuallyHidden>}
      </Card>
    </Stack>
  );
}

/** Each day and workstation, newest day first: the chart's figures for screen readers, and on request for everyone. */
function DayTable({ data, manual }: { data: TTimelineStatistics; manual: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped data-testid="dashboard-timeline-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("dashboard.chart.day")}</Table.Th>
            <Table.Th>{t("dashboard.timeline.workstation")}</Table.Th>
            <Table.Th>{t("dashboard.timeline.welds")}</Table.Th>
            <Table.Th>{t("dashboard.timeline.cycles")}</Table.Th>
            <Table.Th>{t("dashboard.timeline.arc")}</Table.Th>
            <Table.Th>{t("dashboard.timeline.downtime")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.rows.map((row) => (
            <Table.Tr key={`${row.day}-${row.workstation?.id ?? "manual"}`}>
              <Table.Td>{formatDay(row.day, i18n.language, "long")}</Table.Td>
              <Table.Td>{row.workstation?.name ?? manual}</Table.Td>
              <Table.Td>{row.welds}</Table.Td>
              <Table.Td>{row.cycles}</Table.Td>
              <Table.Td>{formatDuration(row.arc_seconds)}</Table.Td>
              <Table.Td>{formatDuration(row.downtime_seconds)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
