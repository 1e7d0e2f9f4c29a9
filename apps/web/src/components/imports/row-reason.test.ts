import { describe, expect, it } from "vitest";
import i18n from "../../i18n";
import { rowReason } from "./row-reason";

describe("a refused import row's reason in the progress table", () => {
  it("shows each field's translated label and message: French and English", async () => {
    const row = {
      reason: "Outer diameter: Required",
      field_errors: { outer_diameter: ["Required"], grade: ["Max 50 characters"] },
      // The server sends each message's catalogue code beside its English text: the table translates by code.
      codes: { outer_diameter: [{ code: "required" as const }], grade: [{ code: "max_length" as const, params: { max: 50 } }] },
    };
    await i18n.changeLanguage("fr");
    expect(rowReason(row, i18n.t)).toBe("Diamètre extérieur : Obligatoire · Nuance : 50 caractères maximum");
    await i18n.changeLanguage("en");
    expect(rowReason(row, i18n.t)).toBe("Outer diameter: Required · Grade: Max 50 characters");
  });

  it("shows a message of the whole row alone, an unknown field by its key, and the sentence when there are no field messages", async () => {
    await i18n.changeLanguage("en");
    expect(
      rowReason(
        {
          reason: "x",
          field_errors: { non_field_errors: ["This record already exists."] },
          codes: { non_field_errors: [{ code: "duplicate_record" }] },
        },
        i18n.t,
      ),
    ).toBe("This record already exists.");
    expect(rowReason({ reason: "x", field_errors: { some_column: ["Required"] } }, i18n.t)).toBe("some_column: Required");
    expect(rowReason({ reason: "Weld: No weld information on line 4" }, i18n.t)).toBe("Weld: No weld information on line 4");
  });
});
