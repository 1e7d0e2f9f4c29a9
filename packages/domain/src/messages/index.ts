export * from "./alert-labels.js";
export * from "./catalogue.js";
export * from "./catalogue-fr.js";
