import { findNullCharacter, MESSAGES } from "@weldtrace/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { badRequest } from "./errors.js";

/**
 * U+0000 cannot be stored in PostgreSQL text, so it is refused before any route sees it, in the
 * body, the query string and the path parameters of every route, present and future: 400 on that field.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("preValidation", async (request: FastifyRequest) => {
    for (const part of [request.body, request.query, request.params]) {
      const path = findNullCharacter(part);
      if (path) throw badRequest({ [path.length > 0 ? path.join(".") : "non_field_errors"]: [MESSAGES.nullCharacter] });
    }
  });
});
