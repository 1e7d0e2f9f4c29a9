import { inspectInput, MAX_INPUT_DEPTH, message } from "@weldtrace/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { badRequest } from "./errors.js";

/**
 * U+0000 cannot be stored in PostgreSQL text, so it is refused before any route sees it, in the
 * body, the query string and the path parameters of every route, present and future: 400 on that field.
 * And a body nested deeper than MAX_INPUT_DEPTH is a 400 too.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("preValidation", async (request: FastifyRequest) => {
    for (const part of [request.body, request.query, request.params]) {
      const flaw = inspectInput(part);
      if (!flaw) continue;
      // A body nested past the limit is refused before anything walks it again (zod, the routes).
      if ("tooDeep" in flaw) throw badRequest({ non_field_errors: [message("too_deep", { max: MAX_INPUT_DEPTH })] });
      const path = flaw.nullAt;
      throw badRequest({ [path.length > 0 ? path.join(".") : "non_field_errors"]: [message("null_character")] });
    }
  });
});
