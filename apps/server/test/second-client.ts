import { spawn } from "node:child_process";

/** What a second client saw: each request's time in ms, by URL, and the requests that failed or answered non-2xx. */
export interface TSecondClientReport {
  times: Record<string, number[]>;
  failures: string[];
}

/** The second client: a process of its own, so an event loop the server holds cannot hold its clock too. */
const SCRIPT = `
const targets = JSON.parse(process.env.TARGETS);
const times = Object.fromEntries(targets.map((t) => [t.url, []]));
const failures = [];
let running = true;
process.stdin.on("data", () => { running = false; });
(async () => {
  while (running) {
    for (const target of targets) {
      const started = performance.now();
      try {
        const response = await fetch(target.url, { headers: target.token ? { authorization: "Token " + target.token } : {}, signal: AbortSignal.timeout(30000) });
        await response.arrayBuffer();
        if (!response.ok) failures.push(target.url + " " + response.status);
      } catch (error) {
        failures.push(target.url + " " + error.message);
      }
      times[target.url].push(Math.round(performance.now() - started));
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  process.stdout.write(JSON.stringify({ times, failures }), () => process.exit(0));
})();
`;

/**
 * Starts a second client asking each target in turn, every 100 ms, until stopped; its report says how long each
 * request took (issue 37: while a heavy request runs, others keep answering).
 */
export function secondClient(targets: { url: string; token?: string }[]) {
  const child = spawn(process.execPath, ["-e", SCRIPT], {
    env: { ...process.env, TARGETS: JSON.stringify(targets) },
    stdio: ["pipe", "pipe", "inherit"],
  });
  let output = "";
  child.stdout.on("data", (data: Buffer) => {
    output += data.toString();
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    async stop(): Promise<TSecondClientReport> {
      child.stdin.write("stop\n");
      await exited;
      return JSON.parse(output) as TSecondClientReport;
    },
  };
}
