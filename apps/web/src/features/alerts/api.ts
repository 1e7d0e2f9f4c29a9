import type { TInspectionKind, TMessage, TPage } from "@weldtrace/domain";
import { apiData } from "../../api/client";

export interface TAlert {
  id: string;
  created_at: string;
  project: string | null;
  project_name: string | null;
  procedure: string | null;
  procedure_name: string | null;
  section: "inspection" | "cycle" | "instrument" | "welder";
  details: string | null;
  /** `details` as catalogue codes, shown in the reader's language. */
  details_messages: TMessage[];
  parameter: string | null;
  type: string | null;
  recorded_value: number | null;
  expected_value: string | null;
  expected_message: TMessage | null;
  source_kind: string;
  source_id: string | null;
  source_time: string | null;
  source_offset: number | null;
  /** An inspection alert's inspection and its kind: the row opens its measurements page. */
  inspection: string | null;
  inspection_kind: TInspectionKind | null;
  acknowledged_at: string | null;
  acknowledged_by: string | null;
  acknowledged_by_name: string | null;
  acknowledged_comment: string | null;
}

/** The list's filters as the server names them (GET /api/alerts/). */
export const ALERT_FILTERS = ["project", "procedure", "section", "parameter", "type", "acknowledged", "from", "to", "search"] as const;
export type TAlertFilters = Partial<Record<(typeof ALERT_FILTERS)[number], string>>;

export interface TAlertQuery extends TAlertFilters {
  ordering: string;
  page: number;
  page_size: number;
}

const queryOf = (query: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== "") params.set(key, String(value));
  return params.toString();
};

export const listAlerts = (query: TAlertQuery) => apiData<TPage<TAlert>>("GET", `/api/alerts/?${queryOf({ ...query })}`);

/** Every alert the filters select, page after page (the PDF), up to `limit` rows. */
export async function allAlerts(filters: TAlertFilters, ordering: string, limit = 10_000): Promise<TAlert[]> {
  const rows: TAlert[] = [];
  let next: string | null = `/api/alerts/?${queryOf({ ...filters, ordering, page_size: 1000 })}`;
  while (next && rows.length < limit) {
    const page: TPage<TAlert> = await apiData<TPage<TAlert>>("GET", next);
    rows.push(...page.results);
    next = page.next;
  }
  return rows.slice(0, limit);
}

export const acknowledgeAlert = (id: string, comment: string) => apiData<TAlert>("POST", `/api/alerts/${id}/acknowledge/`, { comment });

export const openAlertCount = () => apiData<{ count: number; capped: boolean }>("GET", "/api/alerts/open-count/");
