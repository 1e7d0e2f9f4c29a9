import { describe, expect, it } from "vitest";
import { sameViewState, savedViewListOf, viewStateOf } from "./saved-views";

const listState = { search: "W-1", ordering: "-started_at", page: 3, pageSize: 20, filters: { completed: "false", project: "p1" } };

describe("saved views", () => {
  it("keep the search, sort, page size, filters and hidden columns of a list, not the page it is on", () => {
    expect(viewStateOf(listState, ["procedure", "internal_name"], "name")).toEqual({
      search: "W-1",
      ordering: "-started_at",
      page_size: 20,
      filters: { completed: "false", project: "p1" },
      hidden_columns: ["internal_name", "procedure"],
    });
  });

  it("keep the list's default sort as no sort, so a view saved before a default changes follows it", () => {
    expect(viewStateOf({ ...listState, ordering: "name" }, [], "name").ordering).toBe("");
  });

  it("match the list whatever the order of its filters and hidden columns, and not once one filter differs", () => {
    const view = viewStateOf(listState, ["a", "b"], "name");
    const same = { ...view, filters: { project: "p1", completed: "false" }, hidden_columns: ["b", "a"] };
    expect(sameViewState(view, same)).toBe(true);
    expect(sameViewState(view, { ...same, filters: { project: "p1", completed: "true" } })).toBe(false);
    expect(sameViewState(view, { ...same, hidden_columns: ["a"] })).toBe(false);
    expect(sameViewState(view, { ...same, page_size: 50 })).toBe(false);
  });

  it("belong to the page's path, without its slashes", () => {
    expect(savedViewListOf("/welds")).toBe("welds");
    expect(savedViewListOf("/projects/0190A6A8-0000/welds/")).toBe("projects/0190a6a8-0000/welds");
  });
});
