import { describe, expect, it } from "vitest";
import { filtersOf } from "./filters";

describe("dashboard filters kept in the URL", () => {
  const now = new Date("2026-11-26T12:00:00Z");
  it("defaults to the last 7 days on the Progress tab of every project", () => {
    const { preset, filters, tab } = filtersOf(new URLSearchParams(""), now);
    expect(preset).toBe("last7");
    expect(tab).toBe("progress");
    expect(filters).toMatchObject({ project: undefined, from: "2026-11-20", to: "2026-11-26" });
  });
  it("resolves a preset against today and keeps a project and a tab", () => {
    const { filters, tab } = filtersOf(new URLSearchParams("preset=lastMonth&project=p1&tab=quality"), now);
    expect(filters).toMatchObject({ project: "p1", from: "2026-10-01", to: "2026-10-31" });
    expect(tab).toBe("quality");
  });
  it("keeps a custom range, and falls back to the default for an unreadable one or an unknown preset or tab", () => {
    expect(filtersOf(new URLSearchParams("preset=custom&from=2026-01-01&to=2026-01-31"), now).filters).toMatchObject({
      from: "2026-01-01",
      to: "2026-01-31",
    });
    const broken = filtersOf(new URLSearchParams("preset=custom&from=2026-02-30&to=x&tab=nope"), now);
    expect(broken.preset).toBe("last7");
    expect(broken.tab).toBe("progress");
    expect(filtersOf(new URLSearchParams("preset=decade"), now).preset).toBe("last7");
  });
});
