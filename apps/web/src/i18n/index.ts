import { isMessageCode, messageOfIssue, seededNameKey, type TMessage, type TMessageCode } from "@weldtrace/domain";
import i18n, { type BackendModule } from "i18next";
import { initReactI18next } from "react-i18next";
import { en } from "./en";
import { formatDate, formatNumber } from "./format";

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
    // One namespace: texts with colons never name another one.
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

/** A parameter naming a seeded document type ("Add at least one document of type {type}") reads as the type does. */
const seededTypeName = (value: string | number) => {
  // The server names one of its locked, seeded types.
  const key = seededNameKey("documentType", { name: value, is_system: true });
  return key ? i18n.t(`resources.documentType.seeded.${key}` as never) : value;
};

/**
 * Inspection messages name a field, a limit, a section or a kind by its snake_case name (a section or a fit-up type
 * by its words): these parameters read as their labels (inspections.params), any other value as it came.
 */
const LABELLED_PARAMS = ["field", "limit", "section", "measure", "unit", "stored"];
const labelled = (value: string | number) => {
  const key = String(value)
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
  return /^[a-z0-9_]+$/.test(key) ? i18n.t(`inspections.params.${key}` as never, { defaultValue: String(value) }) : value;
};
const instrumentTypeName = (value: string | number) => {
  const key = seededNameKey("measuringInstrumentType", { name: value, is_system: true });
  return key ? i18n.t(`resources.measuringInstrumentType.seeded.${key}` as never) : value;
};

function localParams(message: TMessage): Record<string, string | number> | undefined {
  if (!message.params) return undefined;
  if (message.code === "heat_certificate_missing") return { type: seededTypeName(message.params.type ?? "") };
  const params = { ...message.params };
  for (const name of LABELLED_PARAMS) if (name in params) params[name] = labelled(params[name] as string | number);
  if (message.code === "fit_up_type_not_in_sequence" && params.type !== undefined) params.type = labelled(params.type);
  if (message.code === "instrument_type_unfit" && params.type !== undefined) params.type = instrumentTypeName(params.type);
  // Every number in the reader's way (a verdict's "1,6 mm" in French), never grouped (a line 1200, a year).
  for (const [name, value] of Object.entries(params)) if (typeof value === "number") params[name] = formatNumber(value, i18n.language);
  // The alerts' texts: a date in the reader's format, an arc parameter by its label.
  if (message.code.startsWith("alert_")) {
    if (typeof params.date === "string") params.date = formatDate(params.date, i18n.language) || params.date;
    if (typeof params.parameter === "string") {
      params.parameter = i18n.t(`alerts.parameters.${params.parameter}` as never, { defaultValue: params.parameter });
    }
    if (typeof params.value === "number") params.value = formatNumber(params.value, i18n.language);
    if (typeof params.seconds === "number") params.seconds = formatNumber(params.seconds, i18n.language);
  }
  return params;
}

/** A server message (catalogue code and parameters) in the current language. */
export function translateMessage(message: TMessage): string {
  return i18n.t(`serverMessages.${message.code}`, { ...localParams(message) });
}

/** A failed answer in one sentence: its `{detail, code}` translated by code, else its 400 field messages. */
export function translateAnswer(data: unknown): string | undefined {
  if (typeof data === "object" && data !== null && "detail" in data) return translateDetail(data);
  const messages = Object.values(translateFieldMessages(data)).flat();
  return messages.length > 0 ? messages.join(" ") : undefined;
}

/**
 * A zod issue raised in the browser by the domain's schemas, in the current language, by the catalogue message it
 * carries (messageOfIssue); an issue with a plain text shows that text. Server answers are translated by their
 * codes too (translateFieldMessages, translateDetail).
 */
export const translateIssue = (issue: { message: string; params?: unknown }): string => translateMessage(messageOfIssue(issue));

/** A catalogue code without parameters in the current language: `translateCode("check_fields")`. */
export const translateCode = (code: TMessageCode) => translateMessage({ code });

/**
 * The messages of a 400 answer per field, in the current language: each text is translated by the code the
 * server sends beside it (`codes`, in the same order); a text without a code is shown as it came.
 */
export function translateFieldMessages(data: unknown): Record<string, string[]> {
  if (typeof data !== "object" || data === null) return {};
  const { codes, ...fields } = data as Record<string, unknown>;
  const coded = (typeof codes === "object" && codes !== null ? codes : {}) as Record<string, TMessage[] | undefined>;
  const out: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(fields)) {
    const texts = Array.isArray(value) ? value.map(String) : [String(value)];
    out[field] = texts.map((text, index) => {
      const message = coded[field]?.[index];
      return message && isMessageCode(message.code) ? translateMessage(message) : text;
    });
  }
  return out;
}

/** The `{detail, code, params}` of another error in the current language, when its code is a catalogue code. */
export function translateDetail(data: unknown): string | undefined {
  if (typeof data !== "object" || data === null) return undefined;
  const { detail, code, params } = data as { detail?: unknown; code?: unknown; params?: Record<string, string | number> };
  if (isMessageCode(code)) return translateMessage({ code, params });
  return typeof detail === "string" ? detail : undefined;
}

export default i18n;
