export * from "./calibration.js";
export * from "./countries.js";
export * from "./dates.js";
export * from "./instrument-parameters.js";
export * from "./instruments.js";
export * from "./qualifications.js";
export * from "./welders.js";
export * from "./workstations.js";
