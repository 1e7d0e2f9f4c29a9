import { z } from "zod";
import { defineResource } from "../common/resource.js";
import { message } from "../messages/catalogue.js";
import { zName } from "../validation/fields.js";
import type { SYSTEM_DOCUMENT_TYPES } from "./system-document-types.js";

/**
 * Heats (spec §2): one table, shown as two lists. A heat is a workpiece heat when one of its documents is
 * a "Workpiece heat certificate", a filler metal heat when one is a "Filler metal heat certificate".
 */
const heatResource = <const K extends string, const P extends string>(key: K, path: P) =>
  defineResource({
    key,
    path,
    area: "reference",
    schema: z.object({ heat_no: zName(), documents: z.array(z.uuid()).max(50) }),
    fields: [
      { key: "heat_no", kind: "text", required: true, column: true },
      { key: "documents", kind: "references", target: "document", required: true, column: true },
    ],
    searchFields: ["heat_no"],
    orderingFields: ["heat_no", "created_at"],
    defaultOrdering: "heat_no",
  });

export const workpieceHeats = heatResource("workpieceHeat", "workpiece-heats");
export const fillerMetalHeats = heatResource("fillerMetalHeat", "filler-metal-heats");

/** The document type that makes a heat appear in each list. */
export const HEAT_CERTIFICATE_TYPES = {
  workpieceHeat: "Workpiece heat certificate",
  fillerMetalHeat: "Filler metal heat certificate",
} as const satisfies Record<string, (typeof SYSTEM_DOCUMENT_TYPES)[number]>;

export const heatCertificateMessage = (typeName: string) => message("heat_certificate_missing", { type: typeName });
