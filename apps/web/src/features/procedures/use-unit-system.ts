import type { TProcedureLookups } from "@weldtrace/domain";
import { useMemo } from "react";
import { useReferenceRows } from "../../components/resource/fields/use-reference-options";
import { resolveUnitSystem, type TUnitSystem } from "./units";

type TRow = { id: string } & Record<string, unknown>;

/** id → name of a catalogue's entries (process names for the tungsten rule, type names for the location quantities). */
export function useNames(target: string) {
  const rows = useReferenceRows(target);
  const names = useMemo(
    () => Object.fromEntries((rows.data ?? []).map((row) => [row.id, typeof row.name === "string" ? row.name : ""])),
    [rows.data],
  );
  const ready = rows.isSuccess;
  return useMemo(() => ({ names, ready }), [names, ready]);
}

/**
 * The unit system values are shown and typed in: the procedure's own uoms row, else the client's default
 * one, else the metric system (spec: "converted for display and input with the unit system of the
 * procedure, project or client").
 */
export function useUnitSystem(uomId: string | null | undefined): {
  units: TUnitSystem;
  name: string | null;
  rows: TRow[];
  defaultId: string | null;
  ready: boolean;
  unitsOf(id: string | null | undefined): TUnitSystem;
} {
  const uoms = useReferenceRows("uom");
  return useMemo(() => {
    const rows = uoms.data ?? [];
    const fallback = rows.find((row) => row.is_default === true) ?? null;
    const find = (id: string | null | undefined) => rows.find((row) => row.id === id) ?? fallback;
    const row = find(uomId);
    return {
      units: resolveUnitSystem(row),
      name: row && typeof row.name === "string" ? row.name : null,
      rows,
      defaultId: fallback?.id ?? null,
      ready: uoms.isSuccess || uoms.isError,
      unitsOf: (id) => resolveUnitSystem(find(id)),
    };
  }, [uoms.data, uoms.isSuccess, uoms.isError, uomId]);
}

/** Names the domain's normalisation needs; undefined until every list has loaded. */
export function useProcedureLookups(): TProcedureLookups | undefined {
  const processes = useNames("weldingProcess");
  const temperatureControlTypes = useNames("temperatureControlType");
  const workpieceTypes = useNames("workpieceType");
  return useMemo(
    () =>
      processes.ready && temperatureControlTypes.ready && workpieceTypes.ready
        ? {
            processNames: processes.names,
            temperatureControlTypeNames: temperatureControlTypes.names,
            workpieceTypeNames: workpieceTypes.names,
          }
        : undefined,
    [processes, temperatureControlTypes, workpieceTypes],
  );
}
