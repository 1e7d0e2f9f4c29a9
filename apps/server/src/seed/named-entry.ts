import { and, eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { TExecutor } from "../db/client.js";

export type TNamedTable = PgTable & { id: PgColumn; client_id: PgColumn; name: PgColumn };

/** The id of the client's entry of that name (a catalogue entry, a project), or null when it has none. */
export async function idOfNamed(tx: TExecutor, clientId: string, table: TNamedTable, name: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.client_id, clientId), eq(table.name, name)))
    .limit(1);
  return row ? String(row.id) : null;
}
