import type { TProgressStatistics, TQualityStatistics, TTimelineStatistics } from "@weldtrace/domain";
import { apiData } from "../../api/client";

export interface TDashboardFilters {
  project?: string;
  from: string;
  to: string;
  tz: string;
}

const query = (filters: TDashboardFilters) => {
  const params = new URLSearchParams({ from: filters.from, to: filters.to, tz: filters.tz });
  if (filters.project) params.set("project", filters.project);
  return params.toString();
};

export const dashboardProgress = (filters: TDashboardFilters) =>
  apiData<TProgressStatistics>("GET", `/api/dashboard/progress/?${query(filters)}`);
export const dashboardQuality = (filters: TDashboardFilters) =>
  apiData<TQualityStatistics>("GET", `/api/dashboard/quality/?${query(filters)}`);
export const dashboardTimeline = (filters: TDashboardFilters) =>
  apiData<TTimelineStatistics>("GET", `/api/dashboard/timeline/?${query(filters)}`);
