import { SignalGenerator } from "@weldtrace/arc";
import { expect } from "vitest";

/*
 * A generated weld sent over the machine API, for the suites that stream into a server (in-process or a real
 * process): the demo client's edge server, its token, a stream with the context of a GMAW pass group.
 */

export const RATE = 5000;
export const CHUNK = RATE / 2;
export const T0_US = Date.UTC(2026, 10, 2, 8, 0, 0) * 1000;
export const DEMO_ADMIN = { email: "admin@demo.example", password: "demo-weld-2026" };

export interface TJsonChunk {
  t0_us: number;
  u: number[];
  i: number[];
  wfs: number[];
  ts: number[];
}

/** Two 9 s spray welds (the demo GMAW group keeps cycles of 5 s and more), 2 s of idle after: two cycles, as JSON chunks of 0.5 s. */
export function weldChunks(): TJsonChunk[] {
  const source = new SignalGenerator({
    seed: 7,
    sampleRate: RATE,
    process: "gmaw-spray",
    welds: [
      { gapBeforeS: 1, arcS: 9 },
      { gapBeforeS: 2, arcS: 9 },
    ],
    tailS: 2,
  });
  const out: TJsonChunk[] = [];
  let at = 0;
  while (source.remaining > 0) {
    const chunk = source.next(CHUNK);
    out.push({
      t0_us: T0_US + Math.round((at * 1e6) / RATE),
      u: Array.from(chunk.u),
      i: Array.from(chunk.i),
      wfs: Array.from(chunk.wfs),
      ts: Array.from(chunk.ts),
    });
    at += chunk.u.length;
  }
  return out;
}

/** fetch with a token and JSON, against any base URL. */
export async function call(base: string, method: string, path: string, token?: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Token ${token}`;
  if (body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  let parsed: any = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {}
  return { status: response.status, body: parsed, retryAfter: response.headers.get("retry-after") };
}

export interface TDemoStream {
  admin: string;
  edgeServer: string;
  machine: string;
  stream: string;
  weld: string;
}

/** Signs in as the demo Admin, issues the demo edge server's token, pings, opens a stream and says what is welded. */
export async function openDemoStream(base: string, weldName = "NS-W-0005"): Promise<TDemoStream> {
  const login = await call(base, "POST", "/api/api-token-auth/", undefined, DEMO_ADMIN);
  expect(login.status).toBe(200);
  const admin = login.body.token as string;
  const list = await call(base, "GET", "/api/edge-servers/", admin);
  const edgeServer = (list.body as { id: string; project: string | null }[]).find((row) => row.project)?.id as string;
  const machine = (await call(base, "POST", `/api/edge-servers/${edgeServer}/token/`, admin)).body.token as string;
  return openStreamOf(base, { admin, edgeServer, machine }, weldName);
}

/** A stream of the edge server whose token is given (ping, stream, context of a GMAW pass group of the weld). */
export async function openStreamOf(
  base: string,
  edge: Pick<TDemoStream, "admin" | "edgeServer" | "machine">,
  weldName = "NS-W-0005",
): Promise<TDemoStream> {
  const { admin, machine } = edge;
  const ping = await call(base, "POST", "/api/edge/ping/", machine, {
    hostname: "edge-faults",
    version: "1.0.0",
    distribution: "Debian 12",
    network_devices: [],
    time: new Date().toISOString(),
  });
  expect(ping.status).toBe(200);
  const setup = ping.body;
  const opened = await call(base, "POST", "/api/edge/streams/", machine, {
    workstation: setup.workstations[0].id,
    torch: 1,
    sample_rate: RATE,
    t0_us: T0_US,
  });
  expect(opened.status).toBe(201);
  const weld = (await call(base, "GET", `/api/welds/?search=${weldName}`, admin)).body.results[0].id as string;
  const wire = setup.process_groups.find((group: any) => group.name.startsWith("GMAW"));
  const passGroup = setup.pass_groups.find((row: any) => row.welding_process_group === wire.id);
  const context = await call(base, "POST", `/api/edge/streams/${opened.body.id}/context/`, machine, {
    t_us: T0_US,
    weld,
    welder: setup.welders[0].id,
    pass_group: passGroup.id,
  });
  expect(context.status).toBe(201);
  return { ...edge, stream: opened.body.id, weld };
}

/** The stream's cycles (engine-made) as the cycles list gives them. */
export async function streamCycles(base: string, demo: TDemoStream): Promise<Record<string, any>[]> {
  const cycles = await call(base, "GET", `/api/cycles/?weld=${demo.weld}&page_size=100`, demo.admin);
  expect(cycles.status).toBe(200);
  return (cycles.body.results as Record<string, any>[]).filter((row) => row.stream === demo.stream);
}

/** The stream's row on its edge server's page: chunks stored, next_seq, lag, error. */
export async function streamState(base: string, demo: TDemoStream): Promise<Record<string, any> | undefined> {
  const detail = await call(base, "GET", `/api/edge-servers/${demo.edgeServer}/`, demo.admin);
  return (detail.body.streams as Record<string, any>[]).find((row) => row.id === demo.stream);
}

/** Every sample of the stream as downloaded (JSON), channel by channel, as Float32. */
export async function downloadedSamples(base: string, demo: TDemoStream) {
  const raw = await call(base, "GET", `/api/edge-streams/${demo.stream}/raw/?format=json`, demo.admin);
  expect(raw.status).toBe(200);
  const chunks = raw.body.chunks as TJsonChunk[];
  return {
    chunks: chunks.length,
    u: Float32Array.from(chunks.flatMap((chunk) => chunk.u)),
    i: Float32Array.from(chunks.flatMap((chunk) => chunk.i)),
  };
}
