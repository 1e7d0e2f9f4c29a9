import { CompositeChart } from "@mantine/charts";
import { Button, Card, Group, SimpleGrid, Stack, Table, Title, VisuallyHidden } from "@mantine/core";
import {
  DASHBOARD_CHART_MIN_HEIGHT,
  DASHBOARD_PERCENT_AXIS,
  percentAxisMax,
  type TProgressStatistics,
  type TRate,
} from "@weldtrace/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { StatCard } from "../../components/stat-card";
import { formatDate } from "../../i18n/format";

/** A rate as a percentage with one decimal in the reader's language; a dash when nothing was counted. */
export function formatRate(rate: TRate, language: string): string {
  return rate.rate === null ? "—" : new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 1 }).format(rate.rate);
}

/** A day on the chart's axis: the language's date without its year ("11-26", "26/11"); in full elsewhere. */
export function formatDay(day: string, language: string, style: "short" | "long" = "short"): string {
  const full = formatDate(day, language);
  if (style === "long") return full;
  return language.startsWith("fr") ? full.slice(0, 5) : full.slice(5);
}

const percent = (rate: TRate) => (rate.rate === null ? null : Math.round(rate.rate * 1000) / 10);

/** Spec Progress tab: the ten cards and the combined daily chart (bars of quantities, lines of rates on a % axis). */
export function ProgressTab({ data }: { data: TProgressStatistics }) {
  const { t, i18n } = useTranslation();
  const [asTable, setAsTable] = useState(false);
  const language = i18n.language;
  const { cards } = data;
  const ratio = (rate: TRate) => t("dashboard.cards.ratio", { numerator: rate.numerator, denominator: rate.denominator });
  const rows = data.daily.map((day) => ({
    day: formatDay(day.day, language),
    quantity_welds: day.quantity_welds,
    quantity_repair: day.quantity_repair,
    quantity_cutout: day.quantity_cutout,
    repair_rate: percent(day.repair_rate),
    cutout_rate: percent(day.cutout_rate),
    reject_rate: percent(day.reject_rate),
  }));
  const axisMax = percentAxisMax(data.daily);
  const ticks = Array.from({ length: axisMax / DASHBOARD_PERCENT_AXIS.step + 1 }, (_, index) => index * DASHBOARD_PERCENT_AXIS.step);
  const series = [
    { name: "quantity_welds", label: t("dashboard.chart.quantity_welds"), color: "blue.6", type: "bar" as const },
    { name: "quantity_repair", label: t("dashboard.chart.quantity_repair"), color: "orange.6", type: "bar" as const },
    { name: "quantity_cutout", label: t("dashboard.chart.quantity_cutout"), color: "grape.6", type: "bar" as const },
    { name: "repair_rate", label: t("dashboard.chart.repair_rate"), color: "orange.8", type: "line" as const, yAxisId: "right" },
    { name: "cutout_rate", label: t("dashboard.chart.cutout_rate"), color: "grape.8", type: "line" as const, yAxisId: "right" },
    { name: "reject_rate", label: t("dashboard.chart.reject_rate"), color: "red.7", type: "line" as const, yAxisId: "right" },
  ];
  return (
    <Stack>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
        <StatCard testId="dashboard-card-welds-completed" label={t("dashboard.cards.welds_completed")} value={cards.welds_completed} />
        <StatCard testId="dashboard-card-welds-scanned" label={t("dashboard.cards.welds_scanned")} value={cards.welds_scanned} />
        <StatCard
          testId="dashboard-card-quantity-welds"
          label={t("dashboard.cards.quantity_welds")}
          value={cards.quantity_welds}
          detail={t("dashboard.cards.quantityWeldsDetail")}
        />
        <StatCard testId="dashboard-card-repair" label={t("dashboard.cards.repair")} value={cards.repair} />
        <StatCard testId="dashboard-card-cutout" label={t("dashboard.cards.cutout")} value={cards.cutout} />
        <StatCard
          testId="dashboard-card-total"
          label={t("dashboard.cards.total")}
          value={cards.total}
          detail={t("dashboard.cards.totalDetail")}
        />
        <StatCard
          testId="dashboard-card-best-day"
          label={t("dashboard.cards.best_day")}
          value={cards.best_day ? formatDay(cards.best_day.day, language, "long") : "—"}
          detail={
            cards.best_day ? t("dashboard.cards.bestDayDetail", { count: cards.best_day.quantity_welds }) : t("dashboard.cards.noBestDay")
          }
        />
        <StatCard
          testId="dashboard-card-repair-rate"
          label={t("dashboard.cards.repair_rate")}
          value={formatRate(cards.repair_rate, language)}
          detail={ratio(cards.repair_rate)}
        />
        <StatCard
          testId="dashboard-card-cutout-rate"
          label={t("dashboard.cards.cutout_rate")}
          value={formatRate(cards.cutout_rate, language)}
          detail={ratio(cards.cutout_rate)}
        />
        <StatCard
          testId="dashboard-card-reject-rate"
          label={t("dashboard.cards.reject_rate")}
          value={formatRate(cards.reject_rate, language)}
          detail={ratio(cards.reject_rate)}
        />
      </SimpleGrid>
      <Card withBorder padding="md">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4">
            {t("dashboard.chart.title")}
          </Title>
          <Button variant="subtle" size="xs" onClick={() => setAsTable((shown) => !shown)} data-testid="dashboard-table-toggle">
            {asTable ? t("dashboard.chart.hideTable") : t("dashboard.chart.showTable")}
          </Button>
        </Group>
        {/* The chart is a picture: screen readers get the same figures as a table (always present, hidden unless asked). */}
        <div aria-hidden="true" data-testid="dashboard-chart">
          <CompositeChart
            h={DASHBOARD_CHART_MIN_HEIGHT}
            data={rows}
            dataKey="day"
            series={series}
            withLegend
            legendProps={{ verticalAlign: "bottom" }}
            maxBarWidth={28}
            withRightYAxis
            rightYAxisProps={{ domain: [DASHBOARD_PERCENT_AXIS.min, axisMax], ticks, allowDecimals: false }}
            yAxisProps={{ allowDecimals: false }}
            curveType="linear"
          />
        </div>
        {asTable ? (
          <DailyTable data={data} />
        ) : (
          <VisuallyHidden>
            <DailyTable data={data} hidden />
          </VisuallyHidden>
        )}
      </Card>
    </Stack>
  );
}

/** The chart's figures as a table; `hidden` (for screen readers only) leaves out the sideways scroll, which nobody sees. */
function DailyTable({ data, hidden = false }: { data: TProgressStatistics; hidden?: boolean }) {
  const { t, i18n } = useTranslation();
  const table = (
    <Table striped data-testid="dashboard-daily-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t("dashboard.chart.day")}</Table.Th>
          <Table.Th>{t("dashboard.chart.quantity_welds")}</Table.Th>
          <Table.Th>{t("dashboard.chart.quantity_repair")}</Table.Th>
          <Table.Th>{t("dashboard.chart.quantity_cutout")}</Table.Th>
          <Table.Th>{t("dashboard.chart.repair_rate")}</Table.Th>
          <Table.Th>{t("dashboard.chart.cutout_rate")}</Table.Th>
          <Table.Th>{t("dashboard.chart.reject_rate")}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.daily.map((day) => (
          <Table.Tr key={day.day}>
            <Table.Td>{formatDay(day.day, i18n.language, "long")}</Table.Td>
            <Table.Td>{day.quantity_welds}</Table.Td>
            <Table.Td>{day.quantity_repair}</Table.Td>
            <Table.Td>{day.quantity_cutout}</Table.Td>
            <Table.Td>{formatRate(day.repair_rate, i18n.language)}</Table.Td>
            <Table.Td>{formatRate(day.cutout_rate, i18n.language)}</Table.Td>
            <Table.Td>{formatRate(day.reject_rate, i18n.language)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  if (hidden) return table;
  return (
    // A region that scrolls sideways takes the keyboard focus, so it can be scrolled without a mouse (axe
    // scrollable-region-focusable).
    <Table.ScrollContainer
      minWidth={640}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: "region", "aria-label": t("dashboard.chart.title") } }}
    >
      {table}
    </Table.ScrollContainer>
  );
}
