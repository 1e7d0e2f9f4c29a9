import { describe, expect, it } from "vitest";
import { inspectionMessageText } from "./messages.js";
import { hasPositions, joinPositions, parsePositions, positionIssue, positionsOf } from "./positions.js";

describe("Sequence positions: when is_angle is on, choose from 0 to 359 degrees (multi-select)", () => {
  it("accepts the two ends, 0 and 359, and sorts the choices", () => {
    expect(parsePositions([270, 0, 359, 90], true)).toEqual({ positions: ["0", "90", "270", "359"] });
  });
  it("refuses 360 and -1, one degree outside on each side", () => {
    expect(parsePositions([360], true)).toEqual({ error: { code: "position_not_angle", params: { position: "360" } } });
    expect(parsePositions("-1", true)).toEqual({ error: { code: "position_not_angle", params: { position: "-1" } } });
  });
  it("refuses a fraction of a degree or a label", () => {
    expect(parsePositions("12.5", true)).toEqual({ error: { code: "position_not_angle", params: { position: "12.5" } } });
    expect(parsePositions("top", true)).toEqual({ error: { code: "position_not_angle", params: { position: "top" } } });
  });
  it("reads the stored semicolon text too, without leading zeros", () => {
    expect(parsePositions("090; 0 ;180", true)).toEqual({ positions: ["0", "90", "180"] });
  });
  it("refuses the same angle twice, however it is written", () => {
    expect(parsePositions("90;090", true)).toEqual({ error: { code: "position_duplicate", params: { position: "90" } } });
  });
});

describe("Sequence positions: otherwise type values separated by a semicolon", () => {
  it("keeps typed values in the order typed, trimmed, empty parts dropped", () => {
    expect(parsePositions(" 12 ;A;; 400 ;", false)).toEqual({ positions: ["12", "A", "400"] });
  });
  it("takes any label, a number above 359 included", () => {
    expect(parsePositions("1000;12 o'clock", false)).toEqual({ positions: ["1000", "12 o'clock"] });
  });
  it("refuses a value given twice (ignoring case) and a value of more than 50 characters", () => {
    expect(parsePositions("A;a", false)).toEqual({ error: { code: "position_duplicate", params: { position: "a" } } });
    expect(parsePositions("x".repeat(51), false)).toEqual({
      error: { code: "position_too_long", params: { position: "x".repeat(51), max: 50 } },
    });
    expect(parsePositions("x".repeat(50), false)).toEqual({ positions: ["x".repeat(50)] });
  });
});

describe("a sequence needs positions", () => {
  it("refuses an empty, missing or blank list in both modes", () => {
    for (const input of [null, undefined, "", " ; ;", []]) {
      expect(parsePositions(input, true)).toEqual({ error: { code: "positions_required" } });
      expect(parsePositions(input, false)).toEqual({ error: { code: "positions_required" } });
    }
    expect(hasPositions(" ; ")).toBe(false);
    expect(hasPositions("1")).toBe(true);
  });
  it("refuses more than 360 positions", () => {
    const many = Array.from({ length: 361 }, (_, index) => `p${index}`);
    expect(parsePositions(many, false)).toEqual({ error: { code: "too_many_positions", params: { max: 360 } } });
  });
  it("stores positions as the spec's semicolon text and reads them back", () => {
    expect(joinPositions(["0", "90"])).toBe("0;90");
    expect(positionsOf("0;90")).toEqual(["0", "90"]);
    expect(positionsOf(null)).toEqual([]);
  });
});

describe("a measurement's position is one of the sequence's", () => {
  it("matches angles however written and labels ignoring case", () => {
    expect(positionIssue(90, ["0", "90"], true)).toBeNull();
    expect(positionIssue("090", ["0", "90"], true)).toBeNull();
    expect(positionIssue("a", ["A", "B"], false)).toBeNull();
    expect(positionIssue(45, ["0", "90"], true)).toEqual({ code: "position_not_in_sequence", params: { position: "45" } });
  });
});

describe("inspection messages", () => {
  it("fill their parameters in English", () => {
    expect(inspectionMessageText({ code: "position_not_angle", params: { position: "360" } })).toBe(
      "Position 360 is not a whole number of degrees from 0 to 359.",
    );
  });
});
