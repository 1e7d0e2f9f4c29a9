import { getTableColumns } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/**
 * Every write path records its user. A table with `created_by`/`updated_by` columns (flaws) gets them
 * from the user of a bulk request or an import as a single create does (its hook); empty for a table without them,
 * or a write no user made (the demo seed, the benchmark).
 */
export function authorStamp(table: PgTable, userId: string | undefined): Record<string, string> {
  if (!userId) return {};
  const columns = getTableColumns(table);
  const stamp: Record<string, string> = {};
  if ("created_by" in columns) stamp.created_by = userId;
  if ("updated_by" in columns) stamp.updated_by = userId;
  return stamp;
}
