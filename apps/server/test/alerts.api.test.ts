// PostgreSQL too: mails sent after commit on a pool, and the EXPLAIN of the alerts list.
import { SignalGenerator } from "@weldtrace/arc";
import { message, textOf } from "@weldtrace/domain";
import { and, eq, isNull, type Logger, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  alertMails,
  alertSupervisors,
  alerts,
  arcStreams,
  cycles,
  measuringInstruments,
  outbox,
  passGroups,
  procedures,
  projects,
  welderQualifications,
  welders,
  weldingProcesses,
  welds,
} from "../src/db/schema/index.js";
import { createMailer } from "../src/mail/mailer.js";
import {
  ALERT_MAIL_WINDOW_MS,
  mailPendingAlerts,
  queueAlertMails,
  raiseAlerts,
  raiseCalibrationAlerts,
  raiseWelderQualificationAlerts,
  sendAlertMails,
} from "../src/modules/alerts/index.js";
import { forgetLiveEngines, processingIdle } from "../src/modules/edge/processing.js";
import { seedClient, startTestServer, type TSeededClient, type TTestServer } from "./helpers.js";

/*
 * Alerts: the demo's alerts of both sections listed with server-side filters, sorting and paging;
 * acknowledged once with a comment; raised from the arc engine's out-of-range stretches when a stream is processed,
 * never twice; mailed to the client's Admins and Managers after commit, at most once per procedure per 10 minutes;
 * welder qualifications ending or lapsed on open welds.
 */

let server: TTestServer;
let beta: TSeededClient;
const tokens: Record<string, string> = {};
let demoProject: string;
let demoProcedure: string;
let demoClient: string;
/** The sweeps' clock: injected, so the 10-minute window is tested without waiting. */
const sweepStart = new Date(Date.now() + 86_400_000);

const captured: { query: string; params: unknown[] }[] = [];
let capturing = false;
const queryLogger: Logger = { logQuery: (query, params) => void (capturing && captured.push({ query, params })) };

const call = (method: string, path: string, token: string | null, body?: unknown) => server.request(method, path, { token, body });
const silentLog = { info() {}, warn() {}, error() {}, debug() {}, child: () => silentLog } as never;
const mailDeps = () => ({
  db: server.db,
  mailer: createMailer({ db: server.db, smtpUrl: null, from: "test@example.com", log: silentLog }),
  publicUrl: "http://weldtrace.test",
  log: silentLog,
});

beforeAll(async () => {
  server = await startTestServer({ env: { ALERT_MAIL_INTERVAL_MS: "0" }, queryLogger });
  const { seed } = await import("../src/seed/seed.js");
  await seed(server.db, { adminEmail: "root@platform.test", adminPassword: "root-password-1", demoData: true }, silentLog);
  for (const who of ["admin", "engineer", "viewer"]) {
    const login = await call("POST", "/api/api-token-auth/", null, { email: `${who}@demo.example`, password: "demo-weld-2026" });
    expect(login.status).toBe(200);
    tokens[who] = login.body.token;
  }
  beta = await seedClient(server, "Alerts Beta");
  const [project] = await server.db.select().from(projects).where(eq(projects.name, "North Sea export line")).limit(1);
  demoProject = project?.id as string;
  demoClient = project?.client_id as string;
  const [procedure] = await server.db.select().from(procedures).where(eq(procedures.project, demoProject)).limit(1);
  demoProcedure = procedure?.id as string;
}, 180_000);
afterAll(() => server?.close());

describe("GET /api/alerts/", () => {
  it("answers 401 without a token and 403 to an edge server", async () => {
    expect((await call("GET", "/api/alerts/", null)).status).toBe(401);
    expect((await call("GET", "/api/alerts/", beta.users["Edge server"].token)).status).toBe(403);
    expect((await call("GET", "/api/alerts/open-count/", null)).status).toBe(401);
    expect((await call("GET", "/api/alerts/open-count/", beta.users["Edge server"].token)).status).toBe(403);
  });

  it("lists the demo's alerts of both sections, with the project's and procedure's names, newest first", async () => {
    const page = await call("GET", "/api/alerts/", tokens.viewer as string);
    expect(page.status).toBe(200);
    const sections = new Set(page.body.results.map((row: { section: string }) => row.section));
    expect(sections).toEqual(new Set(["inspection", "cycle"]));
    const fitUp = page.body.results.find((row: { section: string }) => row.section === "inspection");
    expect(fitUp).toMatchObject({
      project: demoProject,
      project_name: "North Sea export line",
      recorded_value: 3.4,
      acknowledged_at: null,
    });
    // An inspection alert names its measurement's inspection, which the row opens.
    expect(fitUp.inspection_kind).toBe("fit_up");
    const measurements = await call("GET", `/api/fitup-inspection-measurements/?inspection=${fitUp.inspection}`, tokens.viewer as string);
    expect(measurements.status).toBe(200);
    expect(measurements.body.results.map((row: { id: string }) => row.id)).toContain(fitUp.source_id);
    const arc = page.body.results.find((row: { parameter: string }) => row.parameter === "current");
    expect(arc).toMatchObject({ section: "cycle", type: "out_of_range", source_kind: "cycle", source_offset: 312.5, inspection: null });
    expect(arc.expected_value).toMatch(/^\d+ – \d+ A$/);
    // Its details reach the web as a catalogue code with parameters, stored by the demo seed as the pipeline stores them.
    expect(arc.details_messages).toEqual([
      { code: "alert_arc_moment", params: { parameter: "current", value: arc.recorded_value, unit: "A", seconds: 312.5 } },
    ]);
    expect(fitUp.details_messages.length).toBeGreaterThan(0);
    expect(fitUp.details_messages.every((coded: { code: string }) => coded.code !== "text")).toBe(true);
    const times = page.body.results.map((row: { created_at: string }) => Date.parse(row.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // Another client sees none of them.
    expect((await call("GET", "/api/alerts/", beta.users.Admin.token)).body.count).toBe(0);
  });

  it("filters by section, parameter, type, project, procedure, open or acknowledged and dates; sorts and pages", async () => {
    const list = async (query: string) => {
      const answer = await call("GET", `/api/alerts/?${query}`, tokens.engineer as string);
      expect(answer.status, query).toBe(200);
      return answer.body as { count: number; next: string | null; results: Record<string, unknown>[] };
    };
    const cycle = await list("section=cycle");
    expect(cycle.count).toBe(2);
    expect(cycle.results.every((row) => row.section === "cycle")).toBe(true);
    expect((await list("parameter=current")).results.map((row) => row.type)).toEqual(["out_of_range"]);
    expect((await list("type=warning")).results.map((row) => row.parameter)).toEqual(["voltage"]);
    const all = await list("");
    expect((await list(`project=${demoProject}`)).count).toBe(all.count);
    expect((await list(`procedure=${demoProcedure}`)).count).toBe(all.count);
    expect((await list(`project=${beta.id}`)).count).toBe(0);
    expect((await list("acknowledged=false")).count).toBe(all.count);
    expect((await list("acknowledged=true")).count).toBe(0);
    expect((await list("from=2000-01-01&to=2000-01-02")).count).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`from=2000-01-01&to=${today}`)).count).toBe(all.count);
    const byValue = await list("ordering=-recorded_value");
    const values = byValue.results.map((row) => row.recorded_value as number);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    const first = await list("page_size=1");
    expect(first.results).toHaveLength(1);
    expect(first.next).toContain("page=2");
    expect((await list("search=current")).results.map((row) => row.parameter)).toEqual(["current"]);
  });

  it("answers 400 naming the field for a bad filter", async () => {
    const bad = async (query: string, field: string) => {
      const answer = await call("GET", `/api/alerts/?${query}`, tokens.engineer as string);
      expect(answer.status, query).toBe(400);
      expect(Object.keys(answer.body), query).toContain(field);
    };
    await bad("section=weld", "section");
    await bad("acknowledged=maybe", "acknowledged");
    await bad("from=yesterday", "from");
    await bad("project=nope", "project");
    await bad("from=2026-02-01&to=2026-01-01", "to");
    await bad("ordering=details", "ordering");
  });
});

describe("POST /api/alerts/{id}/acknowledge/", () => {
  let id: string;
  beforeAll(async () => {
    const page = await call("GET", "/api/alerts/?section=inspection", tokens.engineer as string);
    id = page.body.results[0].id;
  });

  it("answers 401, 403 to a Viewer, 404 to another client's user and for a malformed id", async () => {
    const body = { comment: "Checked" };
    expect((await call("POST", `/api/alerts/${id}/acknowledge/`, null, body)).status).toBe(401);
    expect((await call("POST", `/api/alerts/${id}/acknowledge/`, tokens.viewer as string, body)).status).toBe(403);
    expect((await call("POST", `/api/alerts/${id}/acknowledge/`, beta.users.Admin.token, body)).status).toBe(404);
    expect((await call("POST", "/api/alerts/not-an-id/acknowledge/", tokens.engineer as string, body)).status).toBe(404);
  });

  it("answers 400 on the comment when it is missing or blank", async () => {
    for (const body of [{}, { comment: "   " }, { comment: "x".repeat(2001) }]) {
      const answer = await call("POST", `/api/alerts/${id}/acknowledge/`, tokens.engineer as string, body);
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body)).toContain("comment");
    }
  });

  it("keeps who, when and the comment, once: a second acknowledgement is a 400 with its code", async () => {
    const before = (await call("GET", "/api/alerts/open-count/", tokens.engineer as string)).body.count;
    const done = await call("POST", `/api/alerts/${id}/acknowledge/`, tokens.engineer as string, {
      comment: "Gap re-measured after grinding: 2.8 mm",
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      id,
      acknowledged_comment: "Gap re-measured after grinding: 2.8 mm",
      acknowledged_by_name: "Emma Bernard",
    });
    expect(Math.abs(Date.parse(done.body.acknowledged_at) - Date.now())).toBeLessThan(60_000);
    const again = await call("POST", `/api/alerts/${id}/acknowledge/`, tokens.admin as string, { comment: "Again" });
    expect(again.status).toBe(400);
    expect(again.body.codes.non_field_errors[0].code).toBe("alert_already_acknowledged");
    const [row] = await server.db.select().from(alerts).where(eq(alerts.id, id));
    expect(row?.acknowledged_comment).toBe("Gap re-measured after grinding: 2.8 mm");
    expect((await call("GET", "/api/alerts/open-count/", tokens.engineer as string)).body.count).toBe(before - 1);
    expect(
      (await call("GET", "/api/alerts/?acknowledged=true", tokens.engineer as string)).body.results.map((r: { id: string }) => r.id),
    ).toEqual([id]);
  });
});

describe("alerts from arc data", () => {
  const RATE = 5000;
  const T0_US = Date.UTC(2026, 10, 3, 8, 0, 0) * 1000;
  let machine: string;
  let stream: string;
  let passGroup: string;
  let weld: string;
  /** Two 9 s spray welds at about 250 A: above a current line whose maximum is 150 A from start to end. */
  const chunks = () => {
    const source = new SignalGenerator({
      seed: 11,
      sampleRate: RATE,
      process: "gmaw-spray",
      welds: [
        { gapBeforeS: 1, arcS: 9 },
        { gapBeforeS: 2, arcS: 9 },
      ],
      tailS: 2,
    });
    const out: { t0_us: number; u: number[]; i: number[]; wfs: number[]; ts: number[] }[] = [];
    let at = 0;
    while (source.remaining > 0) {
      const chunk = source.next(RATE / 2);
      out.push({ t0_us: T0_US + Math.round((at * 1e6) / RATE), u: [...chunk.u], i: [...chunk.i], wfs: [...chunk.wfs], ts: [...chunk.ts] });
      at += chunk.u.length;
    }
    return out;
  };
  const all = chunks();
  const cycleAlerts = () =>
    server.db
      .select()
      .from(alerts)
      .where(and(eq(alerts.section, "cycle"), eq(alerts.source_kind, "cycle"), sql`${alerts.source_key} not like 'demo/%'`));

  beforeAll(async () => {
    const edges = await call("GET", "/api/edge-servers/", tokens.admin as string);
    const edge = (edges.body as { id: string; project: string | null }[]).find((row) => row.project);
    machine = (await call("POST", `/api/edge-servers/${edge?.id}/token/`, tokens.admin as string)).body.token;
    const setup = (
      await call("POST", "/api/edge/ping/", machine, {
        hostname: "edge",
        version: "1",
        distribution: "x",
        network_devices: [],
        time: new Date().toISOString(),
      })
    ).body;
    const gmaw = setup.process_groups.find((group: { name: string }) => group.name.startsWith("GMAW"));
    const group = setup.pass_groups.find((row: { welding_process_group: string }) => row.welding_process_group === gmaw.id);
    passGroup = group.id;
    const [row] = await server.db
      .select({ procedure: passGroups.procedure, client: passGroups.client_id })
      .from(passGroups)
      .where(eq(passGroups.id, passGroup));
    await server.db.insert(alertSupervisors).values({
      client_id: row?.client as string,
      procedure: row?.procedure as string,
      index: 99,
      type: "PASS_GROUP",
      name: "current",
      elements_selected: [],
      supervisor_min: 50,
      supervisor_max: 150,
      percentage: 0,
      time: 0.5,
      enabled: true,
      warning: false,
      out_of_range: true,
    });
    const opened = await call("POST", "/api/edge/streams/", machine, {
      workstation: setup.workstations[0].id,
      torch: 1,
      sample_rate: RATE,
      t0_us: T0_US,
    });
    stream = opened.body.id;
    const welds = await call("GET", "/api/welds/?search=NS-W-0005", tokens.admin as string);
    weld = welds.body.results[0].id;
    const context = await call("POST", `/api/edge/streams/${stream}/context/`, machine, {
      t_us: T0_US,
      weld,
      welder: setup.welders[0].id,
      pass_group: passGroup,
      filler_metal: null,
    });
    expect(context.status).toBe(201);
  }, 60_000);

  it("raises one alert row per out-of-range stretch of a cycle: parameter, recorded vs expected, cycle and time in it", async () => {
    for (let seq = 0; seq < all.length; seq++) {
      const put = await call("PUT", `/api/edge/streams/${stream}/chunks/${seq}`, machine, all[seq]);
      expect(put.status).toBe(201);
    }
    await processingIdle();
    const rows = await cycleAlerts();
    expect(rows).toHaveLength(2);
    const cycles = await call("GET", `/api/cycles/?page_size=100&weld=${weld}`, tokens.admin as string);
    const ours = (cycles.body.results as { id: string; stream: string; started_at: string }[]).filter((row) => row.stream === stream);
    expect(new Set(rows.map((row) => row.source_id))).toEqual(new Set(ours.map((row) => row.id)));
    for (const row of rows) {
      expect(row).toMatchObject({ parameter: "current", type: "out_of_range", expected_value: "50 – 150 A", project: demoProject });
      expect(row.recorded_value).toBeGreaterThan(150);
      // Raised after the line's 0.5 s of reaction time, early in the cycle.
      expect(row.source_offset).toBeGreaterThanOrEqual(0.5);
      expect(row.source_offset).toBeLessThan(5);
      expect(row.source_key?.startsWith(`${stream}/`)).toBe(true);
    }
  });

  it("raises nothing twice when the same chunks are processed again from the start", async () => {
    await server.db.update(arcStreams).set({ next_seq: 0, next_index: 0, checkpoint: null }).where(eq(arcStreams.id, stream));
    forgetLiveEngines();
    // A new chunk schedules the stream, which now runs again from seq 0.
    const last = all[all.length - 1] as (typeof all)[number];
    const put = await call("PUT", `/api/edge/streams/${stream}/chunks/${all.length}`, machine, {
      ...last,
      t0_us: last.t0_us + 500_000,
      u: last.u.map(() => 0),
      i: last.i.map(() => 0),
    });
    expect(put.status).toBe(201);
    await processingIdle();
    const [streamRow] = await server.db.select().from(arcStreams).where(eq(arcStreams.id, stream));
    expect(streamRow?.next_seq).toBe(all.length + 1);
    expect(await cycleAlerts()).toHaveLength(2);
  });
});

describe("mail to the supervisors", () => {
  it("mails new alerts once, one mail per procedure to each Admin and Manager of the client, never a rolled-back one", async () => {
    // A write that rolls back leaves no alert to mail.
    await expect(
      server.db.transaction(async (tx) => {
        await raiseAlerts(tx, [
          {
            client_id: beta.id,
            section: "inspection",
            source_kind: "test",
            source_key: "rolled-back/1",
            parameter: "measure",
            type: "FIT_UP",
          },
        ]);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    const pending = await server.db
      .select({ id: alerts.id, procedure: alerts.procedure })
      .from(alerts)
      .where(sql`${alerts.mailed_at} is null`);
    expect(pending.length).toBeGreaterThan(0);
    // All the pending alerts are the demo's, of one procedure.
    expect(new Set(pending.map((row) => row.procedure))).toEqual(new Set([demoProcedure]));
    await server.db.delete(outbox);
    const sent = await mailPendingAlerts(mailDeps(), sweepStart);
    const mails = await server.db.select().from(outbox);
    expect(sent).toBe(mails.length);
    // Alice (Admin) and Marc (Manager) get one mail each.
    expect(mails.map((mail) => mail.to).sort()).toEqual(["admin@demo.example", "manager@demo.example"]);
    const [procedure] = await server.db.select({ name: procedures.name }).from(procedures).where(eq(procedures.id, demoProcedure));
    const [mail] = mails;
    expect(mail?.subject).toBe(`WeldTrace: ${pending.length} new alerts on ${procedure?.name}`);
    expect(mail?.text).toContain("recorded 3.4, expected");
    expect(mail?.text).toContain("North Sea export line");
    expect(mail?.text).toContain("current");
    // The arc data's section and parameter as the alerts list names them.
    expect(mail?.text).toContain("Cycle (arc data) · Current");
    expect(mail?.text).toContain(`http://weldtrace.test/alerts-list?procedure=${demoProcedure}&acknowledged=false`);
    expect(mails.some((row) => row.text.includes("rolled-back"))).toBe(false);
    // Once: the next sweep has nothing to say.
    expect(await mailPendingAlerts(mailDeps(), new Date(sweepStart.getTime() + 3_600_000))).toBe(0);
    expect(await server.db.select().from(outbox)).toHaveLength(mails.length);
    expect(await server.db.select().from(alerts).where(sql`${alerts.mailed_at} is null`)).toHaveLength(0);
    expect(await server.db.select().from(alertMails).where(isNull(alertMails.sent_at))).toHaveLength(0);
  });

  it("mails a later alert alone, to its own client's supervisors", async () => {
    await server.db.delete(outbox);
    await server.db.transaction((tx) =>
      raiseAlerts(tx, [
        {
          client_id: beta.id,
          section: "inspection",
          source_kind: "test",
          source_key: "beta/1",
          parameter: "measure",
          type: "FIT_UP",
          recorded_value: 9,
        },
      ]),
    );
    expect(await mailPendingAlerts(mailDeps(), sweepStart)).toBe(2);
    const mails = await server.db.select().from(outbox);
    expect(mails.map((mail) => mail.to).sort()).toEqual([beta.users.Admin.email, beta.users.Manager.email].sort());
    expect(mails[0]?.subject).toBe("WeldTrace: 1 new alert");
    expect(mails[0]?.text).toContain("1 new alert without a procedure:");
  });

  it("groups by procedure over 10 minutes: one mail per supervisor and procedure, the next listing what came since", async () => {
    const raise = (key: string, procedure: string | null) =>
      server.db.transaction((tx) =>
        raiseAlerts(tx, [
          {
            client_id: demoClient,
            project: demoProject,
            procedure,
            section: "inspection",
            source_kind: "test",
            source_key: key,
            parameter: "measure",
            type: "FIT_UP",
          },
        ]),
      );
    const at = (minutes: number, seconds = 0) => new Date(sweepStart.getTime() + 3_600_000 + minutes * 60_000 + seconds * 1000);
    await server.db.delete(outbox);
    await raise("group/1", demoProcedure);
    await raise("group/2", null);
    // Two procedures (the demo's and "none"), two supervisors: four mails.
    expect(await mailPendingAlerts(mailDeps(), at(0))).toBe(4);
    await raise("group/3", demoProcedure);
    await raise("group/4", demoProcedure);
    await raise("group/5", null);
    // Inside the window nothing goes, and the alerts wait, unmailed.
    expect(await mailPendingAlerts(mailDeps(), at(5))).toBe(0);
    expect(await mailPendingAlerts(mailDeps(), at(9, 59))).toBe(0);
    const waiting = await server.db.select({ key: alerts.source_key }).from(alerts).where(isNull(alerts.mailed_at));
    expect(waiting.map((row) => row.key).sort()).toEqual(["group/3", "group/4", "group/5"]);
    // Ten minutes after the last mail: one more per supervisor and procedure, naming only what came since.
    expect(await mailPendingAlerts(mailDeps(), at(10))).toBe(4);
    const mails = await server.db.select().from(outbox).orderBy(outbox.created_at);
    expect(mails).toHaveLength(8);
    const ofAdmin = mails.filter((mail) => mail.to === "admin@demo.example");
    const [procedure] = await server.db.select({ name: procedures.name }).from(procedures).where(eq(procedures.id, demoProcedure));
    expect(ofAdmin.map((mail) => mail.subject)).toEqual([
      `WeldTrace: 1 new alert on ${procedure?.name}`,
      "WeldTrace: 1 new alert",
      `WeldTrace: 2 new alerts on ${procedure?.name}`,
      "WeldTrace: 1 new alert",
    ]);
    const later = ofAdmin[2]?.text ?? "";
    expect(later).toContain(
      `2 new alerts on procedure ${procedure?.name} since ${at(0).toISOString().replace("T", " ").slice(0, 16)} UTC:`,
    );
    expect(later.match(/^- /gm)).toHaveLength(2);
    // The digests, per recipient and procedure, are at least 10 minutes apart.
    const digests = await server.db
      .select({ to: alertMails.to, procedure: alertMails.procedure, at: alertMails.created_at })
      .from(alertMails)
      .where(eq(alertMails.client_id, demoClient))
      .orderBy(alertMails.created_at);
    const byKey = new Map<string, number[]>();
    for (const row of digests)
      byKey.set(`${row.to}/${row.procedure}`, [...(byKey.get(`${row.to}/${row.procedure}`) ?? []), row.at.getTime()]);
    for (const times of byKey.values()) {
      for (let i = 1; i < times.length; i++)
        expect((times[i] as number) - (times[i - 1] as number)).toBeGreaterThanOrEqual(ALERT_MAIL_WINDOW_MS);
    }
  });

  it("never mails twice after a crash between queueing and sending, or a connection lost while sending", async () => {
    await server.db.delete(outbox);
    await server.db.transaction((tx) =>
      raiseAlerts(tx, [
        { client_id: beta.id, section: "inspection", source_kind: "test", source_key: "beta/crash", parameter: "measure", type: "FIT_UP" },
      ]),
    );
    // A crash after step one (the digest written, its alerts marked) leaves the mails queued, not lost.
    expect(await queueAlertMails(mailDeps(), new Date(sweepStart.getTime() + 7_200_000))).toBe(2);
    // The connection is lost inside the send's transaction, after the outbox write: both roll back.
    const real = mailDeps().mailer;
    const lost = {
      ...mailDeps(),
      mailer: {
        async send(mail: { to: string; subject: string; text: string }, executor?: unknown) {
          await real.send(mail, executor as never);
          throw new Error("Connection terminated unexpectedly");
        },
      },
    };
    expect(await sendAlertMails(lost)).toBe(0);
    // SMTP refusing the mail: nothing recorded either.
    const refused = { ...mailDeps(), mailer: { send: async () => Promise.reject(new Error("421 try again later")) } };
    expect(await sendAlertMails(refused)).toBe(0);
    expect(await server.db.select().from(outbox)).toHaveLength(0);
    // The restarted sweep sends each mail once; another finds nothing.
    expect(await sendAlertMails(mailDeps())).toBe(2);
    expect(await mailPendingAlerts(mailDeps(), new Date(sweepStart.getTime() + 7_300_000))).toBe(0);
    const mails = await server.db.select().from(outbox);
    expect(mails.map((mail) => mail.to).sort()).toEqual([beta.users.Admin.email, beta.users.Manager.email].sort());
    expect(await server.db.select().from(alertMails).where(isNull(alertMails.sent_at))).toHaveLength(0);
  });
});

describe("mail in each supervisor's language", () => {
  it("PATCH /api/me/ keeps the user's language and answers 400 naming it for a language other than en or fr", async () => {
    const bad = await call("PATCH", "/api/me/", beta.users.Manager.token, { language: "de" });
    expect(bad.status).toBe(400);
    expect(bad.body).toHaveProperty("language");
    expect((await call("GET", "/api/me/", beta.users.Manager.token)).body.language).toBe("en");
    const set = await call("PATCH", "/api/me/", beta.users.Manager.token, { language: "fr" });
    expect(set.status).toBe(200);
    expect(set.body.language).toBe("fr");
    expect((await call("GET", "/api/me/", beta.users.Manager.token)).body.language).toBe("fr");
  });

  it("writes a French supervisor's mail in French (subject, body, the alert's catalogue text) and an English one's in English", async () => {
    await server.db.delete(outbox);
    const details = message("alert_calibration_expired", { instrument: "Gauge X", serial_number: "SN-X", date: "2026-11-01" });
    await server.db.transaction((tx) =>
      raiseAlerts(tx, [
        {
          client_id: beta.id,
          // Not of section "instrument": the calibration tests below count beta's own.
          section: "inspection",
          source_kind: "test",
          source_key: "beta/language",
          // A fit-up alert's parameter is its measurement's English label.
          parameter: "Root gap",
          type: "FIT_UP",
          details: textOf(details),
          details_messages: [details],
        },
      ]),
    );
    expect(await mailPendingAlerts(mailDeps(), new Date(sweepStart.getTime() + 10 * 3_600_000))).toBe(2);
    const mails = await server.db.select().from(outbox);
    const french = mails.find((mail) => mail.to === beta.users.Manager.email);
    const english = mails.find((mail) => mail.to === beta.users.Admin.email);
    expect(french?.subject).toBe("WeldTrace : 1 nouvelle alerte");
    expect(french?.text).toContain("1 nouvelle alerte sans procédure");
    expect(french?.text).toContain("Gauge X (SN-X)\u00a0: étalonnage expiré le 2026-11-01");
    expect(french?.text).toContain("Consultez-les et acquittez-les :");
    expect(english?.subject).toBe("WeldTrace: 1 new alert");
    expect(english?.text).toContain("Gauge X (SN-X): calibration expired on 2026-11-01");
    expect(english?.text).not.toContain("étalonnage");
    // Section, parameter and type as words of the reader's language, as the alerts list shows them, not codes.
    expect(french?.text).toContain(" · Inspection · Écartement · Accostage · valeur relevée —, attendue —");
    expect(english?.text).toContain(" · Inspection · Root gap · Fit-up · recorded —, expected —");
    expect(french?.text).not.toMatch(/inspection|FIT_UP|Root gap/);
    expect(english?.text).not.toMatch(/· inspection|FIT_UP/);
    await call("PATCH", "/api/me/", beta.users.Manager.token, { language: "en" });
  });
});

describe("names in mails are one line", () => {
  it("writes a procedure and a project named with CR/LF, and details with line breaks, on one line each: the subject has no break, the body no extra line", async () => {
    const [procedure] = await server.db.select({ name: procedures.name }).from(procedures).where(eq(procedures.id, demoProcedure));
    const [project] = await server.db.select({ name: projects.name }).from(projects).where(eq(projects.id, demoProject));
    await server.db.update(procedures).set({ name: "WPS-X\r\nBcc: evil@x.test\n\nInjected line" }).where(eq(procedures.id, demoProcedure));
    await server.db.update(projects).set({ name: "Line\rproject" }).where(eq(projects.id, demoProject));
    try {
      // What earlier tests left pending is mailed first, so the mail read below lists this alert alone.
      await mailPendingAlerts(mailDeps(), new Date(sweepStart.getTime() + 19 * 3_600_000));
      await server.db.delete(outbox);
      await server.db.transaction((tx) =>
        raiseAlerts(tx, [
          {
            client_id: demoClient,
            project: demoProject,
            procedure: demoProcedure,
            section: "inspection",
            source_kind: "test",
            source_key: "one-line/1",
            parameter: "measure",
            type: "FIT_UP",
            details: "first\nsecond\u2028third",
          },
        ]),
      );
      expect(await mailPendingAlerts(mailDeps(), new Date(sweepStart.getTime() + 20 * 3_600_000))).toBeGreaterThan(0);
      const mails = await server.db.select().from(outbox);
      expect(mails.length).toBeGreaterThan(0);
      for (const mail of mails) {
        expect(mail.subject).toBe("WeldTrace: 1 new alert on WPS-X Bcc: evil@x.test Injected line");
        const lines = mail.text.split("\n");
        // The heading, a blank line, the alert and its details, a blank line, the link: nothing more.
        expect(lines).toHaveLength(6);
        expect(lines[0]).toMatch(/^1 new alert on procedure WPS-X Bcc: evil@x\.test Injected line since .* UTC:$/);
        expect(lines[2]).toContain(" · Line project · ");
        expect(lines[3]).toBe("  first second third");
        expect(mail.text).not.toMatch(/[\r\u2028]/);
      }
    } finally {
      await server.db
        .update(procedures)
        .set({ name: procedure?.name ?? "" })
        .where(eq(procedures.id, demoProcedure));
      await server.db
        .update(projects)
        .set({ name: project?.name ?? "" })
        .where(eq(projects.id, demoProject));
    }
  });
});

describe("calibration alerts", () => {
  it("raise once per instrument and expiry date: due within 30 days, or expired; a new date starts again", async () => {
    const now = new Date("2026-11-26T10:00:00Z");
    const [soon, expired, later] = await server.db
      .insert(measuringInstruments)
      .values([
        { client_id: beta.id, name: "Gauge soon", serial_number: "SN-S", expire_at: "2026-12-10" },
        { client_id: beta.id, name: "Gauge old", serial_number: "SN-O", expire_at: "2026-11-01" },
        { client_id: beta.id, name: "Gauge later", serial_number: "SN-L", expire_at: "2027-06-30" },
      ])
      .returning();
    const betaRows = () =>
      server.db
        .select()
        .from(alerts)
        .where(and(eq(alerts.client_id, beta.id), eq(alerts.section, "instrument")));
    await raiseCalibrationAlerts(server.db, now);
    const rows = await betaRows();
    expect(rows.map((row) => [row.source_id, row.type, row.recorded_value]).sort()).toEqual(
      [
        [soon?.id, "calibration_due", 14],
        [expired?.id, "calibration_expired", -25],
      ].sort(),
    );
    expect(rows.find((row) => row.source_id === soon?.id)?.details).toBe("Gauge soon (SN-S): calibration expires on 2026-12-10");
    expect(rows.find((row) => row.source_id === soon?.id)).toMatchObject({
      details_messages: [
        { code: "alert_calibration_due", params: { instrument: "Gauge soon", serial_number: "SN-S", date: "2026-12-10" } },
      ],
      expected_value: "> 30 days",
      expected_message: { code: "alert_days_left", params: { days: 30 } },
    });
    expect(rows.some((row) => row.source_id === later?.id)).toBe(false);
    // The next day's check raises nothing twice; the day after the expiry, "expired" is a new alert.
    await raiseCalibrationAlerts(server.db, new Date("2026-11-27T10:00:00Z"));
    expect(await betaRows()).toHaveLength(2);
    await raiseCalibrationAlerts(server.db, new Date("2026-12-11T10:00:00Z"));
    expect(
      (await betaRows())
        .filter((row) => row.source_id === soon?.id)
        .map((row) => row.type)
        .sort(),
    ).toEqual(["calibration_due", "calibration_expired"]);
    const listed = await call("GET", "/api/alerts/?section=instrument", beta.users.Viewer.token);
    expect(listed.body.count).toBe(3);
  });
});

describe("welder-qualification alerts", () => {
  it("raise once per welder, process and open weld: ending within 30 days, then lapsed (continuity); none on a completed weld", async () => {
    const [process] = await server.db.select().from(weldingProcesses).where(eq(weldingProcesses.client_id, demoClient)).limit(1);
    const [welder] = await server.db
      .insert(welders)
      .values({ client_id: demoClient, first_name: "Quinn", last_name: "Lapse", welder_id: "W-QA-1" })
      .returning();
    await server.db.insert(welderQualifications).values({
      client_id: demoClient,
      welder: welder?.id as string,
      process: process?.id as string,
      qualified_at: "2025-06-01",
    });
    const [open, done] = await server.db
      .insert(welds)
      .values([
        { client_id: demoClient, project: demoProject, procedure: demoProcedure, name: "QA-OPEN" },
        { client_id: demoClient, project: demoProject, procedure: demoProcedure, name: "QA-DONE", completed: true },
      ])
      .returning();
    // Last weld with the process on 2026-01-10: continuity holds until 2026-07-09 (QW-322, 6 months).
    await server.db.insert(cycles).values(
      [open, done].map((weld) => ({
        client_id: demoClient,
        weld: weld?.id as string,
        project: demoProject,
        procedure: demoProcedure,
        started_at: new Date("2026-01-10T08:00:00Z"),
        ended_at: new Date("2026-01-10T08:10:00Z"),
        with_torch_1: true,
        welder_torch_1: welder?.id as string,
        welding_process_torch_1: process?.id as string,
      })),
    );
    const mine = () =>
      server.db
        .select()
        .from(alerts)
        .where(like(alerts.source_key, `welder/${welder?.id}/%`));
    // 38 days left: nothing yet.
    await raiseWelderQualificationAlerts(server.db, new Date("2026-06-01T09:00:00Z"));
    expect(await mine()).toHaveLength(0);
    // 24 days left: due, on the open weld only, with its project and procedure.
    await raiseWelderQualificationAlerts(server.db, new Date("2026-06-15T09:00:00Z"));
    const due = await mine();
    expect(due.map((row) => [row.type, row.recorded_value, row.source_id, row.project, row.procedure, row.section])).toEqual([
      ["qualification_due", 24, open?.id, demoProject, demoProcedure, "welder"],
    ]);
    expect(due[0]?.details).toBe(`Quinn Lapse (W-QA-1), ${process?.name} on weld QA-OPEN: qualification ends on 2026-07-09`);
    expect(due[0]?.details_messages).toEqual([
      {
        code: "alert_qualification_due",
        params: { welder: "Quinn Lapse", welder_id: "W-QA-1", process: process?.name, weld: "QA-OPEN", date: "2026-07-09" },
      },
    ]);
    // The next day raises nothing twice.
    await raiseWelderQualificationAlerts(server.db, new Date("2026-06-16T09:00:00Z"));
    expect(await mine()).toHaveLength(1);
    // Past the lapse: lapsed, once.
    await raiseWelderQualificationAlerts(server.db, new Date("2026-07-10T09:00:00Z"));
    await raiseWelderQualificationAlerts(server.db, new Date("2026-07-11T09:00:00Z"));
    expect((await mine()).map((row) => [row.type, row.source_id]).sort()).toEqual(
      [
        ["qualification_due", open?.id],
        ["qualification_lapsed", open?.id],
      ].sort(),
    );
    // Listed in their own section, to the client only.
    const listed = await call("GET", "/api/alerts/?section=welder&type=qualification_lapsed", tokens.viewer as string);
    expect(listed.status).toBe(200);
    expect(listed.body.results.map((row: { source_id: string }) => row.source_id)).toContain(open?.id);
    expect((await call("GET", "/api/alerts/?section=welder", beta.users.Admin.token)).body.count).toBe(0);
  });
});

describe("the list is served by indexes", () => {
  beforeAll(async () => {
    // Enough rows, for this client and another, that reading them all costs more than walking an index.
    const [demo] = await server.db.select({ client: projects.client_id }).from(projects).where(eq(projects.id, demoProject));
    for (const client of [demo?.client as string, beta.id]) {
      for (let batch = 0; batch < 3; batch++) {
        await server.db.insert(alerts).values(
          Array.from({ length: 1000 }, (_, index) => {
            const n = batch * 1000 + index;
            const at = new Date(Date.UTC(2025, 0, 1) + n * 3_600_000);
            return {
              client_id: client,
              project: client === beta.id ? null : n % 10 === 0 ? demoProject : null,
              procedure: client === beta.id ? null : n % 10 === 0 ? demoProcedure : null,
              section: n % 2 === 0 ? "cycle" : "inspection",
              parameter: ["current", "voltage", "measure", "temperature"][n % 4] as string,
              type: n % 3 === 0 ? "warning" : "out_of_range",
              recorded_value: n,
              source_kind: "bench",
              source_key: `bench/${client}/${n}`,
              created_at: at,
              updated_at: at,
              mailed_at: at,
              acknowledged_at: n % 5 === 0 ? null : at,
            };
          }),
        );
      }
    }
    await server.db.execute(sql`vacuum analyze alerts`);
  }, 120_000);

  interface TPlanNode {
    "Node Type": string;
    "Index Name"?: string;
    "Parent Relationship"?: string;
    Plans?: TPlanNode[];
  }
  const ownNodes = (node: TPlanNode): TPlanNode[] => [
    node,
    ...(node.Plans ?? []).filter((child) => child["Parent Relationship"] !== "InitPlan").flatMap(ownNodes),
  ];
  const allNodes = (node: TPlanNode): TPlanNode[] => [node, ...(node.Plans ?? []).flatMap(allNodes)];

  it.each([
    "",
    "ordering=created_at",
    "ordering=-recorded_value",
    "ordering=section",
    "ordering=parameter",
    "ordering=type",
    "project=PROJECT",
    "procedure=PROCEDURE",
    "acknowledged=false",
    "section=cycle&parameter=current",
    "type=warning&acknowledged=true",
    "from=2025-02-01&to=2025-02-10",
    "search=curr",
  ])("GET /api/alerts/?%s reads an index, never the whole table, and sorts nothing", async (query) => {
    captured.length = 0;
    capturing = true;
    const answer = await call(
      "GET",
      `/api/alerts/?${query.replace("PROJECT", demoProject).replace("PROCEDURE", demoProcedure)}`,
      tokens.engineer as string,
    );
    capturing = false;
    expect(answer.status).toBe(200);
    const statement = captured.find((entry) => /from "alerts"/.test(entry.query) && /order by/.test(entry.query));
    expect(statement, "the list's statement").toBeTruthy();
    const client = (
      server.db as unknown as { $client: { query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }> } }
    ).$client;
    const { rows } = await client.query(`explain (format json) ${statement?.query}`, statement?.params ?? []);
    const raw = rows[0]?.["QUERY PLAN"];
    const top = ((typeof raw === "string" ? JSON.parse(raw) : raw) as { Plan: TPlanNode }[])[0]?.Plan as TPlanNode;
    const planOf = (nodes: TPlanNode[]) => nodes.map((node) => `${node["Node Type"]} ${node["Index Name"] ?? ""}`.trim()).join(" > ");
    // The page's rows: from an index, in its order (a search reads the trigram index, then sorts its few matches).
    const rowsPlan = planOf(ownNodes(top));
    expect(rowsPlan, query).not.toMatch(/Seq Scan/);
    expect(rowsPlan, query).toMatch(/alerts_/);
    if (!query.startsWith("search")) expect(rowsPlan, query).not.toMatch(/Sort/);
    // The capped count (an InitPlan) stops under its Limit, whatever scan it walks.
    const initPlans = allNodes(top).flatMap((node) => (node.Plans ?? []).filter((child) => child["Parent Relationship"] === "InitPlan"));
    expect(initPlans).toHaveLength(1);
    expect(planOf(allNodes(initPlans[0] as TPlanNode)), query).toMatch(/^Aggregate > (Subquery Scan > )?Limit > /);
  });
});
