import type { FastifyBaseLogger } from "fastify";
import type pg from "pg";
import PgBoss from "pg-boss";
import { queryScope, type TDatabaseHandle } from "../db/client.js";
import { isConnectionLoss } from "../db/connection-loss.js";

/**
 * Background jobs, one key at a time: `send(queue, key)` says "there is work for key"; the queue's handler runs for
 * that key soon, after the run in progress if there is one, never two runs of one key at once. A handler reads what
 * to do from the database (a stream's next chunk, a data book's record), so a job carries nothing but its key and
 * running it again is harmless. A handler's failure is logged and retried (pg-boss) or waits for the next send.
 *
 * On a PostgreSQL server the queue is pg-boss (docs/decisions.md "Jobs"): the jobs are rows of the same database,
 * every server process works them, a process killed mid-job frees its key at once (the key is a session advisory
 * lock) and its job is retried when it expires. On embedded PGlite (one process by construction) it is in-process.
 */
export type TJobHandler = (key: string) => Promise<Record<string, unknown> | undefined>;

export interface TJobQueue {
  readonly kind: "in-process" | "pg-boss";
  /** False in an API process (ROLE=api): it sends jobs and leaves them to the worker processes. */
  readonly works: boolean;
  /** Registers the queue's handler (once per queue and process) and starts working its jobs. */
  work(queue: string, handler: TJobHandler): Promise<void>;
  /** There is work for key: a run soon, after the one in progress if any (several sends while waiting make one run). */
  send(queue: string, key: string): Promise<void>;
  /** Runs fn while holding key: no job of that key runs meanwhile, in this process or another. */
  exclusive<T>(queue: string, key: string, fn: () => Promise<T>): Promise<T>;
  /** Resolves once no job of the queue waits or runs (tests; a job left active by a killed process counts). */
  idle(queue: string): Promise<void>;
  stop(): Promise<void>;
}

/** pg-boss's tables, in their own schema of the application's database. */
const BOSS_SCHEMA = "pgboss";
/** Runs of one queue at a time in one process (each holds a connection for its key's lock). */
const CONCURRENCY = 2;
/** A job whose process died is retried after this long (a live run past it only loses its job row, not its lock). */
const EXPIRE_SECONDS = 120;

export function openJobQueue(database: TDatabaseHandle, log: FastifyBaseLogger, { works = true } = {}): TJobQueue {
  const queue = database.pool ? pgBossQueue(database.pool, log) : inProcessQueue(log);
  if (works) return queue;
  // An API process: `work` registers nothing, so its handlers never run here; sends reach the workers' queue.
  return { ...queue, works: false, work: async () => {} };
}

/** One process, one map of running keys (PGlite: no other process can open its database). */
export function inProcessQueue(log: FastifyBaseLogger): TJobQueue {
  const handlers = new Map<string, TJobHandler>();
  const running = new Map<string, Promise<unknown>>();
  const again = new Set<string>();
  const waiting = new Set<string>();
  const id = (queue: string, key: string) => `${queue}\u0000${key}`;

  function start(queue: string, key: string): void {
    const handler = handlers.get(queue);
    const slot = id(queue, key);
    if (!handler) {
      waiting.add(slot);
      return;
    }
    if (running.has(slot)) {
      again.add(slot);
      return;
    }
    // Outside the query scope of the request that sent it: the job is nobody's request and must not be cancelled
    // when that request's client goes away (plugins/query-scope.ts).
    const run = queryScope
      .exit(async () => {
        do {
          again.delete(slot);
          await handler(key);
        } while (again.has(slot));
      })
      .catch((error: unknown) => log.error({ err: error, queue, key }, "job failed"))
      .finally(() => {
        running.delete(slot);
        if (again.delete(slot)) start(queue, key);
      });
    running.set(slot, run);
  }

  return {
    kind: "in-process",
    works: true,
    async work(queue, handler) {
      handlers.set(queue, handler);
      for (const slot of [...waiting]) {
        // Every slot is "<queue>\u0000<key>".
        const [name = "", key = ""] = slot.split("\u0000");
        if (name !== queue) continue;
        waiting.delete(slot);
        start(name, key);
      }
    },
    async send(queue, key) {
      start(queue, key);
    },
    async exclusive(queue, key, fn) {
      const slot = id(queue, key);
      for (let current = running.get(slot); current; current = running.get(slot)) await current.catch(() => {});
      const held = fn();
      running.set(
        slot,
        held.catch(() => {}),
      );
      try {
        return await held;
      } finally {
        running.delete(slot);
        if (again.delete(slot)) start(queue, key);
      }
    },
    async idle(queue) {
      const mine = () => [...running.entries()].filter(([slot]) => slot.startsWith(`${queue}\u0000`)).map(([, run]) => run);
      for (let runs = mine(); runs.length > 0; runs = mine()) await Promise.all(runs.map((run) => run.catch(() => {})));
    },
    async stop() {
      await Promise.all([...running.values()].map((run) => run.catch(() => {})));
    },
  };
}

/**
 * pg-boss on the application's own pool. Queues use the "short" policy keyed by the job's key: at most one job of a
 * key waits, so a burst of sends makes one run. Two jobs of one key may still be fetched at once (one waiting, one
 * running) or by two processes: the run holds a session advisory lock on (queue, key) and a job that finds it taken
 * is sent again for a second later. A lock dies with its connection, so a killed process frees its keys at once.
 */
export function pgBossQueue(pool: pg.Pool, log: FastifyBaseLogger): TJobQueue {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values: unknown[]) => queryScope.exit(() => pool.query(text, values)) },
    schema: BOSS_SCHEMA,
    schedule: false,
    supervise: true,
  });
  // Without a listener an 'error' event would end the process; pg-boss retries its polling by itself.
  boss.on("error", (error) => log.warn({ err: error }, "job queue: pg-boss error"));
  let started: Promise<unknown> | null = null;
  const ready = () => {
    started ??= boss.start().catch((error: unknown) => {
      started = null;
      throw error;
    });
    return started;
  };
  const workers = new Map<string, string[]>();
  const inFlight = new Set<Promise<unknown>>();
  const lockName = (queue: string, key: string) => `${queue}:${key}`;

  async function send(queue: string, key: string, startAfter?: number): Promise<void> {
    // Counted as work in flight until its row is written: idle() must not answer between a send and its job.
    const sending = ready().then(() =>
      queryScope.exit(() => boss.send(queue, { key }, { singletonKey: key, ...(startAfter ? { startAfter } : {}) })),
    );
    inFlight.add(sending);
    try {
      await sending;
    } finally {
      inFlight.delete(sending);
    }
    // This process's worker looks now rather than at its next poll.
    if (!startAfter) for (const worker of workers.get(queue) ?? []) boss.notifyWorker(worker);
  }

  /** fn with the key's advisory lock held on a connection of its own; `wait` false gives up at once (null). */
  async function holding<T>(queue: string, key: string, wait: boolean, fn: () => Promise<T>): Promise<{ value: T } | null> {
    const client = await queryScope.exit(() => pool.connect());
    let broken: Error | undefined;
    try {
      const name = lockName(queue, key);
      const lock = wait ? "pg_advisory_lock" : "pg_try_advisory_lock";
      const result = await client.query(`select ${lock}(hashtextextended($1, 0))::text as locked`, [name]);
      if (!wait && result.rows[0]?.locked !== "true") return null;
      try {
        return { value: await fn() };
      } finally {
        await client.query("select pg_advisory_unlock(hashtextextended($1, 0))", [name]).catch((error: Error) => {
          // The connection is gone, and its lock with it: it must not go back to the pool.
          broken = error;
        });
      }
    } catch (error) {
      broken ??= error as Error;
      throw error;
    } finally {
      client.release(broken);
    }
  }

  let settingUp: Promise<unknown> = Promise.resolve();
  async function setUp(queue: string, handler: TJobHandler): Promise<void> {
    await ready();
    await boss.createQueue(queue, {
      name: queue,
      policy: "short",
      retryLimit: 20,
      retryDelay: 1,
      retryBackoff: true,
      expireInSeconds: EXPIRE_SECONDS,
    });
    const ids: string[] = [];
    for (let n = 0; n < CONCURRENCY; n++) {
      const id = await boss.work<{ key: string }>(queue, { batchSize: 1, pollingIntervalSeconds: 0.5 }, async ([job]) => {
        if (!job) return;
        const key = job.data.key;
        const run = queryScope.exit(() => holding(queue, key, false, () => handler(key)));
        inFlight.add(run);
        try {
          const held = await run;
          if (held) return { pid: process.pid, ...held.value };
          // Another run holds the key: this one comes back when it is likely done.
          await send(queue, key, 1);
          return { pid: process.pid, busy: true };
        } catch (error) {
          if (!isConnectionLoss(error)) throw error;
          // The connection went under the run: sent again for a second later, not failed through pg-boss, which
          // fails a job without waiting for it (on a lost connection that failure itself is unhandled). If even
          // the send fails, the job stays active and is retried when it expires.
          log.warn({ err: error, queue, key }, "job: the database connection was lost; trying again in 1 s");
          await send(queue, key, 1).catch(() => {});
          return { pid: process.pid, lost: true };
        } finally {
          inFlight.delete(run);
        }
      });
      ids.push(id);
    }
    workers.set(queue, ids);
  }

  return {
    kind: "pg-boss",
    works: true,
    work(queue, handler) {
      // One queue's set-up at a time: two createQueue at once deadlock in PostgreSQL (seen at start, with the
      // streams' and the data books' queues).
      const mine = settingUp.then(() => setUp(queue, handler));
      settingUp = mine.catch(() => {});
      return mine;
    },
    send: (queue, key) => send(queue, key),
    async exclusive(queue, key, fn) {
      const held = await holding(queue, key, true, fn);
      // Waiting for the lock, `holding` always gets it.
      if (!held) throw new Error(`exclusive ${queue}: the lock was not taken`);
      return held.value;
    },
    async idle(queue) {
      await ready();
      for (;;) {
        await Promise.all([...inFlight].map((run) => run.catch(() => {})));
        const result = await queryScope
          .exit(() => pool.query(`select count(*)::int as n from ${BOSS_SCHEMA}.job where name = $1 and state < 'completed'`, [queue]))
          .catch((error: unknown) => {
            // A connection lost meanwhile: asked again.
            if (isConnectionLoss(error)) return null;
            throw error;
          });
        if (result?.rows[0]?.n === 0 && inFlight.size === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop() {
      if (!started) return;
      await started.catch(() => {});
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 }).catch(() => {});
    },
  };
}
