import { randomUUID } from "node:crypto";
import { RESOURCES, textOf } from "@weldtrace/domain";
import { and, eq, getTableColumns, getTableName } from "drizzle-orm";
import { getTableConfig, type PgColumn, type PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AREAS } from "../src/app.js";
import { buildRegistry } from "../src/area.js";
import { CLEARED_BY_DELETE, isPartOfTarget } from "../src/crud/usages.js";
import * as schema from "../src/db/schema/index.js";
import { RESOURCE_TABLES } from "../src/db/schema/resource-tables.js";
import { seedClient, startTestServer, type TSeededClient, type TTestServer } from "./helpers.js";

/*
 * References cannot dangle: for every link the registry knows (derived from the resource definitions and the
 * procedure's reference lists), a record pointing at an entry blocks its deletion with 409 naming the record,
 * and the entry is still there. A second test checks the registry misses no link column of the schema.
 */

let server: TTestServer;
let alpha: TSeededClient;

beforeAll(async () => {
  server = await startTestServer();
  alpha = await seedClient(server, "Usage Alpha");
});
afterAll(() => server.close());

type TAnyTable = PgTable & { id: PgColumn; client_id: PgColumn };
const tableColumns = (table: PgTable) => getTableColumns(table) as Record<string, PgColumn>;

/** The table each foreign-key column points into, by the column's property name. */
function foreignTables(table: PgTable): Map<string, PgTable> {
  const byName = new Map(Object.entries(tableColumns(table)).map(([key, column]) => [column.name, key]));
  const map = new Map<string, PgTable>();
  for (const fk of getTableConfig(table).foreignKeys) {
    const reference = fk.reference();
    const key = byName.get(reference.columns[0]?.name ?? "");
    if (key) map.set(key, reference.foreignTable);
  }
  return map;
}

let counter = 0;
/** Inserts a row with every required column filled (required links get a fresh row of their own). */
async function insertMinimal(table: PgTable, overrides: Record<string, unknown> = {}): Promise<{ id: string; name: string }> {
  counter += 1;
  const name = `Usage ${counter}`;
  const links = foreignTables(table);
  const values: Record<string, unknown> = { client_id: alpha.id };
  for (const [key, column] of Object.entries(tableColumns(table))) {
    if (key in values || key in overrides || !column.notNull || column.hasDefault) continue;
    const linked = links.get(key);
    if (linked) values[key] = (await minimalOf(linked)).id;
    // Every text differs from row to row: some are unique per client (a welder's ID).
    else if (column.columnType === "PgText") values[key] = key === "name" || key === "heat_no" ? name : `x ${counter}`;
    else if (["PgDoublePrecision", "PgInteger", "PgBigInt53"].includes(column.columnType)) values[key] = 1;
    else if (column.columnType === "PgDateString") values[key] = "2026-01-01";
    else if (column.columnType === "PgBoolean") values[key] = false;
    else if (column.columnType === "PgArray") values[key] = [];
    else if (column.columnType === "PgUUID") values[key] = randomUUID();
    else throw new Error(`no sample for ${getTableName(table)}.${key} (${column.columnType})`);
  }
  const [row] = await server.db
    .insert(table)
    .values({ ...values, ...overrides } as never)
    .returning();
  return { id: (row as { id: string }).id, name };
}

/** A heat shows in the workpiece heats list only with a workpiece heat certificate among its documents. */
async function minimalOf(table: PgTable) {
  if (table !== schema.heats) return insertMinimal(table);
  const [certificate] = await server.db
    .select({ id: schema.documentTypes.id })
    .from(schema.documentTypes)
    .where(and(eq(schema.documentTypes.client_id, alpha.id), eq(schema.documentTypes.name, "Workpiece heat certificate")));
  const document = await insertMinimal(schema.documents, { type: certificate?.id });
  return insertMinimal(schema.heats, { documents: [document.id] });
}

/** The resource an entry of this table is deleted through (heats: the workpiece heats list). */
const resourceOf = (table: PgTable) =>
  RESOURCES.find((resource) => (RESOURCE_TABLES as Record<string, PgTable>)[resource.key] === table && resource.key !== "fillerMetalHeat");
/** The path it is deleted through: procedures have their own route, which asks the same registry. */
const pathOf = (table: PgTable) => (table === schema.procedures ? "procedures" : resourceOf(table)?.path);

const registry = buildRegistry(AREAS);
const referrers = () => registry.referrers();
const cases = referrers().map((referrer) => ({
  label: `${getTableName(referrer.table)}.${referrer.column.name} → ${getTableName(referrer.target)}`,
  referrer,
}));

describe("deleting an entry others point at", () => {
  it("covers every resource reference field and every procedure reference", () => {
    const labels = cases.map((entry) => entry.label);
    expect(labels).toEqual(expect.arrayContaining(["procedures.welds_classes → weld_classes", "pass_groups.process → welding_processes"]));
    for (const resource of RESOURCES) {
      for (const field of resource.fields) {
        // Pass groups and sections are rows of a procedure, removed by its save, which clears the links to them
        // (on delete set null): a cycle's pass group, an inspection's section.
        if (
          (field.kind !== "reference" && field.kind !== "references") ||
          field.target === "client" ||
          PROCEDURE_ROWS.includes(field.target as string)
        )
          continue;
        const table = (RESOURCE_TABLES as Record<string, PgTable>)[resource.key] as PgTable;
        const column = tableColumns(table)[field.key] as PgColumn;
        // Parts of their target go with it (on delete cascade); links the target's delete hook clears are no usage.
        if (isPartOfTarget(table, column) || CLEARED_BY_DELETE.includes(column)) continue;
        expect(
          labels.some((label) => label.startsWith(`${getTableName(table)}.${field.key} `)),
          `${resource.key}.${field.key}`,
        ).toBe(true);
      }
    }
  });

  it.each(cases)("$label: 409 naming the record, the entry stays; deletable once unlinked", async ({ referrer }) => {
    const path = pathOf(referrer.target);
    expect(path, "the target is a resource with a list").toBeDefined();
    const target = await minimalOf(referrer.target);
    const link = referrer.many ? [target.id] : target.id;
    const columnKey = Object.entries(tableColumns(referrer.table)).find(([, column]) => column === referrer.column)?.[0] as string;
    let owner: { id: string; name: string };
    let ownerName: string;
    if (referrer.parent) {
      const procedure = await insertMinimal(schema.procedures);
      owner = await insertMinimal(referrer.table, { procedure: procedure.id, [columnKey]: link });
      ownerName = procedure.name;
    } else {
      owner = await insertMinimal(referrer.table, { [columnKey]: link });
      // Named by what the registry names it by: its first text field (a welder's first name), its name, else its id.
      const [named] = await server.db
        .select({ name: referrer.ownerName })
        .from(referrer.table)
        .where(eq((referrer.table as TAnyTable).id, owner.id));
      ownerName = String(named?.name);
    }
    const token = alpha.users.Admin.token;
    const hooks = registry.hooksOf(resourceOf(referrer.target)?.key ?? "");

    if (hooks?.softDelete) {
      // Welders are never removed (docs/decisions.md): the delete only marks the row, so the link still resolves.
      const kept = await server.request("DELETE", `/api/${path}/${target.id}/`, { token });
      expect(kept.status).toBe(204);
      const [row] = await server.db
        .select()
        .from(referrer.target)
        .where(eq((referrer.target as TAnyTable).id, target.id));
      expect(row).toMatchObject(hooks.softDelete);
      return;
    }

    const refused = await server.request("DELETE", `/api/${path}/${target.id}/`, { token });
    expect(refused.status).toBe(409);
    const usedBy = [{ entity: referrer.owner, count: 1, names: [ownerName] }];
    expect(refused.body).toMatchObject({ code: "in_use", used_by: usedBy });
    // Where the spec words the refusal itself (a workpiece with children, an edge used in a weld), its text is the detail.
    const specMessage = hooks?.inUseDetail?.(usedBy);
    if (specMessage) expect(refused.body.detail).toBe(textOf(specMessage));
    else expect(refused.body.detail).toMatch(/^Used by 1 /);
    const [still] = await server.db
      .select({ id: (referrer.target as TAnyTable).id })
      .from(referrer.target)
      .where(eq((referrer.target as TAnyTable).id, target.id));
    expect(still).toBeDefined();

    await server.db
      .update(referrer.table)
      .set({ [columnKey]: referrer.many ? [] : null } as never)
      .where(eq(referrer.table.id, owner.id))
      .catch(async () => {
        // A required link: remove the record instead.
        await server.db.delete(referrer.table).where(eq(referrer.table.id, owner.id));
      });
    const deleted = await server.request("DELETE", `/api/${path}/${target.id}/`, { token });
    expect(deleted.status).toBe(204);
  });

  it("names each kind of user, counts them and lists the first three names sorted", async () => {
    const weldClass = await insertMinimal(schema.weldClasses);
    const names = ["WPS-D", "WPS-B", "WPS-A", "WPS-C"];
    for (const name of names) await insertMinimal(schema.procedures, { name, welds_classes: [weldClass.id] });
    const refused = await server.request("DELETE", `/api/weld-classes/${weldClass.id}/`, { token: alpha.users.Admin.token });
    expect(refused.status).toBe(409);
    expect(refused.body.used_by).toEqual([{ entity: "procedure", count: 4, names: ["WPS-A", "WPS-B", "WPS-C"] }]);
    expect(refused.body.detail).toBe("Used by 4 procedures: WPS-A, WPS-B, WPS-C, ….");
  });

  it("ignores another client's records: their links cannot point here", async () => {
    const beta = await seedClient(server, "Usage Beta");
    const weldClass = await insertMinimal(schema.weldClasses);
    await server.db
      .insert(schema.procedures)
      .values({ client_id: beta.id, name: "Beta WPS", date_format: "x", welds_classes: [weldClass.id] });
    const deleted = await server.request("DELETE", `/api/weld-classes/${weldClass.id}/`, { token: alpha.users.Admin.token });
    expect(deleted.status).toBe(204);
  });
});

/** Links that are not "an entry another record uses": the tenant, a child's parent, links handled otherwise. */
/** Targets that are rows of a procedure (its save removes them; what names them is cleared, on delete set null). */
const PROCEDURE_ROWS = ["passGroup", "temperatureControl", "cooling", "timeLapse", "backPurging", "heatTreatment"];

const NOT_USAGES = new Set([
  "client_id",
  // A child row belongs to its procedure or bevel and goes with it.
  "procedure",
  "bevel",
  // A fork keeps its history: the link is cleared when the original goes (on delete set null).
  "procedures.forked_from",
  // Trigger conditions belong to their process group and go with it.
  "welding_process_group_trigger_conditions.welding_process_group",
  // A machine's project is cleared by the project's delete hook.
  "users.project",
  // Files are deleted through /api/s3/delete/, not the generic lists.
  "documents.file",
  // Ids of the procedure's own rows (alerts configuration, a temperature control sequence's pass groups).
  "alert_supervisors.elements_selected",
  "temperature_control_inspection_sequences.pass_group",
  // A measurement is read-only and has no name to show: its instrument's delete is refused by the foreign key (409 in_use).
  "fit_up_measurements.measuring_instrument",
  "bevel_measurements.measuring_instrument",
  "temperature_measurements.measuring_instrument",
  "cooling_measurements.measuring_instrument",
  "time_lapse_measurements.measuring_instrument",
  "back_purging_measurements.measuring_instrument",
  "heat_treatment_measurements.measuring_instrument",
  // An alert keeps its text when its project goes (on delete set null).
  "alerts.project",
]);

describe("the usage registry", () => {
  it("knows every link column of the tenant tables that points at an entry of a list", () => {
    const known = new Set(referrers().map((referrer) => `${getTableName(referrer.table)}.${referrer.column.name}`));
    const resourceTables = new Set<PgTable>(Object.values(RESOURCE_TABLES));
    const missing: string[] = [];
    for (const table of Object.values(schema)) {
      if (!(table && typeof table === "object" && Symbol.for("drizzle:IsDrizzleTable") in table)) continue;
      const pgTable = table as PgTable;
      const name = getTableName(pgTable);
      const links = foreignTables(pgTable);
      for (const [key, column] of Object.entries(tableColumns(pgTable))) {
        const isLink =
          (links.has(key) && resourceTables.has(links.get(key) as PgTable)) ||
          (column.columnType === "PgArray" && column.getSQLType().startsWith("uuid"));
        const label = `${name}.${column.name}`;
        if (!isLink || NOT_USAGES.has(column.name) || NOT_USAGES.has(label) || known.has(label)) continue;
        // A part of its target goes with it; a link the target's delete hook clears cannot dangle either.
        if (isPartOfTarget(pgTable, column) || CLEARED_BY_DELETE.includes(column)) continue;
        missing.push(label);
      }
    }
    expect(missing).toEqual([]);
  });
});
