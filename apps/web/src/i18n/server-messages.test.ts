import { FLAW_MESSAGES, PROJECT_MESSAGES } from "@weldtrace/domain";
import { describe, expect, it } from "vitest";
import i18n, { translateServerMessage } from "./index";

describe("server messages in the current language", () => {
  it("finds messages with colons and full stops whole, in English and French", async () => {
    await i18n.changeLanguage("en");
    expect(translateServerMessage(PROJECT_MESSAGES.statusBlockedByEdgeServer)).toBe(PROJECT_MESSAGES.statusBlockedByEdgeServer);
    await i18n.changeLanguage("fr");
    expect(translateServerMessage(PROJECT_MESSAGES.statusBlockedByEdgeServer)).toBe(
      "Impossible de passer le statut de EN COURS à TERMINÉ ou PLANIFIÉ : un serveur edge est connecté.",
    );
    expect(translateServerMessage("Select a valid choice.")).not.toBe("Select a valid choice.");
    expect(translateServerMessage("Max 12 characters")).toContain("12");
    expect(translateServerMessage("Unknown country code: XX.")).toBe("Code pays inconnu : XX.");
    // Unknown messages are shown as the server wrote them.
    expect(translateServerMessage("Something new: with a colon.")).toBe("Something new: with a colon.");
    await i18n.changeLanguage("en");
  });
});

describe("weld and flaw messages", () => {
  it("translate the flaw import's numbered row message and the sanction rule", async () => {
    await i18n.changeLanguage("fr");
    expect(translateServerMessage(FLAW_MESSAGES.noWeldInformation(12))).toBe("Aucune information de soudure à la ligne 12");
    expect(translateServerMessage(FLAW_MESSAGES.sanctionNotAllowed)).toBe("Cette sanction ne correspond pas au résultat.");
    await i18n.changeLanguage("en");
    expect(translateServerMessage(FLAW_MESSAGES.noWeldInformation(12))).toBe("No weld information on line 12");
  });
});
