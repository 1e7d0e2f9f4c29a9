import { IconCheck, IconX } from "@tabler/icons-react";
import { TOAST_DURATION_MS } from "@weldtrace/domain";
import { useCallback, useRef, useState } from "react";
import { describeFailure } from "./resource/error-message";
import { toast } from "./toast";

/** What a mutation says while it runs and when it ends; every toast is keyed by `action` (`[data-toast="..."]`). */
export interface TActionToasts<TResult> {
  /** The toast's key: a new toast for the action replaces its previous one. */
  action: string;
  /** Shown while the call runs, then turned into its result in place; no toast while running when absent. */
  pending?: string;
  /** The success toast's text; no success toast when absent (the screen shows the result itself). */
  success?: string | ((result: TResult) => string);
  /** The success toast's colour: green, or gray for a result that only informs (a view deleted, nothing to check). */
  successColor?: "green" | "gray";
  /** The error toast's title; its message is the server's reason, translated by its code. */
  errorTitle?: string;
  /** The error toast's message, when the screen words it instead of the server's reason. */
  errorMessage?: (error: unknown) => string;
  /** How long the error toast stays: the usual time unless a long reason needs reading (false: until closed). */
  errorAutoClose?: number | false;
  /**
   * A failure the screen shows in its own way (under a field, in a modal): returns true when it has, and the action's
   * toast then closes instead of saying the error.
   */
  refused?: (error: unknown) => boolean;
  /** Runs after the success toast, still as part of the action: a failure here is the action's error toast too. */
  onSuccess?: (result: TResult) => unknown;
}

/** The action's result, or its failure (already said in a toast unless the screen showed it). */
export type TActionOutcome<TResult> = { ok: true; result: TResult } | { ok: false; error: unknown };

/**
 * Runs one mutation with its toasts: the pending toast if asked for, then the success toast and `onSuccess`, or the
 * error toast with the server's reason. Failures are returned, never thrown, so a click handler needs no try/catch.
 */
export async function runAction<TResult>(toasts: TActionToasts<TResult>, call: () => Promise<TResult>): Promise<TActionOutcome<TResult>> {
  const { action, pending } = toasts;
  // A pending toast stays until its result replaces it; the result then closes after the usual time.
  const result = pending === undefined ? toast.show : toast.update;
  const ending = pending === undefined ? {} : { loading: false, autoClose: TOAST_DURATION_MS, withCloseButton: true };
  if (pending !== undefined) toast.show(action, { loading: true, message: pending, autoClose: false, withCloseButton: false });
  try {
    const value = await call();
    const success = typeof toasts.success === "function" ? toasts.success(value) : toasts.success;
    if (success !== undefined) {
      result(action, { ...ending, color: toasts.successColor ?? "green", icon: <IconCheck size={18} />, title: null, message: success });
    } else if (pending !== undefined) {
      toast.hide(action);
    }
    await toasts.onSuccess?.(value);
    return { ok: true, result: value };
  } catch (error) {
    if (toasts.refused?.(error)) {
      if (pending !== undefined) toast.hide(action);
      return { ok: false, error };
    }
    const message = toasts.errorMessage?.(error) ?? describeFailure(error);
    const stays = toasts.errorAutoClose === undefined ? {} : { autoClose: toasts.errorAutoClose };
    result(action, { ...ending, ...stays, color: "red", icon: <IconX size={18} />, title: toasts.errorTitle ?? null, message });
    return { ok: false, error };
  }
}

/**
 * A mutation with its toasts (see runAction), for a screen: `run(call)` runs it, `pending` is true while it runs (a
 * button's `loading`). `run(call, toasts)` overrides some toasts for one call (the record it is for, another text).
 */
export function useAction<TResult = unknown>(toasts: TActionToasts<TResult>) {
  const [pending, setPending] = useState(false);
  // The latest toasts, without making `run` change at every render.
  const latest = useRef(toasts);
  latest.current = toasts;
  const run = useCallback(
    async (call: () => Promise<TResult>, overrides?: Partial<TActionToasts<TResult>>): Promise<TActionOutcome<TResult>> => {
      setPending(true);
      try {
        return await runAction({ ...latest.current, ...overrides }, call);
      } finally {
        setPending(false);
      }
    },
    [],
  );
  return { run, pending };
}
