import type { RESOURCES, TMessage, TResourceKey, TResourceUsage } from "@weldtrace/domain";
import type { SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { TExecutor } from "../db/client.js";
import type { RESOURCE_TABLES, TTenantTable } from "../db/schema/resource-tables.js";
import type { TRequestUser } from "../plugins/auth.js";

/** A row of any table, where the generic code does not know which. */
export type TAnyRow = Record<string, unknown>;

/**
 * A row as the API shows it: `client` instead of the column `client_id` (create-crud-routes.ts serializeTenantRow),
 * with the file details and what other hooks add.
 */
export type TPresentedRow<TRow extends object> = Omit<TRow, "client_id"> & TAnyRow;

/**
 * What a resource adds to the generic CRUD routes: the few rules that are not "one row, one form". `TRow` is the row
 * of the resource's table (`typeof welds.$inferSelect`): a write's `values` are columns of it (the resource's parsed
 * body, without `client`, and what the hooks fill in), `existing` is the stored row. The hooks are methods, so an
 * area's `TCrudHooks<TWeldRow>` is one of the registry's `TCrudHooks` without a cast.
 */
export interface TCrudHooks<TRow extends object = TAnyRow> {
  /** A condition every read (list and item) adds: a list that shows part of a table. */
  scope?(): SQL;
  /**
   * Runs inside the write's transaction, before the row is written: checks (throw an HttpError) and
   * changes to other rows that must land together with this one.
   */
  beforeWrite?(
    tx: TExecutor,
    write: {
      values: Partial<TRow>;
      clientId: string;
      existing?: TRow;
      user?: TRequestUser;
      /** What the other areas declare (the holds on this resource's rows). */
      registry: TCrudRegistry;
    },
  ): Promise<void>;
  /**
   * The client a new record belongs to, for resources whose form names one (`client`): by default the
   * user's own. Throw a 400 for a client the user may not choose.
   */
  resolveClient?(db: TExecutor, requested: unknown, user: TRequestUser): Promise<string>;
  /** Adds what rows carry besides their columns (child lists, computed texts), for lists and items alike. */
  decorate?(db: TExecutor, rows: TPresentedRow<TRow>[]): Promise<TAnyRow[]>;
  /**
   * Bulk creates (POST /<resource>/bulk/, imports): the rules of `beforeWrite` for a whole chunk at once, inside
   * its transaction, so a batch costs a few queries rather than a few per row. May change each row's `values`;
   * returns the refused rows by their ordinal `n`. Without it, bulk creates call `beforeWrite` row by row.
   */
  beforeWriteBatch?(tx: TExecutor, batch: { rows: { n: number; values: Partial<TRow> }[]; clientId: string }): Promise<Map<number, Error>>;
  /**
   * Conditions the list adds from its query beyond equality filters (a workpiece's tags contain a tag). Given the
   * database and the list's tenant condition for filters that read other rows first (a welder's qualification state).
   */
  listFilters?(
    query: Record<string, string | undefined>,
    context: { db: TExecutor; tenant: SQL | undefined },
  ): (SQL | undefined)[] | Promise<(SQL | undefined)[]>;
  /** `POST /<resource>/` also takes an array and answers the array of created records (spec: workpiece edges). */
  createAcceptsArray?: boolean;
  /** The refusal's text where the spec words "in use" itself for this entity (the users are named all the same). */
  inUseDetail?(usages: TResourceUsage[]): TMessage | undefined;
  /** Inside the delete's transaction: refuses it (throw an HttpError) or changes rows that point at this one. */
  beforeDelete?(tx: TExecutor, row: TRow): Promise<void> | void;
  /** DELETE sets these values instead of removing the row (welders are kept for the records that name them). */
  softDelete?: Partial<TRow>;
}

/** The row of resource K's table (db/schema/resource-tables.ts). */
export type TResourceRow<K extends TResourceKey> = (typeof RESOURCE_TABLES)[K]["$inferSelect"];

/** What resource K's zod schema parses a request body to. */
export type TResourceInput<K extends TResourceKey> = z.output<Extract<(typeof RESOURCES)[number], { readonly key: K }>["schema"]>;

/** The keys of K's parsed body that are no column of its table (`client` becomes `client_id`): none, for every resource. */
export type TUnmappedInput<K extends TResourceKey> = Exclude<keyof TResourceInput<K>, keyof TResourceRow<K> | "client">;

/**
 * The hooks of resource K, over its table's row and its schema's output. A write's `values` are the parsed body less
 * `client`, so these hooks exist only when every key of the schema's output is a column of the table; otherwise the
 * type names the keys that are not, and declaring the hooks does not compile.
 */
export type TResourceHooks<K extends TResourceKey> = [TUnmappedInput<K>] extends [never]
  ? TCrudHooks<TResourceRow<K>>
  : { readonly schemaKeysWithoutColumn: TUnmappedInput<K> };

/**
 * An area's hold on another area's rows: why these rows may not leave their owner (null when they may). The welds
 * area holds the workpiece edges its welds and cycles use; the workpieces area asks before moving an edge.
 */
export type THold = (tx: TExecutor, ids: readonly string[]) => Promise<TMessage | null>;

/**
 * One link that can block a delete: `owner`'s rows point at `target` through `column` (usages.ts). The resources'
 * reference fields are found from their definitions; an area adds the links its own routes write (a procedure's).
 */
export interface TReferrer {
  /** The entity named in the message (a resource key): a procedure's child rows are named by their procedure. */
  owner: string;
  /** The table holding the link, and the link column (one id, or an array of ids when `many`). */
  table: TTenantTable;
  column: PgColumn;
  many: boolean;
  /** The table the ids point into. */
  target: TTenantTable;
  /** What the owner is known by (its name). */
  ownerName: PgColumn;
  /** Child rows: the column naming their procedure. */
  parent?: PgColumn;
}

/** A table a reference field may point to besides the resources' (a hand-written area's: procedures, pass groups). */
export interface TReferenceTable {
  table: TTenantTable;
  /** Deleted by its area's own route, which refuses while others point at it: the usage registry counts its links. */
  guardedDelete?: boolean;
}

/**
 * What the generic layer is given, built from the areas' declarations (area.ts buildRegistry): the generic routes,
 * bulk saves, imports and usages read it instead of importing any area.
 */
export interface TCrudRegistry {
  /** The table of every resource (db/schema/resource-tables.ts). */
  tables: Record<TResourceKey, TTenantTable>;
  /** The table behind a reference field's target, or undefined for a list that does not exist yet. */
  tableOf: (target: string) => TTenantTable | undefined;
  /** The table of a resource, by its key (throws for a key that is no resource's). */
  resourceTable: (key: string) => TTenantTable;
  /** The rules an area adds to a resource's generic routes (none: `{}`). */
  hooksOf: (key: string) => TCrudHooks;
  /** Every link that can block a delete (usages.ts), built on first use. */
  referrers: () => TReferrer[];
  /** The first refusal of the areas' holds on these rows of `key`, or null. */
  holdRefusal: (key: TResourceKey, tx: TExecutor, ids: readonly string[]) => Promise<TMessage | null>;
}
