/**
 * Spec §9: ids are shortened in lists to 8 characters (flaws, related flaws, workpiece edges). Our ids are uuid v7,
 * whose first 12 characters are the creation time: records made together (an import, generated edges, a cut) would
 * all read the same, so the short id is the end of the id, which is random (docs/decisions.md, "Short ids").
 */
export const shortId = (id: string | null | undefined, length = 8) => (id ? id.replaceAll("-", "").slice(-length) : "");
