import type pg from "pg";
import { isRecord } from "../typed.js";

/**
 * The database went away (a restart, a fail-over, a terminated backend, a database not accepting
 * connections). The requests in flight answer 503 with Retry-After; the process keeps serving.
 *
 * PostgreSQL codes: 57P01 admin_shutdown (pg_terminate_backend, a fast shutdown), 57P02 crash_shutdown, 57P03
 * cannot_connect_now (starting up, in recovery), 55000 object_not_in_prerequisite_state (a database that does not
 * accept connections), 08xxx connection exceptions. Node's socket errors, and pg's own texts for a connection
 * that ended under a query, carry no SQLSTATE: they are recognised by their code or text.
 */
const LOST_CODES = new Set([
  "57P01",
  "57P02",
  "57P03",
  "55000",
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
const LOST_TEXTS =
  /^(Connection terminated|Client has encountered a connection error and is not queryable|Client was closed and is not queryable)/;

/** Whether an error (or one it wraps, as Drizzle's query errors do) says the database connection is lost. */
export function isConnectionLoss(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; isRecord(current) && depth < 5; current = current.cause, depth++) {
    const code = typeof current.code === "string" ? current.code : "";
    if (LOST_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    if (typeof current.message === "string" && LOST_TEXTS.test(current.message)) return true;
  }
  return false;
}

/**
 * A pooled client whose server ends the connection while it is checked out emits 'error' with no listener (the
 * pool listens only to idle ones), which ends the process. Every client of the pool gets a listener for its
 * whole life: the query in flight fails on its own (answered 503), and the pool drops the broken client on release.
 */
export function keepPoolAlive(pool: pg.Pool, warn: (text: string) => void): void {
  pool.on("connect", (client) => {
    client.on("error", (error) => warn(`database: connection lost (${error.message})`));
  });
}
