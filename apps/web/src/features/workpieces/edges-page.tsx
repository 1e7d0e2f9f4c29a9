import { ActionIcon, Button, Loader, Tooltip } from "@mantine/core";
import { IconFileTypePdf, IconLink, IconQrcode } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { shortId, workpieceEdges, workpieces } from "@weldtrace/domain";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { workpieceApi } from "../../api/endpoints";
import { queryKeys, resourceProvider } from "../../api/resource-provider";
import { downloadTablePdf } from "../../components/export/table-pdf";
import { LabelModal, ScanField, type TLabel } from "../../components/labels";
import { ResourceFormPage } from "../../components/resource/resource-form";
import { ResourceList, type TResourceColumn } from "../../components/resource/resource-list";
import type { TResourceRecord } from "../../components/resource/types";
import { toast } from "../../components/toast";
import { formatDateTime } from "../../i18n/format";
import { useSession } from "../../session/session";
import { SelectEdgeDialog, useWorkpieceDelete } from "./dialogs";
import { edgeUnitFields, useWorkpieceUnits } from "./workpiece-units";

export const edgeLabel = (record: TResourceRecord): TLabel => ({
  kind: "workpieceEdge",
  uuid: String(record.uuid),
  name: String(record.name ?? ""),
});

/** A scanned edge label: find the edge by its uuid and open it under its workpiece. */
export function useOpenScannedEdge() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  return async (uuid: string) => {
    const page = await workpieceApi.edgesByUuid<TResourceRecord>(uuid).catch(() => ({ results: [] }));
    const edge = page.results[0];
    if (!edge) {
      toast.show("labels", { color: "red", message: t("labels.notFound") });
      return;
    }
    navigate(`/workpieces/${String(edge.workpiece)}/workpieces-edges/${edge.id}/edit`);
  };
}

const COLUMNS: TResourceColumn[] = [
  { key: "name" },
  { key: "x_uuid", title: "UUID", render: (record) => <code>{shortId(String(record.uuid ?? record.id))}</code> },
  { key: "workpiece" },
  { key: "outer_diameter" },
  { key: "wall_thickness" },
  { key: "length" },
];

/** Spec §2 /workpieces/{id}/workpieces-edges: the edges of one workpiece, PDF export, scan, Data Matrix. */
export function WorkpieceEdgesPage() {
  const { t, i18n } = useTranslation();
  const { id = "" } = useParams();
  const [label, setLabel] = useState<TLabel | null>(null);
  const [selecting, setSelecting] = useState(false);
  const canUpdate = useSession().can("production", "update");
  const openScanned = useOpenScannedEdge();
  const workpiece = useQuery({
    queryKey: queryKeys.item(workpieces.path, id),
    queryFn: () => resourceProvider.get<TResourceRecord>(workpieces.path, id),
  });
  const name = String(workpiece.data?.name ?? "");
  const exportPdf = async () => {
    const rows = await resourceProvider.listAll<TResourceRecord>(workpieceEdges.path, { filters: { workpiece: id } });
    await downloadTablePdf({
      title: t("workpieces.edgesOf", { name }),
      lines: [formatDateTime(new Date(), i18n.language, { seconds: false })],
      columns: [
        { header: t("resources.fields.name"), value: (row) => String(row.name ?? "") },
        { header: "UUID", value: (row) => String(row.uuid ?? "") },
        { header: t("resources.fields.outer_diameter"), value: (row) => String(row.outer_diameter ?? "") },
        { header: t("resources.fields.wall_thickness"), value: (row) => String(row.wall_thickness ?? "") },
        { header: t("resources.fields.length"), value: (row) => String(row.length ?? "") },
      ],
      rows,
      fileLabel: `${name}_edges`,
    });
  };
  return (
    <>
      <ResourceList
        resource={workpieceEdges}
        labelOf={edgeLabel}
        title={t("workpieces.edgesOf", { name })}
        columns={COLUMNS}
        filters={{ workpiece: id }}
        createTo={`/workpieces/${id}/workpieces-edges/create`}
        openTo={(record) => `/workpieces/${id}/workpieces-edges/${record.id}/edit`}
        headerActions={
          <>
            {canUpdate && (
              <Button
                variant="default"
                leftSection={<IconLink size={16} />}
                onClick={() => setSelecting(true)}
                data-testid="select-edge-open"
              >
                {t("workpieces.selectExisting")}
              </Button>
            )}
            <Button variant="default" leftSection={<IconFileTypePdf size={16} />} onClick={() => void exportPdf()} data-testid="edges-pdf">
              {t("workpieces.exportPdf")}
            </Button>
          </>
        }
        toolbar={() => <ScanField onScan={(found) => void openScanned(found.uuid)} />}
        rowActions={(record) => (
          <Tooltip label={t("labels.title")} withinPortal>
            <ActionIcon
              variant="subtle"
              aria-label={`${t("labels.title")} ${String(record.name)}`}
              data-testid="row-data-matrix"
              onClick={(event) => {
                event.stopPropagation();
                setLabel(edgeLabel(record));
              }}
            >
              <IconQrcode size={18} />
            </ActionIcon>
          </Tooltip>
        )}
        actionsWidth={70}
      />
      <LabelModal label={label} onClose={() => setLabel(null)} />
      <SelectEdgeDialog workpiece={id} opened={selecting} onClose={() => setSelecting(false)} />
    </>
  );
}

/** Every edge of the client, with the scan field (where a saved edge form comes back to). */
export function AllEdgesPage() {
  const openScanned = useOpenScannedEdge();
  const [label, setLabel] = useState<TLabel | null>(null);
  const { t } = useTranslation();
  return (
    <>
      <ResourceList
        resource={workpieceEdges}
        labelOf={edgeLabel}
        columns={COLUMNS}
        openTo={(record) => `/workpieces/${String(record.workpiece)}/workpieces-edges/${record.id}/edit`}
        toolbar={() => <ScanField onScan={(found) => void openScanned(found.uuid)} />}
        rowActions={(record) => (
          <ActionIcon
            variant="subtle"
            aria-label={`${t("labels.title")} ${String(record.name)}`}
            onClick={(event) => {
              event.stopPropagation();
              setLabel(edgeLabel(record));
            }}
          >
            <IconQrcode size={18} />
          </ActionIcon>
        )}
        actionsWidth={70}
      />
      <LabelModal label={label} onClose={() => setLabel(null)} />
    </>
  );
}

/** An edge's numbers are shown and typed in the client's units, like its workpiece's. */
export function EdgeFormPage({ mode }: { mode: "create" | "edit" }) {
  const { id = "", workpieceId = "" } = useParams();
  const { units, ready } = useWorkpieceUnits();
  const unitFields = useMemo(() => edgeUnitFields(units), [units]);
  // Spec §8: an edge used in a weld is not deleted; the server's refusal opens the workpieces' blocked-delete modal.
  const { deleteRecord, modal: deleteBlockedModal } = useWorkpieceDelete(workpieceEdges);
  if (!ready) return <Loader />;
  return (
    <>
      <ResourceFormPage
        // Values are converted when the form opens: another unit system opens it afresh.
        key={JSON.stringify(units)}
        resource={workpieceEdges}
        mode={mode}
        defaults={{ workpiece: mode === "create" ? id : workpieceId }}
        unitFields={unitFields}
        onDelete={deleteRecord}
      />
      {deleteBlockedModal}
    </>
  );
}
