import type { RouteObject } from "react-router";
import { ResourceFormPage } from "../../components/resource/resource-form";
import { ResourceList } from "../../components/resource/resource-list";
import type { TResourceRecord } from "../../components/resource/types";
import { ResourceGuidePage } from "../user-guide/resource-guide-page";
import { WhereUsedAction } from "../welds/where-used-action";
import { COLUMN_OVERRIDES } from "./columns";
import { CATALOGUES, OTHERS_ROUTES, OWN_FORMS, OWN_SCREENS } from "./registry";
import { hasSettingsTabs, SettingsTabs } from "./settings-tabs";

/** The heats of pipes and of wire: each row leads to the welds made of it (a recall, a failed certificate). */
const HEAT_KEYS: readonly string[] = ["workpieceHeat", "fillerMetalHeat"];
const heatWelds = (record: TResourceRecord) => <WhereUsedAction kind="heat" record={record} name={String(record.heat_no ?? "")} />;

/** Per catalogue: list, /create, /{id}/edit (not for delete-only lists) and its user guide. */
export const catalogueRoutes: RouteObject[] = CATALOGUES.filter((resource) => !OWN_SCREENS.includes(resource.key)).flatMap(
  (resource): RouteObject[] => [
    // `key` remounts the screen when going from one catalogue to another.
    {
      path: `/${resource.path}`,
      element: (
        <ResourceList
          key={resource.path}
          resource={resource}
          columns={COLUMN_OVERRIDES[resource.key]}
          extraRowActions={HEAT_KEYS.includes(resource.key) ? heatWelds : undefined}
          others={OTHERS_ROUTES[resource.key] ? { to: OTHERS_ROUTES[resource.key] as string } : undefined}
          toolbar={hasSettingsTabs(resource.key) ? () => <SettingsTabs current={resource.key} /> : undefined}
        />
      ),
    },
    ...(OWN_FORMS.includes(resource.key)
      ? []
      : [
          {
            path: `/${resource.path}/create`,
            element: <ResourceFormPage key={`${resource.path}-create`} resource={resource} mode="create" />,
          },
        ]),
    ...(resource.deleteOnly || OWN_FORMS.includes(resource.key)
      ? []
      : [
          {
            path: `/${resource.path}/:id/edit`,
            element: <ResourceFormPage key={`${resource.path}-edit`} resource={resource} mode="edit" />,
          },
        ]),
    { path: `/${resource.path}/user-guide`, element: <ResourceGuidePage key={`${resource.path}-guide`} resource={resource} /> },
  ],
);
