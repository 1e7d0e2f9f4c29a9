import { ActionIcon, Badge, Button, FileButton, Menu, Switch, Text, Tooltip } from "@mantine/core";
import {
  IconAlarm,
  IconArchive,
  IconArchiveOff,
  IconCopy,
  IconDotsVertical,
  IconEye,
  IconFileExport,
  IconFileImport,
  IconGitBranch,
  IconPencil,
  IconTrash,
} from "@tabler/icons-react";
import { isProcedureActionAllowed, procedureKind } from "@weldtrace/domain";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import danger from "../../components/danger.module.css";
import { ResourceList, type TResourceColumn } from "../../components/resource/resource-list";
import { recordLabel, type TResourceRecord } from "../../components/resource/types";
import { useDeleteRecord } from "../../components/resource/use-delete-record";
import { useSession } from "../../session/session";
import { DuplicateDialog, RevisionDialog } from "./dialogs";
import { PROCEDURE_ROUTES, procedureResource } from "./resource";
import { useProcedureActions } from "./use-procedure-actions";

/** Spec §4: a procedure is a WPS or a pWPS by is_wps. */
function KindBadge({ record }: { record: TResourceRecord }) {
  const { t } = useTranslation();
  const wps = procedureKind({ is_wps: record.is_wps === true }) === "WPS";
  return (
    <Badge variant="light" color={wps ? "teal" : "gray"}>
      {wps ? t("procedures.form.wps") : t("procedures.form.pwps")}
    </Badge>
  );
}

/** The is_reference switch of a row: a PATCH on toggle (spec §2, §7). */
function ReferenceSwitch({ record, disabled }: { record: TResourceRecord; disabled: boolean }) {
  const { t } = useTranslation();
  const actions = useProcedureActions();
  const [busy, setBusy] = useState(false);
  return (
    // The switch sits in a clickable row: its clicks must not open the procedure.
    // biome-ignore lint/a11y/noStaticElementInteractions: only stops the row's click
    // biome-ignore lint/a11y/useKeyWithClickEvents: the switch inside handles the keyboard
    <div onClick={(event) => event.stopPropagation()}>
      <Switch
        checked={record.is_reference === true}
        disabled={disabled || busy}
        aria-label={t("procedures.list.referenceLabel", { name: recordLabel(record) })}
        data-testid="procedure-reference"
        onChange={async (event) => {
          const value = event.currentTarget.checked;
          setBusy(true);
          await actions.setReference(record, value);
          setBusy(false);
        }}
      />
    </div>
  );
}

function stop(event: { stopPropagation(): void }) {
  event.stopPropagation();
}

/** /procedures: the active procedures, with every row action of spec §2. */
export function ProceduresListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const actions = useProcedureActions();
  const confirmDelete = useDeleteRecord(procedureResource);
  const [revising, setRevising] = useState<TResourceRecord | null>(null);
  const [duplicating, setDuplicating] = useState<TResourceRecord | null>(null);
  // Cleared after each pick, so choosing the same file again (after fixing it) imports it again.
  const resetImport = useRef<() => void>(null);
  const canCreate = session.can("procedures", "create");
  const canUpdate = session.can("procedures", "update");
  const canDelete = session.can("procedures", "delete");

  const columns: readonly TResourceColumn[] = [
    // Names and projects keep whole words per line; the other columns share what is left.
    { key: "name", minWidth: 200 },
    { key: "is_wps", minWidth: 120, render: (record) => <KindBadge record={record} /> },
    { key: "is_reference", width: 120, render: (record) => <ReferenceSwitch record={record} disabled={!canUpdate} /> },
    { key: "project", minWidth: 120 },
    { key: "type" },
    { key: "welds_classes" },
    { key: "uom" },
    { key: "comment" },
  ];

  const rowActions = (record: TResourceRecord) => {
    const name = recordLabel(record);
    const allowed = (action: Parameters<typeof isProcedureActionAllowed>[1]) =>
      isProcedureActionAllowed({ is_archived: record.is_archived === true }, action);
    return (
      <>
        <Tooltip label={canUpdate ? t("procedures.actions.edit") : t("procedures.actions.view")} withinPortal>
          <ActionIcon
            variant="subtle"
            component={Link}
            to={PROCEDURE_ROUTES.edit(record.id)}
            onClick={stop}
            aria-label={`${canUpdate ? t("procedures.actions.edit") : t("procedures.actions.view")} ${name}`}
            data-testid="procedure-edit"
          >
            {canUpdate ? <IconPencil size={18} /> : <IconEye size={18} />}
          </ActionIcon>
        </Tooltip>
        <Menu position="bottom-end" withinPortal shadow="md">
          <Menu.Target>
            <ActionIcon variant="subtle" onClick={stop} aria-label={t("procedures.actions.more", { name })} data-testid="procedure-more">
              <IconDotsVertical size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown onClick={stop}>
            {canUpdate && allowed("archive") && (
              <Menu.Item leftSection={<IconArchive size={16} />} onClick={() => actions.archive(record)} data-testid="procedure-archive">
                {t("procedures.actions.archive")}
              </Menu.Item>
            )}
            {canCreate && allowed("revise") && (
              <Menu.Item leftSection={<IconGitBranch size={16} />} onClick={() => setRevising(record)} data-testid="procedure-revision">
                {t("procedures.actions.revision")}
              </Menu.Item>
            )}
            {canCreate && allowed("duplicate") && (
              <Menu.Item leftSection={<IconCopy size={16} />} onClick={() => setDuplicating(record)} data-testid="procedure-duplicate">
                {t("procedures.actions.duplicate")}
              </Menu.Item>
            )}
            {allowed("export") && (
              <Menu.Item
                leftSection={<IconFileExport size={16} />}
                onClick={() => actions.exportJson(record)}
                data-testid="procedure-export"
              >
                {t("procedures.actions.export")}
              </Menu.Item>
            )}
            {allowed("alerts") && (
              <Menu.Item
                leftSection={<IconAlarm size={16} />}
                onClick={() => navigate(PROCEDURE_ROUTES.alerts(record.id))}
                data-testid="procedure-alerts"
              >
                {t("procedures.actions.alerts")}
              </Menu.Item>
            )}
            {canDelete && allowed("delete") && (
              <>
                <Menu.Divider />
                <Menu.Item
                  color="red"
                  className={danger.menuItem}
                  leftSection={<IconTrash size={16} />}
                  onClick={() => confirmDelete(record)}
                  data-testid="row-delete"
                >
                  {t("procedures.actions.delete")}
                </Menu.Item>
              </>
            )}
          </Menu.Dropdown>
        </Menu>
      </>
    );
  };

  return (
    <>
      <ResourceList
        resource={procedureResource}
        columns={columns}
        filters={{ is_archived: "false" }}
        createTo={PROCEDURE_ROUTES.create}
        openTo={(record) => PROCEDURE_ROUTES.edit(record.id)}
        rowActions={rowActions}
        actionsWidth={96}
        others={{ to: PROCEDURE_ROUTES.others, label: t("procedures.others.shortcut"), testId: "others-procedures" }}
        headerActions={
          <>
            <Button component={Link} to={PROCEDURE_ROUTES.archived} variant="default" leftSection={<IconArchiveOff size={16} />}>
              {t("procedures.list.archivedLink")}
            </Button>
            {canCreate && (
              <FileButton
                accept="application/json,.json"
                resetRef={resetImport}
                onChange={(file) => {
                  resetImport.current?.();
                  if (file) void actions.importJson(file);
                }}
              >
                {(props) => (
                  <Button {...props} variant="default" leftSection={<IconFileImport size={16} />} data-testid="procedure-import">
                    {t("procedures.list.import")}
                  </Button>
                )}
              </FileButton>
            )}
          </>
        }
      />
      <RevisionDialog
        record={revising}
        onClose={() => setRevising(null)}
        onCreated={(created) => navigate(PROCEDURE_ROUTES.edit(created.id))}
      />
      <DuplicateDialog record={duplicating} onClose={() => setDuplicating(null)} />
    </>
  );
}

/** /archived-procedures: view and unarchive only (spec §2). */
export function ArchivedProceduresListPage() {
  const { t } = useTranslation();
  const session = useSession();
  const actions = useProcedureActions();
  const canUpdate = session.can("procedures", "update");

  const columns: readonly TResourceColumn[] = [
    { key: "name" },
    { key: "is_wps", minWidth: 120, width: 140, render: (record) => <KindBadge record={record} /> },
    {
      key: "is_reference",
      width: 130,
      render: (record) => <Text size="sm">{record.is_reference === true ? t("common.yes") : t("common.no")}</Text>,
    },
    { key: "project" },
    { key: "type" },
    { key: "welds_classes" },
    { key: "uom" },
    { key: "comment" },
  ];

  return (
    <ResourceList
      resource={procedureResource}
      title={t("procedures.list.archivedTitle")}
      emptyText={t("procedures.list.archivedPurpose")}
      columns={columns}
      filters={{ is_archived: "true" }}
      createTo={null}
      openTo={(record) => PROCEDURE_ROUTES.view(record.id)}
      actionsWidth={96}
      rowActions={(record) => (
        <>
          <Tooltip label={t("procedures.actions.view")} withinPortal>
            <ActionIcon
              variant="subtle"
              component={Link}
              to={PROCEDURE_ROUTES.view(record.id)}
              onClick={stop}
              aria-label={`${t("procedures.actions.view")} ${recordLabel(record)}`}
              data-testid="procedure-view"
            >
              <IconEye size={18} />
            </ActionIcon>
          </Tooltip>
          {canUpdate && isProcedureActionAllowed({ is_archived: record.is_archived === true }, "unarchive") && (
            <Tooltip label={t("procedures.actions.unarchive")} withinPortal>
              <ActionIcon
                variant="subtle"
                onClick={(event) => {
                  stop(event);
                  actions.unarchive(record);
                }}
                aria-label={`${t("procedures.actions.unarchive")} ${recordLabel(record)}`}
                data-testid="procedure-unarchive"
              >
                <IconArchiveOff size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </>
      )}
      headerActions={
        <Button component={Link} to={PROCEDURE_ROUTES.list} variant="default">
          {t("procedures.list.activeLink")}
        </Button>
      }
    />
  );
}
