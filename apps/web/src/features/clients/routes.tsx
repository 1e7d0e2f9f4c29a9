import { isAdminLike } from "@weldtrace/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { RouteObject } from "react-router";
import { RequireGroup } from "../../components/require-group";
import { ResourceGuidePage } from "../user-guide/resource-guide-page";
import { ClientCreatePage, ClientEditPage } from "./client-form-page";
import { ClientsListPage } from "./clients-list-page";
import { clientResource } from "./resource";

/** Clients are platform staff's business: the screens check the group as the menu does. */
function SuperUserOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <RequireGroup allow={isAdminLike} title={t("resources.client.many")}>
      {children}
    </RequireGroup>
  );
}

export const clientRoutes: RouteObject[] = [
  {
    path: "/clients",
    element: (
      <SuperUserOnly>
        <ClientsListPage />
      </SuperUserOnly>
    ),
  },
  {
    path: "/clients/create",
    element: (
      <SuperUserOnly>
        <ClientCreatePage />
      </SuperUserOnly>
    ),
  },
  {
    path: "/clients/:id/edit",
    element: (
      <SuperUserOnly>
        <ClientEditPage />
      </SuperUserOnly>
    ),
  },
  { path: "/clients/user-guide", element: <ResourceGuidePage resource={clientResource} /> },
];
