import { z } from "zod";

/** Page sizes offered by every list (spec: 10, 20, 30, 40, 50). */
export const PAGE_SIZES = [10, 20, 30, 40, 50] as const;
/** The spec does not say; 10 keeps the first paint small (see docs/decisions.md). */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 1000;
/** Debounce of the free-text search box, in milliseconds. */
export const SEARCH_DEBOUNCE_MS = 500;

/** The list query every collection accepts; extra keys are equality filters. */
export const ZListQuery = z.object({
  search: z.string().trim().max(200).optional(),
  ordering: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type TListQuery = z.infer<typeof ZListQuery>;

/** DRF-style page, as the spec's calls read it (`data.results`). */
export interface TPage<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** Parses `-name` / `name` into a field and a direction. */
export function parseOrdering(ordering: string): { field: string; descending: boolean } {
  const descending = ordering.startsWith("-");
  return { field: descending ? ordering.slice(1) : ordering, descending };
}

export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}
