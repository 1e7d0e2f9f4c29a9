import { message } from "@weldtrace/domain";
import { afterAll, describe, expect, it } from "vitest";
import i18n, { translateMessage } from "../../i18n";
import { optionLabel } from "./fields/use-reference-options";

const seeded = { id: "1", name: "Workpiece certificate", is_system: true };

describe("seeded document type names (decisions.md)", () => {
  afterAll(() => i18n.changeLanguage("en"));

  it("a seeded document type reads in the user's language; a client's own type and other lists as typed", async () => {
    await i18n.changeLanguage("fr");
    expect(optionLabel(seeded, "documentType")).toBe("Certificat de pièce");
    expect(optionLabel({ id: "2", name: "Calibration certificate", is_system: true }, "documentType")).toBe("Certificat d'étalonnage");
    // Not locked (a client's own type), or not a document type: the name as typed.
    expect(optionLabel({ ...seeded, is_system: false }, "documentType")).toBe("Workpiece certificate");
    expect(optionLabel({ id: "3", name: "Rapport de contrôle", is_system: false }, "documentType")).toBe("Rapport de contrôle");
    expect(optionLabel(seeded, "measuringInstrumentType")).toBe("Workpiece certificate");
    expect(optionLabel(seeded)).toBe("Workpiece certificate");
    await i18n.changeLanguage("en");
    expect(optionLabel(seeded, "documentType")).toBe("Workpiece certificate");
  });

  it("the missing heat certificate message names the type as the type reads", async () => {
    await i18n.changeLanguage("fr");
    expect(translateMessage(message("heat_certificate_missing", { type: "Workpiece heat certificate" }))).toBe(
      "Ajoutez au moins un document de type Certificat de coulée de pièce.",
    );
    await i18n.changeLanguage("en");
    expect(translateMessage(message("heat_certificate_missing", { type: "Workpiece heat certificate" }))).toBe(
      "Add at least one document of type Workpiece heat certificate.",
    );
  });
});
