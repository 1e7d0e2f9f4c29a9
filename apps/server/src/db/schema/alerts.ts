import type { TMessage } from "@weldtrace/domain";
import { sql } from "drizzle-orm";
import { doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { listIndexes } from "../list-indexes.js";
import { ALERT_LIST } from "../list-specs.js";
import { tenantColumns } from "./catalogues.js";
import { users } from "./platform.js";
import { procedures } from "./procedures.js";
import { projects } from "./projects.js";

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * Spec §3 "Alert": what was out of range, where. `source_kind` and `source_id` name what raised it (a measurement
 * kind and its id, or "cycle" and the cycle's id with the time in it); `source_key` is unique, so raising the same
 * alert again (a chunk processed twice, a measurement posted twice) writes nothing. Acknowledging fills the three
 * acknowledged_ columns once; `mailed_at` is set when the supervisors' mail that named it was sent.
 */
export const alerts = pgTable(
  "alerts",
  {
    ...tenantColumns(),
    project: uuid("project").references(() => projects.id, { onDelete: "set null" }),
    procedure: uuid("procedure").references(() => procedures.id, { onDelete: "set null" }),
    /** "inspection", or "cycle" for the arc data's alerts. */
    section: text("section").notNull(),
    /** The English text of `details_messages` (API readers, search). */
    details: text("details"),
    /** What `details` says as catalogue codes and parameters, which the web shows in the reader's language. */
    details_messages: jsonb("details_messages").$type<TMessage[]>(),
    parameter: text("parameter"),
    type: text("type"),
    recorded_value: doublePrecision("recorded_value"),
    expected_value: text("expected_value"),
    /** `expected_value` as a code when it has words ("> 30 days"); null when it is numbers and a unit. */
    expected_message: jsonb("expected_message").$type<TMessage>(),
    source_kind: text("source_kind").notNull(),
    source_id: uuid("source_id"),
    /** What raised it, unique: "<kind>/<measurement id>" or the arc event's idempotency key. */
    source_key: text("source_key"),
    /** When the value was recorded (the measurement, or the alert's moment in the cycle). */
    source_time: stamp("source_time"),
    /** Seconds from the start of the cycle (arc alerts). */
    source_offset: doublePrecision("source_offset"),
    acknowledged_at: stamp("acknowledged_at"),
    acknowledged_by: uuid("acknowledged_by").references(() => users.id, { onDelete: "set null" }),
    acknowledged_comment: text("acknowledged_comment"),
    mailed_at: stamp("mailed_at"),
  },
  (table) => [
    ...listIndexes(table, ALERT_LIST),
    uniqueIndex("alerts_source_key_unique").on(table.source_key),
    index("alerts_source_idx").on(table.source_kind, table.source_id),
    // The list filtered by project or procedure, newest first.
    index("alerts_project_list_idx").on(table.client_id, table.project, table.created_at, table.id),
    index("alerts_procedure_list_idx").on(table.client_id, table.procedure, table.created_at, table.id),
    index("alerts_unacknowledged_idx").on(table.client_id, table.created_at, table.id).where(sql`${table.acknowledged_at} is null`),
    // The mail sweep: the alerts no mail has named yet.
    index("alerts_unmailed_idx").on(table.created_at).where(sql`${table.mailed_at} is null`),
  ],
);

/**
 * The supervisors' alert mails, written in the transaction that marks their alerts mailed (`mailed_at`),
 * then sent one by one: `sent_at` is set in the transaction that puts the mail in the outbox. One digest of a
 * procedure (`procedure` null: alerts without one, such as calibrations) is one row per recipient, all with the
 * same `created_at`; the next digest of that procedure waits until 10 minutes after it.
 */
export const alertMails = pgTable(
  "alert_mails",
  {
    ...tenantColumns(),
    procedure: uuid("procedure").references(() => procedures.id, { onDelete: "set null" }),
    recipient: uuid("recipient").references(() => users.id, { onDelete: "set null" }),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    alert_count: integer("alert_count").notNull(),
    sent_at: stamp("sent_at"),
  },
  (table) => [
    // The window: the newest digest of a client's procedure.
    index("alert_mails_procedure_idx").on(table.client_id, table.procedure, table.created_at),
    // The mails still to send.
    index("alert_mails_unsent_idx").on(table.created_at).where(sql`${table.sent_at} is null`),
  ],
);
