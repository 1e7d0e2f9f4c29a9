import type { Readable } from "node:stream";
import { and, eq, inArray } from "drizzle-orm";
import { v7 as uuidv7 } from "uuid";
import type { TExecutor } from "../db/client.js";
import { files } from "../db/schema/index.js";
import { fieldOf } from "../typed.js";
import type { TFileStore } from "./store.js";

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** A file store's "no such file" (disk or S3), as opposed to a store that failed. */
const isMissing = (error: unknown) => {
  return (
    fieldOf(error, "code") === "ENOENT" ||
    fieldOf(error, "name") === "NoSuchKey" ||
    fieldOf(fieldOf(error, "$metadata"), "httpStatusCode") === 404
  );
};

/**
 * "Copy for" another client: each stored file gets a copy of its own in the receiving client (new id, new
 * bytes), so no record ever points at another client's file. A record whose bytes are missing is copied without
 * them; a file the store fails to read is left out.
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
      let body: Buffer | null;
      try {
        body = await readAll(await store.get(row.storage_key));
      } catch (error) {
        // A record whose bytes were never stored (the demo's drawings) is copied as it is, so a
        // required drawing stays and the copy saves back unchanged; its download answers 404, as the source's.
        if (!isMissing(error)) continue;
        body = null;
      }
      const id = uuidv7();
      const storageKey = `${toClient}/${id}`;
      if (body) await store.put(storageKey, body, row.content_type);
      await tx
        .insert(files)
        .values({ ...row, id, client_id: toClient, storage_key: storageKey, created_at: new Date(), updated_at: new Date() });
      copies.set(row.id, id);
    }
    return copies;
  };
}
