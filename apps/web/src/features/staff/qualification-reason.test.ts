import { beforeAll, describe, expect, it } from "vitest";
import i18n from "../../i18n";
import { qualificationReason } from "./state-badges";

describe("why a qualification expires soon, lapsed or expired", () => {
  beforeAll(async () => {
    await i18n.loadLanguages("fr");
  });
  const en = () => i18n.getFixedT("en");

  it("an expiring qualification without a certificate expiry names the continuity rule and the day it lapses", () => {
    const row = { state: "expiring" as const, until: "2026-12-09", lapses_on: "2026-12-10", expire_at: null };
    expect(qualificationReason(row, en(), "en")).toBe(
      "Continuity (ASME IX QW-322): lapses on 2026-12-10, 6 months after the last weld with this process (or the test), unless the welder welds with it before.",
    );
    expect(qualificationReason(row, i18n.getFixedT("fr"), "fr")).toContain("tombe le 10/12/2026");
  });

  it("an expiring qualification whose certificate ends first names the certificate's expiry date", () => {
    const row = { state: "expiring" as const, until: "2026-12-01", lapses_on: "2027-03-01", expire_at: "2026-12-01" };
    expect(qualificationReason(row, en(), "en")).toBe("The certificate expires on 2026-12-01.");
  });

  it("a lapsed one says since when, an expired one when its certificate ended, a valid one says nothing", () => {
    expect(qualificationReason({ state: "lapsed", until: "2026-05-31", lapses_on: "2026-06-01" }, en(), "en")).toBe(
      "Lapsed on 2026-06-01: no weld with this process for 6 months (ASME IX QW-322).",
    );
    expect(qualificationReason({ state: "expired", until: "2026-01-01", expire_at: "2026-01-01" }, en(), "en")).toBe(
      "The certificate expired on 2026-01-01.",
    );
    expect(qualificationReason({ state: "valid", until: "2027-01-01" }, en(), "en")).toBeNull();
  });
});
