import { MESSAGE_CATALOGUE, type TMessageCode } from "@weldtrace/domain";

/**
 * The server's messages in English, one per catalogue code: the catalogue's own texts, with their
 * `{name}` parameters written the i18next way (`{{name}}`).
 */
export const serverMessages = Object.fromEntries(
  Object.entries(MESSAGE_CATALOGUE).map(([code, text]) => [code, text.replace(/\{(\w+)\}/g, "{{$1}}")]),
) as Record<TMessageCode, string>;
