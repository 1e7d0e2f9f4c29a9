import type { FastifyInstance } from "fastify";
import { queryScope, type TQueryScope } from "../db/client.js";

/**
 * Each request runs in its own query scope: the pooled connections it holds are known, so when its client
 * disconnects before the answer is sent, the statement it is running is cancelled instead of working on
 * for nobody (and requests still waiting for a connection give up when they get one).
 */
export function registerQueryScope(app: FastifyInstance): void {
  app.addHook("onRequest", (request, reply, done) => {
    const scope: TQueryScope = { clients: new Set(), cancelled: false, requestId: String(request.id) };
    reply.raw.on("close", () => {
      if (!reply.raw.writableFinished) void app.database.cancel(scope);
    });
    queryScope.run(scope, done);
  });
}
