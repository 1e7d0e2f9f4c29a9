import type { TResourceUsage } from "@weldtrace/domain";
import type { SQL } from "drizzle-orm";
import type { TExecutor } from "../../db/client.js";
import type { TRequestUser } from "../../plugins/auth.js";

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
    write: { values: Record<string, unknown>; clientId: string; existing?: Record<string, unknown>; user?: TRequestUser },
  ) => Promise<void>;
  /**
   * The client a new record belongs to, for resources whose form names one (`client`): by default the
   * user's own. Throw a 400 for a client the user may not choose.
   */
  resolveClient?: (db: TExecutor, requested: unknown, user: TRequestUser) => Promise<string>;
  /** Adds what rows carry besides their columns (child lists, computed texts), for lists and items alike. */
  decorate?: (db: TExecutor, rows: Record<string, unknown>[]) => Promise<Record<string, unknown>[]>;
  /**
   * Bulk creates (POST /<resource>/bulk/, imports): the rules of `beforeWrite` for a whole chunk at once, inside
   * its transaction, so a batch costs a few queries rather than a few per row. May change each row's `values`;
   * returns the refused rows by their ordinal `n`. Without it, bulk creates call `beforeWrite` row by row.
   */
  beforeWriteBatch?: (
    tx: TExecutor,
    batch: { rows: { n: number; values: Record<string, unknown> }[]; clientId: string },
  ) => Promise<Map<number, Error>>;
  /** Conditions the list adds from its query beyond equality filters (a workpiece's tags contain a tag). */
  listFilters?: (query: Record<string, string | undefined>) => (SQL | undefined)[];
  /** `POST /<resource>/` also takes an array and answers the array of created records (spec: workpiece edges). */
  createAcceptsArray?: boolean;
  /** The refusal's text where the spec words "in use" itself for this entity (the users are named all the same). */
  inUseDetail?: (usages: TResourceUsage[]) => string | undefined;
  /** Inside the delete's transaction: refuses it (throw an HttpError) or changes rows that point at this one. */
  beforeDelete?: (tx: TExecutor, row: Record<string, unknown>) => Promise<void> | void;
  /** DELETE sets these values instead of removing the row (welders are kept for the records that name them). */
  softDelete?: Record<string, unknown>;
}
