import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";

/** A port free on the loopback now (the next process to listen takes it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * `npm start`'s server (src/main.ts through tsx) as a process of its own, waited for until /api/health answers 200
 * (asked every `pollMs`), killed when it does not within `timeoutMs`. For the tests and benchmarks that kill it.
 */
export async function startServerProcess(
  env: NodeJS.ProcessEnv,
  base: string,
  { timeoutMs = 90_000, pollMs = 200 }: { timeoutMs?: number; pollMs?: number } = {},
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: path.resolve(import.meta.dirname, ".."),
    env,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr?.on("data", (data: Buffer) => {
    errors += data.toString();
  });
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${errors.slice(-2000)}`);
    const healthy = await fetch(`${base}/api/health`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (healthy) return child;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  child.kill("SIGKILL");
  throw new Error(`the server did not start: ${errors.slice(-2000)}`);
}
