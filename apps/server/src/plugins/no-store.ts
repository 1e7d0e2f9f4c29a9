import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * The API's answers hold a client's data (the profile at /api/me/, exports, templates, stored files):
 * no browser or proxy keeps a copy. Every /api/ answer without a Cache-Control of its own says `no-store`; the
 * documentation's static files are left to their plugin.
 */
export const noStorePlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onSend", async (request, reply) => {
    if (!request.url.startsWith("/api/") || request.url.startsWith("/api/docs")) return;
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
  });
});
