import { nameDescriptionCatalogue, nameOnlyCatalogue, standardsCatalogue } from "./reference-catalogues.js";

/** The three catalogues the generic layer was first proven on (issue: platform foundation). */
export const beadTechniques = nameOnlyCatalogue("beadTechnique", "bead-techniques", { unseeded: true });
export const bevelTypes = nameDescriptionCatalogue("bevelType", "bevel-types", { unseeded: true });
export const weldingPositions = standardsCatalogue("weldingPosition", "welding-positions");

/** Standards are stored one per line and shown as bullets. */
export function splitLines(text: string | null | undefined): string[] {
  return (text ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
