import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["ui/**/*.test.ts", "api/**/*.test.ts", "tenancy/**/*.test.ts"],
    globalSetup: ["./support/global-setup.ts"],
    // One server and one browser at a time on a two-core machine.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Screens wait on debounced searches and API calls; 1 s (the default) is too short on a busy 2-core machine.
    expect: { poll: { timeout: 10_000 } },
  },
});
