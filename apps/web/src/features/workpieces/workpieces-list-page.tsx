import { ActionIcon, Badge, Button, Group, Menu, Text, Tooltip } from "@mantine/core";
import { modals } from "@mantine/modals";
import {
  IconCut,
  IconDots,
  IconDownload,
  IconEdit,
  IconLink,
  IconPlus,
  IconPrinter,
  IconQrcode,
  IconRestore,
  IconRoute,
  IconSitemap,
  IconStack2,
  IconTrash,
} from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { formatDecimals, type TWorkpieceUnitField, workpieces, workpieceValueToDisplay } from "@weldtrace/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { workpieceApi } from "../../api/endpoints";
import type { TListParams } from "../../api/resource-provider";
import danger from "../../components/danger.module.css";
import { exportFileName } from "../../components/export/file-name";
import { downloadLabelSheet, LabelModal, ScanField, type TLabel } from "../../components/labels";
import { ReferenceValue } from "../../components/resource/field-value";
import { textColorOn } from "../../components/resource/fields/contrast";
import { useReferenceOptions, useReferenceRows } from "../../components/resource/fields/use-reference-options";
import { ResourceList, type TResourceColumn } from "../../components/resource/resource-list";
import type { TResourceRecord } from "../../components/resource/types";
import { runAction } from "../../components/use-action";
import { useSession } from "../../session/session";
import { ExportPdfButton } from "../staff/export-button";
import { exportListPdf, namesOf, referenceNames } from "../staff/export-pdf";
import { whereUsedRoute } from "../welds/where-used-page";
import { CutDialog, GenerateEdgesDialog, MassModifyDialog, useWorkpieceDelete } from "./dialogs";
import { downloadWorkpieceSheet } from "./workpiece-sheet";
import { useWorkpieceUnits } from "./workpiece-units";

/** Spec §9: tags as pills in their colour, black text on light colours. */
export function TagPills({ ids }: { ids: unknown }) {
  const tags = useReferenceRows("workpieceTag");
  const list = Array.isArray(ids) ? (ids as string[]) : [];
  return (
    <Group gap={4}>
      {list.map((id) => {
        const tag = tags.data?.find((row) => row.id === id) as { label?: string; color?: string } | undefined;
        const color = tag?.color ?? "#ffffff";
        return (
          <Badge key={id} style={{ background: color, color: textColorOn(color), border: "1px solid var(--mantine-color-default-border)" }}>
            {tag?.label ?? ""}
          </Badge>
        );
      })}
    </Group>
  );
}

export const workpieceLabel = (record: TResourceRecord): TLabel => ({
  kind: "workpiece",
  uuid: record.id,
  name: String(record.name ?? ""),
});

/** Spec §2 /workpieces: every column and row action; import, export, scan, tag filter, mass modification, print. */
export function WorkpiecesListPage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const { units } = useWorkpieceUnits();
  const queryClient = useQueryClient();
  // Spec §8: a workpiece with children or edges is not deleted; a modal says why instead of asking.
  const { deleteRecord: deleteWorkpiece, modal: deleteBlockedModal } = useWorkpieceDelete(workpieces);
  const tagOptions = useReferenceOptions("workpieceTag");
  const [selected, setSelected] = useState<TResourceRecord[]>([]);
  const [label, setLabel] = useState<TLabel | null>(null);
  const [cutting, setCutting] = useState<TResourceRecord | null>(null);
  const [generating, setGenerating] = useState<TResourceRecord | null>(null);
  const [massModify, setMassModify] = useState(false);
  const canUpdate = session.can("production", "update");
  const canCreate = session.can("production", "create");
  const canDelete = session.can("production", "delete");

  const cancelCut = (record: TResourceRecord) =>
    modals.openConfirmModal({
      title: t("workpieces.cancelCut.title"),
      centered: true,
      children: <Text size="sm">{t("workpieces.cancelCut.text", { name: String(record.name) })}</Text>,
      labels: { confirm: t("workpieces.actions.cancelCut"), cancel: t("common.cancel") },
      confirmProps: { color: "red", "data-testid": "confirm-cancel-cut" } as Record<string, string>,
      onConfirm: () =>
        void runAction(
          {
            action: "cancel-cut-workpiece",
            success: t("workpieces.cancelCut.success"),
            errorTitle: t("workpieces.cancelCut.error"),
            onSuccess: () => queryClient.invalidateQueries(),
          },
          () => workpieceApi.cancelCut(record.id),
        ),
    });

  // The sheet downloaded is its own result: only a failure is toasted.
  const download = (record: TResourceRecord) =>
    runAction({ action: "download-workpiece", errorTitle: t("workpieces.downloadError") }, () =>
      downloadWorkpieceSheet({ record, units, t, language: i18n.language, queryClient }),
    );

  const columns: TResourceColumn[] = [
    // Names, heat numbers and projects are codes and titles: they keep to one or two lines, the table scrolls.
    { key: "name", minWidth: 130 },
    { key: "type" },
    { key: "project", minWidth: 160 },
    {
      key: "x_client",
      title: t("resources.fields.client"),
      render: (record) => <ReferenceValue field={{ key: "client", kind: "reference", target: "client" }} value={record.client} />,
    },
    { key: "outer_diameter" },
    { key: "wall_thickness" },
    { key: "grade" },
    { key: "manufacturer_id" },
    { key: "heat", minWidth: 100 },
    { key: "batch" },
    { key: "weight" },
    { key: "length" },
    { key: "comment" },
    { key: "workpiece_tags", render: (record) => <TagPills ids={record.workpiece_tags} /> },
  ];

  /** Spec §2: the list as a PDF, every row of the current search and tag, numbers in the client's units. */
  const exportPdf = async (query: TListParams) => {
    const [types, projects, companies, heats, tags] = await Promise.all([
      referenceNames("workpieceType"),
      referenceNames("project"),
      referenceNames("company"),
      referenceNames("workpieceHeat"),
      referenceNames("workpieceTag"),
    ]);
    const number = (record: TResourceRecord, key: TWorkpieceUnitField) => {
      const value = record[key];
      if (typeof value !== "number") return "";
      const shown = workpieceValueToDisplay(key, value, units[key]);
      return new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 3, useGrouping: false }).format(
        Number(formatDecimals(shown, 3)),
      );
    };
    const unitHeader = (key: TWorkpieceUnitField) => `${t(`resources.fields.${key}`)} (${units[key]})`;
    return exportListPdf({
      path: workpieces.path,
      query,
      title: t("resources.workpiece.many"),
      fileLabel: "workpieces",
      t,
      language: i18n.language,
      columns: [
        { header: t("resources.fields.name"), value: (row) => String(row.name ?? ""), widthPercent: 14 },
        { header: t("resources.fields.type"), value: (row) => namesOf(types, row.type) },
        { header: t("resources.fields.project"), value: (row) => namesOf(projects, row.project) },
        { header: unitHeader("outer_diameter"), value: (row) => number(row, "outer_diameter") },
        { header: unitHeader("wall_thickness"), value: (row) => number(row, "wall_thickness") },
        { header: t("resources.fields.grade"), value: (row) => String(row.grade ?? "") },
        { header: t("resources.fields.manufacturer_id"), value: (row) => namesOf(companies, row.manufacturer_id) },
        { header: t("resources.fields.heat"), value: (row) => namesOf(heats, row.heat) },
        { header: t("resources.fields.batch"), value: (row) => String(row.batch ?? "") },
        { header: unitHeader("weight"), value: (row) => number(row, "weight") },
        { header: unitHeader("length"), value: (row) => number(row, "length") },
        { header: t("resources.fields.workpiece_tags"), value: (row) => namesOf(tags, row.workpiece_tags) },
      ],
    });
  };

  const rowActions = (record: TResourceRecord) => {
    const isParent = Number(record.children_count ?? 0) > 0;
    return (
      <>
        <Tooltip label={t("labels.title")} withinPortal>
          <ActionIcon
            variant="subtle"
            aria-label={`${t("labels.title")} ${String(record.name)}`}
            data-testid="row-data-matrix"
            onClick={(event) => {
              event.stopPropagation();
              setLabel(workpieceLabel(record));
            }}
          >
            <IconQrcode size={18} />
          </ActionIcon>
        </Tooltip>
        <Menu withinPortal position="bottom-end">
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              aria-label={`${t("common.actions")} ${String(record.name)}`}
              data-testid="row-menu"
              onClick={(event) => event.stopPropagation()}
            >
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown onClick={(event) => event.stopPropagation()}>
            <Menu.Item leftSection={<IconEdit size={14} />} component={Link} to={`/workpieces/${record.id}/edit`}>
              {canUpdate ? t("common.edit") : t("resources.list.view")}
            </Menu.Item>
            {canUpdate && !isParent && (
              <Menu.Item leftSection={<IconCut size={14} />} onClick={() => setCutting(record)} data-testid="row-cut">
                {t("workpieces.actions.cut")}
              </Menu.Item>
            )}
            {canUpdate && isParent && (
              <Menu.Item leftSection={<IconRestore size={14} />} onClick={() => cancelCut(record)} data-testid="row-cancel-cut">
                {t("workpieces.actions.cancelCut")}
              </Menu.Item>
            )}
            {canCreate && (
              <Menu.Item leftSection={<IconSitemap size={14} />} component={Link} to={`/workpieces/create?parent=${record.id}`}>
                {t("workpieces.actions.addChild")}
              </Menu.Item>
            )}
            <Menu.Item
              leftSection={<IconLink size={14} />}
              component={Link}
              to={`/workpieces/${record.id}/workpieces-edges`}
              data-testid="row-edges"
            >
              {t("workpieces.actions.edges")}
            </Menu.Item>
            <Menu.Item
              leftSection={<IconRoute size={14} />}
              component={Link}
              to={whereUsedRoute("workpiece", record.id, String(record.name))}
              data-testid="row-where-used"
            >
              {t("trace.whereUsed")}
            </Menu.Item>
            {canCreate && (
              <Menu.Item leftSection={<IconPlus size={14} />} component={Link} to={`/workpieces/${record.id}/workpieces-edges/create`}>
                {t("workpieces.actions.addEdge")}
              </Menu.Item>
            )}
            {canCreate && (
              <Menu.Item leftSection={<IconStack2 size={14} />} onClick={() => setGenerating(record)} data-testid="row-generate-edges">
                {t("workpieces.actions.generateEdges")}
              </Menu.Item>
            )}
            <Menu.Item leftSection={<IconDownload size={14} />} onClick={() => void download(record)} data-testid="row-download">
              {t("workpieces.actions.download")}
            </Menu.Item>
            <Menu.Item
              leftSection={<IconPrinter size={14} />}
              onClick={() => void downloadLabelSheet([workpieceLabel(record)], exportFileName(String(record.name), "pdf"))}
            >
              {t("labels.print")}
            </Menu.Item>
            {canDelete && (
              <Menu.Item
                color="red"
                className={danger.menuItem}
                leftSection={<IconTrash size={14} />}
                onClick={() => deleteWorkpiece(record)}
                data-testid="row-delete"
              >
                {t("common.delete")}
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      </>
    );
  };

  return (
    <>
      <ResourceList
        resource={workpieces}
        columns={columns}
        // The tag filter is kept in the URL and in saved views (`?tag=`), and the CSV/XLSX export takes it.
        filterControls={[{ key: "tag", label: t("workpieces.tagFilter"), options: tagOptions.data ?? [] }]}
        others={{ to: "/others/workpieces", label: t("workpieces.actions.others") }}
        importExport={{
          importKey: "workpieces",
          title: t("workpieces.importTitle"),
          typeFileMessage: t("workpieces.typeFile"),
          canImport: canCreate,
          canUndo: canDelete,
        }}
        rowActions={rowActions}
        actionsWidth={90}
        openTo={(record) => `/workpieces/${record.id}/edit`}
        selection={{ selected, onChange: setSelected }}
        labelOf={workpieceLabel}
        toolbar={(query) => (
          <Group gap="xs">
            <ExportPdfButton onExport={() => exportPdf(query)} />
            <ScanField onScan={(found) => navigate(`/workpieces/${found.uuid}/edit`)} />
            {selected.length > 0 && canUpdate && (
              <Button variant="light" onClick={() => setMassModify(true)} data-testid="mass-modify">
                {t("workpieces.actions.massModify")}
              </Button>
            )}
          </Group>
        )}
      />
      <LabelModal label={label} onClose={() => setLabel(null)} />
      {deleteBlockedModal}
      <CutDialog record={cutting} onClose={() => setCutting(null)} />
      <GenerateEdgesDialog record={generating} onClose={() => setGenerating(null)} />
      <MassModifyDialog
        records={selected}
        opened={massModify}
        onClose={() => {
          setMassModify(false);
          setSelected([]);
        }}
      />
    </>
  );
}
