import { describe, expect, it } from "vitest";
import { fr } from "./fr";
import { frSignedIn } from "./fr/signed-in";

/** Every text of a catalogue, with its path ("inspections.entry.againTitle"). */
function texts(tree: unknown, path = ""): [string, string][] {
  if (typeof tree === "string") return [[path, tree]];
  if (typeof tree !== "object" || tree === null) return [];
  return Object.entries(tree).flatMap(([key, value]) => texts(value, path ? `${path}.${key}` : key));
}

describe("French typography", () => {
  it("no French text puts an ordinary (breakable) space before ':', ';', '?' or '!': a non-breaking space keeps the sign on its word's line", () => {
    const breakable = [...texts(fr), ...texts(frSignedIn)].filter(([, text]) => / [:;?!](\s|$)/.test(text));
    expect(breakable.map(([path]) => path)).toEqual([]);
  });
});
