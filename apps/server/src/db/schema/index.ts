export * from "./catalogues.js";
export * from "./platform.js";
export * from "./reference.js";
export * from "./files.js";
