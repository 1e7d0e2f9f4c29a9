import type { UseFormReturnType } from "@mantine/form";
import { isMessageCode } from "@weldtrace/domain";
import type { ReactNode } from "react";
import i18n, { translateCode } from "../../i18n";

/*
 * The client checks below answer with a catalogue code, translated when shown, so switching the language also
 * switches them; the server's messages arrive translated by their codes (rawMessages).
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const required = (value: string) => (value.trim() ? null : "required");

export function validateEmail(value: string): string | null {
  if (!value.trim()) return "required";
  return EMAIL.test(value.trim()) ? null : "invalid_email";
}

/** Only "Required" here: the policy (10 characters, hard enough to guess, without the email's name) is the server's, with its own message. */
export function validateNewPassword(value: string): string | null {
  return value ? null : "required";
}

export function validateConfirmation(value: string, password: string): string | null {
  if (!value) return "required";
  return value !== password ? "passwords_differ" : null;
}

/**
 * A message of the checks above in the current language, by its code; a server message (already translated by
 * its code) passes through.
 */
export function translateMessage(message: string): string {
  if (message === "passwords_differ") return i18n.t("session.reset.passwordsDiffer");
  return isMessageCode(message) ? translateCode(message) : message;
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
