import { containsEmailName, isPasswordAcceptable, message } from "@weldtrace/domain";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
import { badRequest } from "../plugins/errors.js";

/** zxcvbn-ts with its common dictionaries (passwords, names, keyboard patterns); built once, on first use. */
let estimator: ZxcvbnFactory | null = null;
function strength(password: string, userInputs: string[]): number {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator.check(password, userInputs).score;
}

/**
 * The policy (isPasswordAcceptable in the domain): 12 characters and a zxcvbn score of 3, without the
 * name of the user's email address. The user's own email and names count as guessable words. Refused with a 400 on
 * `field`. `userInputs` starts with the email, as every caller passes it.
 */
export function assertPasswordAcceptable(password: string, userInputs: string[] = [], field = "password"): void {
  const email = userInputs.find((input) => input?.includes("@"));
  if (containsEmailName(password, email)) throw badRequest({ [field]: [message("password_contains_email")] });
  if (!isPasswordAcceptable(password, strength(password.slice(0, 100), userInputs.filter(Boolean)))) {
    throw badRequest({ [field]: [message("password_too_weak")] });
  }
}
