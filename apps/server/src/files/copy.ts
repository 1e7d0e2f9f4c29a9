import type { Readable } from "node:stream";
import { and, eq, inArray } from "drizzle-orm";
import { v7 as uuidv7 } from "uuid";
import type { TExecutor } from "../db/client.js";
import { files } from "../db/schema/index.js";
import type { TFileStore } from "./store.js";

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * "Copy for" another client: each stored file gets a copy of its own in the receiving client (new id, new
 * bytes), so no record ever points at another client's file. A file whose bytes are gone is left out.
 */
export function copyStoredFiles(store: TFileStore) {
  return async (tx: TExecutor, ids: string[], fromClient: string, toClient: string): Promise<Map<string, string>> => {
    const copies = new Map<string, string>();
    if (ids.length === 0) return copies;
    const rows = await tx
      .select()
      .from(files)
      .where(and(inArray(files.id, ids), eq(files.client_id, fromClient)));
    for (const row of rows) {
      let body: Buffer;
      try {
        body = await readAll(await store.get(row.storage_key));
      } catch {
        continue;
      }
      const id = uuidv7();
      const storageKey = `${toClient}/${id}`;
      await store.put(storageKey, body, row.content_type);
      await tx
        .insert(files)
        .values({ ...row, id, client_id: toClient, storage_key: storageKey, created_at: new Date(), updated_at: new Date() });
      copies.set(row.id, id);
    }
    return copies;
  };
}
