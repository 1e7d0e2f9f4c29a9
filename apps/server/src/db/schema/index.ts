export * from "./catalogues.js";
export * from "./files.js";
export * from "./platform.js";
export * from "./procedures.js";
export * from "./projects.js";
export * from "./reference.js";
export * from "./rich-catalogues.js";
export * from "./units.js";
