import {
  EDGE_MEASURES,
  measureDecimals,
  type TUnit,
  type TWorkpieceUnitField,
  WORKPIECE_MEASURES,
  WORKPIECE_UNIT_FIELD_KEYS,
  workpieceDisplayUnits,
  workpieceValueToDisplay,
  workpieceValueToStored,
} from "@weldtrace/domain";
import { useMemo } from "react";
import type { TUnitField } from "../../components/resource/resource-form";
import { useUnitSystem } from "../procedures/use-unit-system";

/**
 * The units workpiece numbers are shown and typed in: the client's default unit system, the one the import
 * reads a file without declared units in (decisions.md "Workpieces: units on screen").
 */
export function useWorkpieceUnits(): { units: Record<TWorkpieceUnitField, TUnit>; ready: boolean } {
  const system = useUnitSystem(null);
  return useMemo(
    () => ({ units: workpieceDisplayUnits(system.rows.find((row) => row.id === system.defaultId)), ready: system.ready }),
    [system],
  );
}

/** The generic form's conversions for a workpiece: each number in its unit (WORKPIECE_UNIT_FIELDS). */
export function workpieceUnitFields(units: Record<TWorkpieceUnitField, TUnit>): Record<string, TUnitField> {
  return Object.fromEntries(
    WORKPIECE_UNIT_FIELD_KEYS.map((field) => [
      field,
      {
        unit: units[field],
        decimals: measureDecimals(WORKPIECE_MEASURES[field], units[field]),
        toDisplay: (stored: number) => workpieceValueToDisplay(field, stored, units[field]),
        toStored: (shown: number) => workpieceValueToStored(field, shown, units[field]),
      },
    ]),
  );
}

/** An edge's outer diameter, wall thickness and length (a plate's) are all kept in mm: shown in the diameter's unit. */
export function edgeUnitFields(units: Record<TWorkpieceUnitField, TUnit>): Record<string, TUnitField> {
  const unit = units.outer_diameter;
  return Object.fromEntries(
    (["outer_diameter", "wall_thickness", "length"] as const).map((field) => [
      field,
      {
        unit,
        decimals: measureDecimals(EDGE_MEASURES[field], unit),
        toDisplay: (stored: number) => workpieceValueToDisplay("outer_diameter", stored, unit),
        toStored: (shown: number) => workpieceValueToStored("outer_diameter", shown, unit),
      },
    ]),
  );
}
