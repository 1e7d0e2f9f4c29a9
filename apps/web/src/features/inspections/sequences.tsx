import { useQuery } from "@tanstack/react-query";
import { SEQUENCE_RESOURCES } from "@weldtrace/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { queryKeys, resourceProvider } from "../../api/resource-provider";
import { ResourceFormPage, type TValues } from "../../components/resource/resource-form";
import { ResourceList } from "../../components/resource/resource-list";
import type { TResourceRecord } from "../../components/resource/types";
import { procedureApi, procedureKeys } from "../procedures/api";
import { listRows } from "../welds/api";
import type { TRow, TSequencedKind } from "./api";

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The rows of a procedure's child list (GET procedures/{id}/ answers them by key), as select options. */
export const childOptions = (procedure: TRow | undefined, key: string) =>
  ((procedure?.[key] as TRow[] | undefined) ?? []).map((row) => ({ value: row.id, label: text(row.name) || row.id }));

/** The procedure a screen names, with its child lists (sections, pass groups, bevels and their dimensions). */
export function useProcedureDetail(id: unknown) {
  return useQuery({
    queryKey: procedureKeys.item(typeof id === "string" ? id : ""),
    queryFn: () => procedureApi.get(id as string) as Promise<TRow>,
    enabled: typeof id === "string" && id.length > 0,
  });
}

/** The record an edit form shows (the form's own query: the cache answers), for the procedure it names. */
export function useEditedRecord(path: string, mode: "create" | "edit") {
  const { id = "" } = useParams();
  return useQuery({
    queryKey: queryKeys.item(path, id),
    queryFn: () => resourceProvider.get<TResourceRecord>(path, id),
    enabled: mode === "edit" && id.length > 0,
  });
}

/** /fitup-inspection-sequences, /bevel-inspection-sequences…: name, project, procedure and positions; a row opens its edit form. */
export function SequenceListPage({ kind }: { kind: TSequencedKind }) {
  const resource = SEQUENCE_RESOURCES[kind];
  return (
    <ResourceList
      key={resource.path}
      resource={resource}
      columns={[{ key: "name" }, { key: "project" }, { key: "procedure" }, { key: "positions" }]}
    />
  );
}

/** Fit-up: a type's positions are asked only when the type is measured (spec §3). */
const FIT_UP_TYPES = ["id_high_low", "od_high_low", "root_gap", "preparation_opening"] as const;

/**
 * A sequence's create and edit form (spec §5 "Sequence positions"): the procedure is chosen among the project's once a
 * project is chosen (a new project clears it), and the procedure's own rows are offered for its temperature control
 * and pass groups. Positions are typed separated by a semicolon; with Angle on, whole degrees from 0 to 359.
 */
export function SequenceFormPage({ kind, mode }: { kind: TSequencedKind; mode: "create" | "edit" }) {
  const { t } = useTranslation();
  const resource = SEQUENCE_RESOURCES[kind];
  const procedures = useQuery({
    queryKey: ["procedures", "for-sequences"],
    queryFn: () => listRows("procedures", { is_archived: "false" }, "name"),
  });
  const record = useEditedRecord(resource.path, mode);
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);
  const procedure = useProcedureDetail(chosen === undefined ? record.data?.procedure : chosen);
  return (
    <ResourceFormPage
      key={`${resource.path}-${mode}`}
      resource={resource}
      mode={mode}
      adjustValues={(next: TValues, previous: TValues) => {
        if (next.procedure !== previous.procedure) setChosen((next.procedure as string | null) ?? null);
        if (next.project === previous.project) return next;
        setChosen(null);
        return { ...next, procedure: null, ...(kind === "temperature_control" ? { temperature_control: null, pass_group: [] } : {}) };
      }}
      hiddenFields={(values) =>
        kind === "fit_up" ? FIT_UP_TYPES.filter((type) => values[`with_${type}`] !== true).map((type) => `${type}_positions`) : []
      }
      fieldProps={(values) => ({
        procedure: {
          disabled: !values.project,
          description: values.project ? undefined : t("welds.weld.projectFirst"),
          options: (procedures.data ?? [])
            .filter((row) => row.project === values.project)
            .map((row) => ({ value: row.id, label: text(row.name) })),
          creatable: false,
        },
        temperature_control: { options: childOptions(procedure.data, "temperature_control"), creatable: false },
        pass_group: { options: childOptions(procedure.data, "pass_group"), creatable: false },
        positions: { description: t("inspections.positionsHint") },
      })}
    />
  );
}
