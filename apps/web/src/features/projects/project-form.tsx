import { changeProjectClient, isAdminLike, PROJECT_STATUSES, projects } from "@weldtrace/domain";
import { useTranslation } from "react-i18next";
import type { TFormValue } from "../../components/resource/fields/form-values";
import { ResourceFormPage } from "../../components/resource/resource-form";
import { useSession } from "../../session/session";

type TValues = Record<string, TFormValue>;

/**
 * The project form (spec §5): a Super User picks the client, and the unit system is limited to that
 * client's and disabled until a client is picked; a client's own people never see the client field.
 */
export function ProjectFormPage({ mode }: { mode: "create" | "edit" }) {
  const { t } = useTranslation();
  const session = useSession();
  const choosesClient = isAdminLike(session.profile?.group);
  const statusOptions = PROJECT_STATUSES.map((status) => ({ value: status, label: t(`resources.projectStatus.${status}`) }));

  return (
    <ResourceFormPage
      resource={projects}
      mode={mode}
      defaults={{ status: "PLANNED" }}
      hiddenFields={choosesClient ? [] : ["client"]}
      // A new client clears the unit system: the old one belongs to another client.
      adjustValues={(next, previous) =>
        next.client !== previous.client ? (changeProjectClient(next, (next.client as string | null) ?? null) as TValues) : next
      }
      fieldProps={(values) => {
        const client = typeof values.client === "string" && values.client ? values.client : undefined;
        const waiting = choosesClient && !client;
        // Every link of a project names a record of the project's client.
        const ofClient = { referenceFilters: choosesClient ? { client } : undefined, disabled: waiting };
        return {
          companies: ofClient,
          contractors: ofClient,
          // A project stays with its client (the server refuses a move).
          client: { disabled: mode === "edit" },
          status: { options: statusOptions },
          uom: {
            referenceFilters: choosesClient ? { client } : undefined,
            disabled: waiting,
            description: waiting ? t("resources.projectForm.pickClientFirst") : undefined,
          },
        };
      }}
    />
  );
}
