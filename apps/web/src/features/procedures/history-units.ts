import { splitHistoryField } from "@weldtrace/domain";
import type { THistoryUnits } from "../../components/history/history-values";
import { PROCEDURE_SHAPE } from "./quantities";
import { baseToDisplay, displayDecimals, displayUnit, type TUnitSystem } from "./units";

/**
 * A procedure's History panel numbers in the procedure's unit system, as its form shows them: a changed field found
 * in the procedure's quantities (`pass_group.2.current_max` in the pass groups'). A bevel dimension (its unit is its
 * own row's) is left as stored.
 */
export function procedureHistoryUnits(units: TUnitSystem): THistoryUnits {
  return (name) => {
    const { list, field } = splitHistoryField(name);
    const kind = list ? PROCEDURE_SHAPE.lists?.[list]?.numbers[field] : PROCEDURE_SHAPE.numbers[field];
    if (!kind || kind.kind === "bevel") return undefined;
    return {
      unit: displayUnit(kind, units),
      decimals: displayDecimals(kind, units),
      toDisplay: (stored) => baseToDisplay(stored, kind, units),
    };
  };
}
