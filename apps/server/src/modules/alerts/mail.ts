import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { TDatabase } from "../../db/client.js";
import { alerts, groups, procedures, projects, users } from "../../db/schema/index.js";
import type { TMailer } from "../../mail/mailer.js";
import { raiseCalibrationAlerts } from "./calibration.js";

/** What the sweep needs of the app. */
export interface TAlertMailDeps {
  db: TDatabase;
  mailer: TMailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** Who is mailed about a project's alerts: its client's Admins and Managers (docs/decisions.md, "Alerts"). */
export const ALERT_SUPERVISOR_GROUPS = ["Admin", "Manager"] as const;
/** Alerts named by one sweep at most; the next sweep takes the rest. */
const SWEEP_LIMIT = 1000;

type TAlertRow = typeof alerts.$inferSelect;

const value = (row: TAlertRow) => (row.recorded_value === null ? "—" : String(row.recorded_value));

/** The text of one project's mail: one line per alert, oldest first, and where to acknowledge them. */
export function alertMailText(projectName: string, rows: TAlertRow[], procedureNames: Map<string, string>, link: string): string {
  const lines = rows.map((row) => {
    const procedure = row.procedure ? (procedureNames.get(row.procedure) ?? "") : "";
    const parts = [
      row.created_at.toISOString().replace("T", " ").slice(0, 16),
      procedure,
      row.section,
      row.parameter ?? "",
      row.type ?? "",
      `recorded ${value(row)}, expected ${row.expected_value ?? "—"}`,
    ].filter((part) => part !== "");
    return `- ${parts.join(" · ")}${row.details ? `\n  ${row.details}` : ""}`;
  });
  return [
    `${rows.length} new alert${rows.length === 1 ? "" : "s"} on project ${projectName}:`,
    "",
    ...lines,
    "",
    `Review and acknowledge them: ${link}`,
  ].join("\n");
}

/**
 * Mails the alerts no mail has named yet, once: claims them (mailed_at, rows locked by another process skipped) in a
 * transaction of their own, then sends one mail per project to each of its supervisors. Only committed alerts are
 * read, so a rolled-back write is never mailed. A mail that fails to send gives its alerts back to the next sweep.
 * Answers the number of mails sent.
 */
export async function mailPendingAlerts(app: TAlertMailDeps): Promise<number> {
  const claimed = await app.db.transaction(async (tx) => {
    const pending = await tx
      .select({ id: alerts.id })
      .from(alerts)
      .where(isNull(alerts.mailed_at))
      .orderBy(asc(alerts.created_at))
      .limit(SWEEP_LIMIT)
      .for("update", { skipLocked: true });
    if (pending.length === 0) return [];
    return tx
      .update(alerts)
      .set({ mailed_at: new Date() })
      .where(
        inArray(
          alerts.id,
          pending.map((row) => row.id),
        ),
      )
      .returning();
  });
  if (claimed.length === 0) return 0;
  const byProject = new Map<string, TAlertRow[]>();
  for (const row of claimed.sort((a, b) => a.created_at.getTime() - b.created_at.getTime())) {
    const key = `${row.client_id}/${row.project ?? ""}`;
    byProject.set(key, [...(byProject.get(key) ?? []), row]);
  }
  const procedureIds = [...new Set(claimed.flatMap((row) => (row.procedure ? [row.procedure] : [])))];
  const procedureNames = new Map(
    procedureIds.length
      ? (
          await app.db.select({ id: procedures.id, name: procedures.name }).from(procedures).where(inArray(procedures.id, procedureIds))
        ).map((row) => [row.id, row.name] as const)
      : [],
  );
  let sent = 0;
  for (const rows of byProject.values()) {
    const [first] = rows as [TAlertRow];
    const [project] = first.project
      ? await app.db.select({ name: projects.name }).from(projects).where(eq(projects.id, first.project)).limit(1)
      : [];
    const recipients = await app.db
      .select({ email: users.email })
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
      .orderBy(asc(users.email));
    const projectName = project?.name ?? "(no project)";
    const link = `${app.publicUrl}/alerts-list${first.project ? `?project=${first.project}&acknowledged=false` : "?acknowledged=false"}`;
    const text = alertMailText(projectName, rows, procedureNames, link);
    const subject = `WeldTrace: ${rows.length} new alert${rows.length === 1 ? "" : "s"} on ${projectName}`;
    try {
      for (const { email } of recipients) {
        await app.mailer.send({ to: email, subject, text });
        sent += 1;
      }
    } catch (error) {
      app.log.error({ err: error, project: first.project }, "alerts: a mail could not be sent; its alerts wait for the next sweep");
      await app.db
        .update(alerts)
        .set({ mailed_at: null })
        .where(
          inArray(
            alerts.id,
            rows.map((row) => row.id),
          ),
        );
    }
  }
  return sent;
}

/**
 * The sweep, every `alertMailIntervalMs` while the server runs (0: never; tests call its parts): the calibrations
 * due or expired raise their alerts, then the new alerts are mailed.
 */
export function startAlertMailSweep(app: FastifyInstance): void {
  const every = app.config.alertMailIntervalMs;
  if (every <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const deps: TAlertMailDeps = { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl, log: app.log };
  app.addHook("onReady", async () => {
    timer = setInterval(() => {
      running = raiseCalibrationAlerts(app.db)
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
