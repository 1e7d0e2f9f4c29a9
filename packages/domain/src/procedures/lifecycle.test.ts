import { describe, expect, it } from "vitest";
import { message } from "../messages/catalogue.js";
import "../index.js";
import {
  buildDuplicate,
  buildProcedureExportFile,
  buildRevision,
  checkProcedureChange,
  checkProcedureImport,
  isProcedureActionAllowed,
  LIFECYCLE_MESSAGES,
  PROCEDURE_EXPORT_VERSION,
  procedureFromExportFile,
  REVISION_SOURCE_PATCH,
  ZDuplicateRequest,
  ZProcedureExportFile,
  ZRevisionRequest,
} from "./lifecycle.js";
import { type TProcedureRecord, ZProcedureRecord, ZProcedureSave } from "./procedures.js";
import { ID, messagesByPath, validPassGroup } from "./test-utils.js";

const SOURCE_ID = "0190a6a8-0000-7000-8000-0000000000aa";
const source: TProcedureRecord = ZProcedureRecord.parse({
  id: SOURCE_ID,
  name: "WPS-001",
  date_format: "YYYY-MM-DD",
  is_wps: true,
  is_reference: true,
  is_archived: false,
  project: ID.a,
  forked_at: "2024-03-01T10:00:00Z",
  pass_group: [
    { ...validPassGroup, id: ID.b, index: 1 },
    { id: ID.c, deleted: true },
  ],
  bevel: [
    {
      id: ID.d,
      name: "V",
      type: ID.a,
      drawing_file: ID.b,
      dimensions: [{ id: ID.e, name: "Root face", unit_of_measure: "mm", value: 1.6, tolerance_min: 0.4, tolerance_max: 0.4 }],
    },
  ],
  time_lapse: [{ id: ID.f, name: "Wait", duration: 60 }],
});

describe("revision (spec §4)", () => {
  it("asks for a name and a reason", () => {
    const messages = messagesByPath(ZRevisionRequest.safeParse({ name: "", fork_reason: "" }));
    expect(messages.name).toEqual(["Required"]);
    expect(messages.fork_reason).toEqual(["Required"]);
    expect(messagesByPath(ZRevisionRequest.safeParse({ name: "WPS-001 rev B" })).fork_reason).toEqual(["Required"]);
    expect(ZRevisionRequest.safeParse({ name: "WPS-001 rev B", fork_reason: "Filler metal changed" }).success).toBe(true);
  });
  it("creates a new procedure with the new name, the reason and forked_from", () => {
    const revision = buildRevision(source, { name: "WPS-001 rev B", fork_reason: "Filler metal changed" });
    expect(revision).toMatchObject({
      name: "WPS-001 rev B",
      fork_reason: "Filler metal changed",
      forked_from: SOURCE_ID,
      is_revision: true,
      is_reference: true,
      project: ID.a,
    });
    expect(revision).not.toHaveProperty("id");
    expect(revision).not.toHaveProperty("is_archived");
    expect(revision).not.toHaveProperty("forked_at");
  });
  it("copies child rows without their ids and leaves deleted rows behind", () => {
    const revision = buildRevision(source, { name: "B", fork_reason: "R" });
    expect(revision.pass_group).toHaveLength(1);
    expect(revision.pass_group?.[0]).not.toHaveProperty("id");
    expect(revision.bevel?.[0]).not.toHaveProperty("id");
    const [bevel] = revision.bevel as { dimensions: object[] }[];
    expect(bevel?.dimensions[0]).not.toHaveProperty("id");
    expect(bevel?.dimensions[0]).toMatchObject({ name: "Root face" });
    expect(revision.time_lapse?.[0]).toMatchObject({ name: "Wait", duration: 60 });
  });
  it("is a valid save payload", () => {
    const result = ZProcedureSave.safeParse(buildRevision(source, { name: "B", fork_reason: "R" }));
    expect(result.error?.issues).toBeUndefined();
  });
  it("takes the reference flag away from the source", () => {
    expect(REVISION_SOURCE_PATCH).toEqual({ is_reference: false });
  });
});

describe("duplicate to another project", () => {
  it("needs the project", () => {
    expect(messagesByPath(ZDuplicateRequest.safeParse({})).project).toEqual(["Required"]);
  });
  it("copies into the chosen project, not as a reference", () => {
    const copy = buildDuplicate(source, { project: ID.b });
    expect(copy).toMatchObject({
      project: ID.b,
      name: "WPS-001",
      is_copy: true,
      is_revision: false,
      is_reference: false,
      forked_from: SOURCE_ID,
      copy_inspections: true,
    });
    expect(ZProcedureSave.safeParse(copy).success).toBe(true);
  });
  it("refuses the procedure's own project", () => {
    expect(buildDuplicate(source, { project: ID.a })).toEqual({ error: message("same_project") });
  });
});

describe("archive (spec §4)", () => {
  it("makes every field read-only; only unarchiving is accepted", () => {
    const archived = { is_archived: true };
    expect(checkProcedureChange(archived, { name: "New" })).toBe(LIFECYCLE_MESSAGES.archivedReadOnly);
    expect(checkProcedureChange(archived, { pass_group: [] })).toBe(LIFECYCLE_MESSAGES.archivedReadOnly);
    expect(checkProcedureChange(archived, { is_archived: false, name: "New" })).toBe(LIFECYCLE_MESSAGES.archivedReadOnly);
    expect(checkProcedureChange(archived, { is_archived: false })).toBeNull();
    expect(checkProcedureChange({ is_archived: false }, { name: "New" })).toBeNull();
  });
  it("offers view and unarchive only on an archived procedure", () => {
    expect(isProcedureActionAllowed({ is_archived: true }, "view")).toBe(true);
    expect(isProcedureActionAllowed({ is_archived: true }, "unarchive")).toBe(true);
    for (const action of ["edit", "archive", "revise", "duplicate", "export", "alerts", "delete"] as const) {
      expect(isProcedureActionAllowed({ is_archived: true }, action), action).toBe(false);
      expect(isProcedureActionAllowed({ is_archived: false }, action), action).toBe(true);
    }
    expect(isProcedureActionAllowed({ is_archived: false }, "unarchive")).toBe(false);
  });
});

describe("export and import", () => {
  const file = buildProcedureExportFile(source, new Date("2024-05-02T08:30:00Z"));
  it("writes a file with its format, version and date", () => {
    expect(file).toMatchObject({ format: "procedure", version: 1, exported_at: "2024-05-02T08:30:00.000Z" });
    expect(PROCEDURE_EXPORT_VERSION).toBe(1);
  });
  it("reads back what it wrote, through JSON", () => {
    const result = ZProcedureExportFile.safeParse(JSON.parse(JSON.stringify(file)));
    expect(result.error?.issues).toBeUndefined();
    expect(result.data?.procedure.id).toBe(SOURCE_ID);
  });
  it("refuses a file of a newer version, and a file that is not a procedure export", () => {
    expect(messagesByPath(ZProcedureExportFile.safeParse({ ...file, version: 2 })).version).toEqual([
      LIFECYCLE_MESSAGES.unsupportedVersion,
    ]);
    expect(messagesByPath(ZProcedureExportFile.safeParse({ ...file, format: "weld" })).format).toEqual([
      LIFECYCLE_MESSAGES.notAProcedureFile,
    ]);
    expect(messagesByPath(ZProcedureExportFile.safeParse({ ...file, version: undefined })).version).toEqual([
      LIFECYCLE_MESSAGES.notAProcedureFile,
    ]);
  });
  it("cancels the import when a procedure with the same id exists, with the spec's message", () => {
    expect(LIFECYCLE_MESSAGES.importIdExists).toBe("A procedure with this ID already exists. Import cancelled");
    expect(checkProcedureImport(file, new Set([SOURCE_ID]))).toBe("A procedure with this ID already exists. Import cancelled");
    expect(checkProcedureImport(file, new Set([ID.a]))).toBeNull();
  });
  it("imports the body and its child rows with their ids, leaving deleted rows behind", () => {
    const payload = procedureFromExportFile(file);
    expect(payload.id).toBe(SOURCE_ID);
    expect(payload).not.toHaveProperty("is_archived");
    expect(payload).not.toHaveProperty("forked_at");
    expect(payload.pass_group).toHaveLength(1);
    expect(payload.pass_group?.[0]).toMatchObject({ id: ID.b, name: "Root" });
    const [bevel] = payload.bevel as { id: string; dimensions: { id: string }[] }[];
    expect(bevel?.id).toBe(ID.d);
    expect(bevel?.dimensions[0]?.id).toBe(ID.e);
    expect(payload.time_lapse?.[0]).toMatchObject({ id: ID.f, duration: 60 });
    expect(ZProcedureSave.safeParse(payload).success).toBe(true);
  });
  it("carries the kind and name of each reference, so another client can find its own entries", () => {
    const named = buildProcedureExportFile(source, new Date("2024-05-02T08:30:00Z"), {
      [ID.a]: { target: "project", name: "North Sea export line" },
    });
    const result = ZProcedureExportFile.safeParse(JSON.parse(JSON.stringify(named)));
    expect(result.data?.references?.[ID.a]).toEqual({ target: "project", name: "North Sea export line" });
    const { references: _references, ...older } = named;
    expect(ZProcedureExportFile.safeParse(older).success).toBe(true);
  });
  it("keeps the spec's French export failure text", () => {
    expect(LIFECYCLE_MESSAGES.exportFailedFr).toBe("Échec de l'export de la procédure");
  });
});
