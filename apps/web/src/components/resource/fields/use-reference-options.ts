import { type QueryClient, useQueries, useQuery } from "@tanstack/react-query";
import { RESOURCES, shortId, type TPage } from "@weldtrace/domain";
import { apiData } from "../../../api/client";
import { listUrl, queryKeys } from "../../../api/resource-provider";
import { seededName } from "../seeded-names";

type TRow = { id: string } & Record<string, unknown>;

/** Lists a reference may point to that are not generic resources (their API is hand-written). */
const OTHER_TARGETS = [
  { key: "client", path: "clients", defaultOrdering: "name" },
  { key: "procedure", path: "procedures", defaultOrdering: "name" },
] as const;

/** The resource a reference field points to, by key. */
export function targetResource(target: string | undefined): { key: string; path: string; defaultOrdering: string } | undefined {
  return RESOURCES.find((resource) => resource.key === target) ?? OTHER_TARGETS.find((other) => other.key === target);
}

/** How a referenced record of `target` reads in a select or a cell (a seeded entry in the reader's language). */
export function optionLabel(row: TRow, target?: string): string {
  const seeded = seededName(target, row);
  if (seeded) return seeded;
  // Welders read as "W-012 - Jean Dupont".
  if (typeof row.welder_id === "string") return `${row.welder_id} - ${[row.first_name, row.last_name].filter(Boolean).join(" ")}`;
  for (const key of ["name", "label", "heat_no", "diameter_inch_frac"]) {
    const value = row[key];
    if (typeof value === "string" && value.trim()) return value;
  }
  return shortId(row.id);
}

/**
 * Options of a reference select: up to 1000 records of the target, sorted as the target sorts, narrowed by
 * equality filters when a form limits the choice (a project's unit systems to its client's).
 */
function referenceQuery(target: string | undefined, filters?: Record<string, string | undefined>) {
  const resource = targetResource(target);
  const params = { page: 1, pageSize: 1000, ordering: resource?.defaultOrdering, filters };
  return {
    queryKey: resource ? queryKeys.list(resource.path, params) : ["no-target"],
    queryFn: () => apiData<TPage<TRow>>("GET", listUrl(resource?.path ?? "", params)),
    enabled: Boolean(resource),
    staleTime: 30_000,
  };
}

export function useReferenceOptions(target: string | undefined, filters?: Record<string, string | undefined>) {
  return useQuery({
    ...referenceQuery(target, filters),
    select: (page) => page.results.map((row) => ({ value: row.id, label: optionLabel(row, target) })),
  });
}

/**
 * Starts the lookups a list's reference columns need at the same time as the rows (the cells read the same
 * cached queries), instead of after the rows arrive; the rows never wait for them.
 */
export function usePrefetchReferences(targets: readonly (string | undefined)[], filters?: Record<string, string | undefined>) {
  useQueries({ queries: [...new Set(targets)].map((target) => referenceQuery(target, filters)) });
}

/** Whole records of a referenced list (up to 1000), for screens that need more than a label (k factor, units). */
export function useReferenceRows<T extends TRow = TRow>(target: string | undefined) {
  const resource = targetResource(target);
  const params = { page: 1, pageSize: 1000, ordering: resource?.defaultOrdering };
  return useQuery({
    queryKey: resource ? queryKeys.list(resource.path, params) : ["no-target"],
    queryFn: () => apiData<TPage<TRow>>("GET", listUrl(resource?.path ?? "", params)),
    enabled: Boolean(resource),
    staleTime: 30_000,
    select: (page) => page.results as T[],
  });
}

/** The names the list's cells show for a target (the same cached query), as id → label, for exports of the rows. */
export async function referenceLabels(
  queryClient: QueryClient,
  target: string | undefined,
  filters?: Record<string, string | undefined>,
): Promise<Map<string, string>> {
  if (!targetResource(target)) return new Map();
  const page = (await queryClient.fetchQuery(referenceQuery(target, filters) as never)) as TPage<TRow>;
  return new Map(page.results.map((row) => [row.id, optionLabel(row, target)]));
}
