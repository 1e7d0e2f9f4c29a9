import { DEFAULT_UNIT_SYSTEM_NAME, GROUPS, METRIC_UNIT_SYSTEM, type TGroup, US_CUSTOMARY_UNIT_SYSTEM } from "@weldtrace/domain";
import { and, count, eq, notExists } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { TDatabase, TExecutor } from "../db/client.js";
import { clients, groups, projects, uoms, users } from "../db/schema/index.js";
import type { TFileStore } from "../files/store.js";
import { createClient } from "../modules/clients/service.js";
import { hashPassword, randomPassword } from "../security/secrets.js";
import { seedDemoArcAlerts } from "./demo-alerts.js";
import type { TPendingFile } from "./demo-certificates.js";
import { seedDemoInspections } from "./demo-inspections.js";
import { seedDemoProcedures } from "./demo-procedures.js";
import { DEMO_EDGE_PROJECT, seedDemoProjects } from "./demo-projects.js";
import { seedDemoStaff } from "./demo-staff.js";
import { seedDemoWelds } from "./demo-welds.js";
import { seedDemoWorkpieces } from "./demo-workpieces.js";

export const DEMO_CLIENT_NAME = "Demo Pipelines";
export const DEMO_PASSWORD = "demo-weld-2026";
/** One demo login per group, documented in the README. */
export const DEMO_USERS: { email: string; group: TGroup; first_name: string; last_name: string }[] = [
  { email: "admin@demo.example", group: "Admin", first_name: "Alice", last_name: "Martin" },
  { email: "manager@demo.example", group: "Manager", first_name: "Marc", last_name: "Dubois" },
  { email: "engineer@demo.example", group: "Engineer", first_name: "Emma", last_name: "Bernard" },
  { email: "inspector@demo.example", group: "Inspector", first_name: "Ivan", last_name: "Petit" },
  { email: "viewer@demo.example", group: "Viewer", first_name: "Victor", last_name: "Moreau" },
];

/** Clients created before unit systems existed get "Full metric system" as their default. */
export async function ensureDefaultUnitSystems(db: TExecutor): Promise<void> {
  const missing = await db
    .select({ id: clients.id })
    .from(clients)
    .where(
      notExists(
        db
          .select({ id: uoms.id })
          .from(uoms)
          .where(and(eq(uoms.client_id, clients.id), eq(uoms.is_default, true))),
      ),
    );
  if (missing.length === 0) return;
  await db
    .insert(uoms)
    .values(missing.map((client) => ({ client_id: client.id, name: DEFAULT_UNIT_SYSTEM_NAME, is_default: true, ...METRIC_UNIT_SYSTEM })));
}

export async function ensureGroups(db: TExecutor): Promise<Map<TGroup, string>> {
  await db
    .insert(groups)
    .values(GROUPS.map((name) => ({ name })))
    .onConflictDoNothing();
  const rows = await db.select().from(groups);
  return new Map(rows.map((row) => [row.name as TGroup, row.id]));
}

export async function createUser(
  db: TExecutor,
  groupIds: Map<TGroup, string>,
  values: {
    email: string;
    group: TGroup;
    client_id: string;
    first_name?: string;
    last_name?: string;
    password: string | null;
    is_machine?: boolean;
  },
) {
  const groupId = groupIds.get(values.group);
  if (!groupId) throw new Error(`unknown group ${values.group}`);
  const [user] = await db
    .insert(users)
    .values({
      email: values.email.toLowerCase(),
      username: values.email.toLowerCase(),
      first_name: values.first_name ?? "",
      last_name: values.last_name ?? "",
      group_id: groupId,
      client_id: values.client_id,
      is_machine: values.is_machine ?? false,
      password_hash: values.password ? await hashPassword(values.password) : null,
    })
    .returning();
  if (!user) throw new Error("user not created");
  return user;
}

/** Idempotent: groups always; the first Super User when there is no user; demo data when asked and absent. */
export async function seed(
  db: TDatabase,
  options: { adminEmail: string; adminPassword: string | null; demoData: boolean },
  log: FastifyBaseLogger,
  /** Where the demo's files (certificates) are written once the seed has committed; without one they stay records only. */
  store?: TFileStore,
): Promise<void> {
  const pending: TPendingFile[] = [];
  await db.transaction(async (tx) => {
    const groupIds = await ensureGroups(tx);
    await ensureDefaultUnitSystems(tx);
    const [existing] = await tx.select({ value: count() }).from(users);
    if ((existing?.value ?? 0) === 0) {
      const platform = await createClient(tx, { name: "Platform", is_platform: true });
      const password = options.adminPassword ?? randomPassword();
      await createUser(tx, groupIds, {
        email: options.adminEmail,
        group: "Super User",
        client_id: platform.id,
        first_name: "Super",
        last_name: "User",
        password,
      });
      log.info(
        options.adminPassword
          ? `First Super User created: ${options.adminEmail} (password from ADMIN_PASSWORD)`
          : `First Super User created: ${options.adminEmail} / ${password}  (shown once; change it in My account)`,
      );
    }
    if (!options.demoData) return;
    const [demo] = await tx.select().from(clients).where(eq(clients.name, DEMO_CLIENT_NAME)).limit(1);
    if (demo) return;
    const client = await createClient(tx, { name: DEMO_CLIENT_NAME });
    await tx.insert(uoms).values({ ...US_CUSTOMARY_UNIT_SYSTEM, client_id: client.id });
    await seedDemoProjects(tx, client.id);
    await seedDemoProcedures(tx, client.id);
    await seedDemoStaff(tx, client.id);
    await seedDemoWorkpieces(tx, client.id, pending);
    await seedDemoWelds(tx, client.id);
    await seedDemoInspections(tx, client.id);
    await seedDemoArcAlerts(tx, client.id);
    for (const user of DEMO_USERS) {
      await createUser(tx, groupIds, { ...user, client_id: client.id, password: DEMO_PASSWORD });
    }
    await createUser(tx, groupIds, {
      email: "edge-01@demo.example",
      group: "Edge server",
      client_id: client.id,
      first_name: "Edge",
      last_name: "server 01",
      password: null,
      is_machine: true,
    });
    // The demo edge server feeds the on-going pipeline, so that project shows the status rule (spec §4).
    const [northSea] = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.client_id, client.id), eq(projects.name, DEMO_EDGE_PROJECT)))
      .limit(1);
    if (northSea) await tx.update(users).set({ project: northSea.id }).where(eq(users.email, "edge-01@demo.example"));
    log.info(`Demo client "${DEMO_CLIENT_NAME}" created; logins ${DEMO_USERS.map((user) => user.email).join(", ")} / ${DEMO_PASSWORD}`);
  });
  // Bytes after the records are committed: a crash in between leaves a record without bytes (its download answers
  // 404), never bytes without a record.
  if (store) for (const file of pending) await store.put(file.storageKey, file.body, file.contentType);
}
