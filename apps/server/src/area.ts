import { RESOURCES, type TResourceKey } from "@weldtrace/domain";
import type { FastifyPluginAsync } from "fastify";
import type { TCrudHooks, TCrudRegistry, THold, TReferenceTable, TReferrer, TResourceHooks } from "./crud/types.js";
import { buildReferrers } from "./crud/usages.js";
import { RESOURCE_TABLES, type TTenantTable } from "./db/schema/resource-tables.js";
import type { TAreaImport, TImportRegistry } from "./imports/engine.js";
import { entriesOf } from "./typed.js";

/**
 * An area of the product declares itself in one value (modules/<area>/index.ts): the rules it adds to its
 * resources' generic routes, the tables its reference fields may name besides the resources', its imports, the
 * links it writes that can block a delete, its holds on other areas' rows, and its own routes. `app.ts` lists the
 * areas; the generic layers (crud/, imports/) receive the registry built from them and never import an area.
 */
export interface TServerArea {
  /** The area's folder name, for messages and the docs. */
  name: string;
  /** Rules added to a resource's generic routes (crud/create-crud-routes.ts), each over its own table's row. */
  hooks?: { [K in TResourceKey]?: TResourceHooks<K> };
  /** Tables a reference field may point to that are no resource's (procedures, pass groups). */
  referenceTables?: Record<string, TReferenceTable>;
  /** Imports of the spec (/api/imports/<key>/), with their plan and upsert where they need more than columns. */
  imports?: readonly TAreaImport[];
  /** Links the area writes itself that can block a delete (a procedure's references); resource fields are found alone. */
  referrers?: () => TReferrer[];
  /** Why rows of another area's resource may not leave their owner (the welds' hold on workpiece edges). */
  holds?: { [K in TResourceKey]?: THold };
  /** Routes beyond the generic ones, registered in the areas' order. */
  routes?: readonly FastifyPluginAsync[];
}

/** What the generic layers are given: the crud registry and the import registry, from one list of areas. */
export type TAreaRegistry = TCrudRegistry & TImportRegistry;

/** The registry of a list of areas; refuses two areas declaring the same hooks, import or reference table. */
export function buildRegistry(areas: readonly TServerArea[]): TAreaRegistry {
  const hooks: { [K in TResourceKey]?: TCrudHooks } = {};
  const holds: { [K in TResourceKey]?: THold[] } = {};
  const referenceTables: Record<string, TReferenceTable> = {};
  const imports: TImportRegistry["imports"] = {};
  const once = (seen: object, key: string, area: TServerArea) => {
    if (key in seen) throw new Error(`area ${area.name}: ${key} is declared twice`);
  };
  for (const area of areas) {
    for (const [key, value] of entriesOf(area.hooks ?? {})) {
      once(hooks, key, area);
      hooks[key] = value;
    }
    for (const [key, value] of Object.entries(area.referenceTables ?? {})) {
      once(referenceTables, key, area);
      referenceTables[key] = value;
    }
    for (const entry of area.imports ?? []) {
      once(imports, entry.definition.key, area);
      imports[entry.definition.key] = entry;
    }
    for (const [key, hold] of entriesOf(area.holds ?? {})) holds[key] = [...(holds[key] ?? []), hold];
  }
  for (const key of Object.keys(hooks)) {
    if (!RESOURCES.some((resource) => resource.key === key)) throw new Error(`hooks for ${key}, which is no resource`);
  }
  const tables = RESOURCE_TABLES;
  const tableByKey = new Map<string, TTenantTable>(Object.entries(tables));
  const hookByKey = new Map<string, TCrudHooks>(Object.entries(hooks));
  let referrers: TReferrer[] | null = null;
  return {
    tables,
    tableOf: (target) => tableByKey.get(target) ?? referenceTables[target]?.table,
    resourceTable(key) {
      const table = tableByKey.get(key);
      if (!table) throw new Error(`no table for resource ${key}`);
      return table;
    },
    hooksOf: (key) => hookByKey.get(key) ?? {},
    referrers: () => {
      referrers ??= buildReferrers(
        tables,
        referenceTables,
        areas.flatMap((area) => area.referrers?.() ?? []),
      );
      return referrers;
    },
    async holdRefusal(key, tx, ids) {
      if (ids.length === 0) return null;
      for (const hold of holds[key] ?? []) {
        const refusal = await hold(tx, ids);
        if (refusal) return refusal;
      }
      return null;
    },
    imports,
  };
}
