import { z } from "zod";

/** Page sizes offered by every list (spec: 10, 20, 30, 40, 50). */
export const PAGE_SIZES = [10, 20, 30, 40, 50] as const;
/** The spec does not say; 10 keeps the first paint small (see docs/decisions.md). */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 1000;
/**
 * Lists count exactly up to this many rows; past it the count stops there and the page says
 * `count_capped: true` (shown as "10,000+"), so a list of a million rows never counts them all.
 */
export const COUNT_CAP = 10_000;
/** Debounce of the free-text search box, in milliseconds. */
export const SEARCH_DEBOUNCE_MS = 500;

/** The list query every collection accepts; extra keys are equality filters. */
export const ZListQuery = z.object({
  search: z.string().trim().max(200).optional(),
  ordering: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  /** Opaque keyset position from a page's `next`/`previous` link; wins over `page` (which then only names the page). */
  cursor: z.string().trim().max(1000).optional(),
});
export type TListQuery = z.infer<typeof ZListQuery>;

/** DRF-style page, as the spec's calls read it (`data.results`). */
export interface TPage<T> {
  /** Exact, or COUNT_CAP when `count_capped` (there are more). */
  count: number;
  count_capped?: boolean;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** Parses `-name` / `name` into a field and a direction. */
export function parseOrdering(ordering: string): { field: string; descending: boolean } {
  const descending = ordering.startsWith("-");
  return { field: descending ? ordering.slice(1) : ordering, descending };
}

/** "10,000+" when the count stopped at the cap, else the exact count; formatted for the reader's language. */
export function formatCount(page: Pick<TPage<unknown>, "count" | "count_capped">, locale: string): string {
  const number = new Intl.NumberFormat(locale).format(page.count);
  return page.count_capped ? `${number}+` : number;
}

export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}
