import { describe, expect, it } from "vitest";
import { z } from "zod";
import "../index.js";
import { consumableDiameters, workpieceTags } from "../entities/rich-catalogues.js";
import { message } from "../messages/catalogue.js";
import { ZProcedureExportFile } from "../procedures/lifecycle.js";
import { zStoredFile } from "../procedures/shared.js";
import { zDate, zName } from "./fields.js";
import { betweenMessage, codedError, codedIssue, messageOfIssue } from "./messages.js";

/** The catalogue message of each issue a parse raises. */
const messagesOf = (schema: z.ZodType, input: unknown) => (schema.safeParse(input).error?.issues ?? []).map(messageOfIssue);

describe("zod issues carry their catalogue message", () => {
  it("a built-in check carries the error map's code and parameters, beside its English text", () => {
    const schema = z.object({ name: zName(), count: z.number().min(2).max(9), tags: z.array(z.string()).max(1) });
    const result = schema.safeParse({ name: "x".repeat(256), count: 12, tags: ["a", "b"] });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "Max 255 characters",
      "Value must be at most 9",
      "Give at most 1 item(s).",
    ]);
    expect(result.error?.issues.map(messageOfIssue)).toEqual([
      message("max_length", { max: 255 }),
      message("max_value", { max: 9 }),
      message("max_items", { max: 1 }),
    ]);
    expect(messagesOf(z.object({ name: zName() }), {})).toEqual([message("required")]);
    expect(messagesOf(z.object({ value: z.number() }), { value: "abc" })).toEqual([message("not_numeric")]);
    expect(messagesOf(z.object({ kind: z.enum(["a", "b"]) }), { kind: "c" })).toEqual([message("invalid_choice")]);
  });

  it("a refinement carries its code: between gives its bounds as parameters", () => {
    const schema = z.number().superRefine((value, ctx) => {
      if (value > 90) ctx.addIssue(codedIssue(betweenMessage(0, 90)));
    });
    const issue = schema.safeParse(120).error?.issues[0];
    expect(issue?.message).toBe("Value must be between 0 and 90");
    expect(issue && messageOfIssue(issue)).toEqual({ code: "between", params: { min: 0, max: 90 } });
  });

  it("a schema-level error given with codedError carries its code on built-in checks, schemas and refinements", () => {
    expect(messagesOf(z.string().max(3, codedError(message("logo_too_big"))), "abcd")).toEqual([message("logo_too_big")]);
    expect(messagesOf(z.uuid(codedError(message("invalid_choice"))), "nope")).toEqual([message("invalid_choice")]);
    expect(
      messagesOf(
        z.string().refine(() => false, codedError(message("invalid_fraction"))),
        "1/0",
      ),
    ).toEqual([message("invalid_fraction")]);
    expect(
      z
        .string()
        .max(3, codedError(message("logo_too_big")))
        .safeParse("abcd").error?.issues[0]?.message,
    ).toBe("File is too big! Max 2MB.");
  });

  it("the domain's schemas give their texts with their codes", () => {
    expect(messagesOf(zDate(), "2026-02-30")).toEqual([message("invalid_date")]);
    expect(messagesOf(zDate(), "0000-01-01")).toEqual([message("invalid_date")]);
    expect(messagesOf(workpieceTags.schema, { label: "Red", color: "red" })).toEqual([message("invalid_colour")]);
    expect(messagesOf(consumableDiameters.schema, { diameter_mm: 1.234, diameter_inch_dec: 0.1, diameter_inch_frac: "1/0" })).toEqual([
      message("max_decimals", { max: 2 }),
      message("invalid_fraction"),
    ]);
    expect(messagesOf(zStoredFile(), "https://example.com/x.pdf")).toEqual([message("stored_file_only")]);
    expect(messagesOf(z.object({ file: zStoredFile() }), {})).toEqual([message("required")]);
    const file = ZProcedureExportFile.safeParse({ format: "other", version: 99 });
    expect(file.error?.issues.slice(0, 2).map(messageOfIssue)).toEqual([message("not_a_procedure_file"), message("unsupported_version")]);
  });

  it("an issue raised with a plain text travels as the text message: its code is never guessed from the text", () => {
    expect(messagesOf(z.string().min(5, "Max 3 digits"), "ab")).toEqual([{ code: "text", params: { text: "Max 3 digits" } }]);
    expect(messageOfIssue({ message: "Required" })).toEqual({ code: "text", params: { text: "Required" } });
  });
});
