export * from "./inspections.js";
export * from "./instrument-check.js";
export * from "./measure-units.js";
export * from "./measurements.js";
export * from "./messages.js";
export * from "./positions.js";
export * from "./sequences.js";
export * from "./verdicts.js";
