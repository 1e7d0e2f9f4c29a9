import type { TPage } from "@weldtrace/domain";
import { apiData } from "../../api/client";
import { listUrl } from "../../api/resource-provider";

export type TRow = { id: string } & Record<string, unknown>;

/** Routes of the welds area (spec §2). */
export const WELD_ROUTES = {
  welds: "/welds",
  projectWelds: (project: string) => `/projects/${project}/welds`,
  weldEdit: (project: string, weld: string) => `/projects/${project}/welds/${weld}/edit`,
  weldFlaws: (project: string, weld: string) => `/projects/${project}/welds/${weld}/flaws`,
  weldCycles: (project: string, weld: string) => `/projects/${project}/welds/${weld}/cycles`,
  weldTrace: (project: string, weld: string) => `/projects/${project}/welds/${weld}/traceability`,
  flawCreate: (project: string, weld: string) => `/projects/${project}/welds/${weld}/flaws/create`,
  flawEdit: (project: string, weld: string, flaw: string) => `/projects/${project}/welds/${weld}/flaws/${flaw}/edit`,
  cycle: (id: string) => `/cycles/${id}`,
  cycleEdit: (id: string) => `/cycles/${id}/edit`,
  project: (id: string) => `/projects/${id}`,
  cutOuts: (project: string) => `/projects/${project}/cutOuts`,
  libraries: (project: string) => `/projects/${project}/flaw-libraries`,
};

/** Every row of a filtered list (up to 1000), for selects and the repair history. */
export const listRows = (path: string, filters: Record<string, string | undefined>, ordering?: string) =>
  apiData<TPage<TRow>>("GET", listUrl(path, { page: 1, pageSize: 1000, ordering, filters })).then((page) => page.results);
