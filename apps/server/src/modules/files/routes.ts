import {
  ALLOWED_EXTENSIONS,
  can,
  FILE_KINDS,
  isAllowedFile,
  message,
  type TFileKind,
  type TStoredFile,
  UPLOAD_MAX_BYTES,
} from "@weldtrace/domain";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { v7 as uuidv7 } from "uuid";
import { z } from "zod";
import { isUuid, itemFilter, requirePermission } from "../../crud/scope.js";
import { documents, files } from "../../db/schema/index.js";
import { fileOwnerAreas } from "../../files/owners.js";
import { checkFileLink, linkSecret, signFileLink } from "../../files/share-links.js";
import { contentMatchesExtension } from "../../files/sniff.js";
import { recordHistory } from "../../history/record.js";
import { currentUser } from "../../plugins/auth.js";
import { badRequest, forbidden, HttpError, notFound } from "../../plugins/errors.js";
import { errorAnswer, fileAnswer, jsonAnswer, multipartBody, NO_CONTENT } from "../../plugins/openapi.js";
import { ZStoredFile } from "../../plugins/openapi-answers.js";
import { fieldOf, isOneOf } from "../../typed.js";

type TFileRow = typeof files.$inferSelect;

export function serializeFile(row: TFileRow): TStoredFile {
  return {
    id: row.id,
    url: `/api/s3/download/${row.kind}/${row.id}`,
    filename: row.filename,
    size: row.size,
    content_type: row.content_type,
    kind: row.kind,
    created_at: row.created_at.toISOString(),
  };
}

/** A file as its history keeps it: what a reader knows it by, not where its bytes are stored. */
const historyOfFile = (row: TFileRow) => ({ filename: row.filename, kind: row.kind, content_type: row.content_type, size: row.size });

export async function fileRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["files"];

  /** A file follows the rights of the records that hold it (a document's file, a procedure's drawing). */
  const requireOwnerRight = async (request: FastifyRequest, fileId: string, action: "list" | "update") => {
    const group = currentUser(request).group;
    for (const area of await fileOwnerAreas(app.db, fileId)) if (!can(group, area, action)) throw forbidden();
  };

  const findFile = async (request: FastifyRequest, id: string): Promise<TFileRow> => {
    if (!isUuid(id)) throw notFound();
    const [row] = await app.db
      .select()
      .from(files)
      .where(itemFilter(currentUser(request), files.id, files.client_id, id))
      .limit(1);
    if (!row) throw notFound();
    return row;
  };

  // Spec: multipart field "file"; the answer holds url and filename, status 200.
  api.post(
    "/api/s3/upload/",
    {
      schema: {
        tags,
        ...multipartBody({ kind: { description: "What the file is for (default general).", enum: FILE_KINDS } }),
        response: { 200: jsonAnswer("The stored file: put its id in the record's file field.", ZStoredFile) },
      },
      onRequest: requirePermission("files", "create"),
    },
    async (request) => {
      const user = currentUser(request);
      // A malformed or truncated multipart body is the client's mistake (400), never a 500.
      const unreadable = () => badRequest({ file: [message("file_unreadable")] });
      const part = await request.file().catch((error: { statusCode?: number; code?: string }) => {
        if (error.code === "FST_REQ_FILE_TOO_LARGE" || error.statusCode === 413) throw error;
        throw unreadable();
      });
      if (!part) throw badRequest({ file: [message("file_missing")] });
      const kindField = part.fields.kind;
      const kindValue = kindField && "value" in kindField ? String(kindField.value) : "general";
      const kind: TFileKind = isOneOf(FILE_KINDS, kindValue) ? kindValue : "general";
      // Checked before anything is stored, so a refused name leaves no file behind.
      if (part.filename.includes("\u0000")) {
        part.file.resume();
        throw badRequest({ file: [message("null_character")] });
      }
      if (!isAllowedFile(part.filename)) {
        part.file.resume();
        throw new HttpError(415, "invalid_file_type", message("invalid_file_type", { types: ALLOWED_EXTENSIONS.join(", ") }));
      }
      const tooLarge = () => new HttpError(413, "file_too_large", message("file_too_large"));
      let body: Buffer;
      try {
        body = await part.toBuffer();
      } catch (error) {
        if (fieldOf(error, "code") === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
        throw unreadable();
      }
      // The multipart reader only notices truncation between chunks; when the limit falls in the last
      // chunk it returns the cut-off bytes, so the size is checked here as well.
      if (part.file.truncated || body.length > UPLOAD_MAX_BYTES) throw tooLarge();
      // A file the detector cannot finish reading (a truncated archive) does not match its extension either.
      const sniffed = await contentMatchesExtension(part.filename, body).catch(() => ({ ok: false, contentType: "" }));
      if (!sniffed.ok) throw new HttpError(415, "content_mismatch", message("content_mismatch"));
      const id = uuidv7();
      const storageKey = `${user.client_id}/${id}`;
      await app.fileStore.put(storageKey, body, sniffed.contentType);
      let row: TFileRow | undefined;
      try {
        row = await app.db.transaction(async (tx) => {
          const [made] = await tx
            .insert(files)
            .values({
              id,
              client_id: user.client_id,
              kind,
              filename: part.filename.replace(/[\\/]/g, "_").slice(0, 255),
              content_type: sniffed.contentType,
              size: body.length,
              storage_key: storageKey,
              created_by: user.id,
            })
            .returning();
          await recordHistory(tx, [
            { client_id: user.client_id, resource: "file", record_id: id, action: "create", after: historyOfFile(made!) },
          ]);
          return made;
        });
      } catch (error) {
        // No bytes without their record: the store is cleaned when the row cannot be written.
        await app.fileStore.delete(storageKey).catch(() => undefined);
        throw error;
      }
      return serializeFile(row as TFileRow);
    },
  );

  api.get(
    "/api/s3/download/:kind/:id",
    {
      schema: {
        tags,
        params: z.object({ kind: z.string(), id: z.string() }),
        response: { 200: fileAnswer("The file's bytes, as an attachment.") },
      },
      onRequest: requirePermission("files", "list"),
    },
    async (request, reply) => {
      if (!isOneOf(FILE_KINDS, request.params.kind)) throw notFound();
      const row = await findFile(request, request.params.id);
      await requireOwnerRight(request, row.id, "list");
      return sendFile(reply, row);
    },
  );

  /** The download itself, shared by the authenticated and the signed-link routes. */
  const sendFile = async (reply: FastifyReply, row: TFileRow) => {
    // Bytes missing from the store (a demo record, a lost object) answer as a missing file, not a 500.
    const stream = await app.fileStore.get(row.storage_key).catch(() => {
      throw notFound();
    });
    return reply
      .header("content-type", row.content_type)
      .header("content-length", String(row.size))
      .header("content-disposition", `attachment; filename*=UTF-8''${encodeURIComponent(row.filename)}`)
      .header("x-content-type-options", "nosniff")
      .send(stream);
  };

  // Spec §7: the URL of a document's file, copied to the clipboard: a signed link valid for a week.
  api.get(
    "/api/s3/get-url/document/:id",
    {
      schema: {
        tags,
        params: z.object({ id: z.string() }),
        response: { 200: z.object({ url: z.string(), expires_at: z.iso.datetime() }) },
      },
      onRequest: requirePermission("staff", "list"),
    },
    async (request) => {
      if (!isUuid(request.params.id)) throw notFound();
      const [document] = await app.db
        .select({ file: documents.file })
        .from(documents)
        .where(itemFilter(currentUser(request), documents.id, documents.client_id, request.params.id))
        .limit(1);
      if (!document?.file) throw notFound();
      const link = signFileLink(await linkSecret(app.db), document.file);
      return { url: `${app.config.publicUrl}${link.path}`, expires_at: link.expiresAt.toISOString() };
    },
  );

  api.get(
    "/api/s3/shared/:id",
    {
      schema: {
        tags,
        params: z.object({ id: z.string() }),
        querystring: z.object({ expires: z.coerce.number(), signature: z.string() }),
        response: { 200: fileAnswer("The document's file, as an attachment."), 404: errorAnswer(404) },
      },
      config: { public: true },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!isUuid(id) || !checkFileLink(await linkSecret(app.db), id, request.query.expires, request.query.signature)) throw notFound();
      const [row] = await app.db.select().from(files).where(eq(files.id, id)).limit(1);
      if (!row) throw notFound();
      // A share link dies with its document (or when the document's file changes).
      const [shared] = await app.db
        .select({ id: documents.id })
        .from(documents)
        .where(and(eq(documents.file, id), eq(documents.client_id, row.client_id)))
        .limit(1);
      if (!shared) throw notFound();
      return sendFile(reply, row);
    },
  );

  api.get(
    "/api/s3/files/:id/",
    {
      schema: { tags, params: z.object({ id: z.string() }), response: { 200: ZStoredFile } },
      onRequest: requirePermission("files", "list"),
    },
    async (request) => serializeFile(await findFile(request, request.params.id)),
  );

  api.delete(
    "/api/s3/delete/:id",
    {
      schema: { tags, params: z.object({ id: z.string() }), response: { 204: NO_CONTENT } },
      onRequest: requirePermission("files", "delete"),
    },
    async (request, reply) => {
      const row = await findFile(request, request.params.id);
      // Removing a record's file changes that record: the owner's update right, not only the files right.
      await requireOwnerRight(request, row.id, "update");
      await app.db.transaction(async (tx) => {
        await tx.delete(files).where(eq(files.id, row.id));
        await recordHistory(tx, [
          { client_id: row.client_id, resource: "file", record_id: row.id, action: "delete", before: historyOfFile(row) },
        ]);
      });
      await app.fileStore.delete(row.storage_key);
      return reply.status(204).send();
    },
  );
}
