import { describe, expect, it } from "vitest";
import { startTestServer } from "./helpers.js";

/** TRUST_PROXY: behind a load balancer the rate limits count per client address, read from X-Forwarded-For. */

/** Two wrong logins from the address an X-Forwarded-For names, then one from another forwarded address. */
async function loginsFrom(env: NodeJS.ProcessEnv): Promise<{ first: number[]; other: number }> {
  const server = await startTestServer({ env: { RATE_LIMIT_LOGINS_PER_ADDRESS: "2", ...env } });
  const login = async (forwardedFor: string) => {
    const response = await fetch(`${server.url}/api/api-token-auth/`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
      body: JSON.stringify({ email: "nobody@example.test", password: "wrong-password-1" }),
    });
    return response.status;
  };
  try {
    const first = [await login("203.0.113.1"), await login("203.0.113.1"), await login("203.0.113.1")];
    return { first, other: await login("203.0.113.2") };
  } finally {
    await server.close();
  }
}

describe("TRUST_PROXY", () => {
  it("on: the login limit per address keys on the X-Forwarded-For client, so another forwarded client is not refused", {
    timeout: 180_000,
  }, async () => {
    const { first, other } = await loginsFrom({ TRUST_PROXY: "1" });
    expect(first).toEqual([400, 400, 429]);
    expect(other).toBe(400);
  });

  it("off (the default): X-Forwarded-For is ignored, every request counts under the connection's address", {
    timeout: 180_000,
  }, async () => {
    const { first, other } = await loginsFrom({});
    expect(first).toEqual([400, 400, 429]);
    expect(other).toBe(429);
  });
});
