import { isAdminLike } from "@weldtrace/domain";
import { useTranslation } from "react-i18next";
import type { TFieldOverride } from "../../components/resource/fields/field-input";
import { ResourceFormPage } from "../../components/resource/resource-form";
import { useSession } from "../../session/session";
import { useClientOptions, useGroupOptions } from "./options";
import { userEditResource, userResource } from "./resource";

/** Group and client selects: a Super User picks any client; an Admin's users stay in the Admin's client. */
function useUserFieldProps(): Partial<Record<string, TFieldOverride>> {
  const { t } = useTranslation();
  const session = useSession();
  const superUser = isAdminLike(session.profile?.group);
  const groups = useGroupOptions();
  const clients = useClientOptions();
  return {
    password: { description: t("users.passwordHint") },
    group: { options: groups.data ?? [], description: superUser ? undefined : t("users.groupHint") },
    client: { options: clients, disabled: !superUser, description: superUser ? undefined : t("users.clientHint") },
  };
}

export function UserCreatePage() {
  const session = useSession();
  const fieldProps = useUserFieldProps();
  const ownClient = isAdminLike(session.profile?.group) ? null : (session.profile?.client ?? null);
  return <ResourceFormPage resource={userResource} mode="create" defaults={{ client: ownClient }} fieldProps={fieldProps} />;
}

export function UserEditPage() {
  const fieldProps = useUserFieldProps();
  return <ResourceFormPage resource={userEditResource} mode="edit" fieldProps={fieldProps} />;
}
