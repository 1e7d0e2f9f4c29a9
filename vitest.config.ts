import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      { test: { name: "domain", include: ["packages/domain/src/**/*.test.ts"], sequence: { groupOrder: 0 } } },
      { test: { name: "arc", include: ["packages/arc/src/**/*.test.ts"], sequence: { groupOrder: 0 } } },
      { test: { name: "web", include: ["apps/web/src/**/*.test.ts"], sequence: { groupOrder: 0 } } },
      {
        test: {
          name: "server",
          include: ["apps/server/test/**/*.test.ts"],
          // Each file builds its own app on its own database; two cores, so two at a time.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
