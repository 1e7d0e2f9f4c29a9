import { METRIC_UNIT_SYSTEM, US_CUSTOMARY_UNIT_SYSTEM } from "@weldtrace/domain";
import { resolveUnitSystem } from "./units";

// Unit systems the procedure tests read values in: one fixture, so the tests agree on what "imperial" is.
export const metric = resolveUnitSystem(METRIC_UNIT_SYSTEM);
/** The demo client's "US customary" unit system. */
export const imperial = resolveUnitSystem(US_CUSTOMARY_UNIT_SYSTEM);
