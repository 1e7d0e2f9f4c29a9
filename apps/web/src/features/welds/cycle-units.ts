import { useMemo } from "react";
import type { TUnitField } from "../../components/resource/resource-form";
import { PASS_GROUP_NUMBERS } from "../procedures/quantities";
import { baseToDisplay, displayDecimals, displayToBase, displayUnit, type TUnitSystem } from "../procedures/units";
import { useUnitSystem } from "../procedures/use-unit-system";

/** A cycle's speeds are the pass groups' quantities: shown in the same unit (stored in cm/min and m/min alike). */
export const CYCLE_SPEEDS = { travel_speed: "travel_speed_min", wire_feed_speed: "wire_feed_speed_min" } as const;

/** The generic form's conversions for a cycle's speeds, in `units` (rounded by the unit's rule once converted). */
export function cycleUnitFields(units: TUnitSystem): Record<string, TUnitField> {
  return Object.fromEntries(
    Object.entries(CYCLE_SPEEDS).flatMap(([field, quantity]) => {
      const kind = PASS_GROUP_NUMBERS[quantity];
      if (!kind) return [];
      return [
        [
          field,
          {
            unit: displayUnit(kind, units) ?? "",
            decimals: displayDecimals(kind, units),
            toDisplay: (stored: number) => baseToDisplay(stored, kind, units),
            toStored: (shown: number) => displayToBase(shown, kind, units),
          },
        ],
      ];
    }),
  );
}

/**
 * The units a cycle's speeds are shown and typed in: the client's default unit system, the one procedures use unless
 * they name their own (decisions.md "One unit per quantity"); ready once the unit systems are read.
 */
export function useCycleUnits(): { fields: Record<string, TUnitField>; ready: boolean; key: string } {
  const system = useUnitSystem(null);
  return useMemo(() => ({ fields: cycleUnitFields(system.units), ready: system.ready, key: JSON.stringify(system.units) }), [system]);
}
