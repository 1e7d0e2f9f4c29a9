export * from "./catalogue.js";
export * from "./catalogue-fr.js";
