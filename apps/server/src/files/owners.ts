import { RESOURCES, type TArea } from "@weldtrace/domain";
import { eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { TExecutor } from "../db/client.js";
import { bevels, heatTreatments, procedures } from "../db/schema/index.js";
import { RESOURCE_TABLES } from "../db/schema/resource-tables.js";
import { columnsOf } from "../db/tables.js";

/** Every column that holds a stored file, with the area whose rights govern it (a file follows its owner). */
function fileColumns(): { table: PgTable; column: PgColumn; area: TArea }[] {
  const generic = RESOURCES.flatMap((resource) =>
    resource.fields
      .filter((field) => field.kind === "file")
      .map((field) => {
        const table = RESOURCE_TABLES[resource.key];
        const column = columnsOf(table)[field.key];
        if (!column) throw new Error(`${resource.key}: no column ${field.key}`);
        return { table, column, area: resource.area };
      }),
  );
  return [
    ...generic,
    { table: procedures, column: procedures.wps_document_file, area: "procedures" },
    { table: procedures, column: procedures.assembly_drawing_file, area: "procedures" },
    { table: bevels, column: bevels.drawing_file, area: "procedures" },
    { table: heatTreatments, column: heatTreatments.procedure_document_file, area: "procedures" },
  ];
}

/** The areas of the records that hold this file; empty for a file no record names yet (just uploaded). */
export async function fileOwnerAreas(db: TExecutor, fileId: string): Promise<TArea[]> {
  const areas = new Set<TArea>();
  for (const { table, column, area } of fileColumns()) {
    if (areas.has(area)) continue;
    const rows = await db.select({ id: column }).from(table).where(eq(column, fileId)).limit(1);
    if (rows.length > 0) areas.add(area);
  }
  return [...areas];
}
