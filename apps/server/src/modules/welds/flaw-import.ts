import { FLAW_IMPORT, flaws as flawResource, message } from "@weldtrace/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { bulkAnswer } from "../../crud/bulk.js";
import { requirePermission } from "../../crud/scope.js";
import { importContext, mayCreateAs, runImport } from "../../imports/engine.js";
import { readSheet } from "../../imports/parse.js";
import { takeImportSlot } from "../../imports/slots.js";
import { readUploadedSheet } from "../../imports/upload.js";
import { currentUser } from "../../plugins/auth.js";
import { badRequest, HttpError } from "../../plugins/errors.js";
import { jsonAnswer, multipartBody, recordSchema } from "../../plugins/openapi.js";

const ZQuery = z.object({ library: z.string().optional() });

/**
 * Spec §5 flaw import, answered in one JSON body: `POST /api/flaws/import/?library=<id>` with a CSV or XLSX file of
 * the §9 columns. It runs the import engine's flaw plan (flaw-import-plan.ts) like the streamed
 * `/api/imports/flaws/` the web's progress modal reads; kept for API clients written against it, which learn of
 * another client's library as 400 `library: Invalid choice` (the streamed route answers 404).
 */
export async function flawImportRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    "/api/flaws/import/",
    {
      schema: {
        tags: [flawResource.path],
        querystring: ZQuery,
        ...multipartBody(),
        response: { 200: jsonAnswer("One result per row, in order.", bulkAnswer(recordSchema(flawResource))) },
      },
      onRequest: requirePermission(flawResource.area, "create"),
    },
    async (request) => {
      const user = currentUser(request);
      let context: unknown;
      try {
        context = await importContext(app.db, app.registry, FLAW_IMPORT.key, user.client_id, request.query);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 404) throw badRequest({ library: [message("invalid_choice")] });
        throw error;
      }
      // At most IMPORTS_PER_USER imports of one user at once.
      const release = takeImportSlot(user.id);
      try {
        const { filename, body } = await readUploadedSheet(request);
        const sheet = await readSheet(filename, body);
        if (sheet.rows.length === 0) {
          // The header is checked first, as before: a file of another kind of rows says so even when empty.
          const header = sheet.header.map((cell) => cell.trim().toUpperCase());
          if (!header.includes("WELD_NAME") && !header.includes("WORKPIECE_EDGE_UUID_1"))
            throw badRequest({ file: [message("bad_header")] });
          throw badRequest({ file: [message("empty_file")] });
        }
        const results = await runImport(app.db, {
          registry: app.registry,
          definition: FLAW_IMPORT,
          clientId: user.client_id,
          sheet,
          context,
          mayCreate: mayCreateAs(user.group),
          user,
        });
        const saved = results.filter((result) => result.status === "success").length;
        return { count: results.length, saved, failed: results.length - saved, results };
      } finally {
        release();
      }
    },
  );
}
