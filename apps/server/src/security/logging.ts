import type { FastifyServerOptions } from "fastify";

const RESET_LINK = /(\/reset-password\/)[^/?#\s]+/g;

/** A URL as the log may keep it: a reset token in the path is replaced. */
export function loggableUrl(url: string): string {
  return url.replace(RESET_LINK, "$1[redacted]");
}

/**
 * The server's logger (pino through Fastify). The log never holds a password, a password hash, a token or
 * a reset link: request headers are not logged, known secret fields are censored wherever they appear, and reset
 * tokens are cut from URLs.
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): NonNullable<FastifyServerOptions["logger"]> {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        "req.headers.authorization",
        "req.headers.cookie",
        "*.password",
        "*.password_hash",
        "*.current_password",
        "*.token",
        "*.token_hash",
        "*.authorization",
        "password",
        "password_hash",
        "token",
      ],
      censor: "[redacted]",
    },
    serializers: {
      req: (request: { method: string; url: string; hostname?: string; ip?: string }) => ({
        method: request.method,
        url: loggableUrl(request.url),
        hostname: request.hostname,
        remoteAddress: request.ip,
      }),
    },
  } as NonNullable<FastifyServerOptions["logger"]>;
}
