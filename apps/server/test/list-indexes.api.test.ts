// PostgreSQL too: EXPLAIN proofs are the server's planner's, with its statistics.
// Every generic list is served by an index: for each resource, a table seeded for two clients, analyzed,
// and the exact statement the list issues (captured from Drizzle) explained. No planner switches are touched.
import { procedures as procedureResource, RESOURCES, type TListQuery } from "@weldtrace/domain";
import { eq, getTableColumns, getTableName, type Logger, type SQL } from "drizzle-orm";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AREAS } from "../src/app.js";
import { buildRegistry } from "../src/area.js";
import type { TTenantTable } from "../src/crud/create-crud-routes.js";
import { listPage, type TListSpec } from "../src/crud/list.js";
import type { TDatabase } from "../src/db/client.js";
import { ALERT_LIST, CLIENT_LIST, MEASUREMENT_LIST, TRIGGER_CONDITION_LIST, USER_LIST } from "../src/db/list-specs.js";
import {
  alerts,
  clients,
  MEASUREMENT_TABLES,
  procedures,
  users,
  welders,
  weldingProcessGroupTriggerConditions,
} from "../src/db/schema/index.js";
import { RESOURCE_TABLES } from "../src/db/schema/resource-tables.js";
import { createClient } from "../src/modules/clients/service.js";
import { ensureGroups } from "../src/seed/seed.js";
import { openTestDatabase } from "./database.js";
import { seedRows } from "./seed-rows.js";

/** Enough rows that reading the whole tenant costs more than walking an index, for this client and another. */
const ROWS = 3000;
const OTHER_ROWS = 3000;
/** Row 1234's text columns hold "0001234": a search that matches a handful of rows. */
const SEARCH = "0001234";

interface TCase {
  label: string;
  table: TTenantTable;
  spec: TListSpec;
  scope?: (table: TTenantTable) => SQL;
  /** The clients list has no client column: platform staff list every client. */
  tenant?: false;
}

/** One case per table (two heat lists share one), plus the hand-written lists (procedures, users, clients, trigger conditions). */
const CASES: TCase[] = [];
for (const resource of RESOURCES) {
  const table = RESOURCE_TABLES[resource.key];
  // Welders lists are scoped by `deleted` (live or deleted welders), which their indexes carry: list as the API does.
  const scope = table === welders ? buildRegistry(AREAS).hooksOf(resource.key).scope : undefined;
  if (!CASES.some((known) => known.table === table)) CASES.push({ label: resource.path, table, spec: resource, scope });
}
CASES.push({ label: "procedures", table: procedures, spec: procedureResource, scope: () => eq(procedures.is_archived, false) });
// The other lists written by hand (db/list-specs.ts): every list endpoint is explained here.
CASES.push(
  { label: "users", table: users as unknown as TTenantTable, spec: USER_LIST },
  { label: "clients", table: clients as unknown as TTenantTable, spec: CLIENT_LIST, tenant: false },
  { label: "welding-process-group-trigger-conditions", table: weldingProcessGroupTriggerConditions, spec: TRIGGER_CONDITION_LIST },
);
// Measurements are listed one inspection at a time (the one every seeded row of the client links to, found once seeded).
const inspectionOf = new Map<PgTable, string>();
for (const table of Object.values(MEASUREMENT_TABLES)) {
  CASES.push({
    label: getTableName(table),
    table: table as unknown as TTenantTable,
    spec: MEASUREMENT_LIST,
    scope: () => eq(table.inspection, inspectionOf.get(table) as string),
  });
}
CASES.push({ label: "alerts", table: alerts as unknown as TTenantTable, spec: ALERT_LIST });
/** A table is seeded after the tables its required links point into (a weld takes one of the client's procedures). */
function seedOrder(cases: TCase[]): TCase[] {
  const ordered: TCase[] = [];
  const visit = (testCase: TCase, path: Set<TCase>) => {
    if (ordered.includes(testCase) || path.has(testCase)) return;
    path.add(testCase);
    for (const key of getTableConfig(testCase.table).foreignKeys) {
      const target = cases.find((other) => other.table === key.reference().foreignTable);
      if (target && target !== testCase) visit(target, path);
    }
    ordered.push(testCase);
  };
  for (const testCase of cases) visit(testCase, new Set());
  return ordered;
}

const captured: { query: string; params: unknown[] }[] = [];
const logger: Logger = { logQuery: (query, params) => captured.push({ query, params }) };
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let db: TDatabase;
let clientId: string;
let otherClientId: string;

beforeAll(async () => {
  database = await openTestDatabase({ logger });
  db = database.db;
  clientId = (await createClient(db, { name: "Indexed" })).id;
  otherClientId = (await createClient(db, { name: "Neighbour" })).id;
  // Seeded users take one of the groups.
  await ensureGroups(db);
  const started = Date.now();
  // A required link into a table no list shows (a flaw attachment's stored file) takes one row seeded there first.
  const listed = new Set<PgTable>(CASES.map((testCase) => testCase.table));
  const unlisted = new Set<PgTable>();
  for (const { table } of CASES) {
    for (const key of getTableConfig(table).foreignKeys) {
      const { columns, foreignTable } = key.reference();
      if (columns[0]?.notNull && !listed.has(foreignTable) && "client_id" in getTableColumns(foreignTable)) unlisted.add(foreignTable);
    }
  }
  for (const table of unlisted) {
    const none = { orderingFields: [], searchFields: [] };
    await seedRows(db, table, none, clientId, 1);
    await seedRows(db, table, none, otherClientId, 1, { from: 2 });
  }
  for (const { table, spec } of seedOrder(CASES)) {
    await seedRows(db, table, spec, clientId, ROWS);
    await seedRows(db, table, spec, otherClientId, OTHER_ROWS, { from: ROWS + 1 });
    await db.execute(`vacuum analyze ${getTableName(table)}`);
  }
  for (const table of Object.values(MEASUREMENT_TABLES)) {
    const [row] = await db.select({ inspection: table.inspection }).from(table).where(eq(table.client_id, clientId)).limit(1);
    inspectionOf.set(table, row?.inspection as string);
  }
  console.log(`list-indexes: seeded ${CASES.length} tables in ${Date.now() - started} ms`);
  // 64 tables of 6,000 rows: about three minutes on a busy shared machine, eight when it is overloaded.
}, 900_000);
afterAll(() => database?.close());

interface TPlanNode {
  "Node Type": string;
  "Index Name"?: string;
  "Relation Name"?: string;
  "Parent Relationship"?: string;
  Plans?: TPlanNode[];
}
const nodesOf = (node: TPlanNode): TPlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];
/** A node and its children, leaving out the InitPlans (scalar subqueries run once: the capped count). */
const ownNodesOf = (node: TPlanNode): TPlanNode[] => [
  node,
  ...(node.Plans ?? []).filter((child) => child["Parent Relationship"] !== "InitPlan").flatMap(ownNodesOf),
];
const initPlansOf = (node: TPlanNode): TPlanNode[] => [
  ...(node.Plans ?? []).filter((child) => child["Parent Relationship"] === "InitPlan"),
  ...(node.Plans ?? []).filter((child) => child["Parent Relationship"] !== "InitPlan").flatMap(initPlansOf),
];

/**
 * Runs the list as the API does and explains the one statement it issues: the page's rows (`rows`) with the capped
 * count as a scalar subquery (`count`, the InitPlan).
 */
async function explainList(testCase: TCase, query: Partial<TListQuery>) {
  captured.length = 0;
  const filters = [testCase.tenant === false ? undefined : eq(testCase.table.client_id, clientId), testCase.scope?.(testCase.table)];
  const page = await listPage(
    db,
    testCase.table as PgTable,
    testCase.spec,
    { page: 1, page_size: 10, ...query },
    filters,
    "/x/",
    (row) => row,
  );
  const client = (db as unknown as { $client: { query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }> } })
    .$client;
  const statements = captured.splice(0);
  expect(statements).toHaveLength(1);
  const { query: text, params } = statements[0] as { query: string; params: unknown[] };
  const { rows } = await client.query(`explain (format json) ${text}`, params);
  const raw = rows[0]?.["QUERY PLAN"];
  const top = ((typeof raw === "string" ? JSON.parse(raw) : raw) as { Plan: TPlanNode }[])[0]?.Plan as TPlanNode;
  const initPlans = initPlansOf(top);
  expect(initPlans).toHaveLength(1);
  return { page, rows: ownNodesOf(top), count: nodesOf(initPlans[0] as TPlanNode) };
}

const describeNodes = (nodes: TPlanNode[]) =>
  nodes.map((node) => `${node["Node Type"]}${node["Index Name"] ? ` ${node["Index Name"]}` : ""}`).join(" > ");

describe.each(CASES)("$label list", (testCase) => {
  const name = getTableName(testCase.table);

  it.each(testCase.spec.orderingFields.flatMap((field) => [field, `-${field}`]))(
    "orders by %s from its index (no Seq Scan, no Sort); the count stops under a Limit",
    async (ordering) => {
      const field = ordering.replace(/^-/, "");
      const { page, rows, count } = await explainList(testCase, { ordering });
      expect(page.results).toHaveLength(10);
      expect(page.count).toBeGreaterThanOrEqual(ROWS);
      expect(describeNodes(rows)).not.toMatch(/Seq Scan|Sort/);
      expect(describeNodes(rows)).toContain(`${name}_list_${field}_idx`);
      // The count reads at most COUNT_CAP + 1 rows: whatever scan the planner picks sits under the Limit.
      expect(describeNodes(count)).toMatch(/^Aggregate > (Subquery Scan > )?Limit > /);
    },
  );

  it.runIf(testCase.spec.searchFields.length > 0)("searches through an index, never a Seq Scan", async () => {
    const { page, rows, count } = await explainList(testCase, { search: SEARCH });
    expect(page.results.length).toBeGreaterThan(0);
    for (const nodes of [rows, count]) {
      expect(describeNodes(nodes)).not.toMatch(/Seq Scan/);
      expect(describeNodes(nodes)).toMatch(new RegExp(`${name}_(search|list_\\w+)_idx`));
    }
  });
});
