import { PROCEDURE_SECTION_LISTS, RESOURCES } from "@weldtrace/domain";
import { describe, expect, it } from "vitest";
import type { TWebResourceKey } from "../../components/resource/types";
import { groupSettings, SETTINGS_GROUPS, settingsGroupOf } from "./settings-groups";

const LABELS: Partial<Record<TWebResourceKey, string>> = {
  bevelType: "Types de chanfrein",
  weldClass: "Classes de soudure",
  workpieceTag: "Étiquettes de pièce",
  temperatureMeasuringMethod: "Méthodes de mesure de température",
  temperatureControlMethod: "Méthodes de contrôle de température",
  company: "Sociétés",
  productModel: "Modèles",
};
const entries = Object.entries(LABELS).map(([key, label]) => ({ key: key as TWebResourceKey, label: label as string }));
const groupLabel = (group: string) => ({ procedure: "Procédures", workpiece: "Pièces", inspection: "Inspections" })[group] ?? group;

describe("settings groups", () => {
  it("name only registered resources or settings lists of procedure sections, each in one group at most", () => {
    const keys: string[] = [...RESOURCES, ...PROCEDURE_SECTION_LISTS.map((list) => list.resource)].map((resource) => resource.key);
    const members = SETTINGS_GROUPS.flatMap((group) => group.members);
    expect(members.filter((key) => !keys.includes(key))).toEqual([]);
    expect(new Set(members).size).toBe(members.length);
  });

  it("put a catalogue listed in no group under General", () => {
    expect(settingsGroupOf("bevelType")).toBe("procedure");
    expect(settingsGroupOf("weld")).toBe("general");
  });

  it("list the groups in menu order, entries sorted by label, empty groups left out", () => {
    const groups = groupSettings(entries, groupLabel, "", "fr");
    expect(groups.map((group) => group.key)).toEqual(["procedure", "workpiece", "inspection", "instruments", "general"]);
    expect(groups[0]?.entries.map((entry) => entry.key)).toEqual(["weldClass", "bevelType"]);
    expect(groupSettings(entries.slice(0, 1), groupLabel).map((group) => group.key)).toEqual(["procedure"]);
  });

  it("filter on every word typed, ignoring case and accents", () => {
    const found = groupSettings(entries, groupLabel, "TEMPERATURE mesure", "fr");
    expect(found.flatMap((group) => group.entries.map((entry) => entry.key))).toEqual(["temperatureMeasuringMethod"]);
    expect(groupSettings(entries, groupLabel, "etiquette").flatMap((group) => group.entries.map((entry) => entry.key))).toEqual([
      "workpieceTag",
    ]);
    expect(groupSettings(entries, groupLabel, "nothing like this")).toEqual([]);
  });

  it("keep a whole group when the filter names the group", () => {
    const found = groupSettings(entries, groupLabel, "inspections", "fr");
    expect(found.map((group) => group.key)).toEqual(["inspection"]);
    expect(found[0]?.entries).toHaveLength(2);
  });
});
