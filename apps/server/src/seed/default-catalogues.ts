import type { TBeadTechniqueCreate, TBevelTypeCreate, TResourceKey, TWeldingPositionCreate } from "@weldtrace/domain";

/** What a new client starts with; it then edits its own copy (docs/decisions.md). */
export const DEFAULT_CATALOGUES: {
  beadTechnique: TBeadTechniqueCreate[];
  bevelType: TBevelTypeCreate[];
  weldingPosition: TWeldingPositionCreate[];
} & Partial<Record<TResourceKey, object[]>> = {
  beadTechnique: [{ name: "Stringer bead" }, { name: "Weave bead" }, { name: "Oscillated bead" }],
  bevelType: [
    { name: "I", description: "Square butt, no bevel" },
    { name: "V", description: "Single V-groove" },
    { name: "X", description: "Double V-groove" },
    { name: "U", description: "Single U-groove" },
    { name: "J", description: "Single J-groove" },
    { name: "K", description: "Double bevel (K) groove" },
    { name: "Compound", description: "Compound bevel, narrow gap for mechanised pipeline welding" },
  ],
  weldingPosition: [
    { name: "PA", description: "Flat", standards: "ISO 6947\nASME IX: 1G (groove), 1F (fillet)" },
    { name: "PB", description: "Horizontal vertical", standards: "ISO 6947\nASME IX: 2F (fillet)" },
    { name: "PC", description: "Horizontal", standards: "ISO 6947\nASME IX: 2G" },
    { name: "PD", description: "Horizontal overhead", standards: "ISO 6947\nASME IX: 4F" },
    { name: "PE", description: "Overhead", standards: "ISO 6947\nASME IX: 4G" },
    { name: "PF", description: "Vertical up", standards: "ISO 6947\nASME IX: 3G uphill" },
    { name: "PG", description: "Vertical down", standards: "ISO 6947\nASME IX: 3G downhill" },
    { name: "H-L045", description: "Inclined pipe, upward", standards: "ISO 6947\nASME IX: 6G uphill" },
    { name: "J-L045", description: "Inclined pipe, downward", standards: "ISO 6947\nASME IX: 6G downhill" },
    { name: "5G", description: "Horizontal fixed pipe", standards: "ASME IX QW-461\nISO 6947: PF / PG" },
    { name: "6G", description: "Inclined fixed pipe (45°)", standards: "ASME IX QW-461\nISO 6947: H-L045 / J-L045" },
  ],
};
