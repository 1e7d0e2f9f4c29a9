import { useQuery } from "@tanstack/react-query";
import { isAdminLike, PLATFORM_GROUPS, type TGroup, type TPage } from "@weldtrace/domain";
import { useTranslation } from "react-i18next";
import { apiData } from "../../api/client";
import { generalApi } from "../../api/endpoints";
import { listUrl, queryKeys, type TListParams } from "../../api/resource-provider";
import { useSession } from "../../session/session";

interface TGroupRow {
  id: string;
  name: TGroup;
}
interface TClientRow {
  id: string;
  name: string;
}

/** The id of the Edge server group: its users are machines, and only they are connected to a project. */
export function useEdgeServerGroupId(): string | undefined {
  const groups = useQuery({
    queryKey: ["groups"],
    queryFn: () => generalApi.groups<TGroupRow>(),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return groups.data?.results.find((group) => group.name === "Edge server")?.id;
}

/** The groups the signed-in user may give: platform groups (Super User, Support) only by a Super User. */
export function useGroupOptions() {
  const { t } = useTranslation();
  const session = useSession();
  const superUser = isAdminLike(session.profile?.group);
  return useQuery({
    queryKey: ["groups"],
    queryFn: () => generalApi.groups<TGroupRow>(),
    staleTime: Number.POSITIVE_INFINITY,
    select: (page) =>
      page.results
        .filter((group) => superUser || !PLATFORM_GROUPS.includes(group.name))
        .map((group) => ({ value: group.id, label: t(`session.groups.${group.name}`, { defaultValue: group.name }) })),
  });
}

/** The clients the list shows the signed-in user (every client for platform staff, one's own otherwise). */
export function useClientOptions() {
  const session = useSession();
  const params: TListParams = { page: 1, pageSize: 1000, ordering: "name" };
  const clients = useQuery({
    queryKey: queryKeys.list("clients", params),
    queryFn: () => apiData<TPage<TClientRow>>("GET", listUrl("clients", params)),
    select: (page) => page.results.map((client) => ({ value: client.id, label: client.name })),
  });
  const own = session.profile?.client;
  // Without the clients list (a role that cannot read it), one's own client still reads by name.
  if (!clients.data && own) return [{ value: own, label: session.profile?.client_name ?? own }];
  return clients.data ?? [];
}
