import { GROUPS } from "@weldtrace/domain";
import { desc, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requirePermission } from "../../crud/scope.js";
import { groups, outbox } from "../../db/schema/index.js";
import { onePageOf } from "../../plugins/openapi-answers.js";

const ZHealth = z.object({ status: z.enum(["ok", "error"]), database: z.enum(["embedded", "postgres"]) });

export async function systemRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/health",
    {
      config: { public: true },
      schema: {
        tags: ["system"],
        response: { 200: ZHealth, 503: ZHealth.meta({ "x-response-description": "The database does not answer." }) },
      },
    },
    async (_request, reply) => {
      try {
        await app.database.ping();
        return { status: "ok" as const, database: app.database.mode };
      } catch (error) {
        app.log.error(error);
        return reply.status(503).send({ status: "error", database: app.database.mode });
      }
    },
  );

  // What the web app needs to know of the server's configuration before sign-in: the home map's tiles.
  api.get(
    "/api/public-config/",
    { config: { public: true }, schema: { tags: ["system"], response: { 200: z.object({ map_tile_url: z.string() }) } } },
    async () => ({
      map_tile_url: app.config.mapTileUrl,
    }),
  );

  api.get(
    "/api/groups/",
    { schema: { tags: ["system"], response: { 200: onePageOf(z.looseObject({ id: z.uuid(), name: z.string() })) } } },
    async () => {
      const rows = await app.db
        .select()
        .from(groups)
        .where(inArray(groups.name, [...GROUPS]));
      const results = GROUPS.map((name) => rows.find((row) => row.name === name)).filter((row) => row !== undefined);
      return { count: results.length, next: null, previous: null, results };
    },
  );

  // The mails the platform sent: lets an operator without SMTP hand out a reset link.
  api.get(
    "/api/outbox/",
    {
      schema: {
        tags: ["system"],
        querystring: z.object({ to: z.string().optional() }),
        response: { 200: onePageOf(z.looseObject({ id: z.uuid(), to: z.string(), subject: z.string() })) },
      },
      onRequest: requirePermission("outbox", "list"),
    },
    async (request) => {
      const rows = await app.db.select().from(outbox).orderBy(desc(outbox.created_at)).limit(100);
      const results = request.query.to ? rows.filter((row) => row.to === request.query.to?.toLowerCase()) : rows;
      return { count: results.length, next: null, previous: null, results };
    },
  );
}
