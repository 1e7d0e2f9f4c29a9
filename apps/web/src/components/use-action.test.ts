import { notificationsStore } from "@mantine/notifications";
import { beforeEach, describe, expect, it } from "vitest";
import { ApiError } from "../api/client";
import i18n from "../i18n";
import { runAction } from "./use-action";

const shown = () =>
  notificationsStore.getState().notifications.map((item) => ({
    toast: (item as { "data-toast"?: string })["data-toast"],
    color: item.color,
    loading: item.loading ?? false,
    title: item.title ?? null,
    message: item.message,
  }));

const refusal = (status: number, data: unknown) => new ApiError({ ok: false, status, data });

describe("an action's toasts", () => {
  beforeEach(() => notificationsStore.setState({ ...notificationsStore.getState(), notifications: [], queue: [] }));

  it("a pending toast turns into the success toast in place, then onSuccess runs with the answer", async () => {
    let during: ReturnType<typeof shown> = [];
    let received: unknown = null;
    const outcome = await runAction(
      { action: "delete-welders-1", pending: "Deleting…", success: "Deleted", onSuccess: (answer) => (received = answer) },
      async () => {
        during = shown();
        return { id: "1" };
      },
    );
    expect(during).toEqual([{ toast: "delete-welders-1", color: undefined, loading: true, title: null, message: "Deleting…" }]);
    expect(shown()).toEqual([{ toast: "delete-welders-1", color: "green", loading: false, title: null, message: "Deleted" }]);
    expect(received).toEqual({ id: "1" });
    expect(outcome).toEqual({ ok: true, result: { id: "1" } });
  });

  it("a failure shows the error title and the server's reason in the reader's language, and is returned", async () => {
    await i18n.changeLanguage("en");
    const error = refusal(403, { detail: "You do not have permission to perform this action." });
    const outcome = await runAction({ action: "cut-workpiece", success: "Cut", errorTitle: "Error cutting" }, () => Promise.reject(error));
    expect(shown()).toEqual([
      { toast: "cut-workpiece", color: "red", loading: false, title: "Error cutting", message: i18n.t("errors.forbidden") },
    ]);
    expect(outcome).toEqual({ ok: false, error });
  });

  it("a success replaces the action's earlier error toast; the success text may come from the answer", async () => {
    await runAction({ action: "copy-workpieces", success: "Copied" }, () => Promise.reject(new Error("offline")));
    await runAction({ action: "copy-workpieces", success: (count: number) => `${count} copied` }, async () => 3);
    expect(shown().map((item) => item.message)).toEqual(["3 copied"]);
  });

  it("a failure the screen shows itself closes the pending toast; without a success text the pending toast closes too", async () => {
    await runAction({ action: "save-view", pending: "Saving…", refused: () => true }, () => Promise.reject(refusal(400, {})));
    expect(shown()).toEqual([]);
    await runAction({ action: "save-view", pending: "Saving…" }, async () => null);
    expect(shown()).toEqual([]);
  });

  it("a failure in onSuccess is the action's error toast, and an errorMessage words it instead of the server", async () => {
    await runAction(
      {
        action: "export-pdf",
        success: "Exported",
        errorMessage: () => "Export failed",
        onSuccess: () => {
          throw new Error("no printer");
        },
      },
      async () => null,
    );
    expect(shown().map((item) => [item.color, item.message])).toEqual([["red", "Export failed"]]);
  });

  it("a result that only informs is said in gray", async () => {
    await runAction({ action: "saved-view", success: "View deleted", successColor: "gray" }, async () => null);
    expect(shown().map((item) => [item.color, item.message])).toEqual([["gray", "View deleted"]]);
  });

  it("an error toast may stay until closed, for a long reason to be read", async () => {
    await runAction({ action: "undo-import-1", pending: "Undoing…", errorAutoClose: false }, () => Promise.reject(new Error("in use")));
    expect(notificationsStore.getState().notifications.map((item) => item.autoClose)).toEqual([false]);
  });
});
