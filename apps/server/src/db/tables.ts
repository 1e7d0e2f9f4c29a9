/*
 * Tables and columns named by text (a resource key, a definition's field), typed without assertions at each use.
 */
import type { TResourceKey } from "@weldtrace/domain";
import { getTableColumns } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { RESOURCE_TABLES, type TTenantTable } from "./schema/resource-tables.js";

/** Whether `key` names a resource that has a table. */
export const isResourceKey = (key: string): key is TResourceKey => Object.hasOwn(RESOURCE_TABLES, key);

/** The table of a resource by its key (a reference column's target), undefined for another key. */
export const resourceTableOf = (key: string): TTenantTable | undefined => (isResourceKey(key) ? RESOURCE_TABLES[key] : undefined);

/** A table's columns by key: a key without a column reads undefined. */
export const columnsOf = (table: PgTable): Record<string, PgColumn | undefined> => getTableColumns(table);
