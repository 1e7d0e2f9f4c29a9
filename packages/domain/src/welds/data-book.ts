import { z } from "zod";
import type { TWeldTraceability } from "./traceability.js";

/**
 * The project data book: every weld of a project in one PDF with an index, built by a background job on
 * the server. The request names the book's language; the job record says how far it got.
 */
export const DATA_BOOK_LANGUAGES = ["en", "fr"] as const;
export const ZDataBookRequest = z.object({ language: z.enum(DATA_BOOK_LANGUAGES) });
export type TDataBookRequest = z.infer<typeof ZDataBookRequest>;

export const DATA_BOOK_STATUSES = ["queued", "running", "done", "failed"] as const;
export type TDataBookStatus = (typeof DATA_BOOK_STATUSES)[number];

export const ZDataBookJob = z.object({
  id: z.string(),
  project: z.string(),
  language: z.enum(DATA_BOOK_LANGUAGES),
  status: z.enum(DATA_BOOK_STATUSES),
  /** Welds laid out so far, of `total`. */
  done: z.number().int(),
  total: z.number().int(),
  /** Bytes of the finished PDF (null until done). */
  size: z.number().int().nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TDataBookJob = z.infer<typeof ZDataBookJob>;

/** The book's own words, in each language (the server lays the PDF out); a weld's sections are `traceSections`' texts. */
export const DATA_BOOK_LABELS = {
  en: {
    title: "Data book",
    index: "Index",
    weld: "Weld",
    welds: "welds",
    certificates: "Certificates",
    appended: "appended",
    noFile: "no file",
    unreadable: "file unreadable",
    tooManyPages: "not appended: too many pages",
    tooManyPixels: "not appended: too many pixels",
  },
  fr: {
    title: "Dossier de fabrication",
    index: "Sommaire",
    weld: "Soudure",
    welds: "soudures",
    certificates: "Certificats",
    appended: "joint",
    noFile: "sans fichier",
    unreadable: "fichier illisible",
    tooManyPages: "non joint : trop de pages",
    tooManyPixels: "non joint : trop de pixels",
  },
} as const;
export type TDataBookLabels = (typeof DATA_BOOK_LABELS)[keyof typeof DATA_BOOK_LABELS];

/** The certificates of a weld's heats (pipes and wire), each once, with the heats they certify (per-weld and project books). */
export function certificatesOf(trace: TWeldTraceability): { id: string; name: string; file: string | null; heats: string[] }[] {
  const heats = [
    ...trace.edges.map((edge) => edge.heat),
    ...trace.cycles.flatMap((cycle) => cycle.torches.flatMap((torch) => torch.filler_metal?.heats ?? [])),
  ];
  const found = new Map<string, { id: string; name: string; file: string | null; heats: Set<string> }>();
  for (const heat of heats) {
    for (const certificate of heat?.certificates ?? []) {
      const entry = found.get(certificate.id) ?? { ...certificate, heats: new Set<string>() };
      entry.heats.add(heat?.heat_no ?? "");
      found.set(certificate.id, entry);
    }
  }
  return [...found.values()].map((entry) => ({ ...entry, heats: [...entry.heats].sort() }));
}
