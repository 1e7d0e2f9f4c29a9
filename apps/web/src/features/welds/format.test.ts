import { beforeAll, describe, expect, it } from "vitest";
import i18n from "../../i18n";
import { cycleTitle } from "./format";

describe("a cycle's title", () => {
  // French is loaded on demand (the login bundle carries English only).
  beforeAll(async () => {
    await i18n.loadLanguages("fr");
  });

  it("names the weld and the start time in each language's one format (2026-03-01, 01/03/2026), never the cycle's id", () => {
    const cycle = { id: "0190e1c2-0000-7000-8000-000000000001", started_at: "2026-03-01T08:00:00Z", created_at: "2026-02-01T10:00:00Z" };
    const en = cycleTitle(i18n.getFixedT("en"), "en", cycle, "W-101");
    expect(en).toMatch(/^Cycle of W-101, started 2026-03-01 \d{2}:\d{2}$/);
    const fr = cycleTitle(i18n.getFixedT("fr"), "fr", cycle, "W-101");
    expect(fr).toMatch(/^Cycle de W-101, commencé le 01\/03\/2026 \d{2}:\d{2}$/);
    expect(en).not.toContain(cycle.id);
  });

  it("falls back to when the cycle was recorded for a manual cycle without a start time", () => {
    const cycle = { started_at: null, created_at: "2026-02-01T10:00:00Z" };
    expect(cycleTitle(i18n.getFixedT("en"), "en", cycle, "W-7")).toMatch(/^Cycle of W-7, recorded 2026-02-01/);
    expect(cycleTitle(i18n.getFixedT("fr"), "fr", cycle, "W-7")).toMatch(/^Cycle de W-7, enregistré le 01\/02\/2026/);
  });
});
