import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { RESOURCES, type TResource } from "@weldtrace/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { buildApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import { openTestDatabase } from "./database.js";
import { seedClient, startTestServer, type TSeededClient, type TTestServer } from "./helpers.js";
import { answerErrors, answerValidator } from "./openapi-schemas.js";
import { createRecord } from "./resource-bodies.js";

/** The OpenAPI document integrators read, checked against the routes and linted by Redocly. */

type TOperation = {
  operationId: string;
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: Record<string, any> }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Record<string, any> }> }>;
  security?: unknown[];
};
type TDocument = { paths: Record<string, Record<string, TOperation>>; components: { schemas: Record<string, unknown> } };

const ROOT = path.resolve(import.meta.dirname, "../../..");
let server: TTestServer;
let alpha: TSeededClient;
let document: TDocument;
const operations: { method: string; path: string; operation: TOperation }[] = [];

beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_API_DOCS: "1" } });
  alpha = await seedClient(server, "Alpha Docs");
  const response = await fetch(`${server.url}/api/docs/json`);
  expect(response.status).toBe(200);
  document = (await response.json()) as TDocument;
  for (const [route, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) operations.push({ method: method.toUpperCase(), path: route, operation });
  }
}, 180_000);
afterAll(() => server.close());

const successOf = (operation: TOperation) => Object.keys(operation.responses).filter((status) => status.startsWith("2"));
const collectionPaths = new Set(RESOURCES.map((resource) => `/api/${resource.path}/`));

/** Operations with two success answers, each with its reason. */
const TWO_SUCCESSES: Record<string, string> = {
  "PUT /api/edge/streams/{id}/chunks/{seq}": "idempotent upload of the machine API: 201 when stored, 200 when the same chunk comes again",
};

describe("the OpenAPI document's operations", () => {
  it("each document one success answer: 201 for a create, 204 with no body for a delete, else a described body", () => {
    expect(operations.length).toBeGreaterThan(400);
    for (const { method, path: route, operation } of operations) {
      const label = `${method} ${route}`;
      const success = successOf(operation);
      if (label in TWO_SUCCESSES) {
        expect(success.sort(), label).toEqual(["200", "201"]);
        continue;
      }
      expect(success, label).toHaveLength(1);
      const [status] = success as [string];
      if (method === "DELETE") expect(status, label).toBe("204");
      if (method === "POST" && collectionPaths.has(route)) expect(status, label).toBe("201");
      if (method === "GET" || method === "PUT" || method === "PATCH") expect(status, label).toBe("200");
      const answer = operation.responses[status];
      if (status === "204") expect(answer?.content, label).toBeUndefined();
      else expect(Object.values(answer?.content ?? {})[0]?.schema, label).toBeTruthy();
    }
  });

  it("each document their error bodies through the shared components: 400, 401, 403, 404, 409, 429 where they apply", () => {
    expect(Object.keys(document.components.schemas)).toEqual(expect.arrayContaining(["ValidationError", "Error", "Conflict"]));
    for (const { method, path: route, operation } of operations) {
      const label = `${method} ${route}`;
      const isPublic = Array.isArray(operation.security) && operation.security.length === 0;
      const statuses = Object.keys(operation.responses);
      if (!isPublic) expect(statuses, label).toEqual(expect.arrayContaining(["401", "403"]));
      if (route.includes("{")) expect(statuses, label).toContain("404");
      if (operation.requestBody || operation.parameters?.length) expect(statuses, label).toContain("400");
      if (method !== "GET") expect(statuses, label).toContain("429");
      if (!isPublic && (method === "PUT" || method === "PATCH" || method === "DELETE")) expect(statuses, label).toContain("409");
      for (const status of statuses.filter((code) => code.startsWith("4"))) {
        const ref = operation.responses[status]?.content?.["application/json"]?.schema.$ref;
        expect(ref, `${label} ${status}`).toEqual(
          status === "400" ? "#/components/schemas/ValidationError" : expect.stringMatching(/^#\/components\/schemas\/(Error|Conflict)$/),
        );
      }
    }
  });

  it("documents uploads and imports as multipart/form-data with a binary file, with 413 and 415", () => {
    for (const [route, method] of [
      ["/api/s3/upload/", "post"],
      ["/api/imports/{key}/", "post"],
      ["/api/flaws/import/", "post"],
    ] as const) {
      const operation = document.paths[route]?.[method];
      const form = operation?.requestBody?.content["multipart/form-data"]?.schema;
      expect(form?.properties?.file, route).toEqual(expect.objectContaining({ type: "string", format: "binary" }));
      expect(form?.required, route).toContain("file");
      expect(Object.keys(operation?.responses ?? {}), route).toEqual(expect.arrayContaining(["413", "415"]));
    }
    expect(Object.keys(document.paths["/api/imports/{key}/"]?.post?.responses["200"]?.content ?? {})).toEqual(["application/x-ndjson"]);
    expect(document.paths["/api/procedures/import/"]?.post?.requestBody?.content["application/json"]?.schema.properties).toHaveProperty(
      "procedure",
    );
  });

  it("documents each bulk body as an array of the resource's create body, and each list's query parameters", () => {
    for (const resource of RESOURCES) {
      const bulk = document.paths[`/api/${resource.path}/bulk/`]?.post?.requestBody?.content["application/json"]?.schema;
      expect(bulk?.type, resource.path).toBe("array");
      expect(bulk?.maxItems, resource.path).toBe(1000);
      expect(Object.keys(bulk?.items?.properties ?? {}), resource.path).toEqual(expect.arrayContaining(Object.keys(resource.schema.shape)));
      const list = document.paths[`/api/${resource.path}/`]?.get;
      const names = (list?.parameters ?? []).filter((parameter) => parameter.in === "query").map((parameter) => parameter.name);
      expect(names, resource.path).toEqual(
        expect.arrayContaining(["search", "ordering", "page", "page_size", "cursor", ...((resource as TResource).filterFields ?? [])]),
      );
    }
  });
});

describe("the machine API's documentation", () => {
  it("gives an example of every request body of /api/edge/ (ping, stream, context, JSON chunk) and of the ping and chunk answers", () => {
    // The example of a body: on its media type (where the document generator puts a schema's examples) or its schema.
    const exampleOf = (media: { schema?: Record<string, any>; example?: unknown } | undefined): any => {
      const schema = media?.schema?.$ref
        ? (document.components.schemas[String(media.schema.$ref).split("/").at(-1) as string] as Record<string, any>)
        : media?.schema;
      return media?.example ?? schema?.examples?.[0];
    };
    const machine = operations.filter((entry) => entry.path.startsWith("/api/edge/"));
    expect(machine.map((entry) => `${entry.method} ${entry.path}`).sort()).toEqual([
      "POST /api/edge/ping/",
      "POST /api/edge/streams/",
      "POST /api/edge/streams/{id}/context/",
      "PUT /api/edge/streams/{id}/chunks/{seq}",
    ]);
    for (const { method, path: route, operation } of machine)
      expect(exampleOf(operation.requestBody?.content["application/json"]), `${method} ${route} request`).toBeTypeOf("object");
    const answerOf = (route: string, status: string) =>
      exampleOf(machine.find((entry) => entry.path === route)?.operation.responses[status]?.content?.["application/json"] as never);
    expect(answerOf("/api/edge/ping/", "200")).toHaveProperty("server_time");
    expect(answerOf("/api/edge/streams/{id}/chunks/{seq}", "201")).toHaveProperty("samples");
  });
});

describe("the chunk route's documentation", () => {
  it("documents the chunk body as JSON and as a binary Arrow IPC stream, and seq as digits 0..999999999", () => {
    const operation = document.paths["/api/edge/streams/{id}/chunks/{seq}"]?.put;
    const content = operation?.requestBody?.content ?? {};
    expect(Object.keys(content).sort()).toEqual(["application/json", "application/vnd.apache.arrow.stream"]);
    expect(content["application/vnd.apache.arrow.stream"]?.schema).toMatchObject({ type: "string", format: "binary" });
    expect(content["application/json"]?.schema.properties).toHaveProperty("u");
    const seq = (operation?.parameters ?? []).find((parameter) => parameter.in === "path" && parameter.name === "seq") as
      | { schema: { pattern: string } }
      | undefined;
    const pattern = new RegExp(seq?.schema.pattern as string);
    expect(["0", "12", "999999999"].every((value) => pattern.test(value))).toBe(true);
    expect(["abc", "1e3", "-1", "007", "1000000000"].some((value) => pattern.test(value))).toBe(false);
  });
});

describe("documented answers and real answers", () => {
  it("every resource's create answer validates against its documented 201 schema, its GET and PATCH against their 200 schemas, with no undocumented field", {
    timeout: 240_000,
  }, async () => {
    const token = alpha.users.Admin.token;
    const components = document.components as Record<string, unknown>;
    for (const resource of RESOURCES) {
      const record = await createRecord(server, token, resource);
      expect(record?.id, resource.key).toBeTypeOf("string");
      const created = document.paths[`/api/${resource.path}/`]?.post?.responses["201"]?.content?.["application/json"]?.schema;
      const validate = answerValidator(created as Record<string, unknown>, components);
      expect(validate(record) ? [] : answerErrors(validate.errors), resource.key).toEqual([]);
      const read = await server.request("GET", `/api/${resource.path}/${record?.id}/`, { token });
      // A list whose create leaves the record outside it (deleted welders are made by deleting) has nothing to read back.
      if (read.status === 404) continue;
      expect(read.status, resource.key).toBe(200);
      const readSchema = document.paths[`/api/${resource.path}/{id}/`]?.get?.responses["200"]?.content?.["application/json"]?.schema;
      const validateRead = answerValidator(readSchema as Record<string, unknown>, components);
      expect(validateRead(read.body) ? [] : answerErrors(validateRead.errors), resource.key).toEqual([]);
      // The update answer: the record's own values sent back (a delete-only list refuses the method).
      if ("deleteOnly" in resource && resource.deleteOnly) continue;
      const own = record as Record<string, unknown>;
      const body = Object.fromEntries(
        Object.keys(resource.schema.shape)
          .filter((key) => key in own && key !== "client")
          .map((key) => [key, own[key]]),
      );
      const updated = await server.request("PATCH", `/api/${resource.path}/${record?.id}/`, { token, body });
      expect(updated.status, `${resource.key} PATCH: ${JSON.stringify(updated.body)}`).toBe(200);
      const updateSchema = document.paths[`/api/${resource.path}/{id}/`]?.patch?.responses["200"]?.content?.["application/json"]?.schema;
      const validateUpdate = answerValidator(updateSchema as Record<string, unknown>, components);
      expect(validateUpdate(updated.body) ? [] : answerErrors(validateUpdate.errors), `${resource.key} PATCH`).toEqual([]);
    }
  });

  it("a documented answer schema never filters the answer: fields it does not name reach the client unchanged", {
    timeout: 120_000,
  }, async () => {
    // A route that documents one field and answers three, on the real app (same serializer compiler).
    const config = { ...loadConfig({}), webDist: null };
    const database = await openTestDatabase({ pool: config.pool });
    const app = await buildApp({ config, database });
    app.get("/documented-only", { config: { public: true }, schema: { response: { 200: z.object({ name: z.string() }) } } }, async () => ({
      name: "kept",
      undocumented: { nested: [1, 2] },
      when: new Date("2026-01-02T03:04:05.000Z"),
    }));
    try {
      const response = await app.inject({ method: "GET", url: "/documented-only" });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ name: "kept", undocumented: { nested: [1, 2] }, when: "2026-01-02T03:04:05.000Z" });
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe("redocly lint", () => {
  it("finds no error in /api/docs/json with the recommended rules (redocly.yaml)", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "weldtrace-openapi-"));
    try {
      const file = path.join(folder, "openapi.json");
      writeFileSync(file, JSON.stringify(document));
      const { stdout } = await promisify(execFile)(
        path.join(ROOT, "node_modules/.bin/redocly"),
        ["lint", file, "--config", path.join(ROOT, "redocly.yaml"), "--format", "json", "--max-problems", "10000"],
        {
          cwd: ROOT,
          env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
          maxBuffer: 64 * 1024 * 1024,
        },
      ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }));
      const report = JSON.parse(stdout) as {
        totals: { errors: number; warnings: number };
        problems: { ruleId: string; severity: string; message: string }[];
      };
      const errors = report.problems.filter((problem) => problem.severity === "error");
      expect(errors.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
      expect(report.totals.errors).toBe(0);
      if (report.totals.warnings > 0) {
        console.info(`redocly lint: ${report.totals.warnings} warnings`, [...new Set(report.problems.map((problem) => problem.ruleId))]);
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
