import { inspectionPath, measurementPath } from "../inspections/resources.js";
import type { TCalibrationState } from "../staff/calibration.js";
import type { TQualificationState, TQualificationStatus } from "../staff/qualifications.js";
import type { TCycleEndReason } from "./cycles.js";
import type { FLAW_RESULTS, FLAW_SANCTIONS } from "./flaw-rules.js";
import type { TWeldTraceability } from "./traceability.js";

/**
 * A weld's traceability as sections of rows, written once for the three places that show it: the weld's
 * page, its data book (a PDF made in the browser) and the project's data book (a PDF made by a server job). Each
 * reads the same rows, so none can show less than the others: the instruments of each inspection with their
 * calibration on the day they measured, the welders with the qualification that held on the cycle's day.
 *
 * The texts are the `trace` namespace below, in both languages: the web's i18n spreads it into its own `trace`
 * texts (i18next translates them there), the server translates them with `traceTranslator`.
 */

const en = {
  madeOf: "Made of",
  weldedBy: "Welded by",
  inspections: "Inspections",
  inspection: "Inspection",
  date: "Date",
  measuredHead: "Measurements",
  measuredCount_one: "{{count}} measurement",
  measuredCount_other: "{{count}} measurements",
  rejectedCount_one: "{{count}} rejected",
  rejectedCount_other: "{{count}} rejected",
  verdict: "Result",
  verdicts: { accept: "Accept", reject: "Reject" },
  notJudged: "No measurement yet",
  instruments: "Instruments (calibration on the day measured)",
  calibrationOn: "{{instrument}} ({{serial_number}}): {{state}} on {{date}}",
  calibrationStates: { valid: "Valid", expiring: "Expires soon", expired: "Expired" },
  calibrationNone: "No expiry date",
  noInstrument: "No instrument",
  noInspections: "No inspection recorded on this weld.",
  kinds: {
    fit_up: "Fit-up inspection",
    bevel: "Bevel inspection",
    temperature_control: "Temperature control inspection",
    cooling: "Cooling inspection",
    time_lapse: "Time-lapse inspection",
    back_purging: "Back-purging inspection",
    heat_treatment: "Heat treatment inspection",
  },
  flaws: "NDE flaws",
  edge: "Edge",
  workpiece: "Workpiece",
  cutFrom: "cut from {{name}}",
  grade: "Grade",
  heat: "Heat",
  certificates: "Certificates",
  noCertificate: "No certificate",
  passGroup: "Pass",
  started: "Started",
  welder: "Welder",
  qualification: "Qualification that day",
  qualificationStates: {
    valid: "Qualified",
    expiring: "Expires soon",
    lapsed: "Lapsed (no welding for 6 months)",
    expired: "Certificate expired",
    future: "Not yet valid",
  },
  qualifiedUntil: "Qualified until {{date}}",
  continuityUntil: "continuity (6 months) lost on {{date}}",
  notQualified: "Not qualified",
  process: "Process",
  fillerMetal: "Filler metal (heat)",
  heatInput: "Heat input (kJ/mm)",
  endedBy: "Ended by",
  endReasons: { stop: "Stop condition", gap: "Data gap", "end-of-data": "End of data" },
  type: "Type",
  method: "Method",
  result: "Result",
  flawResults: { Accepted: "Accepted", Rejected: "Rejected", "Waiting for Interpretation": "Waiting for Interpretation" },
  sanction: "Sanction",
  flawSanctions: { Indication: "Indication", Repair: "Repair", "Cut-Out": "Cut-Out" },
  repairedBy: "Repaired by",
  noEdges: "No edge recorded on this weld.",
  noCycles: "No cycle recorded on this weld yet.",
  noFlaws: "No flaw recorded on this weld.",
  repairs: "This weld repairs",
  cutOut: "Cut out on {{date}}.",
  procedure: "Procedure",
  project: "Project",
  completed: "Completed",
  inProgress: "In progress",
  scanned: "Scanned",
  notScanned: "Not scanned",
  reference: "reference",
};

type TDeepString<T> = { [K in keyof T]: T[K] extends string ? string : TDeepString<T[K]> };
/** The traceability's texts of one language: French has exactly the English keys (the type check says so). */
export type TTraceTexts = TDeepString<typeof en> & {
  calibrationStates: Record<TCalibrationState, string>;
  qualificationStates: Record<TQualificationState, string>;
  flawResults: Record<(typeof FLAW_RESULTS)[number], string>;
  flawSanctions: Record<(typeof FLAW_SANCTIONS)[number], string>;
  endReasons: Record<TCycleEndReason, string>;
};

const fr: TTraceTexts = {
  madeOf: "Composée de",
  weldedBy: "Soudée par",
  inspections: "Inspections",
  inspection: "Inspection",
  date: "Date",
  measuredHead: "Mesures",
  measuredCount_one: "{{count}} mesure",
  measuredCount_other: "{{count}} mesures",
  rejectedCount_one: "{{count}} rejetée",
  rejectedCount_other: "{{count}} rejetées",
  verdict: "Résultat",
  verdicts: { accept: "Accepté", reject: "Refusé" },
  notJudged: "Aucune mesure pour l'instant",
  instruments: "Instruments (étalonnage le jour de la mesure)",
  calibrationOn: "{{instrument}} ({{serial_number}}) : {{state}} le {{date}}",
  calibrationStates: { valid: "Valide", expiring: "Expire bientôt", expired: "Expiré" },
  calibrationNone: "Pas de date d'expiration",
  noInstrument: "Aucun instrument",
  noInspections: "Aucune inspection enregistrée sur cette soudure.",
  kinds: {
    fit_up: "Inspection d'accostage",
    bevel: "Inspection de chanfrein",
    temperature_control: "Inspection de contrôle de température",
    cooling: "Inspection de refroidissement",
    time_lapse: "Inspection de temps d'attente",
    back_purging: "Inspection de protection envers",
    heat_treatment: "Inspection de traitement thermique",
  },
  flaws: "Défauts (CND)",
  edge: "Bord",
  workpiece: "Pièce",
  cutFrom: "coupée de {{name}}",
  grade: "Nuance",
  heat: "Coulée",
  certificates: "Certificats",
  noCertificate: "Aucun certificat",
  passGroup: "Passe",
  started: "Début",
  welder: "Soudeur",
  qualification: "Qualification ce jour-là",
  qualificationStates: {
    valid: "Qualifié",
    expiring: "Expire bientôt",
    lapsed: "Tombée (6 mois sans souder)",
    expired: "Certificat expiré",
    future: "Pas encore valable",
  },
  qualifiedUntil: "Qualifié jusqu'au {{date}}",
  continuityUntil: "continuité (6 mois) perdue le {{date}}",
  notQualified: "Non qualifié",
  process: "Procédé",
  fillerMetal: "Métal d'apport (coulée)",
  heatInput: "Énergie de soudage (kJ/mm)",
  endedBy: "Fin du cycle",
  endReasons: { stop: "Condition d'arrêt", gap: "Interruption des données", "end-of-data": "Fin des données" },
  type: "Type",
  method: "Méthode",
  result: "Résultat",
  flawResults: { Accepted: "Accepté", Rejected: "Rejeté", "Waiting for Interpretation": "En attente d'interprétation" },
  sanction: "Sanction",
  flawSanctions: { Indication: "Indication", Repair: "Réparation", "Cut-Out": "Découpe" },
  repairedBy: "Réparée par",
  noEdges: "Aucun bord enregistré sur cette soudure.",
  noCycles: "Aucun cycle enregistré sur cette soudure pour l'instant.",
  noFlaws: "Aucun défaut enregistré sur cette soudure.",
  repairs: "Cette soudure répare",
  cutOut: "Coupée le {{date}}.",
  procedure: "Procédure",
  project: "Projet",
  completed: "Terminée",
  inProgress: "En cours",
  scanned: "Contrôlée",
  notScanned: "Non contrôlée",
  reference: "référence",
};

/** The traceability's texts, in i18next's form ({{name}} parameters, `_one`/`_other` plurals). */
export const TRACE_TEXTS: { en: typeof en; fr: TTraceTexts } = { en, fr };

/** A key of the traceability's texts, as i18next names it (plurals without their suffix). */
export type TTraceKey = `trace.${string}`;
/** Translates a traceability key: i18next's `t` on the web, `traceTranslator` on the server. */
export type TTraceTranslate = (key: TTraceKey, values?: Record<string, unknown>) => string;

/**
 * A translator of the traceability's texts in one language, for code without i18next (the server): `{{name}}`
 * parameters, and `count` choosing the language's plural (`_one`, `_other`) as i18next does.
 */
export function traceTranslator(language: "en" | "fr"): TTraceTranslate {
  const texts = { trace: TRACE_TEXTS[language] };
  const plural = new Intl.PluralRules(language);
  const lookup = (key: string): unknown =>
    key
      .split(".")
      .reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), texts);
  return (key, values = {}) => {
    const count = values.count;
    const found =
      (typeof count === "number" ? (lookup(`${key}_${plural.select(count)}`) ?? lookup(`${key}_other`)) : undefined) ?? lookup(key);
    const text = typeof found === "string" ? found : typeof values.defaultValue === "string" ? values.defaultValue : key;
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));
  };
}

/** How dates and numbers are written for the reader (the web's formats; the server's, in UTC). */
export interface TTraceFormat {
  date: (value: unknown) => string;
  dateTime: (value: unknown, options?: { seconds?: boolean }) => string;
  number: (value: number, decimals?: number) => string;
}

/** Where a cell's record lives, for a reader who can follow links (the web page); a PDF has none. */
export interface TTraceLinks {
  workpiece: (id: string) => string;
  cycle: (id: string) => string;
  flaw: (project: string, weld: string, flaw: string) => string;
  weld: (project: string, weld: string) => string;
}

/** A Mantine colour the page gives a cell's badge; a PDF prints the text only. */
export type TTone = "green" | "yellow" | "red" | "gray" | "blue";

/**
 * One cell of a traceability table: its text, and what the page adds to it (a link to the record, a badge colour,
 * a second dimmed line). A PDF prints `text` and `note`; the page and the PDFs read the same rows.
 */
export interface TTraceCell {
  text: string;
  to?: string;
  tone?: TTone;
  note?: string;
}

export interface TTraceSection {
  key: "madeOf" | "weldedBy" | "inspections" | "flaws";
  title: string;
  head: string[];
  body: TTraceCell[][];
  empty: string;
}

const QUALIFICATION_TONES: Record<TQualificationStatus["state"], TTone> = {
  valid: "green",
  expiring: "yellow",
  lapsed: "red",
  expired: "red",
  future: "gray",
};

/** A cell as one text (a PDF's, and the tests'): its note on a second line. */
export const cellText = (cell: TTraceCell) => (cell.note ? `${cell.text}\n${cell.note}` : cell.text);

const plain = (text: string | null | undefined): TTraceCell => ({ text: text ? text : "—" });

/** The weld's identity lines above its sections: project, procedure, state, the weld it repairs, its cut-out. */
export function traceLines(trace: TWeldTraceability, t: TTraceTranslate, format: TTraceFormat): string[] {
  return [
    `${t("trace.project")}: ${trace.project.name}`,
    `${t("trace.procedure")}: ${trace.procedure.name}${trace.procedure.is_reference ? ` (${t("trace.reference")})` : ""}`,
    `${trace.weld.completed ? t("trace.completed") : t("trace.inProgress")} · ${trace.weld.scanned ? t("trace.scanned") : t("trace.notScanned")}`,
    ...(trace.repairs_weld ? [`${t("trace.repairs")} ${trace.repairs_weld.name}`] : []),
    ...(trace.cut_out ? [t("trace.cutOut", { date: format.dateTime(trace.cut_out.created_at, { seconds: false }) })] : []),
  ];
}

/**
 * The rows of each section of a weld's traceability, in the reader's language: what it is made of, who welded it
 * with what and their qualification that day, how it was inspected and with which instruments (their calibration on
 * the day they measured), and what NDE found. Pure: the page renders them with links and badges, the books lay them out.
 */
export function traceSections(trace: TWeldTraceability, t: TTraceTranslate, format: TTraceFormat, links?: TTraceLinks): TTraceSection[] {
  const project = trace.project.id;
  const linked = (to: string | undefined) => (to ? { to } : {});
  const qualification = (status: TQualificationStatus | null): TTraceCell =>
    status
      ? {
          text: t(`trace.qualificationStates.${status.state}`),
          tone: QUALIFICATION_TONES[status.state],
          note: `${t("trace.qualifiedUntil", { date: format.date(status.until) })}; ${t("trace.continuityUntil", { date: format.date(status.lapses_on) })}`,
        }
      : { text: t("trace.notQualified"), tone: "red" };
  return [
    {
      key: "madeOf",
      title: t("trace.madeOf"),
      head: [t("trace.edge"), t("trace.workpiece"), t("trace.grade"), t("trace.heat"), t("trace.certificates")],
      body: trace.edges.map((edge) => [
        { text: `${edge.position} · ${edge.name}` },
        {
          text: edge.workpiece.name,
          ...linked(links?.workpiece(edge.workpiece.id)),
          ...(edge.cut_from ? { note: t("trace.cutFrom", { name: edge.cut_from.name }) } : {}),
        },
        plain(edge.workpiece.grade),
        plain(edge.heat?.heat_no),
        { text: edge.heat?.certificates.map((document) => document.name).join("\n") || t("trace.noCertificate") },
      ]),
      empty: t("trace.noEdges"),
    },
    {
      key: "weldedBy",
      title: t("trace.weldedBy"),
      head: [
        t("trace.passGroup"),
        t("trace.started"),
        t("trace.endedBy"),
        t("trace.welder"),
        t("trace.qualification"),
        t("trace.process"),
        t("trace.fillerMetal"),
        t("trace.heatInput"),
      ],
      body: trace.cycles.flatMap((cycle) =>
        (cycle.torches.length ? cycle.torches : [null]).map((torch, index) => [
          index === 0 ? { ...plain(cycle.pass_group), ...linked(links?.cycle(cycle.id)) } : { text: "" },
          index === 0 ? plain(cycle.started_at ? format.dateTime(cycle.started_at, { seconds: false }) : null) : { text: "" },
          // Why the arc-data engine ended it (none for a cycle typed by hand).
          index === 0 ? plain(cycle.end_reason ? t(`trace.endReasons.${cycle.end_reason}`) : null) : { text: "" },
          plain(torch?.welder ? `${torch.welder.welder_id ?? ""} ${torch.welder.name}`.trim() : null),
          torch?.welder ? qualification(torch.qualification) : plain(null),
          plain(torch?.process),
          plain(
            torch?.filler_metal
              ? `${torch.filler_metal.name}${torch.filler_metal.heats.length ? ` (${torch.filler_metal.heats.map((heat) => heat.heat_no).join(", ")})` : ""}`
              : null,
          ),
          index === 0 ? plain(cycle.heat_input === null ? null : format.number(cycle.heat_input, 2)) : { text: "" },
        ]),
      ),
      empty: t("trace.noCycles"),
    },
    {
      key: "inspections",
      title: t("trace.inspections"),
      head: [
        t("trace.inspection"),
        t("trace.date"),
        t("trace.passGroup"),
        t("trace.measuredHead"),
        t("trace.verdict"),
        t("trace.instruments"),
      ],
      body: trace.inspections.map((inspection) => [
        {
          text: t(`trace.kinds.${inspection.kind}`),
          // The inspection's measurements: the spec's routes, the same for every reader.
          ...(links ? { to: `/${inspectionPath(inspection.kind)}/${inspection.id}/${measurementPath(inspection.kind)}` } : {}),
        },
        { text: format.dateTime(inspection.created_at, { seconds: false }) },
        plain(inspection.pass_group),
        {
          text: t("trace.measuredCount", { count: inspection.measurements }),
          ...(inspection.rejected ? { note: t("trace.rejectedCount", { count: inspection.rejected }) } : {}),
        },
        inspection.verdict
          ? { text: t(`trace.verdicts.${inspection.verdict}`), tone: inspection.verdict === "accept" ? "green" : "red" }
          : { text: t("trace.notJudged"), tone: "gray" },
        {
          text: inspection.instruments.length
            ? inspection.instruments
                .map((instrument) =>
                  t("trace.calibrationOn", {
                    instrument: instrument.name,
                    serial_number: instrument.serial_number,
                    state: instrument.calibration ? t(`trace.calibrationStates.${instrument.calibration}`) : t("trace.calibrationNone"),
                    date: format.date(instrument.measured_on),
                  }),
                )
                .join("\n")
            : t("trace.noInstrument"),
        },
      ]),
      empty: t("trace.noInspections"),
    },
    {
      key: "flaws",
      title: t("trace.flaws"),
      head: [t("trace.type"), t("trace.method"), t("trace.result"), t("trace.sanction"), t("trace.repairedBy")],
      body: trace.flaws.map((flaw) => [
        { text: flaw.type, ...linked(links?.flaw(project, trace.weld.id, flaw.id)) },
        { text: flaw.nde_method },
        { text: t(`trace.flawResults.${flaw.result}`, { defaultValue: flaw.result }) },
        plain(flaw.sanction ? t(`trace.flawSanctions.${flaw.sanction}`, { defaultValue: flaw.sanction }) : null),
        flaw.repaired_by ? { text: flaw.repaired_by.name, ...linked(links?.weld(project, flaw.repaired_by.id)) } : plain(null),
      ]),
      empty: t("trace.noFlaws"),
    },
  ];
}
