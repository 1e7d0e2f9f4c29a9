import { Worker } from "node:worker_threads";
import { call } from "../../test/edge-stream.js";

/**
 * The edge servers' side of the HTTP case, on a thread of its own: the server's thread then does only the server's
 * work, as it would with the machines elsewhere, and its busy time is the server's core time.
 */
const CLIENT_THREAD = `
const { parentPort, workerData } = require("node:worker_threads");
const { base, machine, jobs, bodies, concurrency, patience = 200 } = workerData;
let next = 0;
// A 503 (the database away) or a lost connection is sent again after 100 ms, as an edge server would; 200 is the
// same chunk stored by a try whose answer was lost.
let retried = 0;
const put = async (stream, seq) => {
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(base + "/api/edge/streams/" + stream + "/chunks/" + seq, {
      method: "PUT",
      headers: { authorization: "Token " + machine, "content-type": "application/vnd.apache.arrow.stream" },
      body: bodies[seq],
    }).catch((error) => ({ status: 0, text: async () => String(error) }));
    if (response.status === 201 || (response.status === 200 && attempt > 0)) return;
    if ((response.status === 503 || response.status === 0) && attempt < patience) {
      retried++;
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    throw new Error("chunk " + seq + ": " + response.status + " " + (await response.text()));
  }
};
const send = async () => {
  while (next < jobs.length) {
    const { stream, seq } = jobs[next++];
    await put(stream, seq);
  }
};
Promise.all(Array.from({ length: concurrency }, send)).then(
  () => parentPort.postMessage({ ok: true, retried }),
  (error) => parentPort.postMessage({ ok: false, error: String(error) }),
);
`;

/** Sends the chunks from the client thread; resolves when every one is stored, with the number of tries sent again. */
export function putFromClientThread(data: {
  base: string;
  machine: string;
  jobs: { stream: string; seq: number }[];
  bodies: Uint8Array[];
  concurrency: number;
  /** Tries of one chunk before giving up (100 ms apart; a restarted server takes seconds). */
  patience?: number;
}) {
  return new Promise<number>((resolve, reject) => {
    const worker = new Worker(CLIENT_THREAD, { eval: true, workerData: data });
    worker.once("message", (answer: { ok: boolean; error?: string; retried?: number }) => {
      void worker.terminate();
      if (answer.ok) resolve(answer.retried ?? 0);
      else reject(new Error(answer.error));
    });
    worker.once("error", reject);
  });
}

/**
 * An edge server's set-up for the bench: its ping's answer, and streams of the first workstation opened at `t0`
 * (torch 1, `rate`), each told what is welded from `t0` (the first GMAW pass group, the first welder) so that its
 * processing can start.
 */
export async function benchMachine(base: string, machine: string, rate: number, t0: number) {
  const setup = (
    await call(base, "POST", "/api/edge/ping/", machine, {
      hostname: "bench",
      version: "1",
      distribution: "bench",
      network_devices: [],
      time: new Date().toISOString(),
    })
  ).body;
  const wire = setup.process_groups.find((group: { name: string }) => group.name.startsWith("GMAW"));
  const passGroup = setup.pass_groups.find((row: { welding_process_group: string }) => row.welding_process_group === wire.id);
  const openStream = async () =>
    (
      await call(base, "POST", "/api/edge/streams/", machine, {
        workstation: setup.workstations[0].id,
        torch: 1,
        sample_rate: rate,
        t0_us: t0,
      })
    ).body.id as string;
  const giveContext = (stream: string) =>
    call(base, "POST", `/api/edge/streams/${stream}/context/`, machine, {
      t_us: t0,
      pass_group: passGroup.id,
      welder: setup.welders[0].id,
    });
  return { openStream, giveContext };
}
