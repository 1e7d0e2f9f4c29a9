import { describe, expect, it } from "vitest";
import {
  createdValues,
  diffRecord,
  flattenRecord,
  historyAreaOf,
  historyChangesOf,
  historyRecordLabel,
  isSecretField,
  splitHistoryField,
} from "./history.js";

describe("diffRecord", () => {
  it("lists the changed fields of an update with their values before and after", () => {
    const before = { id: "x", client_id: "c", name: "Root", current_min: 110, current_max: 140, updated_at: new Date(1) };
    const after = { ...before, current_min: 120, current_max: 150, updated_at: new Date(2) };
    expect(diffRecord(before, after)).toEqual([
      { field: "current_min", before: 110, after: 120 },
      { field: "current_max", before: 140, after: 150 },
    ]);
  });

  it("ignores the fields a partial state leaves out, and unchanged arrays and objects", () => {
    expect(diffRecord({ name: "A", tags: ["t"], extra: { a: 1 } }, { tags: ["t"], extra: { a: 1 } })).toEqual([]);
    expect(diffRecord({ name: "A", tags: ["t"] }, { tags: ["t", "u"] })).toEqual([{ field: "tags", before: ["t"], after: ["t", "u"] }]);
  });

  it("lists a create's set fields and a delete's fields, never the bookkeeping", () => {
    expect(diffRecord(null, { id: "x", client_id: "c", created_by: "u", name: "W1", note: null })).toEqual([
      { field: "name", before: null, after: "W1" },
    ]);
    expect(diffRecord({ id: "x", name: "W1", length: 3 }, null)).toEqual([
      { field: "name", before: "W1", after: null },
      { field: "length", before: 3, after: null },
    ]);
  });

  it("never keeps a secret", () => {
    expect(diffRecord({ password: "a", token_hash: "h" }, { password: "b", token_hash: "i", email: "e@x" })).toEqual([
      { field: "email", before: null, after: "e@x" },
    ]);
    expect(isSecretField("password_hash")).toBe(true);
    expect(isSecretField("name")).toBe(false);
  });

  it("writes dates as ISO instants and compares them by time", () => {
    expect(diffRecord({ at: new Date(5) }, { at: new Date(5) })).toEqual([]);
    expect(diffRecord({ at: new Date(0) }, { at: new Date(1000) })).toEqual([
      { field: "at", before: "1970-01-01T00:00:00.000Z", after: "1970-01-01T00:00:01.000Z" },
    ]);
  });
});

describe("historyAreaOf", () => {
  it("reads a resource's area, the hand-written records' and nothing for an unknown name", () => {
    expect(historyAreaOf("weld")).toBe("production");
    expect(historyAreaOf("procedure")).toBe("procedures");
    expect(historyAreaOf("nothing")).toBeUndefined();
  });
});

describe("flattenRecord", () => {
  it("names each child field by its list and 1-based position, without the children's ids", () => {
    const procedure = {
      name: "WPS-1",
      tags: ["a"],
      pass_groups: [
        { id: "p1", index: 0, name: "Root", current_min: 110 },
        { id: "p2", index: 1, name: "Fill", current_min: 150 },
      ],
    };
    const flat = flattenRecord(procedure);
    expect(flat).toEqual({
      name: "WPS-1",
      tags: ["a"],
      "pass_groups.1.name": "Root",
      "pass_groups.1.current_min": 110,
      "pass_groups.2.name": "Fill",
      "pass_groups.2.current_min": 150,
    });
    const changed = flattenRecord({
      ...procedure,
      pass_groups: [procedure.pass_groups[0], { id: "p3", index: 1, name: "Fill", current_min: 160 }],
    });
    expect(diffRecord(flat, changed)).toEqual([{ field: "pass_groups.2.current_min", before: 150, after: 160 }]);
    expect(splitHistoryField("pass_groups.2.current_min")).toEqual({ list: "pass_groups", position: 2, field: "current_min" });
    expect(splitHistoryField("name")).toEqual({ field: "name" });
  });
});

describe("createdValues and historyChangesOf", () => {
  it("keep a created row's set values as an object and answer them as the changes diffRecord lists for a create", () => {
    const row = { id: "x", client_id: "c", created_by: "u", name: "W1", note: null, tags: [], length: 3, token_hash: "h", gone: undefined };
    const kept = createdValues(row);
    expect(kept).toEqual({ name: "W1", tags: [], length: 3 });
    expect(historyChangesOf(kept)).toEqual(diffRecord(null, row));
  });

  it("answer a stored list of changes as it is", () => {
    const changes = [{ field: "name", before: "A", after: "B" }];
    expect(historyChangesOf(changes)).toBe(changes);
  });
});

describe("historyRecordLabel", () => {
  it("names a welder by welder id and name, a person by name else e-mail, and other records by name, heat number or label", () => {
    expect(historyRecordLabel({ welder_id: "W-012", first_name: "Jean", last_name: "Dupont" })).toBe("W-012 - Jean Dupont");
    expect(historyRecordLabel({ first_name: "Ana", last_name: "Silva", email: "ana@x.test" })).toBe("Ana Silva");
    expect(historyRecordLabel({ first_name: "", last_name: " ", email: "ana@x.test" })).toBe("ana@x.test");
    expect(historyRecordLabel({ name: "W-0001", project: "p" })).toBe("W-0001");
    expect(historyRecordLabel({ heat_no: "H-77" })).toBe("H-77");
  });

  it("answers undefined when the values carry no name", () => {
    expect(historyRecordLabel({ started_at: "2026-01-01T00:00:00Z" })).toBeUndefined();
  });
});
