import path from "node:path";

export interface TConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  publicUrl: string;
  adminEmail: string;
  adminPassword: string | null;
  demoData: boolean;
  smtpUrl: string | null;
  mailFrom: string;
  webDist: string | null;
  logLevel: string;
  /** Tile URL template of the home map (Leaflet `{z}/{x}/{y}`); the web app reads it from /api/public-config/. */
  mapTileUrl: string;
  s3: { bucket: string; endpoint?: string; region?: string; accessKeyId?: string; secretAccessKey?: string } | null;
}

export const DEFAULT_MAP_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";

export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const port = Number(env.PORT ?? 8080);
  const databaseUrl = env.DATABASE_URL || null;
  const dataDir = path.resolve(env.DATA_DIR ?? "./data");
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    dataDir,
    databaseUrl,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    adminEmail: (env.ADMIN_EMAIL ?? "admin@example.com").toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD || null,
    // Demo data by default on the embedded database only; a real server starts empty.
    demoData: env.DEMO_DATA !== undefined ? env.DEMO_DATA === "1" : databaseUrl === null,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? "WeldTrace <no-reply@example.com>",
    webDist: env.WEB_DIST ?? path.resolve(import.meta.dirname, "../../web/dist"),
    logLevel: env.LOG_LEVEL ?? "info",
    mapTileUrl: env.MAP_TILE_URL || DEFAULT_MAP_TILE_URL,
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
