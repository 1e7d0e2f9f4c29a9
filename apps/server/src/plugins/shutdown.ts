import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** How often idle keep-alive connections are closed while the server closes. */
const IDLE_SWEEP_MS = 100;

/**
 * Closing the server (SIGTERM) finishes the requests in flight, then ends. Node closes the keep-alive
 * connections idle when closing starts, but a connection whose request (a streamed import) ends later stayed open
 * until the keep-alive timeout (72 s, the port already closed): they are closed as soon as they turn idle. After
 * `deadlineMs` every connection is closed, whatever it is doing, so a stuck request cannot hold the shutdown.
 */
export const shutdownPlugin = fp(async (app: FastifyInstance, options: { deadlineMs: number }) => {
  let sweep: NodeJS.Timeout | undefined;
  let deadline: NodeJS.Timeout | undefined;
  app.addHook("preClose", async () => {
    sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    deadline = setTimeout(() => {
      app.log.warn(`shutdown: requests still running after ${options.deadlineMs} ms are cut off`);
      app.server.closeAllConnections();
    }, options.deadlineMs);
    sweep.unref();
    deadline.unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(sweep);
    clearTimeout(deadline);
  });
});
