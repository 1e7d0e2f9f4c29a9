export * from "./alerts.js";
export * from "./engine.js";
export * from "./envelope.js";
export * from "./events.js";
export * from "./generator.js";
export * from "./scenarios.js";
export * from "./settings.js";
export * from "./stats.js";
