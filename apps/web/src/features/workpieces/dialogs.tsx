import { Alert, Button, Checkbox, Group, Modal, NumberInput, Select, Stack, Text, TextInput } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import {
  generateEdges,
  type TLabelKind,
  type TMessageCode,
  type TResourceUsage,
  type workpieceEdges,
  workpieceInUseReason,
  workpieces,
  workpieceValueToDisplay,
  workpieceValueToStored,
} from "@weldtrace/domain";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, fieldErrors } from "../../api/client";
import { workpieceApi } from "../../api/endpoints";
import { describeFailure } from "../../components/resource/error-message";
import { useReferenceOptions, useReferenceRows } from "../../components/resource/fields/use-reference-options";
import type { TResourceRecord } from "../../components/resource/types";
import { type TDeleteRecord, useDeleteRecord } from "../../components/resource/use-delete-record";
import { toast } from "../../components/toast";
import { useAction } from "../../components/use-action";
import { translateCode } from "../../i18n";
import { useWorkpieceUnits } from "./workpiece-units";

const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
};

/**
 * Spec §4: cut a workpiece into pieces of the given lengths; the rest becomes the last piece. Lengths are shown and
 * typed in the client's workpiece-length unit and sent in m.
 */
export function CutDialog({ record, onClose }: { record: TResourceRecord | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const refresh = useRefresh();
  const { units } = useWorkpieceUnits();
  const storedLength = typeof record?.length === "number" ? record.length : null;
  const shownLength =
    storedLength === null
      ? "-"
      : new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 3, useGrouping: false }).format(
          workpieceValueToDisplay("length", storedLength, units.length),
        );
  const [lengths, setLengths] = useState<(number | string)[]>([""]);
  const close = () => {
    setLengths([""]);
    onClose();
  };
  const cut = useAction({
    action: "cut-workpiece",
    success: t("workpieces.cut.success"),
    errorTitle: t("workpieces.cut.error"),
    onSuccess: async () => {
      await refresh();
      close();
    },
  });
  const submit = async () => {
    if (!record) return;
    const typed = lengths.map(Number).filter((value) => value > 0);
    await cut.run(() =>
      workpieceApi.cut(
        record.id,
        typed.map((value) => workpieceValueToStored("length", value, units.length)),
      ),
    );
  };
  return (
    <Modal opened={record !== null} onClose={close} title={t("workpieces.cut.title", { name: String(record?.name ?? "") })}>
      <Stack>
        <Text size="sm">{t("workpieces.cut.intro", { length: shownLength, unit: units.length })}</Text>
        {lengths.map((value, index) => (
          <NumberInput
            // biome-ignore lint/suspicious/noArrayIndexKey: the pieces are positional
            key={index}
            label={t("workpieces.cut.piece", { n: index + 1, unit: units.length })}
            value={value}
            min={0}
            decimalScale={3}
            onChange={(next) => setLengths(lengths.map((old, at) => (at === index ? next : old)))}
            data-testid={`cut-length-${index}`}
          />
        ))}
        <Group justify="space-between">
          <Button variant="subtle" onClick={() => setLengths([...lengths, ""])}>
            {t("workpieces.cut.addPiece")}
          </Button>
          <Button onClick={() => void submit()} loading={cut.pending} data-testid="cut-confirm">
            {t("workpieces.cut.confirm")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Spec §5: generated edges take the pipe's outer diameter or the plate's length, and the wall thickness. */
export function GenerateEdgesDialog({ record, onClose }: { record: TResourceRecord | null; onClose: () => void }) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const types = useReferenceOptions("workpieceType");
  const [count, setCount] = useState<number | string>(2);
  const typeName = types.data?.find((option) => option.value === record?.type)?.label;
  const generate = useAction({
    action: "generate-edges",
    success: t("workpieces.generate.success"),
    errorTitle: t("workpieces.generate.error"),
    onSuccess: async () => {
      await refresh();
      onClose();
    },
  });
  const submit = async () => {
    if (!record) return;
    await generate.run(() => workpieceApi.createEdges(generateEdges(record as never, typeName, Number(count))));
  };
  return (
    <Modal opened={record !== null} onClose={onClose} title={t("workpieces.generate.title")}>
      <Stack>
        <NumberInput label={t("workpieces.generate.count")} value={count} min={1} max={20} onChange={setCount} />
        <Group justify="flex-end">
          <Button onClick={() => void submit()} data-testid="generate-confirm">
            {t("workpieces.generate.confirm")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

const MASS_FIELDS = ["project", "grade", "batch", "heat", "manufacturer_id", "comment", "manufacturer_workpiece_no"] as const;
const MASS_TARGETS: Partial<Record<(typeof MASS_FIELDS)[number], string>> = {
  project: "project",
  heat: "workpieceHeat",
  manufacturer_id: "company",
};

function ReferenceSelect({
  target,
  value,
  onChange,
  label,
}: {
  target: string;
  value: string;
  onChange: (value: string) => void;
  label: string;
}) {
  const options = useReferenceOptions(target);
  return (
    <Select label={label} data={options.data ?? []} value={value || null} onChange={(next) => onChange(next ?? "")} clearable searchable />
  );
}

/** Spec §5: mass modification applies only the checked attributes (the server keeps a child's locked ones). */
export function MassModifyDialog({ records, opened, onClose }: { records: TResourceRecord[]; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const [checked, setChecked] = useState<string[]>([]);
  const [values, setValues] = useState<Record<string, string>>({});
  const modify = useAction({
    action: "mass-modify",
    success: t("workpieces.massModify.success"),
    errorTitle: t("workpieces.massModify.error"),
    onSuccess: async () => {
      await refresh();
      onClose();
    },
  });
  const submit = async () => {
    if (checked.length === 0) {
      toast.show("mass-modify", { color: "red", message: t("workpieces.massModify.nothingChecked") });
      return;
    }
    const body = Object.fromEntries(checked.map((field) => [field, values[field] ? values[field] : null]));
    await modify.run(() => workpieceApi.massModify({ ids: records.map((record) => record.id), checked, values: body }));
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t("workpieces.massModify.title", { count: records.length })} size="lg">
      <Stack>
        <Text size="sm">{t("workpieces.massModify.intro")}</Text>
        {MASS_FIELDS.map((field) => {
          const label = t(`resources.fields.${field}`);
          const target = MASS_TARGETS[field];
          const set = (value: string) => setValues({ ...values, [field]: value });
          return (
            <Group key={field} align="flex-end" wrap="nowrap">
              <Checkbox
                aria-label={label}
                checked={checked.includes(field)}
                onChange={(event) =>
                  setChecked(event.currentTarget.checked ? [...checked, field] : checked.filter((candidate) => candidate !== field))
                }
                mb={8}
              />
              <div style={{ flex: 1 }}>
                {target ? (
                  <ReferenceSelect target={target} label={label} value={values[field] ?? ""} onChange={set} />
                ) : (
                  <TextInput label={label} value={values[field] ?? ""} onChange={(event) => set(event.currentTarget.value)} />
                )}
              </div>
            </Group>
          );
        })}
        <Group justify="flex-end">
          <Button onClick={() => void submit()} data-testid="mass-modify-apply">
            {t("workpieces.massModify.apply")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The label kind of each list, for the Data Matrix view. */
export const WORKPIECE_LABEL: TLabelKind = "workpiece";
export const EDGE_LABEL: TLabelKind = "workpieceEdge";

/**
 * Spec §2 "blocked-delete message" and §8: a workpiece with children or edges, or an edge a weld uses, cannot be
 * deleted; a modal says why in the spec's words.
 */
export function DeleteBlockedModal({ message, onClose }: { message: TMessageCode | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={message !== null} onClose={onClose} title={t("workpieces.deleteBlocked")} centered>
      <Stack>
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} data-testid="delete-blocked-text">
          {message ? translateCode(message) : ""}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus data-testid="delete-blocked-close">
            {t("common.close")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Why a workpiece row cannot be deleted (the code of the spec §8 text), or null. */
export function deleteBlockedReason(record: TResourceRecord): TMessageCode | null {
  if (Number(record.children_count ?? 0) > 0) return "workpiece_has_children";
  if (Number(record.edges_count ?? 0) > 0) return "workpiece_has_edges";
  return null;
}

/** The spec §8 reason of a refused workpiece or edge delete, or null for any other failure (shown as a toast). */
export function deleteRefusalReason(resource: "workpiece" | "workpieceEdge", error: unknown): TMessageCode | null {
  if (!(error instanceof ApiError) || error.response.status !== 409) return null;
  // The 409 in_use names what uses the record; the spec words the refusal from that, as the server's detail does.
  const usedBy = (error.response.data as { used_by?: unknown } | null)?.used_by;
  return (Array.isArray(usedBy) && workpieceInUseReason(resource, usedBy as TResourceUsage[])) || null;
}

/**
 * Deleting a workpiece or an edge, from a list or a form: a workpiece row that says it has children or edges is
 * not asked about; otherwise confirm, and a delete the server refuses (a child, an edge or a weld added
 * meanwhile, or an edge used in a weld) opens the same modal. Render `modal` once beside the list or form.
 */
export function useWorkpieceDelete(resource: typeof workpieces | typeof workpieceEdges) {
  const [blocked, setBlocked] = useState<TMessageCode | null>(null);
  const onRefused = useCallback(
    (error: unknown) => {
      const reason = deleteRefusalReason(resource.key, error);
      if (reason) setBlocked(reason);
      return reason !== null;
    },
    [resource.key],
  );
  const confirmDelete = useDeleteRecord(resource, onRefused);
  const deleteRecord: TDeleteRecord = useCallback(
    (record, onDeleted) => {
      const reason = resource.key === workpieces.key ? deleteBlockedReason(record) : null;
      if (reason) setBlocked(reason);
      else confirmDelete(record, onDeleted);
    },
    [resource, confirmDelete],
  );
  return { deleteRecord, modal: <DeleteBlockedModal message={blocked} onClose={() => setBlocked(null)} /> };
}

/**
 * Spec §2 "create a new edge or select an existing one": an edge of another workpiece moves to this one
 * (PATCH workpiece-edges/{id}/ with workpiece, as cancel cut does). The server refuses an edge a weld uses, or a
 * name this workpiece already has; the reason is shown in the dialog.
 */
export function SelectEdgeDialog({ workpiece, opened, onClose }: { workpiece: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const edges = useReferenceRows("workpieceEdge");
  const names = useReferenceOptions("workpiece");
  const [edge, setEdge] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Every failure is said in the dialog, beside the edge chosen.
  const move = useAction({
    action: "select-edge",
    success: t("workpieces.selectEdge.success"),
    refused: (error) => {
      const fields = error instanceof ApiError && error.response.status === 400 ? Object.values(fieldErrors(error.response)) : [];
      setFailure(fields.length > 0 ? fields.join(" ") : describeFailure(error));
      return true;
    },
    onSuccess: async () => {
      await refresh();
      close();
    },
  });
  const busy = move.pending;
  const workpieceName = (id: unknown) => names.data?.find((option) => option.value === id)?.label ?? "";
  const options = (edges.data ?? [])
    .filter((row) => row.workpiece !== workpiece)
    .map((row) => ({ value: row.id, label: `${String(row.name ?? "")} — ${workpieceName(row.workpiece)}` }));
  const close = () => {
    setEdge(null);
    setFailure(null);
    onClose();
  };
  const submit = async () => {
    if (!edge) {
      setFailure(t("workpieces.selectEdge.required"));
      return;
    }
    await move.run(() => workpieceApi.moveEdge(edge, workpiece));
  };
  return (
    <Modal opened={opened} onClose={close} title={t("workpieces.selectExisting")} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <Text size="sm">{t("workpieces.selectEdge.intro")}</Text>
          <Select
            label={t("resources.workpieceEdge.one")}
            data={options}
            value={edge}
            onChange={(next) => {
              setEdge(next);
              setFailure(null);
            }}
            searchable
            withAsterisk
            data-autofocus
            nothingFoundMessage={t("common.noData")}
            error={failure ?? undefined}
            data-testid="select-edge"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" loading={busy} data-testid="select-edge-confirm">
              {t("workpieces.selectEdge.confirm")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
