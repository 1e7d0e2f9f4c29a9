import {
  alertParameterLabel,
  alertSectionLabel,
  alertTypeLabel,
  oneLine,
  type TMessage,
  type TUserLanguage,
  textIn,
} from "@weldtrace/domain";
import { and, asc, eq, inArray, isNull, max, sql } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { TDatabase, TExecutor } from "../../db/client.js";
import { alertMails, alerts, groups, procedures, projects, users } from "../../db/schema/index.js";
import type { TMailer } from "../../mail/mailer.js";
import { endsOf } from "../../typed.js";
import { raiseCalibrationAlerts } from "./calibration.js";
import { raiseWelderQualificationAlerts } from "./qualification.js";

/** What the sweep needs of the app. */
export interface TAlertMailDeps {
  db: TDatabase;
  mailer: TMailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** Who is mailed about a procedure's alerts: its client's Admins and Managers (docs/decisions.md, "Alerts"). */
export const ALERT_SUPERVISOR_GROUPS = ["Admin", "Manager"] as const;
/** At most one mail per supervisor and procedure in this time: a burst of alerts makes one digest. */
export const ALERT_MAIL_WINDOW_MS = 10 * 60_000;
/** Alerts read by one sweep at most; the next sweep takes the rest. */
const SWEEP_LIMIT = 1000;
/** Mails sent by one sweep at most. */
const SEND_LIMIT = 500;

type TAlertRow = typeof alerts.$inferSelect;

const value = (row: TAlertRow) => (row.recorded_value === null ? "—" : String(row.recorded_value));

/** The mail's own words in each language; an alert's details are the catalogue's text of its coded message. */
const MAIL_WORDS = {
  en: {
    count: (n: number) => `${n} new alert${n === 1 ? "" : "s"}`,
    onProcedure: (name: string) => `on procedure ${name}`,
    withoutProcedure: "without a procedure",
    since: (at: string) => ` since ${at} UTC`,
    values: (recorded: string, expected: string) => `recorded ${recorded}, expected ${expected}`,
    review: "Review and acknowledge them:",
    subject: (n: number, procedure: string | null) =>
      `WeldTrace: ${n} new alert${n === 1 ? "" : "s"}${procedure === null ? "" : ` on ${procedure}`}`,
  },
  fr: {
    count: (n: number) => `${n} nouvelle${n === 1 ? "" : "s"} alerte${n === 1 ? "" : "s"}`,
    onProcedure: (name: string) => `sur la procédure ${name}`,
    withoutProcedure: "sans procédure",
    since: (at: string) => ` depuis le ${at} UTC`,
    values: (recorded: string, expected: string) => `valeur relevée ${recorded}, attendue ${expected}`,
    review: "Consultez-les et acquittez-les :",
    subject: (n: number, procedure: string | null) =>
      `WeldTrace : ${n} nouvelle${n === 1 ? "" : "s"} alerte${n === 1 ? "" : "s"}${procedure === null ? "" : ` sur ${procedure}`}`,
  },
} as const;

/** An alert's details in a language: its coded messages' texts, or its stored text when it has none. */
const detailsIn = (language: TUserLanguage, row: TAlertRow) => {
  const coded = (row.details_messages ?? []) as TMessage[];
  return coded.length > 0 ? coded.map((one) => textIn(language, one)).join(" ") : row.details;
};

/** The subject of one procedure's mail, in the recipient's language: on one line, whatever the procedure's name holds. */
export const alertMailSubject = (language: TUserLanguage, count: number, procedureName: string | null) =>
  oneLine(MAIL_WORDS[language].subject(count, procedureName === null ? null : oneLine(procedureName)));

/**
 * The text of one procedure's mail, in the recipient's language: one line per alert, oldest first, and where to
 * acknowledge them. Every value written into it (names, values, details) is made one line (oneLine): a name with line
 * breaks cannot add lines to the mail.
 */
export function alertMailText(
  procedureName: string | null,
  rows: TAlertRow[],
  projectNames: Map<string, string>,
  link: string,
  since: Date | null,
  language: TUserLanguage = "en",
): string {
  const words = MAIL_WORDS[language];
  const lines = rows.map((row) => {
    const project = row.project ? (projectNames.get(row.project) ?? "") : "";
    const parts = [
      row.created_at.toISOString().replace("T", " ").slice(0, 16),
      project,
      // Words, as the alerts list shows them, not the stored codes.
      alertSectionLabel(language, row.section),
      row.parameter ? alertParameterLabel(language, row.parameter) : "",
      row.type ? alertTypeLabel(language, row.type) : "",
      words.values(oneLine(value(row)), oneLine(row.expected_value ?? "—")),
    ]
      .map(oneLine)
      .filter((part) => part !== "");
    const details = oneLine(detailsIn(language, row) ?? "");
    return `- ${parts.join(" · ")}${details ? `\n  ${details}` : ""}`;
  });
  const where = procedureName === null ? words.withoutProcedure : words.onProcedure(oneLine(procedureName));
  const when = since ? words.since(since.toISOString().replace("T", " ").slice(0, 16)) : "";
  return [`${words.count(rows.length)} ${where}${when}:`, "", ...lines, "", `${words.review} ${link}`].join("\n");
}

/** The newest digest of a client's procedure (null: the alerts without one), or null when none was written. */
async function lastDigest(tx: TExecutor, client: string, procedure: string | null): Promise<Date | null> {
  const [row] = await tx
    .select({ at: max(alertMails.created_at) })
    .from(alertMails)
    .where(and(eq(alertMails.client_id, client), procedure === null ? isNull(alertMails.procedure) : eq(alertMails.procedure, procedure)));
  return row?.at ? new Date(row.at) : null;
}

/**
 * Step one of the sweep, in one transaction: the alerts no mail has named yet, grouped by client and procedure; a
 * procedure whose last digest is 10 minutes old or more (or that has none) gets one now, a mail row per supervisor
 * listing its alerts since, and those alerts are marked mailed. The others wait for a later sweep. Only committed
 * alerts are read, so a rolled-back write is never mailed; a lost connection rolls the whole step back. One sweep
 * at a time (an advisory lock, released at commit), so two servers never write two digests of one procedure in a window.
 * Answers the number of mails queued.
 */
export async function queueAlertMails(app: TAlertMailDeps, now = new Date()): Promise<number> {
  return app.db.transaction(async (tx) => {
    // Waits for another sweep's step one, then reads what it left.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('alert-mails'))`);
    const pending = await tx.select().from(alerts).where(isNull(alerts.mailed_at)).orderBy(asc(alerts.created_at)).limit(SWEEP_LIMIT);
    if (pending.length === 0) return 0;
    const byProcedure = new Map<string, TAlertRow[]>();
    for (const row of pending) {
      const key = `${row.client_id}/${row.procedure ?? ""}`;
      byProcedure.set(key, [...(byProcedure.get(key) ?? []), row]);
    }
    const ids = (pick: (row: TAlertRow) => string | null) => [...new Set(pending.flatMap((row) => pick(row) ?? []))];
    const procedureIds = ids((row) => row.procedure);
    const projectIds = ids((row) => row.project);
    const procedureNames = new Map(
      procedureIds.length
        ? (await tx.select({ id: procedures.id, name: procedures.name }).from(procedures).where(inArray(procedures.id, procedureIds))).map(
            (row) => [row.id, row.name] as const,
          )
        : [],
    );
    const projectNames = new Map(
      projectIds.length
        ? (await tx.select({ id: projects.id, name: projects.name }).from(projects).where(inArray(projects.id, projectIds))).map(
            (row) => [row.id, row.name] as const,
          )
        : [],
    );
    const recipientsOf = new Map<string, { id: string; email: string; language: TUserLanguage }[]>();
    let queued = 0;
    for (const rows of byProcedure.values()) {
      const [first] = endsOf(rows);
      const since = await lastDigest(tx, first.client_id, first.procedure);
      if (since && now.getTime() - since.getTime() < ALERT_MAIL_WINDOW_MS) continue;
      if (!recipientsOf.has(first.client_id)) {
        recipientsOf.set(
          first.client_id,
          await tx
            .select({ id: users.id, email: users.email, language: users.language })
            .from(users)
            .innerJoin(groups, eq(groups.id, users.group_id))
            .where(
              and(
                eq(users.client_id, first.client_id),
                eq(users.is_active, true),
                eq(users.is_machine, false),
                inArray(groups.name, [...ALERT_SUPERVISOR_GROUPS]),
              ),
            )
            .orderBy(asc(users.email)),
        );
      }
      const recipients = recipientsOf.get(first.client_id) ?? [];
      const procedureName = first.procedure ? (procedureNames.get(first.procedure) ?? "?") : null;
      const link = `${app.publicUrl}/alerts-list?${first.procedure ? `procedure=${first.procedure}&` : ""}acknowledged=false`;
      if (recipients.length > 0) {
        await tx.insert(alertMails).values(
          recipients.map((recipient) => ({
            client_id: first.client_id,
            procedure: first.procedure,
            recipient: recipient.id,
            to: recipient.email,
            // Each supervisor's mail in their own language (My account).
            subject: alertMailSubject(recipient.language, rows.length, procedureName),
            text: alertMailText(procedureName, rows, projectNames, link, since, recipient.language),
            alert_count: rows.length,
            created_at: now,
            updated_at: now,
          })),
        );
        queued += recipients.length;
      }
      await tx
        .update(alerts)
        .set({ mailed_at: now })
        .where(
          inArray(
            alerts.id,
            rows.map((row) => row.id),
          ),
        );
    }
    return queued;
  });
}

/**
 * Step two: sends the queued mails, each in a transaction that locks its row (another sweep skips it), puts it in
 * the outbox and marks it sent: with the outbox alone a mail is recorded once or not at all. A mail that fails (SMTP
 * down, the connection lost) rolls back and waits for the next sweep; this one stops there. Answers the mails sent.
 */
export async function sendAlertMails(app: TAlertMailDeps, now = () => new Date()): Promise<number> {
  let sent = 0;
  while (sent < SEND_LIMIT) {
    try {
      const done = await app.db.transaction(async (tx) => {
        const [mail] = await tx
          .select()
          .from(alertMails)
          .where(isNull(alertMails.sent_at))
          .orderBy(asc(alertMails.created_at), asc(alertMails.id))
          .limit(1)
          .for("update", { skipLocked: true });
        if (!mail) return false;
        await app.mailer.send({ to: mail.to, subject: mail.subject, text: mail.text }, tx);
        await tx.update(alertMails).set({ sent_at: now(), updated_at: now() }).where(eq(alertMails.id, mail.id));
        return true;
      });
      if (!done) break;
      sent += 1;
    } catch (error) {
      app.log.error({ err: error }, "alerts: a mail could not be sent; it waits for the next sweep");
      break;
    }
  }
  return sent;
}

/** The mail part of a sweep: queue the digests due, then send what is queued (also what a crash left). */
export async function mailPendingAlerts(app: TAlertMailDeps, now = new Date()): Promise<number> {
  await queueAlertMails(app, now);
  return sendAlertMails(app);
}

/**
 * The sweep, every `alertMailIntervalMs` while the server runs (0: never; tests call its parts): the calibrations
 * and welder qualifications due or lapsed raise their alerts, then the digests due are mailed. Background work:
 * an API process (ROLE=api) leaves it to the workers.
 */
export function startAlertMailSweep(app: FastifyInstance): void {
  const every = app.config.alertMailIntervalMs;
  if (every <= 0 || !app.jobs.works) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const deps: TAlertMailDeps = { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl, log: app.log };
  app.addHook("onReady", async () => {
    timer = setInterval(() => {
      running = raiseCalibrationAlerts(app.db)
        .then(() => raiseWelderQualificationAlerts(app.db))
        .then(() => mailPendingAlerts(deps))
        .catch((error: unknown) => app.log.warn({ err: error }, "alerts: the mail sweep failed"));
    }, every);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
