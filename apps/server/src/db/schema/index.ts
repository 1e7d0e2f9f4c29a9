export * from "./platform.js";
export * from "./reference.js";
