// PostgreSQL too: a data migration run against a server database.
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const FOLDER = join(import.meta.dirname, "../src/db/migrations");
const statementsOf = (file: string) =>
  readFileSync(join(FOLDER, file), "utf8")
    .split("--> statement-breakpoint")
    .map((statement) => statement.trim())
    .filter(Boolean);
const files = readdirSync(FOLDER)
  .filter((file) => file.endsWith(".sql"))
  .sort();
const EQUIPMENTS = files.find((file) => file.includes("equipments_catalogue")) ?? "";

/** The two statements the test needs, on PGlite in memory or, with TEST_DATABASE_URL, a new database on that server. */
interface TSql {
  exec(statement: string): Promise<unknown>;
  query<T>(statement: string, params?: unknown[]): Promise<{ rows: T[] }>;
  close(): Promise<void>;
}

async function openSql(): Promise<TSql> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const lite = new PGlite({ extensions: { pg_trgm } });
    return {
      exec: (statement) => lite.exec(statement),
      query: (statement, params) => lite.query(statement, params),
      close: () => lite.close(),
    };
  }
  const name = `weldtrace_migration_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    exec: (statement) => client.query(statement),
    query: async (statement, params) => ({ rows: (await client.query(statement, params)).rows }),
    close: async () => {
      await client.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

let db: TSql;
beforeAll(async () => {
  db = await openSql();
  for (const file of files.slice(0, files.indexOf(EQUIPMENTS))) for (const statement of statementsOf(file)) await db.exec(statement);
});
afterAll(() => db.close());

describe("migration equipments_catalogue", () => {
  it("turns each client's free-text heat-treatment equipment into one catalogue entry per name and points the rows at it", async () => {
    const clientOf = async (name: string) =>
      (await db.query<{ id: string }>(`insert into clients (id, name) values (gen_random_uuid(), $1) returning id`, [name])).rows[0]!.id;
    const alpha = await clientOf("Alpha");
    const beta = await clientOf("Beta");
    const procedureOf = async (client: string) =>
      (
        await db.query<{ id: string }>(
          `insert into procedures (id, client_id, name, date_format) values (gen_random_uuid(), $1, 'WPS', 'YYYY-MM-DD') returning id`,
          [client],
        )
      ).rows[0]!.id;
    const heating = async (client: string) =>
      (
        await db.query<{ id: string }>(`insert into heating_types (id, client_id, name) values (gen_random_uuid(), $1, $2) returning id`, [
          client,
          `Induction ${Math.random()}`,
        ])
      ).rows[0]!.id;
    const treatment = async (client: string, equipment: string | null) =>
      db.query(
        `insert into heat_treatments (id, client_id, procedure, index, name, heating_type, equipment) values (gen_random_uuid(), $1, $2, 0, $3, $4, $5)`,
        [client, await procedureOf(client), `PWHT ${equipment}`, await heating(client), equipment],
      );
    await treatment(alpha, "Induction unit 80 kVA");
    await treatment(alpha, " induction UNIT 80 kVA ");
    await treatment(alpha, "");
    await treatment(alpha, null);
    await treatment(beta, "Induction unit 80 kVA");

    for (const statement of statementsOf(EQUIPMENTS)) await db.exec(statement);

    const entries = await db.query<{ client_id: string; name: string; id: string }>(
      `select id, client_id, name from equipments order by client_id`,
    );
    expect(entries.rows.map((row) => [row.client_id, row.name]).sort()).toEqual(
      [
        [alpha, "Induction unit 80 kVA"],
        [beta, "Induction unit 80 kVA"],
      ].sort(),
    );
    const rows = await db.query<{ client_id: string; equipment: string | null }>(`select client_id, equipment from heat_treatments`);
    const entryOf = (client: string) => entries.rows.find((row) => row.client_id === client)?.id;
    expect(
      rows.rows
        .filter((row) => row.client_id === alpha)
        .map((row) => row.equipment)
        .sort(),
    ).toEqual([entryOf(alpha), entryOf(alpha), null, null].sort());
    expect(rows.rows.find((row) => row.client_id === beta)?.equipment).toBe(entryOf(beta));
  });
});
