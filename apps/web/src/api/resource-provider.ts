import { MAX_PAGE_SIZE, type TPage } from "@weldtrace/domain";
import { apiData } from "./client";

export interface TListParams {
  page: number;
  pageSize: number;
  /** Field name, "-" prefixed for descending. */
  ordering?: string;
  search?: string;
  filters?: Record<string, string | undefined>;
}

/** The one place list URLs are built (react-admin's data-provider seam); screens never build them. */
export function listUrl(path: string, params: TListParams): string {
  const query = new URLSearchParams();
  query.set("page", String(params.page));
  query.set("page_size", String(params.pageSize));
  if (params.ordering) query.set("ordering", params.ordering);
  if (params.search) query.set("search", params.search);
  for (const [key, value] of Object.entries(params.filters ?? {})) if (value) query.set(key, value);
  return `/api/${path}/?${query.toString()}`;
}

/** Every row of a search (for exports): the same query, read page by page at the largest page size. */
async function listAll<T>(path: string, params: Omit<TListParams, "page" | "pageSize">): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const result = await apiData<TPage<T>>("GET", listUrl(path, { ...params, page, pageSize: MAX_PAGE_SIZE }));
    rows.push(...result.results);
    if (result.results.length === 0 || rows.length >= result.count || !result.next) return rows;
  }
}

/**
 * Keyset links seen so far, per list query (everything but the page): page number → the server's
 * `next`/`previous` link that leads there. Stepping to a neighbouring page follows that link, which the
 * server answers from its index however deep the page; a jump to another page number reads by offset.
 */
const cursorLinks = new Map<string, Map<number, string>>();
const MAX_CURSOR_QUERIES = 50;

function rememberLinks(path: string, params: TListParams, page: { next: string | null; previous: string | null }) {
  const key = listUrl(path, { ...params, page: 0 });
  let links = cursorLinks.get(key);
  if (!links) {
    if (cursorLinks.size >= MAX_CURSOR_QUERIES) cursorLinks.clear();
    links = new Map();
    cursorLinks.set(key, links);
  }
  for (const [link, target] of [
    [page.next, params.page + 1],
    [page.previous, params.page - 1],
  ] as const) {
    if (link?.includes("cursor=")) links.set(target, link);
  }
}

async function list<T>(path: string, params: TListParams): Promise<TPage<T>> {
  const link = cursorLinks.get(listUrl(path, { ...params, page: 0 }))?.get(params.page);
  let result: TPage<T> | null = null;
  if (link) {
    // A link from an older state of the list may no longer be valid: then read by page number.
    result = await apiData<TPage<T>>("GET", link).catch(() => null);
  }
  result ??= await apiData<TPage<T>>("GET", listUrl(path, params));
  rememberLinks(path, params, result);
  return result;
}

export const resourceProvider = {
  list,
  listAll,
  get: <T>(path: string, id: string) => apiData<T>("GET", `/api/${path}/${id}/`),
  create: <T>(path: string, body: unknown) => apiData<T>("POST", `/api/${path}/`, body),
  update: <T>(path: string, id: string, body: unknown) => apiData<T>("PATCH", `/api/${path}/${id}/`, body),
  remove: (path: string, id: string) => apiData<null>("DELETE", `/api/${path}/${id}/`),
};

export const queryKeys = {
  list: (path: string, params: TListParams) => [path, "list", params] as const,
  item: (path: string, id: string) => [path, "item", id] as const,
  all: (path: string) => [path] as const,
};
