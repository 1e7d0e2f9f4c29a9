import { isPasswordAcceptable, message, passwordEmailOverlap } from "@weldtrace/domain";
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
 * The policy (isPasswordAcceptable in the domain): 10 characters and a zxcvbn score of 3, neither holding the name of
 * the user's email address nor being part of the address (passwordEmailOverlap; every input with an "@" is an
 * address: the current one and a new one). The user's own email and names count as guessable words. Refused with a
 * 400 on `field`.
 */
export function assertPasswordAcceptable(password: string, userInputs: string[] = [], field = "password"): void {
  const overlap = passwordEmailOverlap(
    password,
    userInputs.filter((input) => input?.includes("@")),
  );
  if (overlap === "contains") throw badRequest({ [field]: [message("password_contains_email")] });
  if (overlap === "inside") throw badRequest({ [field]: [message("password_inside_email")] });
  if (!isPasswordAcceptable(password, strength(password.slice(0, 100), userInputs.filter(Boolean)))) {
    throw badRequest({ [field]: [message("password_too_weak")] });
  }
}
