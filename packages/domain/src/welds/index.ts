export * from "./cycles.js";
export * from "./flaw-import.js";
export * from "./flaw-libraries.js";
export * from "./flaw-rules.js";
export * from "./flaws.js";
export * from "./project-statistics.js";
export * from "./weld-rules.js";
export * from "./welds.js";
