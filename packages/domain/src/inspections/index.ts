export * from "./messages.js";
export * from "./positions.js";
