import { z } from "zod";
import { MESSAGE_CATALOGUE } from "../messages/catalogue.js";

const zPersonName = () => z.string().trim().min(1).max(150);

export const ZUserCreate = z.object({
  first_name: zPersonName(),
  last_name: zPersonName(),
  email: z.email().trim().toLowerCase().max(254),
  /** Spec: the password is asked only when creating. */
  /** Checked against the password policy by the server (isPasswordAcceptable). */
  password: z.string().min(1).max(200),
  /** Exactly one group, by id. */
  group: z.uuid(),
  client: z.uuid(),
  is_machine: z.boolean().default(false),
  is_active: z.boolean().default(true),
  /** Edge servers only: the project the machine feeds (spec: edge server "project"). */
  project: z.uuid().nullable().optional(),
});
export type TUserCreate = z.infer<typeof ZUserCreate>;
/** Written out, not `.partial()`: zod 4 keeps defaults in partial schemas, and a PATCH must not reset flags. */
export const ZUserUpdate = z
  .object({
    first_name: zPersonName(),
    last_name: zPersonName(),
    email: z.email().trim().toLowerCase().max(254),
    group: z.uuid(),
    client: z.uuid(),
    is_machine: z.boolean(),
    is_active: z.boolean(),
    project: z.uuid().nullable(),
  })
  .partial();
export type TUserUpdate = z.infer<typeof ZUserUpdate>;

export interface TUser {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  username: string;
  group: string;
  group_name: string;
  client: string;
  client_name: string;
  /** Spec: the users list shows role as a yes/no flag from the admin-like check. */
  role: boolean;
  is_machine: boolean;
  is_active: boolean;
  /** The project an edge server is connected to; null for people. */
  project: string | null;
  created_at: string;
}

export const USER_MESSAGES = {
  emailTaken: MESSAGE_CATALOGUE.email_taken,
  cannotDeleteSelf: MESSAGE_CATALOGUE.self,
  platformGroup: MESSAGE_CATALOGUE.platform_group,
  otherClient: MESSAGE_CATALOGUE.other_client,
  projectForMachines: MESSAGE_CATALOGUE.project_for_machines,
} as const;
