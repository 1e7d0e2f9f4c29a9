import { isAdminLike } from "@weldtrace/domain";
import { useTranslation } from "react-i18next";
import type { TFieldOverride } from "../../components/resource/fields/field-input";
import { ResourceFormPage, type TValues } from "../../components/resource/resource-form";
import { useSession } from "../../session/session";
import { useClientOptions, useEdgeServerGroupId, useGroupOptions } from "./options";
import { userEditResource, userResource } from "./resource";

/**
 * Group and client selects: a Super User picks any client; an Admin's users stay in the Admin's client. An edge
 * server's project is one of the chosen client's.
 */
function useUserFieldProps(): (values: TValues) => Partial<Record<string, TFieldOverride>> {
  const { t } = useTranslation();
  const session = useSession();
  const superUser = isAdminLike(session.profile?.group);
  const groups = useGroupOptions();
  const clients = useClientOptions();
  return (values) => ({
    password: { description: t("users.passwordHint") },
    group: { options: groups.data ?? [], description: superUser ? undefined : t("users.groupHint") },
    client: { options: clients, disabled: !superUser, description: superUser ? undefined : t("users.clientHint") },
    project: {
      description: t("users.projectHint"),
      referenceFilters: superUser && typeof values.client === "string" ? { client: values.client } : undefined,
    },
  });
}

/** The project belongs to edge servers of the chosen client: hidden for people, cleared when either changes. */
function useEdgeServerProject() {
  const edgeGroup = useEdgeServerGroupId();
  return {
    hiddenFields: (values: TValues) => (edgeGroup && values.group === edgeGroup ? [] : ["project"]),
    adjustValues: (next: TValues, previous: TValues) =>
      next.group !== previous.group || next.client !== previous.client ? { ...next, project: null } : next,
  };
}

export function UserCreatePage() {
  const session = useSession();
  const fieldProps = useUserFieldProps();
  const ownClient = isAdminLike(session.profile?.group) ? null : (session.profile?.client ?? null);
  const project = useEdgeServerProject();
  return (
    <ResourceFormPage
      resource={userResource}
      mode="create"
      defaults={{ client: ownClient }}
      fieldProps={fieldProps}
      hiddenFields={project.hiddenFields}
      adjustValues={project.adjustValues}
    />
  );
}

export function UserEditPage() {
  const fieldProps = useUserFieldProps();
  const project = useEdgeServerProject();
  return (
    <ResourceFormPage
      resource={userEditResource}
      mode="edit"
      fieldProps={fieldProps}
      hiddenFields={project.hiddenFields}
      adjustValues={project.adjustValues}
    />
  );
}
