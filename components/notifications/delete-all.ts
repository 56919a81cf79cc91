// Delete-all for the bell and the admin Message Center (docs/product/notifications.md#delete-all): how it went, once the client deleted the
// notifications one at a time (deleteOneByOne in lib/client/use-notification-actions).
import { notify, toast } from "@/lib/client/toast";
import type { DeleteAllResult } from "@/lib/client/use-notification-actions";

export type Summary = { kind: "success" | "warning" | "error"; title: string; description: string };

export const NOTHING_TO_DELETE = "No notifications to delete";
export const UNEXPECTED = "Something went wrong. Please try again later.";

/** The closing message of a delete-all (docs/product/notifications.md#delete-all). */
export function deleteAllSummary({ total, deletedIds }: DeleteAllResult): Summary {
  const deleted = deletedIds.length;
  if (deleted === total) return { kind: "success", title: "Notifications deleted", description: `Deleted ${deleted} of ${total} notifications` };
  if (deleted === 0) return { kind: "error", title: "Error", description: "Failed to delete any notifications" };
  return { kind: "warning", title: "Partial Success", description: `Deleted ${deleted} of ${total} notifications` };
}

type Run = (onProgress: (done: number, total: number) => void) => Promise<DeleteAllResult>;

/**
 * Runs a delete-all with its toasts: 'Deleting notifications...' with 'n of N deleted' as the run
 * reports, then the closing summary (the bell and the admin Message Center alike).
 */
export async function deleteAllWithProgress(total: number, run: Run): Promise<void> {
  try {
    const progress = toast({ title: "Deleting notifications...", description: `0 of ${total} deleted` });
    const summary = deleteAllSummary(await run((done, all) => progress.update({ description: `${done} of ${all} deleted` })));
    if (summary.kind === "success") notify("success", summary.title, summary.description);
    else toast({ title: summary.title, description: summary.description, variant: summary.kind === "error" ? "destructive" : "warning" });
  } catch {
    toast({ title: "Error", description: UNEXPECTED, variant: "destructive" });
  }
}
