import { beadTechniques, bevelTypes, weldingPositions } from "./catalogues.js";

/** Every generic (catalogue-like) resource; registered once here, taken by server and web. */
export const RESOURCES = [beadTechniques, bevelTypes, weldingPositions] as const;
export type TResourceKey = (typeof RESOURCES)[number]["key"];
export type TFieldKey = (typeof RESOURCES)[number]["fields"][number]["key"];

export function findResourceByPath(path: string) {
  return RESOURCES.find((resource) => resource.path === path);
}

export * from "./catalogues.js";
