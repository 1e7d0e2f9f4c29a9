import type { SQL } from "drizzle-orm";
import type { TExecutor } from "../../db/client.js";

/** What a resource adds to the generic CRUD routes: the few rules that are not "one row, one form". */
export interface TCrudHooks {
  /** A condition every read (list and item) adds: a list that shows part of a table. */
  scope?: () => SQL;
  /**
   * Runs inside the write's transaction, before the row is written: checks (throw an HttpError) and
   * changes to other rows that must land together with this one.
   */
  beforeWrite?: (
    tx: TExecutor,
    write: { values: Record<string, unknown>; clientId: string; existing?: Record<string, unknown> },
  ) => Promise<void>;
  /** Refuses a delete (throw an HttpError). */
  beforeDelete?: (row: Record<string, unknown>) => void;
}
