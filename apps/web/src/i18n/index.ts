import i18n, { type BackendModule } from "i18next";
import { initReactI18next } from "react-i18next";
import { en } from "./en";

export const LANGUAGE_KEY = "weldtrace.language";
const stored = typeof localStorage !== "undefined" ? localStorage.getItem(LANGUAGE_KEY) : null;

/**
 * English is in the first bundle; the French catalogue is a chunk of its own, fetched when French is chosen (or
 * stored), so the login screen does not carry both languages. i18next waits for it before switching language.
 */
const frenchOnDemand: BackendModule = {
  type: "backend",
  init() {},
  read(language, _namespace, callback) {
    if (language !== "fr") return callback(null, {});
    import("./fr").then(
      ({ fr }) => callback(null, fr),
      (error: Error) => callback(error, false),
    );
  },
};

/** Resolves once the starting language's catalogue is loaded: main.tsx renders after it, so French never flashes English. */
export const i18nReady = i18n
  .use(frenchOnDemand)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: en } },
    partialBundledLanguages: true,
    lng: stored === "fr" ? "fr" : "en",
    fallbackLng: "en",
    interpolation: { escapeValue: false },
    returnNull: false,
    // One namespace; server messages used as keys contain colons ("...PLANNED: an edge server is connected.").
    nsSeparator: false,
  });

// <html lang> follows the language, the stored one included, so screen readers speak French in French.
const syncHtmlLang = (language: string) => {
  if (typeof document !== "undefined") document.documentElement.lang = language === "fr" ? "fr" : "en";
};
syncHtmlLang(stored === "fr" ? "fr" : "en");
i18n.on("languageChanged", syncHtmlLang);

export function setLanguage(language: "en" | "fr") {
  localStorage.setItem(LANGUAGE_KEY, language);
  void i18n.changeLanguage(language);
}

/** Server field messages arrive in English; known ones are shown in the current language. */
export function translateServerMessage(message: string): string {
  const server = i18n.t("errors.server", { returnObjects: true }) as Record<string, string>;
  const exact = server[message];
  if (exact) return exact;
  const patterns: [RegExp, string, (match: RegExpExecArray) => Record<string, string>][] = [
    [/^Max (\d+) characters$/, "Max {{n}} characters", (m) => ({ n: m[1] ?? "" })],
    [/^Min (\d+) characters$/, "Min {{n}} characters", (m) => ({ n: m[1] ?? "" })],
    [/^Value must be between (.+) and (.+)$/, "Value must be between {{min}} and {{max}}", (m) => ({ min: m[1] ?? "", max: m[2] ?? "" })],
    [/^Value must be at least (.+)$/, "Value must be at least {{n}}", (m) => ({ n: m[1] ?? "" })],
    [/^Value must be at most (.+)$/, "Value must be at most {{n}}", (m) => ({ n: m[1] ?? "" })],
    [/^Max (\d+) decimal\(s\)$/, "Max {{n}} decimal(s)", (m) => ({ n: m[1] ?? "" })],
    [/^Max (\d+) digit\(s\)$/, "Max {{n}} digit(s)", (m) => ({ n: m[1] ?? "" })],
    [/^Missing in this client: (.+)$/, "Missing in this client: {{name}}", (m) => ({ name: m[1] ?? "" })],
    [/^Unknown country code: (.+)\.$/, "Unknown country code: {{code}}.", (m) => ({ code: m[1] ?? "" })],
    [/^No weld information on line (\d+)$/, "No weld information on line {{n}}", (m) => ({ n: m[1] ?? "" })],
  ];
  for (const [pattern, key, values] of patterns) {
    const match = pattern.exec(message);
    const template = match ? server[key] : undefined;
    if (match && template) return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values(match)[name] ?? "");
  }
  return message;
}

export default i18n;
