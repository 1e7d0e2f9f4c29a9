import { useQuery } from "@tanstack/react-query";
import type { TClient, TPage } from "@weldtrace/domain";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { apiData } from "../../api/client";
import { listUrl, queryKeys, resourceProvider, type TListParams } from "../../api/resource-provider";
import { ResourceFormPage } from "../../components/resource/resource-form";
import { useSession } from "../../session/session";
import { LicenceSection } from "./licence-section";
import { clientEditResource, clientResource } from "./resource";

export function ClientCreatePage() {
  return <ResourceFormPage resource={clientResource} mode="create" defaults={{ default_date_format: "YYYY-MM-DD" }} />;
}

interface TUomRow {
  id: string;
  name: string;
  is_default: boolean;
}

/** The unit systems of the client being edited (not of the signed-in user's client). */
function useClientUoms(clientId: string) {
  const params: TListParams = { page: 1, pageSize: 100, ordering: "name", filters: { client: clientId } };
  return useQuery({
    queryKey: queryKeys.list("uoms", params),
    queryFn: () => apiData<TPage<TUomRow>>("GET", listUrl("uoms", params)),
    select: (page) => page.results.map((row) => ({ value: row.id, label: row.name })),
  });
}

/** The generic form (name, logo, date format, default unit system), then the licence, saved on its own. */
export function ClientEditPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const uoms = useClientUoms(id);
  const session = useSession();
  // The same query (and cache entry) as the form's: the licence follows what the form shows.
  const client = useQuery({
    queryKey: queryKeys.item(clientResource.path, id),
    queryFn: () => resourceProvider.get<TClient>(clientResource.path, id),
  });
  return (
    <>
      <ResourceFormPage
        resource={clientEditResource}
        mode="edit"
        onSaved={(saved) => {
          // The user's own client: its date format applies at once (the platform's staff keep their language's).
          const profile = session.profile;
          if (profile && saved.id === profile.client && profile.date_format !== null) {
            session.setProfile({ ...profile, date_format: (saved as unknown as TClient).default_date_format });
          }
        }}
        fieldProps={{
          default_uom: {
            options: uoms.data ?? [],
            disabled: uoms.isError,
            description: uoms.isError ? t("clients.uomUnavailable") : t("clients.uomHint"),
          },
        }}
      />
      {client.data && <LicenceSection key={client.data.id} client={client.data} />}
    </>
  );
}
