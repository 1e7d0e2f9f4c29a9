// No schema here, on purpose: the web app's login chunk reads these keys (i18n), and reference-catalogues.ts builds
// zod schemas when it loads, which would pull zod into that chunk.

/** Spec §3: the document types the product relies on; seeded for every client and locked. */
export const SYSTEM_DOCUMENT_TYPES = [
  "Code",
  "Specification",
  "Workpiece certificate",
  "Workpiece heat certificate",
  "Welder certificate",
  "Filler metal heat certificate",
  "Calibration certificate",
] as const;
export type TSystemDocumentType = (typeof SYSTEM_DOCUMENT_TYPES)[number];

/**
 * A stable key per seeded document type: the web app shows a locked (is_system) type by this key in the reader's
 * language; a client's own types show as typed (docs/decisions.md, "Seeded names of the locked catalogues").
 */
export const SYSTEM_DOCUMENT_TYPE_KEYS = {
  Code: "code",
  Specification: "specification",
  "Workpiece certificate": "workpieceCertificate",
  "Workpiece heat certificate": "workpieceHeatCertificate",
  "Welder certificate": "welderCertificate",
  "Filler metal heat certificate": "fillerMetalHeatCertificate",
  "Calibration certificate": "calibrationCertificate",
} as const satisfies Record<TSystemDocumentType, string>;
export type TSystemDocumentTypeKey = (typeof SYSTEM_DOCUMENT_TYPE_KEYS)[TSystemDocumentType];
