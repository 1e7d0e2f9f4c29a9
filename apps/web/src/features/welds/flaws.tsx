import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { useQuery } from "@tanstack/react-query";
import {
  allowedSanctions,
  applyFlawResult,
  FLAW_MEASURES,
  FLAW_RESULTS,
  FLAW_SANCTIONS,
  FLAW_STATUSES,
  flaws,
  measuresOfType,
  sanctionDisabled,
  shortId,
  type TFlawResult,
  type TFlawSanction,
  type TFlawTypeFlags,
  welds,
} from "@weldtrace/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { queryKeys, resourceProvider } from "../../api/resource-provider";
import { ResourceFormPage, type TValues } from "../../components/resource/resource-form";
import { ResourceList, type TResourceColumn } from "../../components/resource/resource-list";
import { formatDateTime } from "../../i18n/format";
import { useSession } from "../../session/session";
import { listRows, type TRow, WELD_ROUTES } from "./api";
import { useWeldCrumbs } from "./crumbs";
import { FlawAttachments } from "./flaw-attachments";
import { FlawImportButton } from "./flaw-import-dialog";
import { useCutActions } from "./use-cut-actions";

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** Status, result and sanction in the reader's language. */
/** A form's result value as a flaw result, or null while none (or an unknown one) is chosen. */
function flawResultOf(value: unknown): TFlawResult | null {
  return FLAW_RESULTS.find((result) => result === value) ?? null;
}

export function useFlawWords() {
  const { t } = useTranslation();
  return {
    status: (value: unknown) => (value ? t(`welds.flaw.status.${text(value) as "Active"}`) : ""),
    result: (value: unknown) => (value ? t(`welds.flaw.result.${text(value) as "Accepted"}`) : ""),
    sanction: (value: unknown) => (value ? t(`welds.flaw.sanction.${text(value) as "Repair"}`) : ""),
  };
}

/** /flaws (every flaw; a row opens it under its weld) and /projects/{p}/welds/{w}/flaws. */
export function FlawsListPage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const words = useFlawWords();
  const { projectId, weldId } = useParams();
  const crumbs = useWeldCrumbs(projectId, weldId);
  const weld = useQuery({
    queryKey: queryKeys.item(welds.path, weldId ?? ""),
    queryFn: () => resourceProvider.get<{ name: string }>(welds.path, weldId ?? ""),
    enabled: Boolean(weldId),
  });
  const columns: TResourceColumn[] = [
    {
      key: "id",
      render: (record) => (
        <Text size="sm" ff="monospace">
          {shortId(record.id)}
        </Text>
      ),
      text: (record) => shortId(record.id),
    },
    ...(weldId ? [] : [{ key: "weld" } as const]),
    { key: "nde_method" },
    { key: "type" },
    {
      key: "status",
      render: (record) => <Text size="sm">{words.status(record.status)}</Text>,
      text: (record) => words.status(record.status),
    },
    {
      key: "result",
      render: (record) => <Text size="sm">{words.result(record.result)}</Text>,
      text: (record) => words.result(record.result),
    },
    {
      key: "sanction",
      render: (record) => <Text size="sm">{words.sanction(record.sanction)}</Text>,
      text: (record) => words.sanction(record.sanction),
    },
    {
      key: "created_at",
      render: (record) => <Text size="sm">{formatDateTime(record.created_at, i18n.language)}</Text>,
      text: (record) => formatDateTime(record.created_at, i18n.language),
    },
  ];
  return (
    <ResourceList
      key={weldId ?? "all"}
      resource={flaws}
      columns={columns}
      title={weldId && weld.data ? t("welds.flaw.ofWeld", { weld: weld.data.name }) : undefined}
      crumbs={crumbs}
      filters={weldId ? { weld: weldId } : undefined}
      filterControls={[
        {
          key: "result",
          label: t("resources.fields.result"),
          options: FLAW_RESULTS.map((value) => ({ value, label: words.result(value) })),
        },
        {
          key: "sanction",
          label: t("resources.fields.sanction"),
          options: FLAW_SANCTIONS.map((value) => ({ value, label: words.sanction(value) })),
        },
      ]}
      createTo={weldId && projectId && session.can("quality", "create") ? WELD_ROUTES.flawCreate(projectId, weldId) : null}
      openTo={(record) => WELD_ROUTES.flawEdit(text(record.project), text(record.weld), record.id)}
      headerActions={session.can("quality", "create") ? <FlawImportButton /> : null}
    />
  );
}

/**
 * The flaw form (spec §4, §5): library → NDE method → type, a new parent clears its children; only the measures the
 * type asks for; the result sets what the sanction may be; Repair names the repair weld; Cut-Out offers to cut.
 */
export function FlawFormPage({ mode }: { mode: "create" | "edit" }) {
  const { t } = useTranslation();
  const words = useFlawWords();
  const { projectId = "", weldId = "", id = "" } = useParams();
  const { cut } = useCutActions();
  const existing = useQuery({
    queryKey: queryKeys.item(flaws.path, id),
    queryFn: () => resourceProvider.get<TRow>(flaws.path, id),
    enabled: mode === "edit",
  });
  const [chosenType, setChosenType] = useState<string | null | undefined>(undefined);
  const typeId = chosenType === undefined ? text(existing.data?.type) : (chosenType ?? "");
  const type = useQuery({
    queryKey: queryKeys.item("flaw-types", typeId),
    queryFn: () => resourceProvider.get<TRow>("flaw-types", typeId),
    enabled: Boolean(typeId),
  });
  const weld = useQuery({
    queryKey: queryKeys.item(welds.path, weldId),
    queryFn: () => resourceProvider.get<TRow>(welds.path, weldId),
    enabled: Boolean(weldId),
  });
  const projectWelds = useQuery({
    queryKey: ["welds", "of-project", projectId],
    queryFn: () => listRows("welds", { project: projectId }, "name"),
  });
  const weldFlaws = useQuery({ queryKey: ["flaws", "of-weld", weldId], queryFn: () => listRows("flaws", { weld: weldId }) });
  const crumbs = useWeldCrumbs(projectId, weldId);
  // The form says which weld the flaw is for.
  const weldName = text(weld.data?.name) || "…";
  const shown = measuresOfType(type.data as TFlawTypeFlags | undefined);
  // Spec §9: positions are read in the type's position unit (mm or degrees), stored as typed.
  const positionUnit = type.data?.position_unit === "degree" ? "°" : "mm";
  const asTyped = (value: number) => value;
  const positionField = { unit: positionUnit, decimals: 2, toDisplay: asTyped, toStored: asTyped };

  const offerCut = () => {
    if (!weld.data || weld.data.is_cut_out === true) return;
    modals.openConfirmModal({
      title: t("welds.flaw.offerCutTitle"),
      children: <Text size="sm">{t("welds.flaw.offerCutText", { name: text(weld.data.name) })}</Text>,
      labels: { confirm: t("welds.cut.cut"), cancel: t("welds.flaw.notNow") },
      onConfirm: () => cut(weld.data as TRow),
    });
  };

  return (
    <>
      <ResourceFormPage
        key={`${mode}-${id}`}
        resource={flaws}
        mode={mode}
        defaults={{ weld: weldId, status: "Active" }}
        listTo={WELD_ROUTES.weldFlaws(projectId, weldId)}
        crumbs={crumbs}
        createTitle={t("welds.flaw.newOnWeld", { weld: weldName })}
        editTitle={t("welds.flaw.onWeld", { id: shortId(id), weld: weldName })}
        unitFields={{ start_position: positionField, end_position: positionField }}
        hiddenFields={(values) => [
          "weld",
          ...FLAW_MEASURES.filter((measure) => !shown.includes(measure)),
          ...(values.sanction === "Repair" ? [] : ["repaired_by"]),
        ]}
        adjustValues={(next: TValues, previous: TValues) => {
          let values = { ...next };
          if (values.library !== previous.library) values = { ...values, nde_method: null, type: null };
          if (values.nde_method !== previous.nde_method) values = { ...values, type: null };
          if (values.type !== previous.type) setChosenType(typeof values.type === "string" ? values.type : null);
          if (values.result !== previous.result)
            values = applyFlawResult(values as never, flawResultOf(values.result)) as unknown as TValues;
          if (values.sanction === "Cut-Out" && previous.sanction !== "Cut-Out") offerCut();
          return values;
        }}
        fieldProps={(values) => ({
          library: { creatable: false },
          nde_method: {
            referenceFilters: { library: text(values.library) || undefined },
            disabled: !values.library,
            creatable: false,
          },
          type: { referenceFilters: { nde_method: text(values.nde_method) || undefined }, disabled: !values.nde_method, creatable: false },
          status: { options: FLAW_STATUSES.map((value) => ({ value, label: words.status(value) })) },
          result: { options: FLAW_RESULTS.map((value) => ({ value, label: words.result(value) })) },
          sanction: {
            disabled: sanctionDisabled(flawResultOf(values.result)),
            options: allowedSanctions(flawResultOf(values.result)).map((value: TFlawSanction) => ({
              value,
              label: words.sanction(value),
            })),
          },
          repaired_by: {
            options: (projectWelds.data ?? []).filter((row) => row.id !== weldId).map((row) => ({ value: row.id, label: text(row.name) })),
            description: t("welds.flaw.repairedByHelp"),
          },
          related_to: {
            options: (weldFlaws.data ?? []).filter((row) => row.id !== id).map((row) => ({ value: row.id, label: shortId(row.id) })),
            creatable: false,
          },
        })}
      />
      {mode === "edit" && <FlawAttachments flawId={id} />}
    </>
  );
}
