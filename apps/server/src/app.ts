import { existsSync } from "node:fs";
import path from "node:path";
import fastifyHelmet from "@fastify/helmet";
import fastifyMultipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import { APP_VERSION, RESOURCES, UPLOAD_MAX_BYTES } from "@weldtrace/domain";
import Fastify, { type FastifyServerOptions } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { buildRegistry, type TAreaRegistry, type TServerArea } from "./area.js";
import type { TConfig } from "./config.js";
import { createCrudRoutes } from "./crud/create-crud-routes.js";
import type { TDatabase, TDatabaseHandle } from "./db/client.js";
import { configureReadCaches, registerReadCacheInvalidation } from "./db/read-caches.js";
import { createDiskStore, createS3Store, type TFileStore } from "./files/store.js";
import { historyRoutes } from "./history/routes.js";
import { importRoutes } from "./imports/routes.js";
import { openJobQueue, type TJobQueue } from "./jobs/queue.js";
import { createMailer, type TMailer } from "./mail/mailer.js";
import { alertsArea } from "./modules/alerts/index.js";
import { authArea } from "./modules/auth/index.js";
import { cataloguesArea } from "./modules/catalogues/index.js";
import { clientsArea } from "./modules/clients/index.js";
import { dashboardArea } from "./modules/dashboard/index.js";
import { edgeArea } from "./modules/edge/index.js";
import { filesArea } from "./modules/files/index.js";
import { inspectionsArea } from "./modules/inspections/index.js";
import { proceduresArea } from "./modules/procedures/index.js";
import { processGroupsArea } from "./modules/process-groups/index.js";
import { projectsArea } from "./modules/projects/index.js";
import { savedViewsArea } from "./modules/saved-views/index.js";
import { staffArea } from "./modules/staff/index.js";
import { systemArea } from "./modules/system/index.js";
import { usersArea } from "./modules/users/index.js";
import { weldsArea } from "./modules/welds/index.js";
import { workpiecesArea } from "./modules/workpieces/index.js";
import { authPlugin } from "./plugins/auth.js";
import { registerErrorHandler, registerNotFoundHandler } from "./plugins/errors.js";
import { inputGuardPlugin } from "./plugins/input-guard.js";
import { noStorePlugin } from "./plugins/no-store.js";
import { API_DESCRIPTION, documentationOnlySerializer, documentRoute, ERROR_SCHEMAS } from "./plugins/openapi.js";
import { registerQueryScope } from "./plugins/query-scope.js";
import { rateLimitPlugin } from "./plugins/rate-limit.js";
import { shutdownPlugin } from "./plugins/shutdown.js";
import { contentSecurityDirectives } from "./security/headers.js";

declare module "fastify" {
  interface FastifyInstance {
    config: TConfig;
    database: TDatabaseHandle;
    db: TDatabase;
    mailer: TMailer;
    fileStore: TFileStore;
    /** Every route as registered (method, url, config, hooks): the route-walking test reads it. */
    routeTable: TRouteEntry[];
    /** What the areas declare (AREAS below), for the generic layers and the areas' own routes. */
    registry: TAreaRegistry;
    /** Background jobs (jobs/queue.ts): pg-boss on a PostgreSQL server, in-process on PGlite. */
    jobs: TJobQueue;
  }
}

export interface TRouteEntry {
  method: string;
  url: string;
  config: Record<string, unknown>;
  onRequest: unknown[];
  hasBody: boolean;
}

/**
 * The areas of the product, each one folder of modules/ that declares itself (area.ts): their routes are registered
 * in this order, and the generic routes, imports and usages read the registry built from them.
 */
export const AREAS: readonly TServerArea[] = [
  systemArea,
  authArea,
  clientsArea,
  usersArea,
  filesArea,
  cataloguesArea,
  proceduresArea,
  processGroupsArea,
  projectsArea,
  weldsArea,
  dashboardArea,
  workpiecesArea,
  staffArea,
  inspectionsArea,
  edgeArea,
  alertsArea,
  savedViewsArea,
];

/** Spec: uploads up to 10 MB; JSON bodies carry at most a 2 MB image as a data URL. */
const BODY_LIMIT = 11 * 1024 * 1024;

/** External plugins, then app plugins, then routes: fixed order, so auth wraps every route. */
/** S3 when a bucket is configured, else DATA_DIR/files on local disk. */
function defaultFileStore(config: TConfig): TFileStore {
  if (config.s3) return createS3Store(config.s3);
  return createDiskStore(path.join(config.dataDir, "files"));
}

export async function buildApp(options: {
  config: TConfig;
  database: TDatabaseHandle;
  logger?: FastifyServerOptions["logger"];
  fileStore?: TFileStore;
  /**
   * Sees every answer before it is sent (its status and JSON payload): the tests check that no error answer
   * carries a text outside the message catalogue (test/catalogue-texts.ts). Throwing fails the request.
   */
  checkAnswer?: (status: number, payload: string, route: string | undefined) => void;
}) {
  const app = Fastify({
    logger: options.logger ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: BODY_LIMIT,
    return503OnClosing: true,
    // Behind a load balancer, request.ip (the key of the rate limits) is the client's address from X-Forwarded-For.
    trustProxy: options.config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  // Response schemas document the API; they never filter or reshape an answer (see plugins/openapi.ts).
  app.setSerializerCompiler(documentationOnlySerializer);
  // Before any plugin: a scope copies the error handler when it is registered, so the API docs' routes (their 401)
  // answer `{detail, code}` as every other route does.
  registerErrorHandler(app);
  const checkAnswer = options.checkAnswer;
  if (checkAnswer) {
    app.addHook("onSend", async (request, reply, payload) => {
      if (typeof payload === "string" && String(reply.getHeader("content-type") ?? "").includes("json"))
        checkAnswer(reply.statusCode, payload, request.routeOptions.url);
      return payload;
    });
  }

  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: { title: "WeldTrace API", version: APP_VERSION, description: API_DESCRIPTION },
      servers: [{ url: "/", description: "This server" }],
      components: {
        securitySchemes: {
          token: { type: "apiKey", in: "header", name: "Authorization", description: "`Token <token>`, from POST /api/api-token-auth/." },
        },
        schemas: ERROR_SCHEMAS,
      },
    },
    transform: documentRoute,
  });
  // Security headers on every answer (API, web app, files): CSP, nosniff, Referrer-Policy, no framing.
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(options.config.mapTileUrl) },
    referrerPolicy: { policy: "no-referrer" },
    // The API and files are read by this origin only; a cross-origin image or map does not need our resources.
    crossOriginResourcePolicy: { policy: "same-origin" },
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs", staticCSP: false });
  // One byte over the limit so an oversize file is seen as such (the route checks the exact size).
  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_MAX_BYTES + 1, files: 1 } });

  app.decorate("config", options.config);
  app.decorate("database", options.database);
  app.decorate("db", options.database.db);
  app.decorate(
    "mailer",
    createMailer({ db: options.database.db, smtpUrl: options.config.smtpUrl, from: options.config.mailFrom, log: app.log }),
  );
  app.decorate("fileStore", options.fileStore ?? defaultFileStore(options.config));
  app.decorate("jobs", openJobQueue(options.database, app.log, { works: options.config.role !== "api" }));
  // Runs in progress finish (or are left to their retry) before the database closes.
  app.addHook("onClose", async () => app.jobs.stop());
  const registry = buildRegistry(AREAS);
  app.decorate("registry", registry);
  const routeTable: TRouteEntry[] = [];
  app.decorate("routeTable", routeTable);
  app.addHook("onRoute", (route) => {
    const hooks = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      routeTable.push({
        method,
        url: route.url,
        config: (route.config ?? {}) as Record<string, unknown>,
        onRequest: hooks,
        hasBody: Boolean(route.schema?.body),
      });
    }
  });
  registerQueryScope(app);
  configureReadCaches(options.config.readCacheMs);
  registerReadCacheInvalidation(app);
  await app.register(authPlugin);
  await app.register(rateLimitPlugin);
  await app.register(inputGuardPlugin);
  await app.register(noStorePlugin);
  await app.register(shutdownPlugin, { deadlineMs: options.config.shutdownDeadlineMs });

  for (const area of AREAS) for (const routes of area.routes ?? []) await app.register(routes);
  await app.register(importRoutes);
  await app.register(historyRoutes);
  await app.register(async (scope) => {
    for (const resource of RESOURCES) createCrudRoutes(scope, resource, registry);
  });

  const webDist = options.config.webDist;
  if (webDist && existsSync(path.join(webDist, "index.html"))) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: "/",
      // .br/.gz written at build time (apps/web/scripts/precompress.mjs), chosen by Accept-Encoding.
      preCompressed: true,
      cacheControl: false,
      // Hashed file names never change content: cache for a year. index.html names the current ones: revalidate.
      setHeaders: (response, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        response.setHeader("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }
  registerNotFoundHandler(app, { spa: Boolean(webDist && existsSync(path.join(webDist, "index.html"))) });
  return app;
}
