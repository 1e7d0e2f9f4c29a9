import { Card, Progress, SimpleGrid, Table, Text, Title } from "@mantine/core";
import type { TQualityStatistics, TRate } from "@weldtrace/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../i18n/format";
import { formatRate } from "./progress-tab";

function Panel({
  title,
  testId,
  empty,
  wide = false,
  children,
}: {
  title: string;
  testId: string;
  empty: boolean;
  wide?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    // A wide panel takes the whole row of the grid: its table has too many columns for half of it.
    <Card withBorder padding="md" data-testid={testId} style={wide ? { gridColumn: "1 / -1" } : undefined}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {empty ? (
        <Text c="dimmed" size="sm">
          {t("dashboard.quality.empty")}
        </Text>
      ) : (
        // Scrolls sideways on a narrow screen: focusable, so the keyboard can scroll it (axe scrollable-region-focusable).
        <Table.ScrollContainer minWidth={360} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: "region", "aria-label": title } }}>
          {children}
        </Table.ScrollContainer>
      )}
    </Card>
  );
}

/** A rate with a bar beside it: the table reads as a ranking at a glance and stays a table for screen readers. */
function RateCell({ rate }: { rate: TRate }) {
  const { i18n } = useTranslation();
  return (
    <Table.Td>
      <Text size="sm" fw={600}>
        {formatRate(rate, i18n.language)}
      </Text>
      <Progress value={(rate.rate ?? 0) * 100} color="red.7" size="sm" aria-hidden="true" />
    </Table.Td>
  );
}

const number = (value: number | null, language: string) => (value === null ? "—" : formatNumber(value, language, 2));

/**
 * The Quality tab (a placeholder in the spec): where rejects come from, which flaw types dominate, and how the
 * cycles' heat input sits in each pass group's range.
 */
export function QualityTab({ data }: { data: TQualityStatistics }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const rejectTable = (rows: TQualityStatistics["by_welder"], testId: string, title: string) => (
    <Panel title={title} testId={testId} empty={rows.length === 0}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("dashboard.quality.name")}</Table.Th>
            <Table.Th>{t("dashboard.quality.examined")}</Table.Th>
            <Table.Th>{t("dashboard.quality.rejected")}</Table.Th>
            <Table.Th>{t("dashboard.quality.rate")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td>{row.reject_rate.denominator}</Table.Td>
              <Table.Td>{row.reject_rate.numerator}</Table.Td>
              <RateCell rate={row.reject_rate} />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Panel>
  );
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      {rejectTable(data.by_welder, "dashboard-by-welder", t("dashboard.quality.byWelder"))}
      {rejectTable(data.by_procedure, "dashboard-by-procedure", t("dashboard.quality.byProcedure"))}
      <Panel title={t("dashboard.quality.byNdeMethod")} testId="dashboard-by-method" empty={data.by_nde_method.length === 0}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("dashboard.quality.method")}</Table.Th>
              <Table.Th>{t("dashboard.quality.flaws")}</Table.Th>
              <Table.Th>{t("dashboard.quality.rejected")}</Table.Th>
              <Table.Th>{t("dashboard.quality.rate")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.by_nde_method.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{row.name}</Table.Td>
                <Table.Td>{row.flaws}</Table.Td>
                <Table.Td>{row.rejected}</Table.Td>
                <RateCell rate={row.reject_rate} />
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Panel>
      <Panel title={t("dashboard.quality.flawTypes")} testId="dashboard-flaw-types" empty={data.flaw_types.length === 0}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("dashboard.quality.name")}</Table.Th>
              <Table.Th>{t("dashboard.quality.method")}</Table.Th>
              <Table.Th>{t("dashboard.quality.count")}</Table.Th>
              <Table.Th>{t("dashboard.quality.share")}</Table.Th>
              <Table.Th>{t("dashboard.quality.cumulative")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.flaw_types.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{row.acronym ? `${row.name} (${row.acronym})` : row.name}</Table.Td>
                <Table.Td>{row.method}</Table.Td>
                <Table.Td>{row.count}</Table.Td>
                <Table.Td>{formatRate({ numerator: row.count, denominator: 0, rate: row.share }, language)}</Table.Td>
                <Table.Td>{formatRate({ numerator: 0, denominator: 0, rate: row.cumulative }, language)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Panel>
      <Panel title={t("dashboard.quality.heatInput")} testId="dashboard-heat-input" empty={data.heat_input.length === 0} wide>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("dashboard.quality.procedure")}</Table.Th>
              <Table.Th>{t("dashboard.quality.passGroup")}</Table.Th>
              <Table.Th>{t("dashboard.quality.cycles")}</Table.Th>
              <Table.Th>{t("dashboard.quality.range")}</Table.Th>
              <Table.Th>{t("dashboard.quality.mean")}</Table.Th>
              <Table.Th>{t("dashboard.quality.minMax")}</Table.Th>
              <Table.Th>{t("dashboard.quality.within")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.heat_input.map((row) => (
              <Table.Tr key={row.pass_group}>
                <Table.Td>{row.procedure}</Table.Td>
                <Table.Td>{row.name}</Table.Td>
                <Table.Td>{row.cycles}</Table.Td>
                <Table.Td>
                  {row.range_min === null && row.range_max === null
                    ? t("dashboard.quality.noRange")
                    : `${number(row.range_min, language)} – ${number(row.range_max, language)}`}
                </Table.Td>
                <Table.Td>{number(row.mean, language)}</Table.Td>
                <Table.Td>{`${number(row.min, language)} – ${number(row.max, language)}`}</Table.Td>
                {row.within === null ? (
                  <Table.Td>—</Table.Td>
                ) : (
                  <RateCell
                    rate={{ numerator: row.within, denominator: row.measured, rate: row.measured ? row.within / row.measured : null }}
                  />
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Panel>
    </SimpleGrid>
  );
}
