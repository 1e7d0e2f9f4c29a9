import { describe, expect, it } from "vitest";
import { SENSOR_TYPE_NAMES } from "../staff/instrument-parameters.js";
import { DEFAULT_UNIT_SYSTEM_NAME } from "../units/units.js";
import { PIPE_TYPE, PLATE_TYPE } from "../workpieces/workpieces.js";
import { RESOURCES } from "./index.js";
import { SEEDED_EDITABLE_NAME_KEYS, SEEDED_NAME_KEYS, seededNameKey, seededNamesOf } from "./seeded-names.js";
import { SYSTEM_DOCUMENT_TYPES } from "./system-document-types.js";

describe("seeded names of the locked catalogues", () => {
  it("every locked catalogue, and only those, has seeded names with keys unique within it", () => {
    const locked = RESOURCES.filter((resource) => "lockedDefaults" in resource && resource.lockedDefaults).map((resource) => resource.key);
    expect(Object.keys(SEEDED_NAME_KEYS).sort()).toEqual([...locked].sort());
    for (const target of Object.keys(SEEDED_NAME_KEYS) as (keyof typeof SEEDED_NAME_KEYS)[]) {
      const keys = Object.values(SEEDED_NAME_KEYS[target]);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it("the names the product relies on are seeded names: the seven document types and the five sensor types", () => {
    expect(seededNamesOf("documentType")).toEqual([...SYSTEM_DOCUMENT_TYPES]);
    for (const name of Object.values(SENSOR_TYPE_NAMES)) expect(seededNamesOf("measuringInstrumentType")).toContain(name);
  });

  it("a key only for a locked (is_system) entry of a seeded name in its own list", () => {
    expect(seededNameKey("measuringInstrumentType", { name: "Gauge", is_system: true })).toBe("gauge");
    expect(seededNameKey("workstationType", { name: "Tie-in station", is_system: true })).toBe("tieInStation");
    expect(seededNameKey("measuringInstrumentType", { name: "Gauge", is_system: false })).toBeNull();
    expect(seededNameKey("measuringInstrumentType", { name: "gauge", is_system: true })).toBeNull();
    expect(seededNameKey("workstationType", { name: "Gauge", is_system: true })).toBeNull();
    expect(seededNameKey("bevelType", { name: "Gauge", is_system: true })).toBeNull();
    expect(seededNameKey(undefined, { name: "Gauge", is_system: true })).toBeNull();
    // Inherited object keys are not names.
    expect(seededNameKey("workstationType", { name: "constructor", is_system: true })).toBeNull();
  });
});

describe("seeded names of editable catalogues", () => {
  it("keys an entry still of its seeded name, whatever is_system says, and not a renamed one", () => {
    expect(seededNameKey("workpieceType", { name: PIPE_TYPE })).toBe("pipe");
    expect(seededNameKey("workpieceType", { name: PLATE_TYPE, is_system: false })).toBe("plate");
    expect(seededNameKey("uom", { name: DEFAULT_UNIT_SYSTEM_NAME })).toBe("fullMetric");
    expect(seededNameKey("procedureType", { name: "Production" })).toBe("production");
    expect(seededNameKey("workpieceType", { name: "Pipe" })).toBeNull();
    expect(seededNameKey("procedureType", { name: "Production line 2" })).toBeNull();
    expect(seededNameKey("workpieceType", { name: "constructor" })).toBeNull();
    expect(seededNameKey("weldClass", { name: PIPE_TYPE })).toBeNull();
  });

  it("keys are unique within each list", () => {
    for (const keys of Object.values(SEEDED_EDITABLE_NAME_KEYS).map((list) => Object.values(list))) {
      expect(new Set(keys).size).toBe(keys.length);
    }
  });
});
