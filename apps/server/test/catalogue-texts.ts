import {
  isMessageCode,
  MESSAGE_CATALOGUE,
  type TMessage,
  type TMessageCode,
  type TResourceUsage,
  textOf,
  usedByMessage,
} from "@weldtrace/domain";

/**
 * Every error answer of the server says its texts in the catalogue's words, made from the codes it carries
 * (docs/decisions.md, "Server messages as codes"). The test server checks each answer of status 400 or more with
 * `uncataloguedTexts` and fails the request (and the suite, at close) when one carries a text that is not in the
 * catalogue: a text written by hand, a library's, or a code whose text was changed beside it.
 */

/**
 * A `{detail, code}` answer whose detail is another message than its code's (no `params` then): in_use names the
 * users or words the refusal in the spec's text; the write limit says when to try again.
 */
const WORDED_BY: Partial<Record<string, readonly TMessageCode[]>> = {
  in_use: ["workpiece_has_children", "workpiece_has_edges", "edge_used_in_weld"],
  too_many_requests: ["too_many_requests_wait"],
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, "\\$&");
/** A catalogue text with its placeholders as wildcards: "Too many requests. Try again in {after}." → a pattern. */
const templatePattern = (code: TMessageCode) =>
  new RegExp(
    `^${MESSAGE_CATALOGUE[code]
      .split(/\{\w+\}/)
      .map(escapeRegExp)
      .join(".+?")}$`,
    "s",
  );

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The catalogue message a wire message names, or why it names none. */
function catalogued(coded: unknown): TMessage | string {
  if (!isObject(coded) || !isMessageCode(coded.code)) return `not a catalogue code: ${JSON.stringify(coded)}`;
  if (coded.code === "text") return `a text outside the catalogue: ${JSON.stringify(coded.params)}`;
  return coded as unknown as TMessage;
}

/** A 400's field map: each field's texts are the texts of its codes, one for one. */
function fieldMapFaults(body: Record<string, unknown>): string[] {
  const faults: string[] = [];
  const codes = body.codes;
  if (!isObject(codes)) return [`a 400 without codes: ${JSON.stringify(body)}`];
  for (const [field, texts] of Object.entries(body)) {
    if (field === "codes") continue;
    const coded = codes[field];
    if (!Array.isArray(texts) || !Array.isArray(coded) || texts.length !== coded.length) {
      faults.push(`${field}: texts ${JSON.stringify(texts)} without one code each (${JSON.stringify(coded)})`);
      continue;
    }
    texts.forEach((text, index) => {
      const message = catalogued(coded[index]);
      if (typeof message === "string") faults.push(`${field}: ${message}`);
      else if (text !== textOf(message)) faults.push(`${field}: "${String(text)}" is not the text of ${JSON.stringify(message)}`);
    });
  }
  for (const field of Object.keys(codes)) if (!(field in body)) faults.push(`${field}: codes without texts`);
  return faults;
}

/** A `{detail, code}` answer: the detail is the text of its code (with its params), or a known wording of it. */
function detailFaults(body: Record<string, unknown>): string[] {
  const { detail, code, params } = body;
  if (typeof detail !== "string" || typeof code !== "string") return [`an error without detail and code: ${JSON.stringify(body)}`];
  const message = catalogued({ code, ...(params === undefined ? {} : { params }) });
  if (typeof message === "string") return [message];
  if (detail === textOf(message)) return [];
  if (params === undefined) {
    const usedBy = Array.isArray(body.used_by) ? usedByMessage(body.used_by as TResourceUsage[]) : undefined;
    // The refusal to undo an import says its own text, then names the users.
    if (usedBy && (detail === usedBy || detail === `${textOf(message)} ${usedBy}`)) return [];
    if ((WORDED_BY[code] ?? []).some((other) => templatePattern(other).test(detail))) return [];
  }
  return [`detail "${detail}" is not the text of ${JSON.stringify(message)}`];
}

/** The faults of an answer's texts: none for a success, nor for a body that is not JSON (a file, a page). */
export function uncataloguedTexts(status: number, body: unknown): string[] {
  if (status < 400 || !isObject(body)) return [];
  if (status === 400 && !("detail" in body && "code" in body)) return fieldMapFaults(body);
  return detailFaults(body);
}
