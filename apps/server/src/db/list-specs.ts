// The lists written by hand rather than by createCrudRoutes (their resource is not in RESOURCES): what they search
// and order by, kept here so the route and the table's derived indexes (db/list-indexes.ts) read the same fields.

/** /api/users/: ordered by last name by default. */
export const USER_LIST = {
  searchFields: ["first_name", "last_name", "email"],
  orderingFields: ["last_name", "first_name", "email", "created_at"],
  defaultOrdering: "last_name",
} as const;

/** /api/clients/: the tenants themselves, listed by platform staff across the platform (no client column). */
export const CLIENT_LIST = { searchFields: ["name"], orderingFields: ["name", "created_at"], defaultOrdering: "name" } as const;

/** /api/welding-process-group-trigger-conditions/: in the order they were made. */
export const TRIGGER_CONDITION_LIST = { searchFields: [], orderingFields: ["created_at"], defaultOrdering: "created_at" } as const;

/** /api/<kind>-inspection-measurements/?inspection=<id>: one inspection's measurements, in the order they were taken. */
export const MEASUREMENT_LIST = { searchFields: [], orderingFields: ["created_at"], defaultOrdering: "created_at" } as const;

/** /api/alerts/: the newest first; searched in the parameter and the details. */
export const ALERT_LIST = {
  searchFields: ["parameter", "details"],
  orderingFields: ["created_at", "section", "parameter", "type", "recorded_value"],
  defaultOrdering: "-created_at",
} as const;
