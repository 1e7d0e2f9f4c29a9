import { z } from "zod";
import type { TWeldTraceability } from "./traceability.js";

/**
 * The project data book (issue 25): every weld of a project in one PDF with an index, built by a background job on
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

/** The book's own words, in each language (the server lays the PDF out). */
export const DATA_BOOK_LABELS = {
  en: {
    title: "Data book",
    index: "Index",
    weld: "Weld",
    page: "Page",
    welds: "welds",
    procedure: "Procedure",
    state: "State",
    completed: "Completed",
    inProgress: "In progress",
    cutOut: "Cut out",
    repairs: "Repairs",
    edges: "Edges",
    cycles: "Cycles",
    flaws: "Flaws",
    inspections: "Inspections",
    certificates: "Certificates",
    appended: "appended",
    noFile: "no file",
    unreadable: "file unreadable",
    none: "None",
    welder: "Welder",
    heat: "Heat",
    heatInput: "Heat input (kJ/mm)",
    verdict: { accept: "Accepted", reject: "Rejected" },
  },
  fr: {
    title: "Dossier de fabrication",
    index: "Sommaire",
    weld: "Soudure",
    page: "Page",
    welds: "soudures",
    procedure: "Procédure",
    state: "État",
    completed: "Terminée",
    inProgress: "En cours",
    cutOut: "Coupée",
    repairs: "Répare",
    edges: "Bords",
    cycles: "Cycles",
    flaws: "Défauts",
    inspections: "Contrôles",
    certificates: "Certificats",
    appended: "joint",
    noFile: "sans fichier",
    unreadable: "fichier illisible",
    none: "Aucun",
    welder: "Soudeur",
    heat: "Coulée",
    heatInput: "Énergie de soudage (kJ/mm)",
    verdict: { accept: "Accepté", reject: "Refusé" },
  },
} as const;
export type TDataBookLabels = (typeof DATA_BOOK_LABELS)[keyof typeof DATA_BOOK_LABELS];

export interface TDataBookSection {
  title: string;
  rows: string[][];
}

/** One weld's part of the book: its identity lines, then its sections of rows (empty sections say "None"). */
export function dataBookWeld(trace: TWeldTraceability, labels: TDataBookLabels): { lines: string[]; sections: TDataBookSection[] } {
  const lines = [
    `${labels.procedure}: ${trace.procedure.name}`,
    `${labels.state}: ${trace.weld.completed ? labels.completed : labels.inProgress}${trace.cut_out ? ` · ${labels.cutOut}` : ""}`,
    ...(trace.repairs_weld ? [`${labels.repairs}: ${trace.repairs_weld.name}`] : []),
  ];
  const certificates = new Set<string>();
  for (const edge of trace.edges) for (const certificate of edge.heat?.certificates ?? []) certificates.add(certificate.name);
  const sections: TDataBookSection[] = [
    {
      title: labels.edges,
      rows: trace.edges.map((edge) => [
        edge.name,
        edge.workpiece.name,
        edge.workpiece.grade ?? "",
        `${labels.heat} ${edge.heat?.heat_no ?? "—"}`,
      ]),
    },
    {
      title: labels.cycles,
      rows: trace.cycles.map((cycle) => [
        cycle.started_at?.slice(0, 16).replace("T", " ") ?? "",
        cycle.pass_group ?? "",
        cycle.torches
          .map((torch) => `${labels.welder} ${torch.welder?.name ?? "—"}${torch.filler_metal ? ` · ${torch.filler_metal.name}` : ""}`)
          .join("; "),
        cycle.heat_input === null ? "" : `${labels.heatInput} ${cycle.heat_input.toFixed(2)}`,
      ]),
    },
    {
      title: labels.inspections,
      rows: trace.inspections.map((inspection) => [
        inspection.created_at.slice(0, 10),
        inspection.kind,
        inspection.verdict ? labels.verdict[inspection.verdict] : "",
      ]),
    },
    { title: labels.flaws, rows: trace.flaws.map((flaw) => [flaw.type, flaw.nde_method, flaw.result, flaw.sanction ?? ""]) },
    { title: labels.certificates, rows: [...certificates].sort().map((name) => [name]) },
  ];
  return { lines, sections };
}

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
