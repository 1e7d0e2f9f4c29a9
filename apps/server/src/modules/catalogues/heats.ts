import { HEAT_CERTIFICATE_TYPES, heatCertificateMessage } from "@weldtrace/domain";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { TCrudHooks } from "../../crud/types.js";
import { documents, documentTypes, heats } from "../../db/schema/index.js";
import { badRequest } from "../../plugins/errors.js";

/**
 * Spec: the workpiece heats list shows heats with a "Workpiece heat certificate", the filler metal heats
 * list those with a "Filler metal heat certificate"; a heat saved from a list must carry that certificate.
 */
function heatHooks(certificateType: string): TCrudHooks<typeof heats.$inferSelect> {
  return {
    scope: () =>
      sql`exists (select 1 from ${documents} join ${documentTypes} on ${documentTypes.id} = ${documents.type}
        where ${documents.id} = any(${heats.documents}) and ${documentTypes.is_system} and ${documentTypes.name} = ${certificateType})`,
    async beforeWrite(tx, { values, clientId, existing }) {
      const ids = values.documents ?? existing?.documents;
      const [found] = ids?.length
        ? await tx
            .select({ id: documents.id })
            .from(documents)
            .innerJoin(documentTypes, eq(documentTypes.id, documents.type))
            .where(
              and(
                inArray(documents.id, ids),
                eq(documents.client_id, clientId),
                eq(documentTypes.is_system, true),
                eq(documentTypes.name, certificateType),
              ),
            )
            .limit(1)
        : [];
      if (!found) throw badRequest({ documents: [heatCertificateMessage(certificateType)] });
    },
  };
}

export const workpieceHeatHooks = heatHooks(HEAT_CERTIFICATE_TYPES.workpieceHeat);
export const fillerMetalHeatHooks = heatHooks(HEAT_CERTIFICATE_TYPES.fillerMetalHeat);
