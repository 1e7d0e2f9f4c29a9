import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { processingIdle } from "../src/modules/edge/processing.js";
import { call, openDemoStream, streamCycles, T0_US, type TDemoStream, weldChunks } from "./edge-stream.js";
import { seedClient, seedDemo, startTestServer, type TTestServer } from "./helpers.js";

/*
 * A cycle keeps why it ended: a stream fed through the machine API, its first weld cut by an hour's gap in data
 * time, its second ended by the stop condition. The cycle API, the weld's traceability and the OpenAPI document
 * say it.
 */

const HOUR_US = 3_600_000_000;

let server: TTestServer;
let demo: TDemoStream;
let cycles: Record<string, any>[];

beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_API_DOCS: "1" } });
  await seedDemo(server);
  demo = await openDemoStream(server.url);
  // Chunks of 0.5 s: the first weld burns from 1 s to 10 s; from 7 s on, the data comes an hour later.
  const chunks = weldChunks().map((chunk, seq) => (seq >= 14 ? { ...chunk, t0_us: chunk.t0_us + HOUR_US } : chunk));
  for (const [seq, chunk] of chunks.entries()) {
    const put = await call(server.url, "PUT", `/api/edge/streams/${demo.stream}/chunks/${seq}`, demo.machine, chunk);
    expect(put.status, `seq ${seq}`).toBe(201);
  }
  await processingIdle();
  cycles = (await streamCycles(server.url, demo)).sort((a, b) => a.started_at.localeCompare(b.started_at));
}, 120_000);
afterAll(() => server?.close());

describe("why a cycle ended", () => {
  it("is stored on each engine-made cycle and answered by the cycle API: gap for the weld cut by an hour's gap in data time, stop for the next", async () => {
    // The 3 s left of the first weld after the gap are under the group's minimum cycle time: dropped.
    expect(cycles.map((cycle) => cycle.end_reason)).toEqual(["gap", "stop"]);
    // The cycle cut by the gap ends at the last sample before it, 7 s after the stream's first.
    expect(Date.parse(cycles[0]!.ended_at)).toBe(T0_US / 1000 + 7000);
    for (const cycle of cycles) {
      const read = await call(server.url, "GET", `/api/cycles/${cycle.id}/`, demo.admin);
      expect(read.status).toBe(200);
      expect(read.body.end_reason).toBe(cycle.end_reason);
    }
  });

  it("is left untouched by a client's PUT, and a cycle typed by hand has none", async () => {
    const [cycle] = cycles;
    const put = await call(server.url, "PATCH", `/api/cycles/${cycle!.id}/`, demo.admin, { end_reason: "stop", comment: "cut by a gap" });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ end_reason: "gap", comment: "cut by a gap" });
    const typed = await call(server.url, "POST", "/api/cycles/", demo.admin, {
      weld: demo.weld,
      acquisition_status: "done",
      end_reason: "gap",
    });
    expect(typed.status).toBe(201);
    expect(typed.body.end_reason).toBeNull();
  });

  it("is in the weld's traceability, cycle by cycle, and another client's reader gets 404 for it", async () => {
    const trace = await call(server.url, "GET", `/api/welds/${demo.weld}/traceability/`, demo.admin);
    expect(trace.status).toBe(200);
    const byId = new Map((trace.body.cycles as { id: string; end_reason: string | null }[]).map((cycle) => [cycle.id, cycle.end_reason]));
    expect(cycles.map((cycle) => byId.get(cycle.id))).toEqual(["gap", "stop"]);
    const beta = await seedClient(server, "End Beta");
    expect((await call(server.url, "GET", `/api/cycles/${cycles[0]!.id}/`, beta.users.Admin.token)).status).toBe(404);
  });

  it("is documented in the OpenAPI cycle record: stop, gap or end-of-data, or null", async () => {
    const document = (await (await fetch(`${server.url}/api/docs/json`)).json()) as Record<string, any>;
    const answer = document.paths["/api/cycles/{id}/"].get.responses["200"].content["application/json"].schema;
    const schema = answer.$ref ? document.components.schemas[String(answer.$ref).split("/").at(-1) ?? ""] : answer;
    const field = schema.properties.end_reason;
    const values = (field.anyOf ?? [field]).flatMap((option: { enum?: string[]; type?: string }) => option.enum ?? [option.type]);
    expect(values.sort()).toEqual(["end-of-data", "gap", "null", "stop"]);
  });
});
