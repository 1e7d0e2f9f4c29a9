import fastifyRateLimit from "@fastify/rate-limit";
import { message, type TMessage } from "@weldtrace/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { postgresRateLimitStore } from "../security/rate-limit-store.js";
import { HttpError } from "./errors.js";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Routes that count their own attempts (login, password reset): no write limit on top. */
    ownRateLimit?: boolean;
  }
}

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const tooManyRequests = (detail: TMessage = message("too_many_requests")) => new HttpError(429, "too_many_requests", detail);

/** Counts one hit on a limit made with app.createRateLimit (checked by hand: the route hook runs once per request). */
export async function exceeds(
  limit: (request: FastifyRequest) => Promise<{ isAllowed: true } | { isAllowed: false; isExceeded: boolean }>,
  request: FastifyRequest,
): Promise<boolean> {
  const result = await limit(request);
  return !result.isAllowed && result.isExceeded;
}

/**
 * @fastify/rate-limit with its counters in PostgreSQL (rate-limit-store.ts), so every process shares them.
 * Every write route of the API is limited per user (per address without a user): RATE_LIMIT_WRITES_PER_MINUTE.
 * Login and password reset count their own keys (the auth area's routes).
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  // Before the plugin's own onRoute hook, so the route config below is seen by it.
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!route.url.startsWith("/api/")) return;
    if (route.config?.ownRateLimit || route.config?.rateLimit !== undefined) return;
    if (!methods.some((method) => WRITE_METHODS.has(method))) {
      // Reads per token (per address without one), generous but bounded, counted in this process.
      route.config = {
        ...route.config,
        rateLimit: {
          max: app.config.readsPerMinute,
          timeWindow: 60_000,
          hook: "preHandler",
          keyGenerator: (request: FastifyRequest) => `read:${request.user?.token_hash ?? request.ip}`,
          inProcess: true,
        } as never,
      };
      return;
    }
    route.config = {
      ...route.config,
      rateLimit: {
        max: app.config.writesPerMinute,
        timeWindow: 60_000,
        // After authentication and the permission check: the key is the user, and refused requests are not counted.
        hook: "preHandler",
        keyGenerator: (request: FastifyRequest) => `write:${request.user?.id ?? request.ip}`,
      },
    };
  });
  await app.register(fastifyRateLimit, {
    global: false,
    store: postgresRateLimitStore(app.db) as never,
    errorResponseBuilder: (_request, context) => tooManyRequests(message("too_many_requests_wait", { after: context.after })),
  });
});
