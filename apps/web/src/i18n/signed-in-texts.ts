import i18n from "i18next";
import { enSignedIn } from "./en/signed-in";
import { frSignedIn } from "./fr/signed-in";

/**
 * The texts of the screens behind the sign-in (inspections, dashboard, traceability, edge servers), added when the
 * signed-in app loads, so the login screen does not carry them (its budget: 250 KB of JavaScript, French included).
 * French is added once its own catalogue is there: adding it first would make i18next think French was loaded.
 */
function addSignedInTexts() {
  if (!i18n.hasResourceBundle("en", "translation") || !hasSignedInTexts("en"))
    i18n.addResourceBundle("en", "translation", enSignedIn, true, false);
  if (i18n.hasResourceBundle("fr", "translation") && !hasSignedInTexts("fr"))
    i18n.addResourceBundle("fr", "translation", frSignedIn, true, false);
}
const hasSignedInTexts = (language: string) => i18n.exists("dashboard.title", { lng: language, fallbackLng: false });

addSignedInTexts();
i18n.on("loaded", addSignedInTexts);
