import { AUTH_MESSAGES, isPasswordAcceptable } from "@weldtrace/domain";
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
 * The password policy (isPasswordAcceptable in the domain): 12 characters, or a zxcvbn score of 3. The user's own
 * email and names count as guessable words. Refused with a 400 on `field`.
 */
export function assertPasswordAcceptable(password: string, userInputs: string[] = [], field = "password"): void {
  if (isPasswordAcceptable(password, 0)) return;
  if (!isPasswordAcceptable(password, strength(password.slice(0, 100), userInputs))) {
    throw badRequest({ [field]: [AUTH_MESSAGES.passwordTooWeak] });
  }
}
