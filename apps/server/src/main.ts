import { buildApp } from "./app.js";
import { loadConfig } from "./config.js";
import { openDatabase } from "./db/client.js";
import { isConnectionLoss } from "./db/connection-loss.js";
import { interruptRunningImports } from "./imports/records.js";
import { seedDemoStream } from "./modules/edge/demo-stream.js";
import { loggerOptions } from "./security/logging.js";
import { seed } from "./seed/seed.js";

// `npm run worker` passes --role=worker; ROLE in the environment says the same.
const roleArgument = process.argv.find((argument) => argument.startsWith("--role="))?.slice("--role=".length);
const config = loadConfig(roleArgument ? { ...process.env, ROLE: roleArgument } : process.env);
if (config.role !== "all" && !config.databaseUrl) {
  // PGlite lives inside one process: nothing else can open its database, so API and workers cannot be apart.
  console.error(`ROLE=${config.role} needs a PostgreSQL server (DATABASE_URL); the embedded database runs everything in one process`);
  process.exit(1);
}
const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, pool: config.pool });
const app = await buildApp({ config, database, logger: loggerOptions(config.logLevel) });

// Every role migrates (one at a time: db/client.ts); a worker neither seeds nor serves.
await database.migrate();
const where = `database: ${database.mode === "embedded" ? `embedded PGlite at ${database.location}` : `PostgreSQL at ${database.location}`}; files ${config.s3 ? `in S3 bucket ${config.s3.bucket}` : `under ${config.dataDir}/files`}`;
if (config.role === "worker") {
  await app.ready();
  app.log.info(`WeldTrace worker ${process.pid} ready: processing streams, data books and alert mails — ${where}`);
} else {
  await seed(database.db, config, app.log, app.fileStore);
  // Imports left running by a process that stopped (kill -9, a crash) say so: interrupted, resumable, not a half
  // import left `running`.
  const interrupted = await interruptRunningImports(database.db);
  if (interrupted > 0) app.log.warn(`${interrupted} import(s) left running by the last process marked interrupted`);
  await app.listen({ port: config.port, host: config.host });
  // The demo edge server's stream, sent through the machine API once the server listens (in the background).
  if (config.demoData) {
    seedDemoStream(app).catch((error: unknown) => app.log.warn({ err: error }, "demo data: the edge server's stream was not ingested"));
  }
  app.log.info(`WeldTrace ${config.publicUrl} (role ${config.role}) — ${where}`);
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: finishing requests in flight, then closing`);
  // The server closes its connections by the deadline (plugins/shutdown.ts); this is the last resort.
  setTimeout(() => process.exit(1), config.shutdownDeadlineMs + 5_000).unref();
  await app.close();
  await database.close();
  process.exit(0);
}
// A library's promise that nobody awaits (pg-boss completing or failing a job) fails when the database connection
// is lost: its job is retried when it expires, so that is logged, not fatal. Any other unhandled rejection is a bug
// and still ends the process.
process.on("unhandledRejection", (reason) => {
  if (isConnectionLoss(reason)) {
    app.log.warn({ err: reason }, "the database connection was lost under background work; it is retried");
    return;
  }
  app.log.fatal({ err: reason }, "unhandled rejection");
  process.exit(1);
});
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
