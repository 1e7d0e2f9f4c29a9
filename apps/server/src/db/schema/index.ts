export * from "./catalogues.js";
export * from "./files.js";
export * from "./platform.js";
export * from "./reference.js";
export * from "./rich-catalogues.js";
export * from "./units.js";
