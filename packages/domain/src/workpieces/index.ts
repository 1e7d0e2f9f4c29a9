export * from "./cut.js";
export * from "./edges.js";
export * from "./filler-metals.js";
export * from "./import.js";
export * from "./labels.js";
export * from "./workpieces.js";
