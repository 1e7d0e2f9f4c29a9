import { MESSAGE_CATALOGUE_FR, type TMessageCode } from "@weldtrace/domain";

/**
 * The server's messages in French, one per catalogue code: the domain's French catalogue
 * (packages/domain/src/messages/catalogue-fr.ts, which the server's French mails use too), with their `{name}`
 * parameters written the i18next way (`{{name}}`).
 */
export const serverMessages = Object.fromEntries(
  Object.entries(MESSAGE_CATALOGUE_FR).map(([code, text]) => [code, text.replace(/\{(\w+)\}/g, "{{$1}}")]),
) as Record<TMessageCode, string>;
