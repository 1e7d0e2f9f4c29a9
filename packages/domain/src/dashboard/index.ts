export * from "./progress.js";
export * from "./quality.js";
export * from "./ranges.js";
export * from "./timeline.js";
