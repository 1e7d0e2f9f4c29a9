import { useQuery } from "@tanstack/react-query";
import { positionsOf, SEQUENCE_RESOURCES } from "@weldtrace/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { queryKeys, resourceProvider } from "../../api/resource-provider";
import type { TCustomInput } from "../../components/resource/fields/field-input";
import { ResourceFormPage, type TValues } from "../../components/resource/resource-form";
import { ResourceList } from "../../components/resource/resource-list";
import type { TResourceRecord } from "../../components/resource/types";
import { useSession } from "../../session/session";
import { procedureApi, procedureKeys } from "../procedures/api";
import { listRows } from "../welds/api";
import type { TRow, TSequencedKind } from "./api";
import { AnglePositionsInput, anglesOf, BevelRowsEditor, type TBevelRow } from "./sequence-inputs";

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

/** The fields that hold positions: the sequence's, and fit-up's per type. */
const POSITION_FIELDS = ["positions", ...FIT_UP_TYPES.map((type) => `${type}_positions`)];

/** Whether the positions are angles: is_angle, or a bevel sequence that is not for a plate. */
const anglesOn = (kind: TSequencedKind, values: TValues) => (kind === "bevel" ? values.is_plate !== true : values.is_angle === true);

const toRows = (raw: unknown): TBevelRow[] =>
  Array.isArray(raw)
    ? raw.map((row: TRow) => ({
        id: typeof row.id === "string" ? row.id : undefined,
        position: String(row.position ?? ""),
        bevel: typeof row.bevel === "string" ? row.bevel : null,
        dimension: typeof row.dimension === "string" ? row.dimension : null,
      }))
    : [];

/**
 * A sequence's create and edit form (spec §5 "Sequence positions"): the procedure is chosen among the project's once a
 * project is chosen (a new project clears it), and the procedure's own rows are offered for its temperature control
 * and pass groups. Positions are typed separated by a semicolon; with Angle on, whole degrees from 0 to 359.
 */
export function SequenceFormPage({ kind, mode }: { kind: TSequencedKind; mode: "create" | "edit" }) {
  const { t } = useTranslation();
  const session = useSession();
  const resource = SEQUENCE_RESOURCES[kind];
  const procedures = useQuery({
    queryKey: ["procedures", "for-sequences"],
    queryFn: () => listRows("procedures", { is_archived: "false" }, "name"),
  });
  const record = useEditedRecord(resource.path, mode);
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);
  const procedure = useProcedureDetail(chosen === undefined ? record.data?.procedure : chosen);
  // A bevel sequence's dimension rows: edited beside the fields, sent with them (spec §5: a new project resets them).
  const [rows, setRows] = useState<TBevelRow[] | undefined>(undefined);
  const shownRows = rows ?? toRows(record.data?.bevel_dimensions);
  const [positions, setPositions] = useState<string | undefined>(undefined);
  const sequencePositions = positionsOf(positions ?? (typeof record.data?.positions === "string" ? record.data.positions : ""));
  const canWrite = session.can(resource.area, mode === "create" ? "create" : "update");
  return (
    <ResourceFormPage
      key={`${resource.path}-${mode}`}
      resource={resource}
      mode={mode}
      adjustValues={(next: TValues, previous: TValues) => {
        if (next.procedure !== previous.procedure) {
          setChosen((next.procedure as string | null) ?? null);
          if (kind === "bevel") setRows([]);
        }
        if (next.positions !== previous.positions) setPositions(typeof next.positions === "string" ? next.positions : "");
        let adjusted = next;
        // Angle turned on: typed labels are not angles, so only the angles among them are kept.
        if (anglesOn(kind, next) && !anglesOn(kind, previous)) {
          adjusted = {
            ...adjusted,
            ...Object.fromEntries(POSITION_FIELDS.filter((key) => key in next).map((key) => [key, anglesOf(next[key]).join(";")])),
          };
          if (typeof adjusted.positions === "string") setPositions(adjusted.positions);
        }
        if (next.project === previous.project) return adjusted;
        setChosen(null);
        if (kind === "bevel") setRows([]);
        return { ...adjusted, procedure: null, ...(kind === "temperature_control" ? { temperature_control: null, pass_group: [] } : {}) };
      }}
      extraBody={
        kind === "bevel"
          ? {
              bevel_dimensions: shownRows.map((row) => ({
                ...(row.id ? { id: row.id } : {}),
                position: row.position,
                bevel: row.bevel,
                dimension: row.dimension,
              })),
            }
          : undefined
      }
      afterField={
        kind === "bevel"
          ? () => ({
              positions: (
                <BevelRowsEditor
                  rows={shownRows}
                  onChange={setRows}
                  procedure={procedure.data}
                  positions={sequencePositions}
                  readOnly={!canWrite}
                />
              ),
            })
          : undefined
      }
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
        ...Object.fromEntries(
          POSITION_FIELDS.map((key) => [
            key,
            anglesOn(kind, values)
              ? { render: (input: TCustomInput) => <AnglePositionsInput {...input} /> }
              : key === "positions"
                ? { description: t("inspections.positionsHint") }
                : {},
          ]),
        ),
      })}
    />
  );
}
