import { message } from "@weldtrace/domain";
import { HttpError } from "../plugins/errors.js";

/**
 * Imports one user may run at once in this process. An import holds its file, its rows and its answer
 * in memory (six parallel uploads of 293 KB peaked at 4.8 GB): a third one waits for one of the two to end (429).
 */
export const IMPORTS_PER_USER = 2;

const running = new Map<string, number>();

/** Takes one of the user's import slots, or refuses with 429; answers the function that gives it back (once). */
export function takeImportSlot(userId: string): () => void {
  const count = running.get(userId) ?? 0;
  if (count >= IMPORTS_PER_USER) throw new HttpError(429, "too_many_requests", message("too_many_requests"));
  running.set(userId, count + 1);
  let given = false;
  return () => {
    if (given) return;
    given = true;
    const left = (running.get(userId) ?? 1) - 1;
    if (left > 0) running.set(userId, left);
    else running.delete(userId);
  };
}
