import path from "node:path";

export interface TConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** PostgreSQL pool: size, per-statement time limit, and how long a request waits for a connection (then 503). */
  pool: TPoolOptions;
  publicUrl: string;
  adminEmail: string;
  adminPassword: string | null;
  demoData: boolean;
  smtpUrl: string | null;
  mailFrom: string;
  webDist: string | null;
  logLevel: string;
  s3: { bucket: string; endpoint?: string; region?: string; accessKeyId?: string; secretAccessKey?: string } | null;
}

export interface TPoolOptions {
  size: number;
  statementTimeoutMs: number;
  waitMs: number;
}

export const DEFAULT_POOL: TPoolOptions = { size: 10, statementTimeoutMs: 10_000, waitMs: 5_000 };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const port = Number(env.PORT ?? 8080);
  const databaseUrl = env.DATABASE_URL || null;
  const dataDir = path.resolve(env.DATA_DIR ?? "./data");
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    dataDir,
    databaseUrl,
    pool: {
      size: Number(env.DATABASE_POOL_SIZE ?? DEFAULT_POOL.size),
      statementTimeoutMs: Number(env.DATABASE_STATEMENT_TIMEOUT_MS ?? DEFAULT_POOL.statementTimeoutMs),
      waitMs: Number(env.DATABASE_POOL_WAIT_MS ?? DEFAULT_POOL.waitMs),
    },
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    adminEmail: (env.ADMIN_EMAIL ?? "admin@example.com").toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD || null,
    // Demo data by default on the embedded database only; a real server starts empty.
    demoData: env.DEMO_DATA !== undefined ? env.DEMO_DATA === "1" : databaseUrl === null,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? "WeldTrace <no-reply@example.com>",
    webDist: env.WEB_DIST ?? path.resolve(import.meta.dirname, "../../web/dist"),
    logLevel: env.LOG_LEVEL ?? "info",
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT || undefined,
          region: env.S3_REGION || undefined,
          accessKeyId: env.S3_ACCESS_KEY_ID || env.AWS_ACCESS_KEY_ID || undefined,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || env.AWS_SECRET_ACCESS_KEY || undefined,
        }
      : null,
  };
}
