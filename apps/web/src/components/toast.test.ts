import { notificationsStore } from "@mantine/notifications";
import { beforeEach, describe, expect, it } from "vitest";
import { toast } from "./toast";

const shownMessages = () => notificationsStore.getState().notifications.map((item) => item.message);

describe("toasts keyed by action", () => {
  beforeEach(() => notificationsStore.setState({ ...notificationsStore.getState(), notifications: [], queue: [] }));

  it("a success toast for an action replaces that action's earlier error toast; another action's toast stays", () => {
    toast.show("save-bevel-types", { color: "red", message: "Error saving the bevel type" });
    toast.show("export-welders", { color: "green", message: "Exported" });
    toast.show("save-bevel-types", { color: "green", message: "Bevel type saved" });
    expect(shownMessages()).toEqual(["Exported", "Bevel type saved"]);
  });

  it("update turns the action's loading toast into its result, and shows a new toast when the first was closed", () => {
    toast.show("delete-welders-1", { loading: true, message: "Deleting…", autoClose: false });
    toast.update("delete-welders-1", { loading: false, message: "Deleted" });
    expect(shownMessages()).toEqual(["Deleted"]);
    toast.hide("delete-welders-1");
    toast.update("delete-welders-1", { message: "Error deleting" });
    expect(shownMessages()).toEqual(["Error deleting"]);
  });
});
