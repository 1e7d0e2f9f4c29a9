import { DEFAULT_PAGE_SIZE, PAGE_SIZES, parseOrdering } from "@weldtrace/domain";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import type { TListParams } from "../../api/resource-provider";
import type { TWebResource } from "./types";

export interface TListState {
  search: string;
  /** Field name, "-" prefixed for descending; always one of the resource's ordering fields. */
  ordering: string;
  page: number;
  pageSize: number;
  /** The list's own filters (`?project=`, `?calibration_state=`): only the keys the list offers, non-empty. */
  filters: Record<string, string>;
}

function positiveInt(raw: string | null): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const value = Number(raw);
  return value >= 1 ? value : null;
}

/**
 * Search, sort, page and the list's filters live in the query string (?search=&ordering=&page=&page_size=&<filter>=)
 * so a reload, a shared link and the back button all land on the same rows. Values that are not allowed fall back
 * to the defaults instead of reaching the server; defaults are left out of the URL. `filterKeys` are the filters the
 * list offers: other parameters of the address are left alone.
 */
export function useListParams(resource: TWebResource, filterKeys: readonly string[] = []) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filterKey = filterKeys.join(",");

  const state = useMemo<TListState>(() => {
    const rawOrdering = searchParams.get("ordering") ?? "";
    const ordering =
      rawOrdering && resource.orderingFields.includes(parseOrdering(rawOrdering).field) ? rawOrdering : resource.defaultOrdering;
    const rawSize = positiveInt(searchParams.get("page_size"));
    const pageSize = rawSize && (PAGE_SIZES as readonly number[]).includes(rawSize) ? rawSize : DEFAULT_PAGE_SIZE;
    const filters: Record<string, string> = {};
    for (const key of filterKey ? filterKey.split(",") : []) {
      const value = searchParams.get(key);
      if (value) filters[key] = value;
    }
    return {
      search: (searchParams.get("search") ?? "").trim(),
      ordering,
      page: positiveInt(searchParams.get("page")) ?? 1,
      pageSize,
      filters,
    };
  }, [searchParams, resource, filterKey]);

  const update = useCallback(
    (changes: Partial<TListState>) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          const put = (key: string, value: string | number | undefined, fallback: string | number) => {
            if (value === undefined) return;
            if (value === "" || value === fallback) next.delete(key);
            else next.set(key, String(value));
          };
          put("search", changes.search, "");
          put("ordering", changes.ordering, resource.defaultOrdering);
          put("page", changes.page, 1);
          put("page_size", changes.pageSize, DEFAULT_PAGE_SIZE);
          // Filters given are the whole set: a key left out is cleared.
          if (changes.filters) for (const key of filterKey ? filterKey.split(",") : []) put(key, changes.filters[key] ?? "", "");
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams, resource.defaultOrdering, filterKey],
  );

  const query: TListParams = {
    page: state.page,
    pageSize: state.pageSize,
    ordering: state.ordering,
    search: state.search || undefined,
    ...(Object.keys(state.filters).length > 0 ? { filters: state.filters } : {}),
  };
  return { state, query, update };
}
