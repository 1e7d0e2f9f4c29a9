import type { TInspectionKind } from "@weldtrace/domain";
import { useEffect, useSyncExternalStore } from "react";
import type { TApiResponse } from "../../api/client";

/**
 * Measurements typed without a connection wait on the device (localStorage: they survive a reload or a closed tab)
 * and are sent, in the order they were taken, when the connection returns. Each keeps the id made when it was typed,
 * so a send whose answer was lost and is sent again is answered with the stored record, never recorded twice
 * (the server's measurement POST). A measurement the server answers (recorded, or refused) leaves the queue.
 */

export interface TQueuedMeasurement {
  kind: TInspectionKind;
  body: Record<string, unknown> & { id: string; inspection: string };
  queued_at: string;
}

const KEY = "weldtrace.measurementQueue";
const listeners = new Set<() => void>();
let cache: TQueuedMeasurement[] | null = null;

function read(): TQueuedMeasurement[] {
  if (cache) return cache;
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? "[]") as unknown;
    cache = Array.isArray(parsed) ? (parsed as TQueuedMeasurement[]) : [];
  } catch {
    cache = [];
  }
  return cache;
}

function write(next: TQueuedMeasurement[]) {
  cache = next;
  localStorage.setItem(KEY, JSON.stringify(next));
  for (const listener of listeners) listener();
}

/** An answer that says nothing reached the server (no network, a gateway in between): keep it and try later. */
export const isUnsent = (response: TApiResponse) =>
  response.status === 0 || response.status === 502 || response.status === 503 || response.status === 504;

export const queuedMeasurements = () => read();

export function enqueueMeasurement(kind: TInspectionKind, body: TQueuedMeasurement["body"], at = new Date()) {
  const others = read().filter((entry) => entry.body.id !== body.id);
  write([...others, { kind, body, queued_at: at.toISOString() }]);
}

let flushing: Promise<void> | null = null;

/** Sends the waiting measurements in order; stops at the first that cannot reach the server. */
export function flushMeasurements(
  send: (kind: TInspectionKind, body: Record<string, unknown>) => Promise<TApiResponse>,
  onAnswered?: (entry: TQueuedMeasurement, response: TApiResponse) => void,
): Promise<void> {
  flushing ??= (async () => {
    try {
      for (const entry of [...read()]) {
        const response = await send(entry.kind, entry.body);
        if (isUnsent(response)) return;
        write(read().filter((other) => other.body.id !== entry.body.id));
        onAnswered?.(entry, response);
      }
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== KEY) return;
    cache = null;
    listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/**
 * The waiting measurements (for the count shown), sent when the browser comes back online, when the screen opens,
 * and every 30 seconds while some wait (a phone may say it is online before its connection carries anything).
 */
export function useMeasurementQueue(
  send: (kind: TInspectionKind, body: Record<string, unknown>) => Promise<TApiResponse>,
  onAnswered?: (entry: TQueuedMeasurement, response: TApiResponse) => void,
) {
  const queue = useSyncExternalStore(subscribe, read, () => []);
  useEffect(() => {
    const flush = () => {
      if (read().length > 0) void flushMeasurements(send, onAnswered);
    };
    flush();
    window.addEventListener("online", flush);
    const timer = window.setInterval(flush, 30_000);
    return () => {
      window.removeEventListener("online", flush);
      window.clearInterval(timer);
    };
  }, [send, onAnswered]);
  return queue;
}
