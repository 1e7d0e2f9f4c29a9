import { message } from "@weldtrace/domain";
import { describe, expect, it } from "vitest";
import { badRequest, badRequestBody, conflict, detailBody, HttpError } from "../src/plugins/errors.js";
import { uncataloguedTexts } from "./catalogue-texts.js";

describe("errors take catalogue messages, never texts", () => {
  it("a 400's field map is made of its messages: each English text, and the messages under codes", () => {
    const error = badRequest({ name: [message("max_length", { max: 12 })], non_field_errors: [message("check_fields")] });
    expect(badRequestBody(error.fields ?? {})).toEqual({
      name: ["Max 12 characters"],
      non_field_errors: ["Please make sure all fields are filled in or correctly entered."],
      codes: { name: [{ code: "max_length", params: { max: 12 } }], non_field_errors: [{ code: "check_fields" }] },
    });
  });

  it("a {detail, code} error says its message's text, and its params when the message is its code's", () => {
    expect(detailBody(conflict(message("duplicate", { name: "V" })))).toEqual({
      detail: 'An entry named "V" already exists.',
      code: "duplicate",
      params: { name: "V" },
    });
    const worded = new HttpError(409, "in_use", message("used_by", { uses: "1 weld: W-1" }), undefined, { used_by: [] });
    expect(detailBody(worded)).toEqual({ detail: "Used by 1 weld: W-1.", code: "in_use", used_by: [] });
  });

  it("does not compile with a text where a message goes (tsc checks these lines; they never run)", () => {
    const refusedByTheTypeChecker = () => {
      // @ts-expect-error a field's messages are catalogue messages ({code, params}), not English texts
      badRequest({ field: ["free text"] });
      // @ts-expect-error a code outside the catalogue
      badRequest({ field: [{ code: "free_text" }] });
      // @ts-expect-error a conflict's detail is a catalogue message
      conflict("free text");
      // @ts-expect-error nor is any other error's
      new HttpError(403, "locked", "free text");
    };
    expect(refusedByTheTypeChecker).toBeTypeOf("function");
  });
});

describe("the answers' check (test/catalogue-texts.ts) finds every text outside the catalogue", () => {
  it("passes catalogue texts with their codes, and the known wordings of a code", () => {
    expect(uncataloguedTexts(400, { name: ["Required"], codes: { name: [{ code: "required" }] } })).toEqual([]);
    expect(uncataloguedTexts(409, { detail: "This record is used elsewhere.", code: "in_use" })).toEqual([]);
    const usedBy = [{ entity: "procedure", count: 1, names: ["WPS-1"] }];
    expect(uncataloguedTexts(409, { detail: "Used by 1 procedure: WPS-1.", code: "in_use", used_by: usedBy })).toEqual([]);
    expect(uncataloguedTexts(429, { detail: "Too many requests. Try again in 1 minute.", code: "too_many_requests" })).toEqual([]);
    expect(uncataloguedTexts(200, { name: ["anything"] })).toEqual([]);
  });

  it("fails a text written by hand, a text code, a text that is not its code's, and a field without its code", () => {
    expect(uncataloguedTexts(400, { name: ["free text"], codes: { name: [{ code: "required" }] } })).toHaveLength(1);
    expect(
      uncataloguedTexts(400, { name: ["free text"], codes: { name: [{ code: "text", params: { text: "free text" } }] } }),
    ).toHaveLength(1);
    expect(uncataloguedTexts(400, { name: ["Required"], codes: {} })).toHaveLength(1);
    expect(uncataloguedTexts(400, { name: ["Required"] })).toHaveLength(1);
    expect(uncataloguedTexts(409, { detail: "Cannot do that.", code: "conflict" })).toHaveLength(1);
    expect(uncataloguedTexts(409, { detail: "Cannot do that.", code: "FST_ERR_SOMETHING" })).toHaveLength(1);
  });
});
