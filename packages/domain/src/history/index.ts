export * from "./history.js";
