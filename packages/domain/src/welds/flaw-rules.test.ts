import { describe, expect, it } from "vitest";
import { textOf } from "../messages/catalogue.js";
import { between, MESSAGES } from "../validation/messages.js";
import { measuresOfType } from "./flaw-libraries.js";
import { allowedSanctions, applyFlawResult, checkFlawSanction, FLAW_MESSAGES, flawIssues, sanctionDisabled } from "./flaw-rules.js";

/** The rules answer messages; these tests read their English texts. */
const sanctionText = (flaw: Parameters<typeof checkFlawSanction>[0]) => {
  const issue = checkFlawSanction(flaw);
  return issue && { ...issue, message: textOf(issue.message) };
};
const issueTexts = (...args: Parameters<typeof flawIssues>) =>
  Object.fromEntries(Object.entries(flawIssues(...args)).map(([field, messages]) => [field, messages.map(textOf)]));

describe("flaw result drives the sanction (spec §4)", () => {
  it("Accepted allows only Indication and forces it, whatever the sanction was", () => {
    expect(allowedSanctions("Accepted")).toEqual(["Indication"]);
    expect(applyFlawResult({ sanction: "Repair", repaired_by: "w2" }, "Accepted")).toEqual({
      result: "Accepted",
      sanction: "Indication",
      repaired_by: null,
    });
    expect(applyFlawResult({ sanction: null }, "Accepted").sanction).toBe("Indication");
  });

  it("Rejected allows Repair or Cut-Out, clears Indication and keeps a Repair or Cut-Out already chosen", () => {
    expect(allowedSanctions("Rejected")).toEqual(["Repair", "Cut-Out"]);
    expect(applyFlawResult({ sanction: "Indication" }, "Rejected").sanction).toBeNull();
    expect(applyFlawResult({ sanction: "Cut-Out" }, "Rejected").sanction).toBe("Cut-Out");
    expect(applyFlawResult({ sanction: "Repair", repaired_by: "w2" }, "Rejected")).toMatchObject({ sanction: "Repair", repaired_by: "w2" });
  });

  it("Waiting for Interpretation clears and disables the sanction", () => {
    expect(allowedSanctions("Waiting for Interpretation")).toEqual([]);
    expect(sanctionDisabled("Waiting for Interpretation")).toBe(true);
    expect(sanctionDisabled("Rejected")).toBe(false);
    expect(applyFlawResult({ sanction: "Repair", repaired_by: "w2" }, "Waiting for Interpretation")).toEqual({
      result: "Waiting for Interpretation",
      sanction: null,
      repaired_by: null,
    });
  });
});

describe("checkFlawSanction (spec §5: sanction required unless Waiting for Interpretation)", () => {
  it("requires a sanction for Accepted and Rejected", () => {
    expect(sanctionText({ result: "Rejected", sanction: null })).toEqual({ field: "sanction", message: "Required" });
    expect(sanctionText({ result: "Accepted" })).toEqual({ field: "sanction", message: "Required" });
  });
  it("refuses a sanction the result does not allow", () => {
    expect(sanctionText({ result: "Accepted", sanction: "Repair" })?.message).toBe(FLAW_MESSAGES.sanctionNotAllowed);
    expect(sanctionText({ result: "Rejected", sanction: "Indication" })?.message).toBe(FLAW_MESSAGES.sanctionNotAllowed);
    expect(sanctionText({ result: "Waiting for Interpretation", sanction: "Repair" })?.message).toBe(FLAW_MESSAGES.noSanctionWhileWaiting);
  });
  it("accepts the allowed pairs, and repaired_by only with Repair", () => {
    expect(sanctionText({ result: "Accepted", sanction: "Indication" })).toBeNull();
    expect(sanctionText({ result: "Rejected", sanction: "Cut-Out" })).toBeNull();
    expect(sanctionText({ result: "Rejected", sanction: "Repair", repaired_by: "w2" })).toBeNull();
    expect(sanctionText({ result: "Waiting for Interpretation", sanction: null })).toBeNull();
    expect(sanctionText({ result: "Rejected", sanction: "Cut-Out", repaired_by: "w2" })).toEqual({
      field: "repaired_by",
      message: FLAW_MESSAGES.repairOnlyForRepair,
    });
  });
});

describe("flaw type flags and import messages", () => {
  it("a type shows exactly the measures its flags ask for, in the spec's order", () => {
    expect(measuresOfType({ with_quantity: true, with_length: true, with_depth: false })).toEqual(["length", "quantity"]);
    expect(measuresOfType(null)).toEqual([]);
  });
  it("writes the import's row error with the row number (spec §8)", () => {
    expect(FLAW_MESSAGES.noWeldInformation(7)).toBe("No weld information on line 7");
  });
});

describe("flawIssues (spec §4 and §5: the library chain, the sanction, a repair by another weld)", () => {
  const flaw = {
    id: "f1",
    library: "lib",
    nde_method: "rt",
    type: "porosity",
    weld: "w1",
    result: "Rejected" as const,
    sanction: "Repair" as const,
    repaired_by: "w2",
    related_to: null,
  };
  const facts = { methodLibrary: "lib", typeMethod: "rt" };
  it("accepts a rejected flaw repaired by another weld, its type of its method of its library", () => {
    expect(issueTexts(flaw, facts)).toEqual({});
  });
  it("refuses a method of another library and a type of another method (or none found)", () => {
    expect(issueTexts(flaw, { methodLibrary: "other", typeMethod: undefined })).toEqual({
      nde_method: [MESSAGES.invalidChoice],
      type: [MESSAGES.invalidChoice],
    });
  });
  it("refuses a repair by the flaw's own weld, a flaw related to itself and a sanction the result does not allow", () => {
    expect(issueTexts({ ...flaw, repaired_by: "w1", related_to: "f1" }, facts)).toEqual({
      repaired_by: [FLAW_MESSAGES.repairBySameWeld],
      related_to: [FLAW_MESSAGES.relatedToItself],
    });
    expect(issueTexts({ ...flaw, result: "Accepted", sanction: "Cut-Out", repaired_by: null }, facts)).toEqual({
      sanction: [FLAW_MESSAGES.sanctionNotAllowed],
    });
  });
  it("lets a new flaw (no id yet) name any related flaw", () => {
    expect(issueTexts({ ...flaw, id: undefined, related_to: "f9" }, facts)).toEqual({});
  });
  it("keeps positions of a type measured in degrees between 0 and 359, and leaves mm positions to the measure limits", () => {
    const degrees = { ...facts, positionUnit: "degree" };
    expect(issueTexts({ ...flaw, start_position: 0, end_position: 359 }, degrees)).toEqual({});
    expect(issueTexts({ ...flaw, start_position: -1, end_position: 360 }, degrees)).toEqual({
      start_position: [between(0, 359)],
      end_position: [between(0, 359)],
    });
    expect(issueTexts({ ...flaw, start_position: 1250, end_position: -10 }, { ...facts, positionUnit: "mm" })).toEqual({});
  });
});
