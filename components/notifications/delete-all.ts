// Delete-all for the bell (01-core s4, s7, s8): how it went, once the client deleted the
// notifications one at a time (deleteOneByOne in lib/client/use-notifications).
import type { DeleteAllResult } from "@/lib/client/use-notifications";

export type Summary = { kind: "success" | "warning" | "error"; title: string; description: string };

export const NOTHING_TO_DELETE = "No notifications to delete";
export const UNEXPECTED = "Something went wrong. Please try again later.";

/** The closing message of a delete-all (01-core s8). */
export function deleteAllSummary({ total, deletedIds }: DeleteAllResult): Summary {
  const deleted = deletedIds.length;
  if (deleted === total) return { kind: "success", title: "Notifications deleted", description: `Deleted ${deleted} of ${total} notifications` };
  if (deleted === 0) return { kind: "error", title: "Error", description: "Failed to delete any notifications" };
  return { kind: "warning", title: "Partial Success", description: `Deleted ${deleted} of ${total} notifications` };
}
