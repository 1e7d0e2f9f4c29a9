// PostgreSQL too: EXPLAIN proofs are the server's planner's, with its statistics.
// The history lists are served by indexes: entries seeded for two clients, analyzed, and the exact
// statement each list issues (captured from Drizzle) explained, as list-indexes.api.test.ts does for the resources.
import { HISTORY_LIST } from "@weldtrace/domain";
import { and, eq, type Logger, type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listPage } from "../src/crud/list.js";
import { historyEntries } from "../src/db/schema/index.js";
import { createClient } from "../src/modules/clients/service.js";
import { openTestDatabase } from "./database.js";

const captured: { query: string; params: unknown[] }[] = [];
const logger: Logger = { logQuery: (query, params) => captured.push({ query, params }) };
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let clientId: string;
const RECORD = "0190a6a8-0000-7000-8000-000000000042";
const USER = "0190a6a8-0000-7000-8000-0000000000aa";

beforeAll(async () => {
  database = await openTestDatabase({ logger });
  clientId = (await createClient(database.db, { name: "History indexed" })).id;
  const other = (await createClient(database.db, { name: "History neighbour" })).id;
  // 20,000 entries per client over 40 resources, 50 users and many records; a few for one record.
  for (const client of [clientId, other]) {
    await database.db.execute(sql`
      insert into history_entries (id, client_id, resource, record_id, action, user_id, changes, created_at)
      select gen_random_uuid(), ${client}, 'resource' || (n % 40), gen_random_uuid(), 'update',
             ('0190a6a8-0000-7000-8000-' || lpad(to_hex(n % 50 + 100), 12, '0'))::uuid,
             '[{"field":"name","before":"a","after":"b"}]'::jsonb, now() - (n || ' minutes')::interval
      from generate_series(1, 20000) as n`);
  }
  await database.db.execute(sql`
    insert into history_entries (id, client_id, resource, record_id, action, user_id, created_at)
    select gen_random_uuid(), ${clientId}, 'weld', ${RECORD}, 'update', ${USER}, now() - (n || ' seconds')::interval
    from generate_series(1, 30) as n`);
  await database.db.execute(sql`vacuum analyze history_entries`);
}, 300_000);
afterAll(() => database?.close());

interface TPlanNode {
  "Node Type": string;
  "Index Name"?: string;
  "Parent Relationship"?: string;
  Plans?: TPlanNode[];
}
const ownNodesOf = (node: TPlanNode): TPlanNode[] => [
  node,
  ...(node.Plans ?? []).filter((child) => child["Parent Relationship"] !== "InitPlan").flatMap(ownNodesOf),
];
const describeNodes = (nodes: TPlanNode[]) =>
  nodes.map((node) => `${node["Node Type"]}${node["Index Name"] ? ` ${node["Index Name"]}` : ""}`).join(" > ");

/** The page's statement as the route issues it (listPage over the route's conditions), explained. */
async function explain(conditions: SQL[]) {
  captured.length = 0;
  const page = await listPage(database.db, historyEntries, HISTORY_LIST, { page: 1, page_size: 20 }, conditions, "/x/", (row) => row);
  const [statement] = captured.splice(0);
  const client = (
    database.db as unknown as { $client: { query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }> } }
  ).$client;
  const { rows } = await client.query(`explain (format json) ${statement?.query}`, statement?.params ?? []);
  const raw = rows[0]?.["QUERY PLAN"];
  const top = ((typeof raw === "string" ? JSON.parse(raw) : raw) as { Plan: TPlanNode }[])[0]?.Plan as TPlanNode;
  return { page, plan: describeNodes(ownNodesOf(top)) };
}

describe("history lists", () => {
  it("one record's entries come from the record index", async () => {
    const { page, plan } = await explain([eq(historyEntries.client_id, clientId), eq(historyEntries.record_id, RECORD)]);
    expect(page.results).toHaveLength(20);
    // A record has few entries: the planner may read them all from the index and sort them, never the table.
    expect(plan).not.toMatch(/Seq Scan/);
    expect(plan).toContain("history_entries_record_idx");
  });

  it("the client-wide list walks the client's time index", async () => {
    const { page, plan } = await explain([eq(historyEntries.client_id, clientId)]);
    expect(page.results).toHaveLength(20);
    expect(plan).not.toMatch(/Seq Scan|Sort/);
    expect(plan).toContain("history_entries_list_created_at_idx");
  });

  it("filtered by user, from the user index; filtered by resource, the client's time index walked with the filter", async () => {
    const byUser = await explain([eq(historyEntries.client_id, clientId), eq(historyEntries.user_id, USER)]);
    expect(byUser.page.results).toHaveLength(20);
    expect(byUser.plan).not.toMatch(/Seq Scan|Sort/);
    expect(byUser.plan).toContain("history_entries_user_idx");
    // No resource index (it would cost every bulk save's and import's entries, docs/decisions.md).
    const byResource = await explain([eq(historyEntries.client_id, clientId), eq(historyEntries.resource, "resource7")]);
    expect(byResource.page.results).toHaveLength(20);
    expect(byResource.plan).not.toMatch(/Seq Scan|Sort/);
    expect(byResource.plan).toContain("history_entries_list_created_at_idx");
  });

  it("an action or a date range narrows the client's list without a scan or a sort", async () => {
    const { plan } = await explain([
      eq(historyEntries.client_id, clientId),
      and(eq(historyEntries.action, "update"), sql`${historyEntries.created_at} >= now() - interval '1 day'`) as SQL,
    ]);
    expect(plan).not.toMatch(/Seq Scan|Sort/);
  });
});
