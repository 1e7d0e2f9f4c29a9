export * from "./bounds.js";
export * from "./definition.js";
export * from "./messages.js";
export * from "./records.js";
export * from "./template.js";
