import { beadTechniques, bevelTypes, weldingPositions } from "./catalogues.js";
import { REFERENCE_CATALOGUES } from "./reference-catalogues.js";
import { RICH_CATALOGUES } from "./rich-catalogues.js";

/** Every generic (catalogue-like) resource; registered once here, taken by server and web. */
export const RESOURCES = [beadTechniques, bevelTypes, weldingPositions] as const;
/** Every generic resource the server serves: the three above plus the reference catalogues. */
export const ALL_RESOURCES = [...RESOURCES, ...REFERENCE_CATALOGUES] as const;
/** What the server serves: the web registers RICH_CATALOGUES once its form knows their field kinds. */
export const SERVER_RESOURCES = [...ALL_RESOURCES, ...RICH_CATALOGUES] as const;
export type TResourceKey = (typeof ALL_RESOURCES)[number]["key"];
export type TServerResourceKey = (typeof SERVER_RESOURCES)[number]["key"];
export type TFieldKey = (typeof RESOURCES)[number]["fields"][number]["key"];

export function findResourceByPath(path: string) {
  return RESOURCES.find((resource) => resource.path === path);
}

export * from "./catalogues.js";
export * from "./clients.js";
export * from "./files.js";
export * from "./reference-catalogues.js";
export * from "./rich-catalogues.js";
export * from "./users.js";
