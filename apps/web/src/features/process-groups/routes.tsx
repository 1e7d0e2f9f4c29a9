import { Button } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { weldingProcesses, weldingProcessGroups } from "@weldtrace/domain";
import { useTranslation } from "react-i18next";
import { Link, type RouteObject, useParams } from "react-router";
import { queryKeys, resourceProvider } from "../../api/resource-provider";
import { ResourceFormPage } from "../../components/resource/resource-form";
import { ResourceList } from "../../components/resource/resource-list";
import { useSession } from "../../session/session";
import { ResourceGuidePage } from "../user-guide/resource-guide-page";
import { ProcessGroupsListPage } from "./process-groups-list-page";
import { TriggerConditionsSection } from "./trigger-conditions-section";

function ProcessGroupEditPage() {
  const { id = "" } = useParams();
  return (
    <>
      <ResourceFormPage resource={weldingProcessGroups} mode="edit" />
      <TriggerConditionsSection groupId={id} />
    </>
  );
}

/** Spec §2: /welding-process-groups/{groupId}/welding-processes lists the group's processes. */
function GroupProcessesPage() {
  const { t } = useTranslation();
  const session = useSession();
  const { groupId = "" } = useParams();
  const group = useQuery({
    queryKey: queryKeys.item(weldingProcessGroups.path, groupId),
    queryFn: () => resourceProvider.get<{ name: string }>(weldingProcessGroups.path, groupId),
  });
  return (
    <ResourceList
      key={groupId}
      resource={weldingProcesses}
      title={group.data ? t("processGroups.processesOf", { group: group.data.name }) : undefined}
      filters={{ welding_process_group: groupId }}
      createTo={session.can("reference", "create") ? `/welding-process-groups/${groupId}/welding-processes/create` : null}
      headerActions={
        <Button component={Link} variant="default" to={`/welding-process-groups/${groupId}/edit`} leftSection={<IconPencil size={16} />}>
          {t("processGroups.editGroup")}
        </Button>
      }
    />
  );
}

function GroupProcessCreatePage() {
  const { groupId = "" } = useParams();
  return <ResourceFormPage resource={weldingProcesses} mode="create" defaults={{ welding_process_group: groupId }} />;
}

export const processGroupRoutes: RouteObject[] = [
  { path: "/welding-process-groups", element: <ProcessGroupsListPage /> },
  { path: "/welding-process-groups/create", element: <ResourceFormPage key="create" resource={weldingProcessGroups} mode="create" /> },
  { path: "/welding-process-groups/:id/edit", element: <ProcessGroupEditPage /> },
  { path: "/welding-process-groups/user-guide", element: <ResourceGuidePage resource={weldingProcessGroups} /> },
  { path: "/welding-process-groups/:groupId/welding-processes", element: <GroupProcessesPage /> },
  { path: "/welding-process-groups/:groupId/welding-processes/create", element: <GroupProcessCreatePage /> },
];
