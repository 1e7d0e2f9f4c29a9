import type { FastifySchema, RouteOptions } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/**
 * Issue 9 §7, in one place for every route (CRUD factory and bespoke alike): each operation gets an operationId
 * and a summary derived from its method and path, and the token security scheme unless the route is public.
 */
export function operationId(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, "")
    .split("/")
    .filter(Boolean)
    .map((part) => (part.startsWith(":") ? `by_${part.slice(1)}` : part.replace(/[^A-Za-z0-9]+/g, "_")));
  return [method.toLowerCase(), ...words].join("_");
}

export const documentRoute: typeof jsonSchemaTransform = (input) => {
  const transformed = jsonSchemaTransform(input);
  const route = (input as unknown as { route: RouteOptions }).route;
  const method = Array.isArray(route.method) ? String(route.method[0]) : String(route.method);
  const isPublic = Boolean((route.config as { public?: boolean } | undefined)?.public);
  const schema = transformed.schema as FastifySchema & Record<string, unknown>;
  return {
    ...transformed,
    schema: {
      ...schema,
      operationId: schema.operationId ?? operationId(method, input.url),
      summary: schema.summary ?? `${method} ${input.url}`,
      ...(isPublic ? { security: [] } : { security: [{ token: [] }] }),
    },
  };
};
