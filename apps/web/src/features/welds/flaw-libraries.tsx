import { ActionIcon, Button, Text, Tooltip } from "@mantine/core";
import { modals } from "@mantine/modals";
import { IconCopy, IconPencil, IconTrash } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  DEFAULT_FLAW_POSITION_UNIT,
  FLAW_POSITION_UNITS,
  flawLibraries,
  flawNdeMethods,
  flawTypes,
  projects,
  type TFlawPositionUnit,
} from "@weldtrace/domain";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, type RouteObject, useNavigate, useParams } from "react-router";
import { weldApi } from "../../api/endpoints";
import { queryKeys, resourceProvider } from "../../api/resource-provider";
import { ResourceFormPage } from "../../components/resource/resource-form";
import { ResourceList } from "../../components/resource/resource-list";
import { recordLabel, type TResourceRecord } from "../../components/resource/types";
import { useDeleteRecord } from "../../components/resource/use-delete-record";
import { runAction } from "../../components/use-action";
import { useSession } from "../../session/session";
import { ResourceGuidePage } from "../user-guide/resource-guide-page";

/** Spec §2: the library chain's screens live under the library; the API collections are flat (spec §7). */
export const LIBRARY_ROUTES = {
  list: "/flaw-libraries",
  edit: (id: string) => `/flaw-libraries/${id}/edit`,
  methods: (library: string) => `/flaw-libraries/${library}/nde-methods`,
  methodEdit: (library: string, id: string) => `/flaw-libraries/${library}/nde-methods/${id}/edit`,
  types: (library: string, method: string) => `/flaw-libraries/${library}/nde-methods/${method}/types`,
  typeEdit: (library: string, method: string, id: string) => `/flaw-libraries/${library}/nde-methods/${method}/types/${id}/edit`,
};

const stop = (event: MouseEvent) => event.stopPropagation();

function useNamed(path: string, id: string) {
  return useQuery({
    queryKey: queryKeys.item(path, id),
    queryFn: () => resourceProvider.get<{ id: string; name: string }>(path, id),
    enabled: Boolean(id),
  });
}

/** Spec §7 duplicate, done by the server in one transaction (decisions.md). */
function useDuplicateLibrary() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (record: TResourceRecord) =>
    modals.openConfirmModal({
      title: t("welds.libraries.duplicateTitle", { name: recordLabel(record) }),
      children: <Text size="sm">{t("welds.libraries.duplicateText", { name: recordLabel(record) })}</Text>,
      labels: { confirm: t("welds.libraries.duplicate"), cancel: t("common.cancel") },
      onConfirm: () =>
        void runAction(
          {
            action: "duplicate-flaw-library",
            success: t("welds.libraries.duplicated"),
            errorTitle: t("resources.flawLibrary.errorCreate"),
            onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.all(flawLibraries.path) }),
          },
          () => weldApi.duplicateFlawLibrary(record.id),
        ),
    });
}

/** /flaw-libraries and /projects/{id}/flaw-libraries: edit, duplicate, delete; a row opens the library's methods. */
function LibrariesList({ project }: { project?: { id: string; name?: string } }) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const duplicate = useDuplicateLibrary();
  const confirmDelete = useDeleteRecord(flawLibraries);
  const canCreate = session.can("quality", "create");
  const canUpdate = session.can("quality", "update");
  const canDelete = session.can("quality", "delete");
  return (
    <ResourceList
      key={project?.id ?? "all"}
      resource={flawLibraries}
      title={project ? t("welds.libraries.ofProject", { project: project.name ?? "…" }) : undefined}
      filters={project ? { projects: project.id } : undefined}
      createTo={canCreate ? (project ? `/projects/${project.id}/flaw-libraries/create` : "/flaw-libraries/create") : null}
      rowClickTo={(record) => LIBRARY_ROUTES.methods(record.id)}
      actionsWidth={130}
      rowActions={(record) => (
        <>
          <Tooltip label={canUpdate ? t("common.edit") : t("resources.list.view")} withinPortal>
            <ActionIcon
              variant="subtle"
              aria-label={`${canUpdate ? t("common.edit") : t("resources.list.view")} ${recordLabel(record)}`}
              onClick={(event) => {
                stop(event);
                navigate(LIBRARY_ROUTES.edit(record.id));
              }}
            >
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
          {canCreate && (
            <Tooltip label={t("welds.libraries.duplicate")} withinPortal>
              <ActionIcon
                variant="subtle"
                aria-label={`${t("welds.libraries.duplicate")} ${recordLabel(record)}`}
                data-testid="library-duplicate"
                onClick={(event) => {
                  stop(event);
                  duplicate(record);
                }}
              >
                <IconCopy size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          {canDelete && (
            <Tooltip label={t("common.delete")} withinPortal>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`${t("common.delete")} ${recordLabel(record)}`}
                data-testid="row-delete"
                onClick={(event) => {
                  stop(event);
                  confirmDelete(record);
                }}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </>
      )}
    />
  );
}

function ProjectLibrariesPage() {
  const { projectId = "" } = useParams();
  const project = useNamed(projects.path, projectId);
  return <LibrariesList project={{ id: projectId, name: project.data?.name }} />;
}

function ProjectLibraryCreatePage() {
  const { projectId = "" } = useParams();
  return (
    <ResourceFormPage
      resource={flawLibraries}
      mode="create"
      defaults={{ projects: [projectId] }}
      listTo={`/projects/${projectId}/flaw-libraries`}
    />
  );
}

/** /flaw-libraries/{libraryId}/nde-methods */
function MethodsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const { libraryId = "" } = useParams();
  const library = useNamed(flawLibraries.path, libraryId);
  return (
    <ResourceList
      key={libraryId}
      resource={flawNdeMethods}
      title={library.data ? t("welds.libraries.methodsOf", { library: library.data.name }) : undefined}
      filters={{ library: libraryId }}
      createTo={session.can("quality", "create") ? `${LIBRARY_ROUTES.methods(libraryId)}/create` : null}
      openTo={(record) => LIBRARY_ROUTES.methodEdit(libraryId, record.id)}
      rowClickTo={(record) => LIBRARY_ROUTES.types(libraryId, record.id)}
      headerActions={
        <>
          <Button component={Link} variant="default" to={LIBRARY_ROUTES.list}>
            {t("welds.libraries.backToLibraries")}
          </Button>
          <Button component={Link} variant="default" to={LIBRARY_ROUTES.edit(libraryId)} leftSection={<IconPencil size={16} />}>
            {t("welds.libraries.editLibrary")}
          </Button>
        </>
      }
    />
  );
}

function MethodFormPage({ mode }: { mode: "create" | "edit" }) {
  const { libraryId = "" } = useParams();
  return (
    <ResourceFormPage
      resource={flawNdeMethods}
      mode={mode}
      defaults={{ library: libraryId }}
      hiddenFields={["library"]}
      listTo={LIBRARY_ROUTES.methods(libraryId)}
    />
  );
}

/** /flaw-libraries/{libraryId}/nde-methods/{methodId}/types */
function TypesPage() {
  const { t } = useTranslation();
  const positionUnitLabel = usePositionUnitLabel();
  const session = useSession();
  const { libraryId = "", methodId = "" } = useParams();
  const library = useNamed(flawLibraries.path, libraryId);
  const method = useNamed(flawNdeMethods.path, methodId);
  return (
    <ResourceList
      key={methodId}
      resource={flawTypes}
      title={method.data ? t("welds.libraries.typesOf", { method: method.data.name, library: library.data?.name ?? "…" }) : undefined}
      filters={{ nde_method: methodId }}
      columns={[
        { key: "name" },
        { key: "acronym" },
        { key: "position_unit", render: (record) => <Text size="sm">{positionUnitLabel(record.position_unit)}</Text> },
      ]}
      createTo={session.can("quality", "create") ? `${LIBRARY_ROUTES.types(libraryId, methodId)}/create` : null}
      openTo={(record) => LIBRARY_ROUTES.typeEdit(libraryId, methodId, record.id)}
      headerActions={
        <>
          <Button component={Link} variant="default" to={LIBRARY_ROUTES.methods(libraryId)}>
            {t("resources.flawNdeMethod.many")}
          </Button>
          <Button
            component={Link}
            variant="default"
            to={LIBRARY_ROUTES.methodEdit(libraryId, methodId)}
            leftSection={<IconPencil size={16} />}
          >
            {t("welds.libraries.editMethod")}
          </Button>
        </>
      }
    />
  );
}

/** A position unit in the reader's language ("Degrees (°)"). */
function usePositionUnitLabel() {
  const { t } = useTranslation();
  return (unit: unknown) =>
    (FLAW_POSITION_UNITS as readonly unknown[]).includes(unit) ? t(`welds.libraries.positionUnits.${unit as TFlawPositionUnit}`) : "";
}

function TypeFormPage({ mode }: { mode: "create" | "edit" }) {
  const { libraryId = "", methodId = "" } = useParams();
  const positionUnitLabel = usePositionUnitLabel();
  return (
    <ResourceFormPage
      resource={flawTypes}
      mode={mode}
      defaults={{ nde_method: methodId, position_unit: DEFAULT_FLAW_POSITION_UNIT }}
      fieldProps={{ position_unit: { options: FLAW_POSITION_UNITS.map((value) => ({ value, label: positionUnitLabel(value) })) } }}
      hiddenFields={["nde_method"]}
      listTo={LIBRARY_ROUTES.types(libraryId, methodId)}
    />
  );
}

const methods = "/flaw-libraries/:libraryId/nde-methods";
const types = `${methods}/:methodId/types`;

export const flawLibraryRoutes: RouteObject[] = [
  { path: "/flaw-libraries", element: <LibrariesList /> },
  { path: "/flaw-libraries/create", element: <ResourceFormPage key="library-create" resource={flawLibraries} mode="create" /> },
  { path: "/flaw-libraries/:id/edit", element: <ResourceFormPage key="library-edit" resource={flawLibraries} mode="edit" /> },
  { path: "/flaw-libraries/user-guide", element: <ResourceGuidePage resource={flawLibraries} /> },
  { path: "/flaw-nde-methods/user-guide", element: <ResourceGuidePage resource={flawNdeMethods} /> },
  { path: "/flaw-types/user-guide", element: <ResourceGuidePage resource={flawTypes} /> },
  { path: "/projects/:projectId/flaw-libraries", element: <ProjectLibrariesPage /> },
  { path: "/projects/:projectId/flaw-libraries/create", element: <ProjectLibraryCreatePage /> },
  { path: methods, element: <MethodsPage /> },
  { path: `${methods}/create`, element: <MethodFormPage key="method-create" mode="create" /> },
  { path: `${methods}/:id/edit`, element: <MethodFormPage key="method-edit" mode="edit" /> },
  { path: types, element: <TypesPage /> },
  { path: `${types}/create`, element: <TypeFormPage key="type-create" mode="create" /> },
  { path: `${types}/:id/edit`, element: <TypeFormPage key="type-edit" mode="edit" /> },
];
