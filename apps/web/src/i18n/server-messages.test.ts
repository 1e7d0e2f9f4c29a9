import { MESSAGE_CATALOGUE, message, type TMessageCode } from "@weldtrace/domain";
import { describe, expect, it } from "vitest";
import { en } from "./en";
import { enSignedIn } from "./en/signed-in";
import { fr } from "./fr";
import { frSignedIn } from "./fr/signed-in";
import i18n, { translateDetail, translateFieldMessages, translateMessage } from "./index";

const codes = Object.keys(MESSAGE_CATALOGUE) as TMessageCode[];
const placeholders = (text: string) => [...text.matchAll(/\{\{?(\w+)\}?\}/g)].map((match) => match[1]).sort();

describe("server messages are translated by their catalogue code", () => {
  it("every catalogue code has an English and a French text with the same parameters", () => {
    for (const code of codes) {
      expect(en.serverMessages[code], code).toBeTruthy();
      expect(fr.serverMessages[code], code).toBeTruthy();
      expect(placeholders(fr.serverMessages[code]), code).toEqual(placeholders(MESSAGE_CATALOGUE[code]));
    }
    expect(Object.keys(fr.serverMessages).sort()).toEqual([...codes].sort());
  });

  it("a verdict's reason writes its numbers with a decimal comma in French ('1,9 mm … 1,6 mm') and a point in English", async () => {
    const reason = message("above_max", { field: "measure", value: 1.9, max: 1.6, unit: "mm" });
    await i18n.changeLanguage("fr");
    expect(translateMessage(reason)).toContain("1,9 mm");
    expect(translateMessage(reason)).toContain("1,6 mm");
    expect(translateMessage(message("no_weld_information", { line: 1200 }))).toBe("Aucune information de soudure à la ligne 1200");
    await i18n.changeLanguage("en");
    expect(translateMessage(reason)).toContain("1.6 mm");
  });

  it("a code with parameters renders in French with its parameters, and in English as the catalogue's text", async () => {
    await i18n.changeLanguage("fr");
    expect(translateMessage(message("max_length", { max: 12 }))).toBe("12 caractères maximum");
    expect(translateMessage(message("duplicate", { name: "V" }))).toBe("Une entrée nommée « V » existe déjà.");
    expect(translateMessage(message("no_weld_information", { line: 12 }))).toBe("Aucune information de soudure à la ligne 12");
    expect(translateMessage(message("status_blocked_by_edge_server"))).toBe(
      "Impossible de passer le statut de EN COURS à TERMINÉ ou PLANIFIÉ : un serveur edge est connecté.",
    );
    await i18n.changeLanguage("en");
    expect(translateMessage(message("max_length", { max: 12 }))).toBe("Max 12 characters");
    expect(translateMessage(message("duplicate", { name: "V" }))).toBe('An entry named "V" already exists.');
  });

  it("a 400 answer's field messages are translated by the codes beside them; a text without a code is shown as it came", async () => {
    await i18n.changeLanguage("fr");
    const body = {
      name: ["Max 255 characters", "Something new: with a colon."],
      lng: ["Give both latitude and longitude, or neither."],
      codes: { name: [{ code: "max_length", params: { max: 255 } }], lng: [{ code: "location_incomplete" }] },
    };
    expect(translateFieldMessages(body)).toEqual({
      name: ["255 caractères maximum", "Something new: with a colon."],
      lng: ["Indiquez la latitude et la longitude, ou aucune des deux."],
    });
    expect(translateDetail({ detail: 'An entry named "v" already exists.', code: "duplicate", params: { name: "v" } })).toBe(
      "Une entrée nommée « v » existe déjà.",
    );
    // A code outside the catalogue keeps the server's detail.
    expect(translateDetail({ detail: "Something else.", code: "not_a_catalogue_code" })).toBe("Something else.");
    await i18n.changeLanguage("en");
  });
});

describe("inspection messages read in French, fields and limits by their labels", () => {
  it("a verdict reason names the field and the limit by their French labels", async () => {
    await i18n.changeLanguage("fr");
    i18n.addResourceBundle("en", "translation", enSignedIn, true, false);
    i18n.addResourceBundle("fr", "translation", frSignedIn, true, false);
    expect(translateMessage(message("above_max", { field: "measure", value: 2.1, max: 1.6, unit: "mm" }))).toBe(
      "Mesure : 2,1 mm est supérieur au maximum de 1,6 mm.",
    );
    expect(translateMessage(message("limit_missing", { limit: "root_gap_max" }))).toBe(
      "Le mode opératoire n'indique pas : écartement maximal.",
    );
    expect(translateMessage(message("measure_missing", { field: "welding_o2_level_chamber" }))).toBe(
      "Aucune valeur pour : Taux d'O2 au soudage.",
    );
    expect(translateMessage(message("row_not_in_procedure", { section: "pass group" }))).toBe(
      "Cet élément (groupe de passes) n'appartient pas au mode opératoire.",
    );
    expect(translateMessage(message("fit_up_type_not_in_sequence", { type: "ID High low" }))).toBe(
      "Cette séquence ne mesure pas « dénivelé intérieur ».",
    );
    expect(
      translateMessage(
        message("instrument_type_unfit", { instrument: "V1", serial_number: "S1", type: "Voltage sensor", measure: "bevel" }),
      ),
    ).toBe("V1 (S1) est de type Capteur de tension, qui ne convient pas aux mesures « chanfrein ».");
    expect(translateMessage(message("unit_not_allowed", { unit: "mm", stored: "degrees" }))).toBe(
      "Une valeur en mm ne peut pas être comparée à des limites en degrés.",
    );
    await i18n.changeLanguage("en");
    expect(translateMessage(message("limit_missing", { limit: "root_gap_max" }))).toBe("The procedure gives no maximum root gap.");
  });
});
