export * from "./conversion.js";
export * from "./decimals.js";
export * from "./durations.js";
export * from "./rounding.js";
export * from "./units.js";
