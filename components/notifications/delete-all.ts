// Delete-all for the bell (01-core s4, s7, s8): the client deletes one notification at a time,
// pausing between deletes and reporting progress every few, then says how it went.
import { TIMINGS } from "@/lib/constants";

export type DeleteAllResult = { total: number; deletedIds: number[] };

type Options = {
  pauseMs?: number;
  reportEvery?: number;
  onProgress?: (done: number, total: number) => void;
  sleep?: (ms: number) => Promise<void>;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function deleteOneByOne(ids: number[], remove: (id: number) => Promise<unknown>, opts: Options = {}): Promise<DeleteAllResult> {
  const { pauseMs = TIMINGS.deleteAllPauseMs, reportEvery = TIMINGS.deleteAllReportEvery, onProgress, sleep = wait } = opts;
  const deletedIds: number[] = [];
  for (let i = 0; i < ids.length; i++) {
    if (i > 0) await sleep(pauseMs);
    try {
      await remove(ids[i]);
      deletedIds.push(ids[i]);
    } catch {
      // Counted as not deleted; the summary reports it.
    }
    const done = i + 1;
    if (done % reportEvery === 0 && done < ids.length) onProgress?.(done, ids.length);
  }
  return { total: ids.length, deletedIds };
}

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
