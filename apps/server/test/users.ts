import { randomBytes } from "node:crypto";
import type { TGroup } from "@weldtrace/domain";
import { createClient } from "../src/modules/clients/service.js";
import { createUser, ensureGroups } from "../src/seed/seed.js";
import { type TTestServer, USER_PASSWORD } from "./helpers.js";

export interface TTestUser {
  id: string;
  email: string;
  password: string;
  client_id: string;
  group_id: string;
}

/** A fresh client: auth tests change licences and lock emails, so each test gets its own. */
export async function addClient(server: TTestServer, name = `Client ${randomBytes(3).toString("hex")}`) {
  return createClient(server.db, { name });
}

/** One user with a unique email, so lockouts and resets never leak between tests. */
export async function addUser(
  server: TTestServer,
  options: { group?: TGroup; client_id?: string; password?: string | null; is_machine?: boolean } = {},
): Promise<TTestUser> {
  const groupIds = await ensureGroups(server.db);
  const group = options.group ?? "Engineer";
  const clientId = options.client_id ?? (await addClient(server)).id;
  const email = `user-${randomBytes(6).toString("hex")}@auth.test`;
  const password = options.password === undefined ? USER_PASSWORD : options.password;
  const user = await createUser(server.db, groupIds, {
    email,
    group,
    client_id: clientId,
    first_name: "First",
    last_name: "Last",
    password,
    is_machine: options.is_machine ?? group === "Edge server",
  });
  return { id: user.id, email, password: password ?? "", client_id: clientId, group_id: user.group_id };
}

export function login(server: TTestServer, email: string, password: string) {
  return server.request("POST", "/api/api-token-auth/", { body: { email, password } });
}
