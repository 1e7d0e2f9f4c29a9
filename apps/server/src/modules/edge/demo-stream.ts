import { SignalGenerator } from "@weldtrace/arc";
import { and, eq, isNotNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { tokenCache } from "../../db/read-caches.js";
import { arcStreams, edgeServers, users, welds } from "../../db/schema/index.js";
import { hashToken, newToken } from "../../security/secrets.js";

/** The demo edge server (seed/seed.ts) and the in-progress weld its stream welds. */
export const DEMO_EDGE_EMAIL = "edge-01@demo.example";
const DEMO_STREAM_WELD = "NS-W-0005";
const RATE = 5000;

/**
 * The demo data's acquisition, ingested through the machine API itself (app.inject: the same routes, token and
 * processing as a real edge server): once, when the demo edge server has no stream yet, two GMAW passes of
 * NS-W-0005 at 5 kHz, so a fresh start shows its cycles, verdicts and signal. The token used is revoked after.
 */
export async function seedDemoStream(app: FastifyInstance): Promise<boolean> {
  const [machine] = await app.db
    .select({ id: users.id, client_id: users.client_id })
    .from(users)
    .where(and(eq(users.email, DEMO_EDGE_EMAIL), eq(users.is_machine, true), isNotNull(users.project)))
    .limit(1);
  if (!machine) return false;
  const [existing] = await app.db.select({ id: arcStreams.id }).from(arcStreams).where(eq(arcStreams.edge_server, machine.id)).limit(1);
  if (existing) return false;
  const token = newToken();
  const values = { token_hash: hashToken(token), token_issued_at: new Date() };
  await app.db
    .insert(edgeServers)
    .values({ user_id: machine.id, client_id: machine.client_id, ...values })
    .onConflictDoUpdate({ target: edgeServers.user_id, set: values });
  const headers = { authorization: `Token ${token}` };
  const call = async (method: "POST" | "PUT", url: string, payload: unknown) => {
    const response = await app.inject({ method, url, headers, payload: payload as object });
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json() as Record<string, any>;
  };
  try {
    const setup = await call("POST", "/api/edge/ping/", {
      hostname: "edge-ns-01",
      version: "1.0.0",
      distribution: "Debian GNU/Linux 12 (bookworm)",
      network_devices: [{ ip: "10.20.0.11", mac: "02:42:0a:14:00:0b" }],
      time: new Date().toISOString(),
    });
    const group = (setup.process_groups as Record<string, any>[]).find((row) => String(row.name).startsWith("GMAW"));
    const passGroup = (setup.pass_groups as Record<string, any>[]).find((row) => row.welding_process_group === group?.id);
    const workstation = (setup.workstations as Record<string, any>[])[0];
    if (!passGroup || !workstation) return false;
    const [weld] = await app.db
      .select({ id: welds.id })
      .from(welds)
      .where(and(eq(welds.client_id, machine.client_id), eq(welds.name, DEMO_STREAM_WELD)))
      .limit(1);
    const t0 = (Math.floor(Date.now() / 1000) - 120) * 1_000_000;
    const stream = await call("POST", "/api/edge/streams/", { workstation: workstation.id, torch: 1, sample_rate: RATE, t0_us: t0 });
    await call("POST", `/api/edge/streams/${stream.id}/context/`, {
      t_us: t0,
      weld: weld?.id ?? null,
      welder: (setup.welders as Record<string, any>[])[0]?.id ?? null,
      pass_group: passGroup.id,
    });
    const source = new SignalGenerator({
      seed: 11,
      sampleRate: RATE,
      process: "gmaw-spray",
      welds: [
        { gapBeforeS: 2, arcS: 14 },
        { gapBeforeS: 4, arcS: 12 },
      ],
      tailS: 12,
    });
    for (let seq = 0, at = 0; source.remaining > 0; seq++) {
      const chunk = source.next(RATE / 2);
      await call("PUT", `/api/edge/streams/${stream.id}/chunks/${seq}`, {
        t0_us: t0 + Math.round((at * 1e6) / RATE),
        u: Array.from(chunk.u),
        i: Array.from(chunk.i),
        wfs: Array.from(chunk.wfs),
        ts: Array.from(chunk.ts),
      });
      at += chunk.u.length;
    }
    return true;
  } finally {
    tokenCache.delete(values.token_hash);
    await app.db.update(edgeServers).set({ token_hash: null, token_issued_at: null }).where(eq(edgeServers.user_id, machine.id));
  }
}
