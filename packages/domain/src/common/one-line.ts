/**
 * A value written into a mail's subject or body on one line: every run of line breaks (CR, LF, the Unicode line and
 * paragraph separators, NEL) and other control characters, with the spaces around it, becomes one space, and the
 * ends are trimmed. A procedure named "P1\r\nBcc: x" is written "P1 Bcc: x": a name cannot add lines to a mail.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
const BREAKS = /[ \t]*[\u0000-\u001f\u007f-\u009f\u2028\u2029]+[ \t]*/g;

export function oneLine(value: string): string {
  return value.replace(BREAKS, " ").trim();
}
