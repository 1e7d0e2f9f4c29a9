import { DATE_FORMATS, ZClientCreate, ZClientUpdate } from "@weldtrace/domain";
import { z } from "zod";
import type { TWebField, TWebResource } from "../../components/resource/types";

const fields: readonly TWebField[] = [
  { key: "name", kind: "text", required: true, column: true },
  { key: "logo", kind: "image", column: true },
  { key: "default_date_format", kind: "choice", options: DATE_FORMATS, required: true, column: true },
];

/** Clients through the generic list and form (the API is hand-written: licence, default unit system). */
export const clientResource: TWebResource = {
  key: "client",
  path: "clients",
  area: "clients",
  schema: ZClientCreate,
  fields,
  searchFields: ["name"],
  orderingFields: ["name", "created_at"],
  defaultOrdering: "name",
};

/**
 * On edit, the default unit system joins the form. It is one of the client's own unit systems; when
 * none can be picked (the list did not load) the form leaves it out rather than sending null.
 */
export const clientEditResource: TWebResource = {
  ...clientResource,
  schema: ZClientUpdate.extend({
    default_uom: z
      .uuid()
      .nullish()
      .transform((value) => value ?? undefined),
  }),
  // Required: a client always has a default unit system, so the select offers no "none".
  fields: [...fields, { key: "default_uom", kind: "reference", required: true }],
};
