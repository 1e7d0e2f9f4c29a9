import { oneLine } from "@weldtrace/domain";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { TDatabase, TExecutor } from "../db/client.js";
import { outbox } from "../db/schema/index.js";

export interface TMail {
  to: string;
  subject: string;
  text: string;
}

export interface TMailer {
  /**
   * Sends, and keeps the mail in the outbox through `executor` when given: a caller that marks the mail sent in the
   * same transaction records both or neither (the alerts' mails).
   */
  send(mail: TMail, executor?: TExecutor): Promise<void>;
}

/** SMTP when configured; every mail is also kept in the outbox table, so nothing is lost without SMTP. */
export function createMailer(options: { db: TDatabase; smtpUrl: string | null; from: string; log: FastifyBaseLogger }): TMailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(given, executor) {
      // A subject is one line, whatever its callers wrote into it (their values are made one line where they write them).
      const mail = { ...given, subject: oneLine(given.subject) };
      let sent = false;
      if (transport) {
        await transport.sendMail({ from: options.from, ...mail });
        sent = true;
      } else {
        // Never the text: a reset link in a log would outlive its use. A Super User reads GET /api/outbox/.
        options.log.info({ to: mail.to, subject: mail.subject }, "mail kept in the outbox (no SMTP_URL)");
      }
      await (executor ?? options.db).insert(outbox).values({ ...mail, sent });
    },
  };
}
