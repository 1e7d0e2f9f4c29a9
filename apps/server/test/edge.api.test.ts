// PostgreSQL too: stream processing runs as pg-boss jobs on a server (in-process on PGlite); bytea comes back as Buffer.
import { makeTable, tableFromIPC, tableToIPC } from "apache-arrow";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { historyEntries } from "../src/db/schema/index.js";
import { forgetLiveEngines, processingIdle } from "../src/modules/edge/processing.js";
import { CHUNK, weldChunks as chunks, RATE, T0_US } from "./edge-stream.js";
import { demoToken, seedClient, seedDemo, startTestServer, type TSeededClient, type TTestServer } from "./helpers.js";

/*
 * The machine API: an Admin issues an edge server's token; with it only /api/edge/* answers; the
 * server pings for its set-up, opens a stream, says what is welded, and sends chunks of a generated weld that the
 * arc-data engine turns into cycles. Re-sending changes nothing; another body for a stored seq is a conflict.
 */

let server: TTestServer;
let admin: string;
let beta: TSeededClient;
let edgeId: string;
let machine: string;
let setup: Record<string, any>;

const PING = {
  hostname: "edge-ns-01",
  version: "1.2.0",
  distribution: "Debian 12",
  network_devices: [{ ip: "10.0.0.17", mac: "02:42:ac:11:00:02" }],
  time: "2026-11-02T08:00:00Z",
};

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server);
  admin = await demoToken(server, "admin");
  beta = await seedClient(server, "Edge Beta");
  const list = await server.request("GET", "/api/edge-servers/", { token: admin });
  expect(list.status).toBe(200);
  edgeId = (list.body as { id: string; project: string | null }[]).find((row) => row.project)?.id as string;
  expect(edgeId).toBeTruthy();
}, 120_000);
afterAll(() => server?.close());

async function streamStateOf(stream: string) {
  const detail = await server.request("GET", `/api/edge-servers/${edgeId}/`, { token: admin });
  return (detail.body.streams as Record<string, any>[]).find((row) => row.id === stream);
}

describe("the machine token", () => {
  it("is issued by an Admin, shown once, and refused to a Viewer", async () => {
    const issued = await server.request("POST", `/api/edge-servers/${edgeId}/token/`, { token: admin });
    expect(issued.status).toBe(201);
    expect(issued.body.token).toMatch(/^\S{20,}$/);
    machine = issued.body.token;
    const detail = await server.request("GET", `/api/edge-servers/${edgeId}/`, { token: admin });
    expect(detail.body).toMatchObject({ id: edgeId, has_token: true, active: true, connected: false });
    expect(JSON.stringify(detail.body)).not.toContain(machine);
    const refused = await server.request("POST", `/api/edge-servers/${beta.users["Edge server"].id}/token/`, {
      token: beta.users.Viewer.token,
    });
    expect(refused.status).toBe(403);
  });

  it("answers 403 on every route of the route table but the machine API", async () => {
    const routes = server.routes.filter(
      (route) => route.url.startsWith("/api/") && !route.url.startsWith("/api/docs") && route.method !== "HEAD" && !route.config.public,
    );
    const machineRoutes = routes.filter((route) => route.config.machine).map((route) => `${route.method} ${route.url}`);
    expect(machineRoutes.sort()).toEqual(
      [
        "POST /api/edge/ping/",
        "POST /api/edge/streams/",
        "POST /api/edge/streams/:id/context/",
        "PUT /api/edge/streams/:id/chunks/:seq",
      ].sort(),
    );
    let checked = 0;
    for (const route of routes.filter((candidate) => !candidate.config.machine)) {
      const path = route.url.replace(/:[a-zA-Z]+/g, "0190a6a8-0000-7000-8000-00000000beef");
      const response = await server.request(route.method, path, { token: machine, body: route.hasBody ? {} : undefined });
      expect(response.status, `${route.method} ${route.url}`).toBe(403);
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
    // People never reach the machine API.
    expect((await server.request("POST", "/api/edge/ping/", { token: admin, body: PING })).status).toBe(403);
  });

  it("pings: records hostname, devices and time, answers the server time and the set-up of its project", async () => {
    const ping = await server.request("POST", "/api/edge/ping/", { token: machine, body: PING });
    expect(ping.status).toBe(200);
    setup = ping.body;
    expect(setup.project).toMatchObject({ name: "North Sea export line", status: "ON-GOING" });
    expect(Math.abs(Date.parse(setup.server_time) - Date.now())).toBeLessThan(60_000);
    expect(setup.procedures.length).toBeGreaterThan(0);
    expect(setup.pass_groups.length).toBeGreaterThan(0);
    expect(setup.process_groups.some((group: any) => group.trigger_conditions.length >= 2)).toBe(true);
    expect(setup.workstations.length).toBeGreaterThan(0);
    expect(setup.welders.length).toBeGreaterThan(0);
    const list = (await server.request("GET", "/api/edge-servers/", { token: admin })).body as Record<string, unknown>[];
    expect(list.find((row) => row.id === edgeId)).toMatchObject({ hostname: "edge-ns-01", connected: true, active: true });
    const detail = await server.request("GET", `/api/edge-servers/${edgeId}/`, { token: admin });
    expect(detail.body).toMatchObject({ distribution: "Debian 12", version: "1.2.0", network_devices: PING.network_devices });
    // 400 with the field.
    const bad = await server.request("POST", "/api/edge/ping/", { token: machine, body: { ...PING, network_devices: [{ ip: 1 }] } });
    expect(bad.status).toBe(400);
  });
});

describe("streams and chunks", () => {
  let stream: string;
  let weld: string;
  const all = chunks();

  it("opens a stream and takes a context of its client's records only", async () => {
    const foreign = await server.request("POST", "/api/edge/streams/", {
      token: machine,
      body: { workstation: "0190a6a8-0000-7000-8000-00000000beef", torch: 1, sample_rate: RATE, t0_us: T0_US },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.workstation).toBeTruthy();
    const opened = await server.request("POST", "/api/edge/streams/", {
      token: machine,
      body: { workstation: setup.workstations[0].id, torch: 1, sample_rate: RATE, t0_us: T0_US },
    });
    expect(opened.status).toBe(201);
    stream = opened.body.id;
    const welds = await server.request("GET", "/api/welds/?search=NS-W-0005", { token: admin });
    weld = welds.body.results[0].id;
    const wire = setup.process_groups.find((group: any) => group.name.startsWith("GMAW"));
    const passGroup = setup.pass_groups.find((row: any) => row.welding_process_group === wire.id);
    expect(passGroup).toBeTruthy();
    const context = await server.request("POST", `/api/edge/streams/${stream}/context/`, {
      token: machine,
      body: { t_us: T0_US, weld, welder: setup.welders[0].id, pass_group: passGroup.id, filler_metal: setup.filler_metals[0]?.id ?? null },
    });
    expect(context.status).toBe(201);
    const badWeld = await server.request("POST", `/api/edge/streams/${stream}/context/`, {
      token: machine,
      body: { t_us: T0_US + 1, weld: "0190a6a8-0000-7000-8000-00000000beef" },
    });
    expect(badWeld.status).toBe(400);
    expect(badWeld.body.weld).toBeTruthy();
    // Machine writes leave history: the stream's opening and its context, by the edge server, oldest last.
    const history = await server.request("GET", `/api/history/?resource=arcStream&record=${stream}`, { token: admin });
    expect(history.status).toBe(200);
    expect(history.body.results.map((entry: { action: string; user: string }) => [entry.action, entry.user])).toEqual([
      ["machine", edgeId],
      ["machine", edgeId],
    ]);
    expect(history.body.results[0].changes).toContainEqual({ field: "weld", before: null, after: weld });
    const stored = await server.db.select().from(historyEntries).where(eq(historyEntries.record_id, stream));
    expect(stored.every((entry) => entry.machine_id === edgeId)).toBe(true);
  });

  it("stores chunks (201), processes them in seq order into cycles with statistics, also across a restart", async () => {
    // Out of order: the second half first, then the first; half-way the engine is forgotten as a restart would.
    const half = Math.floor(all.length / 2);
    for (let seq = all.length - 1; seq >= half; seq--) {
      const put = await server.request("PUT", `/api/edge/streams/${stream}/chunks/${seq}`, { token: machine, body: all[seq] });
      expect(put.status, `seq ${seq}`).toBe(201);
    }
    for (let seq = 0; seq < half; seq++) {
      const put = await server.request("PUT", `/api/edge/streams/${stream}/chunks/${seq}`, { token: machine, body: all[seq] });
      expect(put.status).toBe(201);
      expect(put.body).toEqual({ stream, seq, samples: CHUNK, t0_us: all[seq]?.t0_us });
      if (seq === 5) {
        await processingIdle();
        forgetLiveEngines();
      }
    }
    await processingIdle();
    const cycles = await server.request("GET", `/api/cycles/?weld=${weld}&page_size=100`, { token: admin });
    const found = (cycles.body.results as Record<string, any>[]).filter((row) => row.stream === stream);
    expect(found).toHaveLength(2);
    // The generated arcs strike at 1 s and 12 s; the cycles start there (within the trigger's 0.5 s).
    const starts = found.map((row) => (Date.parse(row.started_at) - T0_US / 1000) / 1000).sort((a, b) => a - b);
    expect(starts[0]).toBeCloseTo(1, 0);
    expect(starts[1]).toBeCloseTo(12, 0);
    for (const cycle of found) {
      expect(cycle.mean_i).toBeGreaterThan(200);
      expect(cycle.mean_u).toBeGreaterThan(20);
      expect(cycle.heat_input).toBeGreaterThan(0);
      expect(cycle.welder_torch_1).toBe(setup.welders[0].id);
      expect(cycle.pass_group_torch_1).toBeTruthy();
      expect(cycle.project).toBe(setup.project.id);
      expect(cycle.arc_stats.samples).toBeGreaterThan(0);
      expect(cycle.verdict.result).toBe("out_of_range");
      expect(cycle.alerts).toEqual([]);
    }
    const detail = await server.request("GET", `/api/edge-servers/${edgeId}/`, { token: admin });
    expect(detail.body.streams[0]).toMatchObject({ id: stream, chunks: all.length, next_seq: all.length, lag: 0, error: null });
  });

  it("answers 200 with the same answer for every chunk sent again, and writes nothing", async () => {
    const before = await server.request("GET", `/api/cycles/?weld=${weld}&page_size=100`, { token: admin });
    for (let seq = 0; seq < all.length; seq++) {
      const put = await server.request("PUT", `/api/edge/streams/${stream}/chunks/${seq}`, { token: machine, body: all[seq] });
      expect(put.status).toBe(200);
      expect(put.body).toEqual({ stream, seq, samples: CHUNK, t0_us: all[seq]?.t0_us });
    }
    await processingIdle();
    const after = await server.request("GET", `/api/cycles/?weld=${weld}&page_size=100`, { token: admin });
    expect(after.body).toEqual(before.body);
  });

  it("answers 409 to another body for a stored seq, 400 naming the field to a bad chunk", async () => {
    const other = { ...all[3], u: all[3]?.u.map((value) => value + 1) };
    const conflict = await server.request("PUT", `/api/edge/streams/${stream}/chunks/3`, { token: machine, body: other });
    expect(conflict.status).toBe(409);
    const uneven = await server.request("PUT", `/api/edge/streams/${stream}/chunks/999`, {
      token: machine,
      body: { t0_us: T0_US, u: [1, 2], i: [1], wfs: [1, 2], ts: [1, 2] },
    });
    expect(uneven.status).toBe(400);
    expect(uneven.body.i).toBeTruthy();
    const huge = await server.request("PUT", `/api/edge/streams/${stream}/chunks/999`, {
      token: machine,
      body: { t0_us: T0_US, u: ["x"], i: [1], wfs: [1], ts: [1] },
    });
    expect(huge.status).toBe(400);
    expect(Object.keys(huge.body)).toContain("u.0");
  });

  it("takes chunks as Arrow IPC streams too: the same samples are the same chunk, others a conflict", async () => {
    const arrow = (chunk: (typeof all)[number], t0Us = chunk.t0_us) => {
      const column = (values: number[]) => Float32Array.from(values);
      const table = makeTable({ u: column(chunk.u), i: column(chunk.i), wfs: column(chunk.wfs), ts: column(chunk.ts) });
      table.schema.metadata.set("t0_us", String(t0Us));
      return tableToIPC(table, "stream");
    };
    const put = (seq: number, body: Uint8Array | string) =>
      fetch(`${server.url}/api/edge/streams/${stream}/chunks/${seq}`, {
        method: "PUT",
        headers: { authorization: `Token ${machine}`, "content-type": "application/vnd.apache.arrow.stream" },
        body,
      });
    const chunk = all[2] as (typeof all)[number];
    const same = await put(2, arrow(chunk));
    expect(same.status).toBe(200);
    expect(await same.json()).toEqual({ stream, seq: 2, samples: CHUNK, t0_us: chunk.t0_us });
    expect((await put(2, arrow(chunk, chunk.t0_us + 1))).status).toBe(409);
    const last = all[all.length - 1] as (typeof all)[number];
    const next = await put(all.length, arrow({ ...last, u: last.u.map(() => 0), i: last.i.map(() => 0) }, last.t0_us + 500_000));
    expect(next.status).toBe(201);
    const garbage = await put(all.length + 1, "not arrow");
    expect(garbage.status).toBe(400);
    expect(Object.keys((await garbage.json()) as object)).toContain("body");
    await processingIdle();
  });

  it("downloads a stream's raw samples exactly as sent (JSON, CSV, Arrow), unchanged by chunks sent again", async () => {
    const last = all[all.length - 1] as (typeof all)[number];
    // What was sent: the JSON chunks, then the Arrow chunk of zeros (seq all.length) of the test above.
    const sent = [...all, { ...last, t0_us: last.t0_us + 500_000, u: last.u.map(() => 0), i: last.i.map(() => 0) }];
    const asFloat32 = (values: number[]) => Float32Array.from(values);
    const json = await server.request("GET", `/api/edge-streams/${stream}/raw/?format=json`, { token: admin });
    expect(json.status).toBe(200);
    expect(json.body).toMatchObject({ stream, sample_rate: RATE });
    expect(json.body.chunks).toHaveLength(sent.length);
    json.body.chunks.forEach((chunk: Record<string, any>, seq: number) => {
      const original = sent[seq] as (typeof sent)[number];
      expect(chunk.seq).toBe(seq);
      expect(chunk.t0_us).toBe(original.t0_us);
      // Float32 as stored: the JSON numbers are the Float32 values of what was sent, bit for bit.
      for (const name of ["u", "i", "wfs", "ts"] as const) expect(asFloat32(chunk[name])).toEqual(asFloat32(original[name]));
    });

    const arrowBytes = async () => {
      const response = await fetch(`${server.url}/api/edge-streams/${stream}/raw/?format=arrow`, {
        headers: { authorization: `Token ${admin}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/vnd.apache.arrow.stream");
      return new Uint8Array(await response.arrayBuffer());
    };
    const before = await arrowBytes();
    const table = tableFromIPC(before);
    expect(table.numRows).toBe(sent.length * CHUNK);
    for (const name of ["u", "i", "wfs", "ts"] as const) {
      const downloaded = table.getChild(name)?.toArray() as Float32Array;
      const original = asFloat32(sent.flatMap((chunk) => chunk[name]));
      expect(Buffer.from(downloaded.buffer, downloaded.byteOffset, downloaded.byteLength).equals(Buffer.from(original.buffer))).toBe(true);
    }
    expect(table.getChild("t_us")?.get(CHUNK + 1)).toBe(T0_US + Math.round(((CHUNK + 1) * 1e6) / RATE));
    expect(table.schema.metadata.get("sample_rate")).toBe(String(RATE));

    const csv = await fetch(`${server.url}/api/edge-streams/${stream}/raw/?format=csv`, { headers: { authorization: `Token ${admin}` } });
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    const lines = (await csv.text()).trim().split("\n");
    expect(lines[0]).toBe("seq,t_us,u,i,wfs,ts");
    expect(lines).toHaveLength(sent.length * CHUNK + 1);
    const row = (lines[1 + CHUNK * 3 + 7] as string).split(",").map(Number);
    const chunk3 = sent[3] as (typeof sent)[number];
    expect(row).toEqual([
      3,
      chunk3.t0_us + Math.round((7 * 1e6) / RATE),
      Math.fround(chunk3.u[7] as number),
      Math.fround(chunk3.i[7] as number),
      Math.fround(chunk3.wfs[7] as number),
      Math.fround(chunk3.ts[7] as number),
    ]);

    // Every chunk sent again: the download is the same bytes.
    for (let seq = 0; seq < all.length; seq++) {
      expect((await server.request("PUT", `/api/edge/streams/${stream}/chunks/${seq}`, { token: machine, body: all[seq] })).status).toBe(
        200,
      );
    }
    await processingIdle();
    expect(Buffer.from(await arrowBytes()).equals(Buffer.from(before))).toBe(true);
  });

  it("downloads a cycle's raw samples: start − buffer to stop + buffer of the stream, as sent", async () => {
    const list = await server.request("GET", `/api/cycles/?weld=${weld}&page_size=100`, { token: admin });
    const cycle = (list.body.results as Record<string, any>[]).find((row) => row.stream === stream) as Record<string, any>;
    expect(cycle.raw_to).toBeGreaterThan(cycle.raw_from);
    const response = await fetch(`${server.url}/api/cycles/${cycle.id}/raw/?format=arrow`, {
      headers: { authorization: `Token ${admin}` },
    });
    expect(response.status).toBe(200);
    const table = tableFromIPC(new Uint8Array(await response.arrayBuffer()));
    expect(table.numRows).toBe(cycle.raw_to - cycle.raw_from);
    const sentU = Float32Array.from(all.flatMap((chunk) => chunk.u));
    expect(Array.from(table.getChild("u")?.toArray() as Float32Array)).toEqual(Array.from(sentU.subarray(cycle.raw_from, cycle.raw_to)));
    expect(table.getChild("t_us")?.get(0)).toBe(T0_US + Math.round((cycle.raw_from * 1e6) / RATE));
    const csv = await server.request("GET", `/api/cycles/${cycle.id}/raw/`, { token: admin });
    expect(csv.status).toBe(200);
    expect((csv.body as string).trim().split("\n")).toHaveLength(cycle.raw_to - cycle.raw_from + 1);
  });

  it("serves a cycle's signal to chart from the stored envelopes (100 Hz) and windows, with its bounds and limits", async () => {
    const list = await server.request("GET", `/api/cycles/?weld=${weld}&page_size=100`, { token: admin });
    // The first weld's cycle: its raw range ends inside the envelope batches already complete (a batch is 10 s of
    // signal; the one in progress at the stream's end is given with the data that completes it).
    const cycle = (list.body.results as Record<string, any>[])
      .filter((row) => row.stream === stream)
      .sort((a, b) => Date.parse(a.started_at) - Date.parse(b.started_at))[0] as Record<string, any>;
    const signal = await server.request("GET", `/api/cycles/${cycle.id}/signal/`, { token: admin });
    expect(signal.status).toBe(200);
    const body = signal.body;
    expect(body).toMatchObject({ sample_rate: RATE, hz: 100 });
    // 50 samples a bucket at 5 kHz: the raw range's buckets (10 s batches cut at the range's ends).
    const buckets = (cycle.raw_to - cycle.raw_from) / 50;
    expect(body.t_us.length).toBeGreaterThanOrEqual(Math.floor(buckets));
    expect(body.t_us.length).toBeLessThanOrEqual(Math.ceil(buckets) + 1);
    expect(body.i.mean).toHaveLength(body.t_us.length);
    // In the middle of the weld the current burns; min ≤ mean ≤ max everywhere.
    const middle = Math.floor(body.t_us.length / 2);
    expect(body.i.mean[middle]).toBeGreaterThan(200);
    body.u.mean.forEach((mean: number | null, k: number) => {
      if (mean === null) return;
      expect(body.u.min[k]).toBeLessThanOrEqual(mean + 1e-3);
      expect(body.u.max[k]).toBeGreaterThanOrEqual(mean - 1e-3);
    });
    // Windows of the demo GMAW group's 0.5 s integration step cover the counted part of the cycle.
    expect(body.windows.length).toBeGreaterThan(5);
    expect(body.windows[0].to_us - body.windows[0].from_us).toBe(500_000);
    expect(body.windows[0].from_us).toBeGreaterThanOrEqual(body.cycle.start_us);
    expect(body.windows.at(-1).to_us).toBeLessThanOrEqual(body.cycle.stop_us);
    expect(body.cycle.start_us).toBe(Date.parse(cycle.started_at) * 1000);
    expect(body.cycle.limits.length).toBeGreaterThan(0);
    const streamSignal = await server.request("GET", `/api/edge-streams/${stream}/signal/`, { token: admin });
    expect(streamSignal.status).toBe(200);
    expect(streamSignal.body.hz).toBe(100);
    expect(streamSignal.body.cycle).toBeNull();
    expect(streamSignal.body.t_us.length).toBeGreaterThan(body.t_us.length);
    for (const path of [`/api/cycles/${cycle.id}/signal/`, `/api/edge-streams/${stream}/signal/`]) {
      expect((await server.request("GET", path)).status).toBe(401);
      expect((await server.request("GET", path, { token: machine })).status).toBe(403);
      expect((await server.request("GET", path, { token: beta.users.Admin.token })).status).toBe(404);
    }
  });

  it("serves a zoomed view (from_us, to_us) from the raw samples: each sample as sent when at most 6,000, min/max/mean buckets of them when more; shows the occultation spans", async () => {
    const list = await server.request("GET", `/api/cycles/?weld=${weld}&page_size=100`, { token: admin });
    const cycle = (list.body.results as Record<string, any>[])
      .filter((row) => row.stream === stream)
      .sort((a, b) => Date.parse(a.started_at) - Date.parse(b.started_at))[0] as Record<string, any>;
    const whole = (await server.request("GET", `/api/cycles/${cycle.id}/signal/`, { token: admin })).body;
    expect(whole.raw).toBe(false);
    // Occultation: from the start, and up to the stop (to the millisecond the start is kept to); windows between.
    const [head, tail] = whole.cycle.occultation as { from_us: number; to_us: number }[];
    expect(head?.from_us).toBe(whole.cycle.start_us);
    expect(Math.abs((tail?.to_us as number) - whole.cycle.stop_us)).toBeLessThanOrEqual(1000);
    expect((head?.to_us as number) - (head?.from_us as number)).toBeGreaterThan(0);
    expect(whole.windows[0].from_us).toBeGreaterThanOrEqual((head?.to_us as number) - 1000);
    expect(whole.windows.at(-1).to_us).toBeLessThanOrEqual((tail?.from_us as number) + 1000);

    // 0.2 s in the middle of the cycle: 1,000 samples at 5 kHz, each one, equal to the raw download's.
    const middle = Math.round((whole.cycle.start_us + whole.cycle.stop_us) / 2);
    const view = { from: middle, to: middle + 200_000 };
    const zoomed = await server.request("GET", `/api/cycles/${cycle.id}/signal/?from_us=${view.from}&to_us=${view.to}`, { token: admin });
    expect(zoomed.status).toBe(200);
    expect(zoomed.body).toMatchObject({ raw: true, hz: RATE });
    expect(zoomed.body.t_us).toHaveLength(1000);
    const raw = (await server.request("GET", `/api/cycles/${cycle.id}/raw/?format=json`, { token: admin })).body;
    const sent = new Map<number, number | null>();
    for (const chunk of raw.chunks as { t0_us: number; i: (number | null)[] }[]) {
      chunk.i.forEach((value, k) => {
        sent.set(chunk.t0_us + Math.round((k * 1e6) / RATE), value);
      });
    }
    zoomed.body.t_us.forEach((us: number, k: number) => {
      expect(us).toBeGreaterThanOrEqual(view.from);
      expect(us).toBeLessThan(view.to);
      expect(zoomed.body.i.mean[k]).toBe(sent.get(us));
      expect(zoomed.body.i.min[k]).toBe(zoomed.body.i.max[k]);
    });
    expect(zoomed.body.cycle.occultation).toEqual(whole.cycle.occultation);

    // The whole raw range as a view: more than 6,000 samples, so buckets of n samples with min ≤ mean ≤ max.
    const wide = await server.request(
      "GET",
      `/api/cycles/${cycle.id}/signal/?from_us=${whole.from_us - 10_000_000}&to_us=${whole.to_us + 10_000_000}`,
      { token: admin },
    );
    const samples = cycle.raw_to - cycle.raw_from;
    const size = Math.ceil(samples / 6000);
    expect(wide.body).toMatchObject({ raw: true, hz: RATE / size });
    expect(wide.body.t_us).toHaveLength(Math.ceil(samples / size));
    wide.body.i.mean.forEach((mean: number | null, k: number) => {
      if (mean === null) return;
      expect(wide.body.i.min[k]).toBeLessThanOrEqual(mean + 1e-3);
      expect(wide.body.i.max[k]).toBeGreaterThanOrEqual(mean - 1e-3);
    });

    // A view is both bounds, in order; else 400 naming to_us.
    for (const query of [`from_us=${view.from}`, `from_us=${view.to}&to_us=${view.from}`, "from_us=x&to_us=1"]) {
      const bad = await server.request("GET", `/api/cycles/${cycle.id}/signal/?${query}`, { token: admin });
      expect(bad.status, query).toBe(400);
    }
    const streamView = await server.request("GET", `/api/edge-streams/${stream}/signal/?from_us=${view.from}&to_us=${view.to}`, {
      token: admin,
    });
    expect(streamView.body.t_us).toEqual(zoomed.body.t_us);
  });

  it("guards the raw downloads: 401, 403 for the machine, 404 for another client's or a hand-typed cycle, 400 on the format", async () => {
    const list = await server.request("GET", `/api/cycles/?weld=${weld}&page_size=100`, { token: admin });
    const cycle = (list.body.results as Record<string, any>[]).find((row) => row.stream === stream) as Record<string, any>;
    for (const path of [`/api/edge-streams/${stream}/raw/`, `/api/cycles/${cycle.id}/raw/`]) {
      expect((await server.request("GET", path)).status).toBe(401);
      expect((await server.request("GET", path, { token: machine })).status).toBe(403);
      expect((await server.request("GET", path, { token: beta.users.Admin.token })).status).toBe(404);
      const bad = await server.request("GET", `${path}?format=xlsx`, { token: admin });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body)).toContain("format");
    }
    const typed = await server.request("POST", "/api/cycles/", { token: admin, body: { weld, acquisition_status: "done" } });
    expect(typed.status).toBe(201);
    expect((await server.request("GET", `/api/cycles/${typed.body.id}/raw/`, { token: admin })).status).toBe(404);
    expect((await server.request("GET", "/api/edge-streams/not-a-uuid/raw/", { token: admin })).status).toBe(404);
  });

  it("gives each weld's arc data in one row (welds-data/): its engine-made cycles, worst verdict, arc time", async () => {
    const data = await server.request("GET", `/api/welds-data/?weld=${weld}`, { token: admin });
    expect(data.status).toBe(200);
    expect(data.body).toHaveLength(1);
    expect(data.body[0]).toMatchObject({ weld, name: "NS-W-0005", cycles: 2, verdict: "out_of_range" });
    expect(data.body[0].arc_time).toBeGreaterThan(10);
    expect(data.body[0].heat_input_max).toBeGreaterThanOrEqual(data.body[0].heat_input_min);
    expect((await server.request("GET", `/api/welds-data/?weld=${weld}`, { token: beta.users.Admin.token })).body).toEqual([]);
    expect((await server.request("GET", "/api/welds-data/")).status).toBe(401);
    expect((await server.request("GET", "/api/welds-data/", { token: machine })).status).toBe(403);
    const bad = await server.request("GET", "/api/welds-data/?project=x", { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.project).toBeTruthy();
  });

  it("re-runs the engine over the stored raw data (cycles/generate/): the same cycles again, other ones after a setting changed", async () => {
    const snapshot = async () =>
      ((await server.request("GET", `/api/cycles/?weld=${weld}&page_size=100`, { token: admin })).body.results as Record<string, any>[])
        .filter((row) => row.stream === stream)
        .map((row) => ({
          key: row.event_key,
          started_at: row.started_at,
          mean_i: row.mean_i,
          heat_input: row.heat_input,
          verdict: row.verdict,
        }))
        .sort((a, b) => a.started_at.localeCompare(b.started_at));
    const before = await snapshot();
    const signalBefore = (await server.request("GET", `/api/edge-streams/${stream}/signal/`, { token: admin })).body;
    const again = await server.request("POST", "/api/cycles/generate/", { token: admin, body: { stream } });
    expect(again.status).toBe(200);
    expect(again.body.streams).toEqual([{ stream, chunks: all.length + 1, cycles: 2 }]);
    expect(await snapshot()).toEqual(before);
    expect((await server.request("GET", `/api/edge-streams/${stream}/signal/`, { token: admin })).body).toEqual(signalBefore);

    // A start condition on a current no weld reaches (500 A): regenerated by weld, no cycle; set back, both cycles again.
    const group = setup.process_groups.find((row: any) => row.name.startsWith("GMAW"));
    const start = group.trigger_conditions.find((row: any) => row.is_start && row.i_consider);
    const conditionPath = `/api/welding-process-group-trigger-conditions/${start.id}/`;
    const raised = await server.request("PATCH", conditionPath, { token: admin, body: { ...start, i_threshold: 500 } });
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    const none = await server.request("POST", "/api/cycles/generate/", { token: admin, body: { weld } });
    expect(none.status).toBe(200);
    expect(none.body.streams).toEqual([{ stream, chunks: all.length + 1, cycles: 0 }]);
    expect(await snapshot()).toEqual([]);
    expect((await server.request("PATCH", conditionPath, { token: admin, body: start })).status).toBe(200);
    await server.request("POST", "/api/cycles/generate/", { token: admin, body: { weld } });
    expect(await snapshot()).toEqual(before);
    expect(await streamStateOf(stream)).toMatchObject({ next_seq: all.length + 1, lag: 0, error: null });

    // 400 without a target or with both, 404 for another client's, 403 for a Viewer, 401 without a token.
    const neither = await server.request("POST", "/api/cycles/generate/", { token: admin, body: {} });
    expect(neither.status).toBe(400);
    expect(neither.body.non_field_errors).toBeTruthy();
    expect((await server.request("POST", "/api/cycles/generate/", { token: admin, body: { weld, stream } })).status).toBe(400);
    const badWeld = await server.request("POST", "/api/cycles/generate/", { token: admin, body: { weld: "nope" } });
    expect(badWeld.status).toBe(400);
    expect(badWeld.body.weld).toBeTruthy();
    expect((await server.request("POST", "/api/cycles/generate/", { token: beta.users.Admin.token, body: { stream } })).status).toBe(404);
    expect((await server.request("POST", "/api/cycles/generate/", { token: beta.users.Admin.token, body: { weld } })).status).toBe(404);
    expect((await server.request("POST", "/api/cycles/generate/", { token: beta.users.Viewer.token, body: { stream } })).status).toBe(403);
    expect((await server.request("POST", "/api/cycles/generate/", { body: { stream } })).status).toBe(401);
  });

  it("keeps streams to their edge server: 404 for another's, 401 without or with a revoked token", async () => {
    const issued = await server.request("POST", `/api/edge-servers/${beta.users["Edge server"].id}/token/`, {
      token: beta.users.Admin.token,
    });
    expect(issued.status).toBe(201);
    const other = issued.body.token as string;
    const put = await server.request("PUT", `/api/edge/streams/${stream}/chunks/0`, { token: other, body: all[0] });
    expect(put.status).toBe(404);
    const context = await server.request("POST", `/api/edge/streams/${stream}/context/`, { token: other, body: { t_us: T0_US } });
    expect(context.status).toBe(404);
    // Another client's Admin does not see this edge server.
    expect((await server.request("GET", `/api/edge-servers/${edgeId}/`, { token: beta.users.Admin.token })).status).toBe(404);
    expect((await server.request("POST", `/api/edge-servers/${edgeId}/token/`, { token: beta.users.Admin.token })).status).toBe(404);
    expect((await server.request("PUT", `/api/edge/streams/${stream}/chunks/0`, { body: all[0] })).status).toBe(401);
    const revoked = await server.request("DELETE", `/api/edge-servers/${edgeId}/token/`, { token: admin });
    expect(revoked.status).toBe(204);
    expect((await server.request("POST", "/api/edge/ping/", { token: machine, body: PING })).status).toBe(401);
    // A new token replaces it.
    const again = await server.request("POST", `/api/edge-servers/${edgeId}/token/`, { token: admin });
    expect((await server.request("POST", "/api/edge/ping/", { token: again.body.token, body: PING })).status).toBe(200);
  });
});
