import { HEAT_CERTIFICATE_TYPES } from "@weldtrace/domain";
import { and, eq } from "drizzle-orm";
import { v7 as uuidv7 } from "uuid";
import type { TExecutor } from "../db/client.js";
import {
  companies,
  consumableDiameters,
  coveredMaterialIsos,
  documents,
  documentTypes,
  fillerMetalClassifications,
  fillerMetalManufacturers,
  fillerMetals,
  heats,
  manufacturingProcesses,
  projects,
  workpieceEdges,
  workpieces,
  workpieceTags,
  workpieceTypes,
} from "../db/schema/index.js";
import { cutWorkpiece } from "../modules/workpieces/cut.js";
import { demoCertificateFile, type TPendingFile } from "./demo-certificates.js";
import { idOfNamed, type TNamedTable } from "./named-entry.js";

/**
 * Demo workpieces for the North Sea export line: line pipe from one heat with its 3.1 certificate, tagged, each
 * with its two edges, and one pipe already cut in two (its edges moved to the pieces as a cut moves them); a plate;
 * two filler metals with a heat. Rows are written as the API would store them (the cut by the cut route's function).
 */
export async function seedDemoWorkpieces(tx: TExecutor, clientId: string, pending: TPendingFile[] = []): Promise<void> {
  const idByName = (table: TNamedTable, name: string) => idOfNamed(tx, clientId, table, name);
  const northSea = await idByName(projects, "North Sea export line");
  const typeOf = async (name: string) =>
    (
      await tx
        .select({ id: documentTypes.id })
        .from(documentTypes)
        .where(and(eq(documentTypes.client_id, clientId), eq(documentTypes.is_system, true), eq(documentTypes.name, name)))
        .limit(1)
    )[0]?.id;

  // A heat shows in its list through a certificate of that list's type (spec); each certificate has its PDF.
  const heat = async (heatNo: string, certificateType: string, product: string) => {
    const type = await typeOf(certificateType);
    if (!type) return null;
    const file = await demoCertificateFile(tx, clientId, heatNo, product, pending);
    const [document] = await tx
      .insert(documents)
      .values({ client_id: clientId, name: `EN 10204 3.1 certificate - heat ${heatNo}`, type, file })
      .returning({ id: documents.id });
    const [row] = await tx
      .insert(heats)
      .values({ client_id: clientId, heat_no: heatNo, documents: document ? [document.id] : [] })
      .returning({ id: heats.id });
    return row?.id ?? null;
  };
  const pipeHeat = await heat("H-24817", HEAT_CERTIFICATE_TYPES.workpieceHeat, "Line pipe API 5L X65 PSL2, 30 in x 19.1 mm");
  const plateHeat = await heat("H-31150", HEAT_CERTIFICATE_TYPES.workpieceHeat, "Plate EN 10025 S355J2, 20 mm");
  const wireHeat = await heat("FM-55210", HEAT_CERTIFICATE_TYPES.fillerMetalHeat, "Solid wire AWS A5.18 ER70S-6, 1.2 mm");

  const [tenaris] = await tx.insert(companies).values({ client_id: clientId, name: "Tenaris" }).returning({ id: companies.id });
  const [dillinger] = await tx.insert(companies).values({ client_id: clientId, name: "Dillinger" }).returning({ id: companies.id });
  const tags = await tx
    .insert(workpieceTags)
    .values([
      { client_id: clientId, label: "Spool S-101", color: "#1c7ed6" },
      { client_id: clientId, label: "Hold for NDT", color: "#fa5252" },
      { client_id: clientId, label: "Tie-in", color: "#fab005" },
    ])
    .returning({ id: workpieceTags.id, label: workpieceTags.label });
  const tag = (label: string) => tags.find((row) => row.label === label)?.id;

  const pipe = {
    client_id: clientId,
    type: await idByName(workpieceTypes, "PIPE"),
    project: northSea,
    manufacturer_id: tenaris?.id ?? null,
    heat: pipeHeat,
    grade: "X65",
    group_iso: await idByName(coveredMaterialIsos, "2.1"),
    manufacturing_process: await idByName(manufacturingProcesses, "Seamless (SMLS)"),
    outer_diameter: 323.9,
    wall_thickness: 14.3,
    length: 12.2,
    weight: 1332,
    batch: "B-07",
  };
  const pipes = [
    { name: "NS-P-0001", manufacturer_workpiece_no: "TS-772001", tags: ["Spool S-101"] },
    { name: "NS-P-0002", manufacturer_workpiece_no: "TS-772002", tags: ["Spool S-101"] },
    { name: "NS-P-0003", manufacturer_workpiece_no: "TS-772003", tags: ["Spool S-101", "Hold for NDT"] },
    { name: "NS-P-0004", manufacturer_workpiece_no: "TS-772004", tags: [] },
    { name: "NS-P-0005", manufacturer_workpiece_no: "TS-772005", tags: ["Tie-in"] },
  ];
  const created = await tx
    .insert(workpieces)
    .values(
      pipes.map((row) => ({
        ...pipe,
        id: uuidv7(),
        name: row.name,
        manufacturer_workpiece_no: row.manufacturer_workpiece_no,
        workpiece_tags: row.tags.flatMap((label) => tag(label) ?? []),
      })),
    )
    .returning();
  const [plate] = await tx
    .insert(workpieces)
    .values({
      client_id: clientId,
      id: uuidv7(),
      name: "NS-PL-0001",
      type: await idByName(workpieceTypes, "PLATE"),
      project: northSea,
      manufacturer_id: dillinger?.id ?? null,
      heat: plateHeat,
      grade: "S355J2",
      wall_thickness: 20,
      length: 2.5,
      weight: 392.5,
      comment: "Doubler plates for the pipe supports",
    })
    .returning();

  // Every pipe has its two ends; the plate one edge.
  await tx
    .insert(workpieceEdges)
    .values([
      ...created.flatMap((row) =>
        ["A", "B"].map((name) => ({ client_id: clientId, workpiece: row.id, name, outer_diameter: 323.9, wall_thickness: 14.3 })),
      ),
      ...(plate ? [{ client_id: clientId, workpiece: plate.id, name: "A", length: 2500, wall_thickness: 20 }] : []),
    ]);

  // NS-P-0005 cut for a tie-in, as the cut route does it: pieces of 4 m and the rest, its edges moved.
  const cut = created.find((row) => row.name === "NS-P-0005");
  if (cut) await cutWorkpiece(tx, cut, [4]);

  const [diameter] = await tx
    .select({ id: consumableDiameters.id })
    .from(consumableDiameters)
    .where(and(eq(consumableDiameters.client_id, clientId), eq(consumableDiameters.diameter_mm, 1.2)))
    .limit(1);
  await tx.insert(fillerMetals).values([
    {
      client_id: clientId,
      name: "OK AristoRod 12.50",
      classification: await idByName(fillerMetalClassifications, "ER70S-6"),
      manufacturer: await idByName(fillerMetalManufacturers, "ESAB"),
      heats: wireHeat ? [wireHeat] : [],
      diameter: diameter?.id ?? null,
      description: "Copper-free solid wire for the mechanised root and hot passes",
      standards: "AWS A5.18: ER70S-6",
    },
    {
      client_id: clientId,
      name: "Pipeliner G80M-E",
      classification: await idByName(fillerMetalClassifications, "E71T-1C"),
      manufacturer: await idByName(fillerMetalManufacturers, "Lincoln Electric"),
      diameter: diameter?.id ?? null,
      description: "Flux-cored wire for the fill and cap passes",
      standards: "AWS A5.20: E71T-1C",
    },
  ]);
}
