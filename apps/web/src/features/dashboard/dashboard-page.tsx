import "@mantine/charts/styles.css";
import { Alert, Group, Select, Skeleton, Tabs } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { DASHBOARD_PRESETS, type TDashboardPreset } from "@weldtrace/domain";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { dashboardApi } from "../../api/endpoints";
import { PageHeader } from "../../components/page-header";
import { describeFailure } from "../../components/resource/error-message";
import { DateTextInput } from "../../components/resource/fields/date-text-input";
import { useReferenceOptions } from "../../components/resource/fields/use-reference-options";
import { DASHBOARD_TABS, filtersOf, type TDashboardTab } from "./filters";
import { ProgressTab } from "./progress-tab";
import { QualityTab } from "./quality-tab";
import { TimelineTab } from "./timeline-tab";

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** /dashboard (spec "Dashboard and alerts"): filters kept in the URL, then the Progress, Quality and Timeline tabs. */
export function DashboardPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { preset, filters, tab } = filtersOf(params);
  const projects = useReferenceOptions("project");
  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  const progress = useQuery({
    queryKey: ["dashboard", "progress", filters],
    queryFn: () => dashboardApi.progress(filters),
    enabled: tab === "progress",
  });
  const quality = useQuery({
    queryKey: ["dashboard", "quality", filters],
    queryFn: () => dashboardApi.quality(filters),
    enabled: tab === "quality",
  });
  const timeline = useQuery({
    queryKey: ["dashboard", "timeline", filters],
    queryFn: () => dashboardApi.timeline(filters),
    enabled: tab === "timeline",
  });
  const failure = { progress: progress.error, quality: quality.error, timeline: timeline.error }[tab];
  return (
    <>
      <PageHeader title={t("dashboard.title")} />
      <Group align="flex-end" mb="md" wrap="wrap">
        <Select
          label={t("dashboard.filters.project")}
          placeholder={t("dashboard.filters.allProjects")}
          data={projects.data ?? []}
          value={filters.project ?? null}
          onChange={(value) => update({ project: value })}
          clearable
          searchable
          w={260}
          data-testid="dashboard-project"
        />
        <Select
          label={t("dashboard.filters.period")}
          data={DASHBOARD_PRESETS.map((value) => ({ value, label: t(`dashboard.presets.${value}`) }))}
          value={preset}
          onChange={(value) =>
            update(
              value === "custom"
                ? { preset: value, from: filters.from, to: filters.to }
                : { preset: (value as TDashboardPreset | null) ?? null, from: null, to: null },
            )
          }
          allowDeselect={false}
          w={220}
          data-testid="dashboard-preset"
        />
        {preset === "custom" && (
          <>
            {/* Typed in the app's language; a day is applied once it is a whole date. */}
            <DateTextInput
              label={t("dashboard.filters.from")}
              value={filters.from ?? ""}
              onChange={(next) => ISO_DAY.test(next) && update({ from: next })}
              data-testid="dashboard-from"
            />
            <DateTextInput
              label={t("dashboard.filters.to")}
              value={filters.to ?? ""}
              onChange={(next) => ISO_DAY.test(next) && update({ to: next })}
              data-testid="dashboard-to"
            />
          </>
        )}
      </Group>
      <Tabs value={tab} onChange={(value) => update({ tab: value === "progress" ? null : value })} keepMounted={false}>
        <Tabs.List mb="md">
          {DASHBOARD_TABS.map((value: TDashboardTab) => (
            <Tabs.Tab key={value} value={value} data-testid={`dashboard-tab-${value}`}>
              {t(`dashboard.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {failure && (
          <Alert color="red" title={t("dashboard.loadFailed")}>
            {describeFailure(failure)}
          </Alert>
        )}
        <Tabs.Panel value="progress">
          {progress.data ? <ProgressTab data={progress.data} /> : !progress.error && <Skeleton height={400} />}
        </Tabs.Panel>
        <Tabs.Panel value="quality">
          {quality.data ? <QualityTab data={quality.data} /> : !quality.error && <Skeleton height={400} />}
        </Tabs.Panel>
        <Tabs.Panel value="timeline">
          {timeline.data ? <TimelineTab data={timeline.data} /> : !timeline.error && <Skeleton height={400} />}
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
