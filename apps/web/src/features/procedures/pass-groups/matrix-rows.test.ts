import { describe, expect, it } from "vitest";
import { en } from "../../../i18n/en";
import { fr } from "../../../i18n/fr";
import { textAt } from "../../../i18n/lookup";
import { MATRIX_ROWS, rowLabelKeys } from "./matrix-rows";

describe("pass-group matrix row labels", () => {
  it("every row's label keys have a text in English and in French (no raw key such as procedures.passGroups.filler_metals)", () => {
    const missing = MATRIX_ROWS.flatMap((row) =>
      rowLabelKeys(row).flatMap((key) => [textAt(en, key) ? [] : [`en ${key}`], textAt(fr, key) ? [] : [`fr ${key}`]].flat()),
    );
    expect(missing).toEqual([]);
  });

  it("labels the filler metals row 'Filler metals' and 'Métaux d'apport'", () => {
    const row = MATRIX_ROWS.find((candidate) => candidate.field === "filler_metals");
    expect(row && rowLabelKeys(row).map((key) => textAt(en, key))).toEqual(["Filler metals"]);
    expect(row && rowLabelKeys(row).map((key) => textAt(fr, key))).toEqual(["Métaux d'apport"]);
  });
});
