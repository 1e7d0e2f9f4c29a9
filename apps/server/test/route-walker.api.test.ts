import {
  can,
  GROUPS,
  INSPECTION_KINDS,
  INSPECTION_RESOURCES,
  measurementPath,
  RESOURCES,
  type TAction,
  type TArea,
  type TGroup,
  type TResource,
} from "@weldtrace/domain";
import { and, eq } from "drizzle-orm";
import { v7 as uuidv7 } from "uuid";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AREAS, type TRouteEntry } from "../src/app.js";
import { buildRegistry } from "../src/area.js";
import {
  alerts,
  arcStreams,
  bevelDimensions,
  bevels,
  bevelTypes,
  coolingMethods,
  coolings,
  dataBooks,
  files,
  historyEntries,
  procedures,
  savedViews,
  timeLapses,
} from "../src/db/schema/index.js";
import { seedClient, startTestServer, type TSeededClient, type TTestServer } from "./helpers.js";
import { createRecord, validBody } from "./resource-bodies.js";

/*
 * One suite that walks the server's route table, so a route added later is covered without anyone
 * writing its test. For every /api/ operation: no token → 401; a group without the right (read from the route's
 * requirePermission hook and the permission matrix) → 403; another client's id → 404 with the row unchanged;
 * a malformed body → 400. Everything is derived from the route table; the lists below are the only hand-kept parts.
 */

/** Routes open without a token, each with its reason. Any other route answering without a token fails the suite. */
const PUBLIC_ROUTES: Record<string, string> = {
  "POST /api/api-token-auth/": "login: the way to get a token",
  "POST /api/check-email/": "password reset request: made by someone who cannot log in",
  "POST /api/reset-password/": "password reset: authenticated by the mailed link",
  "GET /api/health": "load balancer and uptime checks",
  "GET /api/public-config/": "non-secret settings the web app reads (the home map's tile URL)",
  "GET /api/s3/shared/:id": "signed share link: authenticated by its signature",
};

/**
 * Public writes that change what the read caches hold (db/read-caches.ts) and so clear them, each with its reason.
 * A write without a user clears nothing otherwise: login only adds a token, a reset request only mails.
 */
const PUBLIC_WRITES_CLEARING_CACHES: Record<string, string> = {
  "POST /api/reset-password/": "deletes the user's tokens",
};

/**
 * How to make "another client's record" for item routes whose first path segment is not a resource of RESOURCES.
 * Answers the record's id and a reader of its row (to check it is unchanged after the attempt).
 */
type TMaker = (server: TTestServer, owner: TSeededClient) => Promise<{ id: string; read: () => Promise<unknown> }>;
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const RECORD_MAKERS: Record<string, TMaker> = {
  procedures: async (server, owner) => {
    const token = owner.users.Admin.token;
    const created = await server.request("POST", "/api/procedures/", { token, body: { name: "Walker WPS", date_format: "YYYY-MM-DD" } });
    expect(created.status).toBe(201);
    return { id: created.body.id, read: async () => (await server.request("GET", `/api/procedures/${created.body.id}/`, { token })).body };
  },
  users: async (server, owner) => {
    const token = owner.users.Admin.token;
    const id = owner.users.Viewer.id;
    return { id, read: async () => (await server.request("GET", `/api/users/${id}/`, { token })).body };
  },
  // An alert of the other client, as an inspection or the arc data would raise it.
  alerts: async (server, owner) => {
    const [row] = await server.db
      .insert(alerts)
      .values({ client_id: owner.id, section: "inspection", source_kind: "walker", source_key: `walker/${owner.id}`, parameter: "measure" })
      .returning();
    const id = row?.id as string;
    return { id, read: async () => (await server.db.select().from(alerts).where(eq(alerts.id, id)))[0] };
  },
  // A data book of one of the other client's projects, as its job leaves it (queued: nobody sent it to the queue).
  "data-books": async (server, owner) => {
    const token = owner.users.Admin.token;
    const project = await createRecord(server, token, RESOURCES.find((resource) => resource.key === "project") as TResource);
    const [row] = await server.db
      .insert(dataBooks)
      .values({ client_id: owner.id, project: project?.id as string, language: "en" })
      .returning();
    const id = row?.id as string;
    return { id, read: async () => (await server.db.select().from(dataBooks).where(eq(dataBooks.id, id)))[0] };
  },
  clients: async (server, owner) => {
    const token = owner.users["Super User"].token;
    return { id: owner.id, read: async () => (await server.request("GET", `/api/clients/${owner.id}/`, { token })).body };
  },
  s3: async (server, owner) => {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(PDF)]), "walker.pdf");
    const response = await fetch(`${server.url}/api/s3/upload/`, {
      method: "POST",
      headers: { authorization: `Token ${owner.users.Admin.token}` },
      body: form,
    });
    const id = ((await response.json()) as { id: string }).id;
    return { id, read: async () => (await server.db.select().from(files).where(eq(files.id, id)))[0] };
  },
  "welding-process-group-trigger-conditions": async (server, owner) => {
    const token = owner.users.Admin.token;
    const group = await createRecord(server, token, RESOURCES.find((resource) => resource.key === "weldingProcessGroup") as TResource);
    const created = await server.request("POST", "/api/welding-process-group-trigger-conditions/", {
      token,
      body: { welding_process_group: group?.id, is_start: true, i_consider: true, i_operator: 0, i_threshold: 10 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const url = `/api/welding-process-group-trigger-conditions/${created.body.id}/`;
    return { id: created.body.id, read: async () => (await server.request("GET", url, { token })).body };
  },
  // A measurement of another client's time-lapse inspection (the other kinds share the route code).
  ...Object.fromEntries(
    INSPECTION_KINDS.map((kind) => [
      measurementPath(kind),
      async (server: TTestServer, owner: TSeededClient) => {
        const token = owner.users.Admin.token;
        const inspection = await createRecord(
          server,
          token,
          RESOURCES.find((resource) => resource.key === INSPECTION_RESOURCES.time_lapse.key) as TResource,
        );
        const created = await server.request("POST", `/api/${measurementPath("time_lapse")}/`, {
          token,
          body: { id: uuidv7(), inspection: inspection?.id, duration_measured: 10 },
        });
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        const url = `/api/${measurementPath("time_lapse")}/${created.body.id}/`;
        // Every kind's item route is walked with this id: answered 404 by the other kinds too.
        return { id: created.body.id, read: async () => (await server.request("GET", url, { token })).body };
      },
    ]),
  ),
  // The read-only settings lists of procedure sections: a row of one of the other client's procedures.
  ...Object.fromEntries(
    (["cooling", "time-lapses", "bevels", "bevel-dimensions"] as const).map((path) => [
      path,
      async (server: TTestServer, owner: TSeededClient) => {
        const db = server.db;
        const [procedure] = await db
          .insert(procedures)
          .values({ client_id: owner.id, name: `Walker ${path}`, date_format: "YYYY-MM-DD" })
          .returning();
        const base = { client_id: owner.id, procedure: procedure?.id as string, index: 0 };
        const [method] = await db
          .select({ id: coolingMethods.id })
          .from(coolingMethods)
          .where(eq(coolingMethods.client_id, owner.id))
          .limit(1);
        const [type] = await db.select({ id: bevelTypes.id }).from(bevelTypes).where(eq(bevelTypes.client_id, owner.id)).limit(1);
        const [bevel] = await db
          .insert(bevels)
          .values({ ...base, name: "Walker bevel", type: type?.id as string })
          .returning();
        const [row] =
          path === "cooling"
            ? await db
                .insert(coolings)
                .values({
                  ...base,
                  name: "Walker",
                  method: method?.id as string,
                  temperature_before_cooling_max: 1,
                  temperature_after_cooling_max: 1,
                })
                .returning()
            : path === "time-lapses"
              ? await db
                  .insert(timeLapses)
                  .values({ ...base, name: "Walker", duration: 60 })
                  .returning()
              : path === "bevels"
                ? [bevel]
                : await db
                    .insert(bevelDimensions)
                    .values({
                      ...base,
                      bevel: bevel?.id as string,
                      name: "Walker",
                      unit_of_measure: "mm",
                      value: 1,
                      tolerance_min: 0,
                      tolerance_max: 0,
                    })
                    .returning();
        const id = row?.id as string;
        return { id, read: async () => (await server.request("GET", `/api/${path}/${id}/`, { token: owner.users.Admin.token })).body };
      },
    ]),
  ),
  me: async () => ({ id: "0190a6a8-0000-7000-8000-00000000dead", read: async () => null }),
  // A named view of one of the other client's users (views are their user's own: another user's is not found).
  "saved-views": async (server, owner) => {
    const token = owner.users.Admin.token;
    const created = await server.request("POST", "/api/saved-views/", { token, body: { list: "welds", name: "Walker view", state: {} } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as string;
    return { id, read: async () => (await server.db.select().from(savedViews).where(eq(savedViews.id, id)))[0] };
  },
  // The record of an import of the owner's workpieces (/api/imports/workpieces/runs/<id>/).
  imports: async (server, owner) => {
    const token = owner.users.Admin.token;
    const form = new FormData();
    form.append("file", new Blob(["Name\r\nWalker import"]), "walker.csv");
    const response = await fetch(`${server.url}/api/imports/workpieces/`, {
      method: "POST",
      headers: { authorization: `Token ${token}` },
      body: form,
    });
    await response.text();
    const runs = await server.request("GET", "/api/imports/workpieces/runs/", { token });
    const id = runs.body.results[0].id as string;
    return { id, read: async () => (await server.request("GET", `/api/imports/workpieces/runs/${id}/`, { token })).body };
  },
  "edge-servers": async (server, owner) => {
    const token = owner.users.Admin.token;
    const id = owner.users["Edge server"].id;
    return { id, read: async () => (await server.request("GET", `/api/edge-servers/${id}/`, { token })).body };
  },
  // The machine API: a stream of the owner's edge server, opened with its machine token.
  edge: async (server, owner) => {
    const machine = await machineToken(server, owner);
    const workstation = await createRecord(
      server,
      owner.users.Admin.token,
      RESOURCES.find((resource) => resource.key === "workstation") as TResource,
    );
    const created = await server.request("POST", "/api/edge/streams/", {
      token: machine,
      body: { workstation: workstation?.id, torch: 1, sample_rate: 1000, t0_us: 1_700_000_000_000_000 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return {
      id: created.body.id,
      read: async () => (await server.db.select().from(arcStreams).where(eq(arcStreams.id, created.body.id)))[0],
    };
  },
  // A stream's raw download: the same stream as the machine API's.
  "edge-streams": (server, owner) => (RECORD_MAKERS.edge as NonNullable<(typeof RECORD_MAKERS)["edge"]>)(server, owner),
};

/** An edge server's machine token, issued by its client's Admin. */
async function machineToken(server: TTestServer, owner: TSeededClient): Promise<string> {
  const issued = await server.request("POST", `/api/edge-servers/${owner.users["Edge server"].id}/token/`, {
    token: owner.users.Admin.token,
  });
  expect(issued.status).toBe(201);
  return issued.body.token;
}

let server: TTestServer;
let alpha: TSeededClient;
let beta: TSeededClient;
/** alpha's edge server's machine token: the machine API (config.machine) answers it alone. */
let alphaMachine: string;

beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_WRITES_PER_MINUTE: "100000", RATE_LIMIT_READS_PER_MINUTE: "1000000" } });
  alpha = await seedClient(server, "Walker Alpha");
  beta = await seedClient(server, "Walker Beta");
  alphaMachine = await machineToken(server, alpha);
});
afterAll(() => server.close());

/** Each walk visits every route of the table, which grows with every area: more than the default 30 s on a busy machine. */
const WALK_TIMEOUT_MS = 180_000;

const key = (route: TRouteEntry) => `${route.method} ${route.url}`;
const apiRoutes = () =>
  server.routes.filter((route) => route.url.startsWith("/api/") && !route.url.startsWith("/api/docs") && route.method !== "HEAD");
const permissionOf = (route: TRouteEntry): { area: TArea; action: TAction } | undefined =>
  route.onRequest.map((hook) => (hook as { permission?: { area: TArea; action: TAction } }).permission).find(Boolean);
/** The path with every parameter filled in. */
// An import's record is reached under a real import (the workpieces'): under an unknown one every id is a 404.
const pathOf = (route: TRouteEntry, id: string) =>
  route.url
    .replace(":kind", "general")
    .replace(/:key(?=\/runs\/:id)/, "workpieces")
    .replace(/:[a-zA-Z]+/g, id);
const RANDOM_ID = "0190a6a8-0000-7000-8000-00000000beef";
const CLIENT_GROUPS: TGroup[] = GROUPS.filter((group) => group !== "Super User" && group !== "Support");

describe("every route of the route table", () => {
  it("has routes to walk, and every public route is listed with a reason", () => {
    expect(apiRoutes().length).toBeGreaterThan(100);
    const open = apiRoutes()
      .filter((route) => route.config.public)
      .map(key);
    expect(open.sort()).toEqual(Object.keys(PUBLIC_ROUTES).sort());
  });

  it("marks exactly the listed public writes as clearing the read caches", () => {
    const clearing = apiRoutes()
      .filter((route) => route.config.public && route.config.clearsReadCaches)
      .map(key);
    expect(clearing.sort()).toEqual(Object.keys(PUBLIC_WRITES_CLEARING_CACHES).sort());
  });

  it(
    "answers 401 without a token, on every non-public route",
    async () => {
      for (const route of apiRoutes().filter((candidate) => !candidate.config.public)) {
        const response = await server.request(route.method, pathOf(route, RANDOM_ID), { body: route.hasBody ? {} : undefined });
        expect(response.status, key(route)).toBe(401);
      }
    },
    WALK_TIMEOUT_MS,
  );

  it(
    "answers 403 to a group the permission matrix refuses, on every route with a permission",
    async () => {
      let checked = 0;
      for (const route of apiRoutes()) {
        const permission = permissionOf(route);
        if (!permission) continue;
        for (const group of CLIENT_GROUPS.filter((candidate) => !can(candidate, permission.area, permission.action))) {
          const response = await server.request(route.method, pathOf(route, RANDOM_ID), {
            token: alpha.users[group].token,
            body: route.hasBody ? {} : undefined,
          });
          expect(response.status, `${key(route)} as ${group}`).toBe(403);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(50);
    },
    WALK_TIMEOUT_MS,
  );

  it(
    "answers 400 to a malformed body, on every route that takes one",
    async () => {
      for (const route of apiRoutes().filter((candidate) => candidate.hasBody)) {
        const permission = permissionOf(route);
        // The Super User first: some routes add a platform-staff check of their own to the matrix.
        const group = (["Super User", "Admin"] as const).find(
          (candidate) => !permission || can(candidate, permission.area, permission.action),
        );
        if (!group) continue;
        const token = route.config.public ? undefined : route.config.machine ? alphaMachine : alpha.users[group].token;
        const response = await server.request(route.method, pathOf(route, RANDOM_ID), { token, body: "not an object" });
        // 405: a "delete only" catalogue refuses the method before reading the body.
        expect([400, 405], `${key(route)} → ${response.status} ${JSON.stringify(response.body)}`).toContain(response.status);
      }
    },
    WALK_TIMEOUT_MS,
  );

  it(
    "answers 404 to another client's id on every item route, and leaves the row unchanged",
    async () => {
      const itemRoutes = apiRoutes().filter((route) => route.url.includes(":id") && !route.config.public);
      const records = new Map<string, { id: string; read: () => Promise<unknown> }>();
      for (const route of itemRoutes) {
        const segment = route.url.split("/")[2] as string;
        if (!records.has(segment)) {
          const resource = RESOURCES.find((candidate) => candidate.path === segment);
          const maker = RECORD_MAKERS[segment];
          if (resource) {
            const record = await createRecord(server, beta.users.Admin.token, resource);
            const id = record?.id as string;
            records.set(segment, {
              id,
              read: async () => (await server.request("GET", `/api/${segment}/${id}/`, { token: beta.users.Admin.token })).body,
            });
          } else if (maker) records.set(segment, await maker(server, beta));
          else throw new Error(`${key(route)}: no way to make another client's record; add "${segment}" to RECORD_MAKERS`);
        }
        const record = records.get(segment) as { id: string; read: () => Promise<unknown> };
        const permission = permissionOf(route);
        const group = (["Admin", "Manager", "Engineer", "Viewer"] as const).find(
          (candidate) => !permission || can(candidate, permission.area, permission.action),
        );
        if (!group) continue;
        const token = route.config.machine ? alphaMachine : alpha.users[group].token;
        const before = await record.read();
        const response = await server.request(route.method, pathOf(route, record.id), {
          token,
          body: route.hasBody ? {} : undefined,
        });
        // A body the route refuses first (400), a method a "delete only" list refuses (405), or a refusal that a
        // made-up id gets as well (403 of a platform-staff-only route) reveal nothing either.
        if (response.status === 403) {
          const made = await server.request(route.method, pathOf(route, RANDOM_ID), {
            token,
            body: route.hasBody ? {} : undefined,
          });
          expect(made.status, `${key(route)}: 403 for another client's id but not for a made-up one`).toBe(403);
        } else expect([404, 400, 405], `${key(route)} as ${group} → ${response.status}`).toContain(response.status);
        if (route.hasBody && response.status === 400) {
          // Validation came first; try again with the record's own shape so the tenant check is reached.
          const again = await server.request(route.method, pathOf(route, record.id), {
            token,
            body: before ?? {},
          });
          expect([404, 400, 403, 405], `${key(route)} with a full body`).toContain(again.status);
        }
        expect(await record.read(), `${key(route)} changed another client's row`).toEqual(before);
      }
    },
    WALK_TIMEOUT_MS,
  );
});

/**
 * Every write route of every resource leaves a history entry naming the user who made it. The generic
 * routes of each resource are walked: create, update, bulk create and delete, each by a user of a group the matrix
 * allows (a different one where it can, so an entry naming the wrong user fails).
 */
describe("every write of every resource leaves a history entry with its user", () => {
  const entriesOf = (record: string) => server.db.select().from(historyEntries).where(eq(historyEntries.record_id, record));
  const writer = (area: TArea, action: TAction, not?: TGroup) =>
    (["Admin", "Manager", "Engineer", "Inspector"] as const).find((group) => group !== not && can(group, area, action)) ??
    (["Admin", "Manager", "Engineer", "Inspector"] as const).find((group) => can(group, area, action));

  it(
    "create, bulk create and delete (an update: at most one, with its user)",
    async () => {
      let walked = 0;
      for (const resource of RESOURCES as readonly TResource[]) {
        const creator = writer(resource.area, "create");
        if (!creator) continue;
        const created = await createRecord(server, alpha.users[creator].token, resource);
        const id = created?.id as string;
        expect(await entriesOf(id), `${resource.key} create`).toMatchObject([
          { action: "create", user_id: alpha.users[creator].id, client_id: alpha.id, resource: resource.key },
        ]);

        const updater = writer(resource.area, "update", creator);
        // A list showing part of a table (deleted welders) does not reach the record its create made: its table's own
        // list (welders) walks the update and delete.
        const scoped = Boolean(buildRegistry(AREAS).hooksOf(resource.key).scope);
        if (updater && !resource.deleteOnly && !scoped) {
          // The record's own values sent back. A save that changes nothing writes nothing (history-trust.api.test.ts);
          // one whose values round-trip differently leaves one entry, with its user.
          const own = created as Record<string, unknown>;
          const body = Object.fromEntries(
            Object.keys(resource.schema.shape)
              .filter((key) => key in own && key !== "client")
              .map((key) => [key, own[key]]),
          );
          const updated = await server.request("PATCH", `/api/${resource.path}/${id}/`, { token: alpha.users[updater].token, body });
          expect(updated.status, `${resource.key} update: ${JSON.stringify(updated.body)}`).toBe(200);
          const updates = (await entriesOf(id)).filter((entry) => entry.action === "update");
          expect(updates.length, `${resource.key} update`).toBeLessThanOrEqual(1);
          for (const entry of updates) expect(entry, `${resource.key} update`).toMatchObject({ user_id: alpha.users[updater].id });
        }

        const bulk = await server.request("POST", `/api/${resource.path}/bulk/`, {
          token: alpha.users[creator].token,
          body: [await validBody(server, alpha.users.Admin.token, resource)],
        });
        expect(bulk.status, `${resource.key} bulk`).toBe(200);
        const [row] = bulk.body.results;
        if (row.status === "success") {
          expect(await entriesOf(row.id), `${resource.key} bulk`).toMatchObject([{ action: "bulk", user_id: alpha.users[creator].id }]);
        }

        const deleter = writer(resource.area, "delete");
        if (deleter && !scoped) {
          const deleted = await server.request("DELETE", `/api/${resource.path}/${id}/`, { token: alpha.users[deleter].token });
          if (deleted.status === 204) {
            const deletes = await server.db
              .select()
              .from(historyEntries)
              .where(and(eq(historyEntries.record_id, id), eq(historyEntries.action, "delete")));
            expect(deletes, `${resource.key} delete`).toMatchObject([{ user_id: alpha.users[deleter].id }]);
          } else {
            // A refused delete (the record is in use by what its create needed) leaves no entry.
            expect(
              (await entriesOf(id)).some((entry) => entry.action === "delete"),
              `${resource.key} refused delete`,
            ).toBe(false);
          }
        }
        walked++;
      }
      expect(walked).toBeGreaterThan(60);
    },
    WALK_TIMEOUT_MS,
  );
});
