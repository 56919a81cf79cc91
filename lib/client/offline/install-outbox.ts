// The outbox in the browser (docs/decisions.md "Offline", "The outbox"), installed by the offline
// runtime after idle (the first-load script carries only apiWrite's hook, lib/client/api.ts): takes
// the member screens' writes that cannot reach the server (or that must wait behind those that
// could not), answers their stand-ins at once, and sends them in order on the `online` event, when
// a call reaches the server again, at the next app open, and when the service worker's background
// sync asks (lib/client/offline/background-sync). After a sync: one toast with the
// points the server gave, the bar's count of changes sent, and what the server refused. The list of
// writes waiting is published for the screens that show them (lib/client/offline/waiting-writes);
// a message to the coach the server refused is kept to send again (lib/client/offline/unsent-messages).
import type { QueryClient } from "@tanstack/react-query";
import { setWriteQueue, type OutboxWrite } from "@/lib/client/api";
import { pointsAwarded } from "@/lib/client/award";
import { listenForWorkerSync, OUTBOX_LOCK, requestBackgroundSync } from "@/lib/client/offline/background-sync";
import { countWaiting, dropOtherMembers, forgetIdsWhenEmpty, keepWrite, listWaiting, outboxStore, sendWaiting, type OutboxRecord, type SyncReport } from "@/lib/client/offline/outbox";
import { sendKept } from "@/lib/client/offline/send-kept";
import { createdIdOf, hasClientId, outboxKind, standInAnswer } from "@/lib/client/offline/stand-ins";
import { isMessageWrite, keepUnsent, messageOf } from "@/lib/client/offline/unsent-messages";
import { publishWaiting } from "@/lib/client/offline/waiting-writes";
import { announceChangeRefused, announceChangesSent, CONNECTIVITY, reportReachable, serverUnreachable } from "@/lib/client/offline/sync-events";
import { toast } from "@/lib/client/toast";
import { hasWorkerReport, withWorkerReport } from "@/lib/client/offline/worker-report";

/** How long a write that must wait (server busy, session gone) waits before the next try. */
export const RETRY_MS = 10_000;
/** After a sync, how long the waiting list waits for the screens' reads before it is published. */
const PUBLISH_WAIT_MS = 3000;

/** One attempt at a kept write: the page's and the service worker's (lib/client/offline/send-kept). */
export { sendKept };

/** What a refused write was, in the member's words. */
export function describeWrite(write: OutboxRecord): string {
  const body = (write.body ?? {}) as { title?: unknown; content?: unknown; body?: unknown };
  const quoted = (text: string) => `“${text.length > 40 ? `${text.slice(0, 39)}…` : text}”`;
  if (isMessageWrite(write) && typeof body.body === "string") return `Your message ${quoted(body.body)}`;
  const text = typeof body.title === "string" ? body.title : typeof body.content === "string" ? body.content : undefined;
  if (text) return quoted(text);
  const path = write.path;
  if (path.startsWith("/api/check-ins")) return "Your check-in answer";
  if (path.startsWith("/api/goals")) return "A goal or task change";
  if (path.startsWith("/api/learnings")) return "A journal item change";
  if (/reset$/.test(path)) return "The daily reset";
  if (path.startsWith("/api/widget-achievements")) return "A widget award";
  if (path.startsWith("/api/daily-summary")) return "The carry-over";
  return "A change";
}

/** The bar's text for what the server refused, and what was kept (docs/product/offline.md#the-bar). */
export function refusedText(report: SyncReport): string | null {
  if (report.refused.length === 0) return null;
  const lines = report.refused.map(({ write, message }) => `${describeWrite(write)} was not saved: ${message}.`.replace(/\.\.$/, "."));
  const kept = report.sent > 0 ? ` Your other ${report.sent === 1 ? "change was" : "changes were"} saved.` : "";
  return `${lines.join(" ")}${kept}`;
}

export const offlinePointsTitle = (points: number) => `+${points} ${points === 1 ? "point" : "points"} for your changes made offline`;

function afterSync(queryClient: QueryClient, memberId: number, report: SyncReport): Promise<void> {
  if (report.sent > 0) announceChangesSent(report.sent);
  const points = report.answers.reduce<number>((sum, answer) => sum + pointsAwarded(answer), 0);
  if (points > 0) toast({ title: offlinePointsTitle(points), description: "Your changes are synced.", variant: "success" });
  const refused = refusedText(report);
  if (refused) announceChangeRefused(refused);
  keepUnsent(
    memberId,
    report.refused.filter(({ write }) => isMessageWrite(write)).map(({ write, message }) => messageOf(write, message)),
  );
  // The server is the truth again: every screen reads its data (stand-ins and client ids go).
  return report.sent > 0 || report.refused.length > 0 ? queryClient.invalidateQueries() : Promise.resolve();
}

const deviceOffline = () => typeof navigator !== "undefined" && navigator.onLine === false;

/** Installs the outbox for `memberId`; answers its removal. */
export function installOutbox(queryClient: QueryClient, memberId: number): () => void {
  // Until the store is read, writes wait behind whatever a previous visit left.
  let waiting = 1;
  // Writes being put in the store right now: counted as waiting until a count of the store sees them.
  let keeping = 0;
  let syncing: Promise<void> | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  // The screens show what waits; after a sync, once they read the server again (no gap between the
  // "Sending..." line and the server's row).
  const publish = async () => {
    if (!stopped) publishWaiting(await listWaiting(memberId));
  };

  const sync = (): Promise<void> => {
    if (stopped || deviceOffline()) return Promise.resolve();
    syncing ??= (async () => {
      clearTimeout(retry);
      // What the service worker's background sync sent while no page was open is shown with it.
      const run = async () => withWorkerReport(memberId, await sendWaiting(memberId, sendKept, createdIdOf), outboxStore());
      const report = typeof navigator !== "undefined" && navigator.locks ? await navigator.locks.request(OUTBOX_LOCK, run) : await run();
      waiting = (await countWaiting(memberId)) + keeping;
      // At most PUBLISH_WAIT_MS: a read the server is slow to answer holds no "Sending..." line long.
      void Promise.race([afterSync(queryClient, memberId, report), new Promise((resolve) => setTimeout(resolve, PUBLISH_WAIT_MS))]).then(publish, publish);
      if (waiting === 0) await forgetIdsWhenEmpty();
      else if (report.done) setTimeout(() => void sync(), 0);
      else {
        retry = setTimeout(() => void sync(), RETRY_MS);
        requestBackgroundSync();
      }
    })()
      .catch((error: unknown) => console.error("[outbox] sync failed", error))
      .finally(() => {
        syncing = null;
      });
    return syncing;
  };

  const queue = (write: OutboxWrite, failed: boolean): Promise<unknown> | null => {
    const kind = outboxKind(write);
    if (!kind || stopped) return null;
    if (!failed && waiting === 0 && !deviceOffline() && !serverUnreachable() && !hasClientId(write.path)) return null;
    waiting++;
    keeping++;
    if (failed) reportReachable(false);
    return keepWrite(memberId, write, kind === "create").then(
      async (record) => {
        keeping--;
        const answer = standInAnswer(write, { queryClient, clientId: record.clientId ?? 0, memberId });
        await publish().catch(() => {});
        if (!deviceOffline() && !serverUnreachable()) void sync();
        else requestBackgroundSync();
        return answer;
      },
      (error: unknown) => {
        keeping--;
        waiting--;
        throw error;
      },
    );
  };

  const onOnline = () => void sync();
  const onConnectivity = () => {
    if (!serverUnreachable() && waiting > 0) void sync();
  };
  setWriteQueue(queue);
  const stopWorkerSync = listenForWorkerSync(() => void sync());
  window.addEventListener("online", onOnline);
  window.addEventListener(CONNECTIVITY, onConnectivity);
  void (async () => {
    await dropOtherMembers(memberId);
    waiting = (await countWaiting(memberId)) + keeping;
    await publish();
    if (waiting > 0 || (await hasWorkerReport(memberId, outboxStore()))) void sync();
    else await forgetIdsWhenEmpty();
  })().catch((error: unknown) => {
    waiting = 0;
    console.error("[outbox] could not read the outbox", error);
  });

  return () => {
    stopped = true;
    publishWaiting([]);
    clearTimeout(retry);
    setWriteQueue(undefined);
    stopWorkerSync();
    window.removeEventListener("online", onOnline);
    window.removeEventListener(CONNECTIVITY, onConnectivity);
  };
}
