import { RESOURCES } from "@weldtrace/domain";
import type { TExecutor } from "../../db/client.js";
import { clients } from "../../db/schema/index.js";
import { RESOURCE_TABLES } from "../../db/schema/resource-tables.js";
import { DEFAULT_CATALOGUES } from "../../seed/default-catalogues.js";

/** Every client starts with its own copy of the default catalogues. */
export async function copyDefaultCatalogues(db: TExecutor, clientId: string): Promise<void> {
  for (const resource of RESOURCES) {
    const rows = DEFAULT_CATALOGUES[resource.key] ?? [];
    if (rows.length === 0) continue;
    // Entries of locked catalogues are the ones the product relies on: mark them as the platform's.
    const extra = "lockedDefaults" in resource && resource.lockedDefaults ? { is_system: true } : {};
    await db.insert(RESOURCE_TABLES[resource.key]).values(rows.map((row) => ({ ...row, ...extra, client_id: clientId })) as never);
  }
}

export async function createClient(
  db: TExecutor,
  values: { name: string; is_platform?: boolean; default_date_format?: string },
): Promise<typeof clients.$inferSelect> {
  const [client] = await db.insert(clients).values(values).returning();
  if (!client) throw new Error("client not created");
  await copyDefaultCatalogues(db, client.id);
  return client;
}
