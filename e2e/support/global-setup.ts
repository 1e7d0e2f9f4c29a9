import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

export const ADMIN_EMAIL = "root@e2e.test";
export const ADMIN_PASSWORD = "e2e-root-password";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

let server: ChildProcess | null = null;
let dataDir = "";

/** The real app, as `npm start` runs it, on a fresh embedded database with demo data. */
export async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, "../..");
  dataDir = mkdtempSync(path.join(tmpdir(), "weldtrace-e2e-"));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ["--import", "tsx", path.join(root, "apps/server/src/main.ts")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      DEMO_DATA: "1",
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: "warn",
      // Every journey signs in from this one address; a real deployment keeps the default.
      RATE_LIMIT_LOGINS_PER_ADDRESS: "10000",
      RATE_LIMIT_RESETS_PER_ADDRESS: "10000",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) break;
    } catch {}
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    if (Date.now() > deadline) throw new Error("server did not become healthy in 90 s");
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  project.provide("baseUrl", baseUrl);
}

export async function teardown() {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
