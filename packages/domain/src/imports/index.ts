export * from "./definition.js";
export * from "./messages.js";
