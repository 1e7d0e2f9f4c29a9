import { message } from "@weldtrace/domain";
import { afterAll, describe, expect, it } from "vitest";
import i18n, { translateMessage } from "../../i18n";
import { optionLabel } from "./fields/use-reference-options";
import { seededDescription, seededName } from "./seeded-names";

const seeded = { id: "1", name: "Workpiece certificate", is_system: true };

describe("seeded names of the locked catalogues (decisions.md)", () => {
  afterAll(() => i18n.changeLanguage("en"));

  it("a seeded document type reads in the user's language; a client's own type and other lists as typed", async () => {
    await i18n.changeLanguage("fr");
    expect(optionLabel(seeded, "documentType")).toBe("Certificat de pièce");
    expect(optionLabel({ id: "2", name: "Calibration certificate", is_system: true }, "documentType")).toBe("Certificat d'étalonnage");
    // Not locked (a client's own type), or not a document type: the name as typed.
    expect(optionLabel({ ...seeded, is_system: false }, "documentType")).toBe("Workpiece certificate");
    expect(optionLabel({ id: "3", name: "Rapport de contrôle", is_system: false }, "documentType")).toBe("Rapport de contrôle");
    // A document type's name in another locked list is not one of that list's seeded names.
    expect(optionLabel(seeded, "measuringInstrumentType")).toBe("Workpiece certificate");
    expect(optionLabel(seeded)).toBe("Workpiece certificate");
    await i18n.changeLanguage("en");
    expect(optionLabel(seeded, "documentType")).toBe("Workpiece certificate");
  });

  it("seeded measuring instrument and workstation types (and a workstation type's description) read in the user's language", async () => {
    const sensor = { id: "4", name: "Wire feed speed sensor", is_system: true };
    const bug = { id: "5", name: "Orbital welding bug", description: "Mechanised orbital GMAW station on a band", is_system: true };
    await i18n.changeLanguage("fr");
    expect(optionLabel(sensor, "measuringInstrumentType")).toBe("Capteur de vitesse de fil");
    expect(optionLabel({ id: "6", name: "Caliper", is_system: true }, "measuringInstrumentType")).toBe("Pied à coulisse");
    expect(optionLabel(bug, "workstationType")).toBe("Chariot de soudage orbital");
    expect(seededDescription("workstationType", bug)).toBe("Poste GMAW orbital mécanisé sur bande de guidage");
    // The client's own (unlocked) entries, even of a seeded name, and other lists: as typed.
    expect(optionLabel({ ...sensor, is_system: false }, "measuringInstrumentType")).toBe("Wire feed speed sensor");
    expect(seededDescription("workstationType", { ...bug, is_system: false })).toBeNull();
    expect(seededName("weldingMachine", { ...bug })).toBeNull();
    await i18n.changeLanguage("en");
    expect(optionLabel(sensor, "measuringInstrumentType")).toBe("Wire feed speed sensor");
    expect(seededDescription("workstationType", bug)).toBe("Mechanised orbital GMAW station on a band");
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

describe("seeded entries of editable catalogues in the reader's language", () => {
  afterAll(() => i18n.changeLanguage("en"));

  it("PIPE, PLATE, 'Full metric system' and 'Production' read in French in pickers and cells; a renamed entry as typed", async () => {
    await i18n.changeLanguage("fr");
    expect(optionLabel({ id: "1", name: "PIPE" }, "workpieceType")).toBe("Tube");
    expect(optionLabel({ id: "2", name: "PLATE" }, "workpieceType")).toBe("Tôle");
    expect(optionLabel({ id: "3", name: "Full metric system" }, "uom")).toBe("Système entièrement métrique");
    expect(optionLabel({ id: "4", name: "Repair" }, "procedureType")).toBe("Réparation");
    expect(optionLabel({ id: "5", name: "Uphill" }, "weldingDirection")).toBe("Montante");
    expect(optionLabel({ id: "6", name: "Pipe 2in" }, "workpieceType")).toBe("Pipe 2in");
    await i18n.changeLanguage("en");
    expect(optionLabel({ id: "1", name: "PIPE" }, "workpieceType")).toBe("PIPE");
    expect(optionLabel({ id: "3", name: "Full metric system" }, "uom")).toBe("Full metric system");
  });
});
