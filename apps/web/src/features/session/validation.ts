import type { UseFormReturnType } from "@mantine/form";
import { AUTH_MESSAGES } from "@weldtrace/domain";
import type { ReactNode } from "react";
import i18n, { translateText } from "../../i18n";

/*
 * The client checks below answer in the catalogue's English wording and are translated when shown, so switching
 * the language also switches them; the server's messages arrive translated by their codes (rawMessages).
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const required = (value: string) => (value.trim() ? null : "Required");

export function validateEmail(value: string): string | null {
  if (!value.trim()) return "Required";
  return EMAIL.test(value.trim()) ? null : "Enter a valid email address.";
}

/** Only "Required" here: the policy (10 characters, hard enough to guess, without the email's name) is the server's, with its own message. */
export function validateNewPassword(value: string): string | null {
  return value ? null : "Required";
}

export function validateConfirmation(value: string, password: string): string | null {
  if (!value) return "Required";
  return value !== password ? AUTH_MESSAGES.passwordsDiffer : null;
}

/** A message of the checks above in the current language (a server one, already translated, passes through). */
export function translateMessage(message: string): string {
  if (message === AUTH_MESSAGES.passwordsDiffer) return i18n.t("session.reset.passwordsDiffer");
  return translateText(message);
}

/** `form.getInputProps(path)` with the error shown in the current language. */
export function inputProps<T extends Record<string, unknown>>(form: UseFormReturnType<T>, path: keyof T & string) {
  const props = form.getInputProps(path);
  const error: ReactNode = props.error;
  return { ...props, error: typeof error === "string" ? translateMessages(error) : error };
}

/** Form errors hold the server's messages joined by "\n" (see rawFieldErrors). */
function translateMessages(error: string): string {
  return error.split("\n").map(translateMessage).join(" ");
}
