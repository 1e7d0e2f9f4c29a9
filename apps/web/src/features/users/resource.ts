import { ZUserCreate, ZUserUpdate } from "@weldtrace/domain";
import type { TResourceRecord, TWebField, TWebResource } from "../../components/resource/types";

const fields: readonly TWebField[] = [
  { key: "first_name", kind: "text", required: true },
  { key: "last_name", kind: "text", required: true },
  { key: "email", kind: "text", required: true },
  // Spec: the password is asked only when creating.
  { key: "password", kind: "password", required: true },
  // Exactly one group and one client; their choices come from the screen (groups, clients the user may pick).
  { key: "group", kind: "reference", required: true },
  { key: "client", kind: "reference", required: true },
  // Edge servers only: the project the machine feeds (shown once the Edge server group is chosen).
  { key: "project", kind: "reference", target: "project" },
];

/** "Ada Lovelace", else the email. */
const fullName = (record: TResourceRecord) =>
  [record.first_name, record.last_name].filter((part) => typeof part === "string" && part.trim()).join(" ") || String(record.email ?? "");

/** Users (people and edge servers) through the generic list and form. */
export const userResource: TWebResource = {
  key: "user",
  path: "users",
  area: "users",
  schema: ZUserCreate,
  fields,
  searchFields: ["first_name", "last_name", "email"],
  orderingFields: ["last_name", "first_name", "email", "created_at"],
  defaultOrdering: "last_name",
  labelOf: fullName,
};

export const userEditResource: TWebResource = {
  ...userResource,
  schema: ZUserUpdate,
  fields: fields.filter((field) => field.key !== "password"),
};
