import { type NotificationData, notifications, notificationsStore } from "@mantine/notifications";

/** The toast currently shown for each action ("save-bevel-types", "delete-welders-<id>"), by its Mantine id. */
const shown = new Map<string, string>();
let sequence = 0;

/** The id of the toast shown for an action, to find it in the page (`[data-toast="save-bevel-types"]`). */
const attributes = (action: string) => ({ "data-toast": action }) as Partial<NotificationData>;

/**
 * Toasts keyed by the action they report: a new toast for an action replaces the one it showed before, so
 * "Error saving" does not linger beside "Saved" once a retry succeeds. Each replacement is a fresh toast, so its
 * auto-close time starts again.
 */
export const toast = {
  show(action: string, data: NotificationData): string {
    const previous = shown.get(action);
    if (previous) notifications.hide(previous);
    sequence += 1;
    const id = notifications.show({ ...attributes(action), ...data, id: `${action}#${sequence}` });
    shown.set(action, id);
    return id;
  },
  /** Changes the action's toast in place (a loading toast becoming its result); shows one if none is left. */
  update(action: string, data: NotificationData): string {
    const current = shown.get(action);
    const open = current !== undefined && isShown(current);
    if (!open) return toast.show(action, data);
    notifications.update({ ...attributes(action), ...data, id: current });
    return current;
  },
  hide(action: string) {
    const current = shown.get(action);
    if (current) notifications.hide(current);
    shown.delete(action);
  },
};

/** Still shown or queued: a toast closed by its reader or by time is gone from the store. */
function isShown(id: string): boolean {
  const { notifications: visible, queue } = notificationsStore.getState();
  return [...visible, ...queue].some((item) => item.id === id);
}
