import type { TReferrer } from "../../crud/types.js";
import { columnOf } from "../../crud/usages.js";
import { procedures } from "../../db/schema/index.js";
import type { TTenantTable } from "../../db/schema/resource-tables.js";
import { CHILD_LISTS, PROCEDURE_REFERENCES, type TReferenceSpec } from "./definitions.js";

/**
 * The links a procedure and its child rows hold (its reference lists, definitions.ts): they block the delete of
 * what they name like any resource's reference field, and the message names the procedure.
 */
export function procedureReferrers(): TReferrer[] {
  const toReferrer = (table: TTenantTable, spec: TReferenceSpec, parent?: TReferrer["parent"]): TReferrer[] => {
    // Lists without a table yet (filler metals, welders) cannot point at anything.
    if (!spec.table) return [];
    const column = columnOf(table, spec.path.join("_"), `procedure ${spec.target}`);
    return [
      {
        owner: "procedure",
        table,
        column,
        many: column.columnType === "PgArray",
        target: spec.table,
        ownerName: procedures.name,
        parent,
      },
    ];
  };
  return [
    ...PROCEDURE_REFERENCES.flatMap((spec) => toReferrer(procedures as unknown as TTenantTable, spec)),
    ...CHILD_LISTS.flatMap((list) => list.references.flatMap((spec) => toReferrer(list.table, spec, list.table.procedure))),
  ];
}
