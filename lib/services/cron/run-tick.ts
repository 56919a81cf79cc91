import "server-only";
// The cron tick (docs/product/notifications.md#the-cron-tick; docs/decisions.md "The job queue"). POST/GET /api/cron/tick
// and the demo's minute timer only enqueue it (enqueueTick): the cron-tick queue holds at most one
// waiting tick, so a tick called twice at once enqueues once. A worker runs it (runTick): the daily
// resets of every member whose local midnight has passed, then the notification jobs, whose pushes
// go on the queue in batches. Each step is set-based and safe to run twice at once. `now` is a
// parameter so tests can pin it. Expired sessions are pruned too (docs/decisions.md "Fair points
// and sessions"), and old idempotency keys ("Offline").
import { resetDueMembers } from "@/lib/services/reset/reset-due-members";
import { deliverScheduledNotifications } from "@/lib/services/notifications/deliver-scheduled";
import { sendMindsetReminders } from "@/lib/services/notifications/send-mindset-reminders";
import { pruneExpiredSessions } from "@/lib/services/auth/sessions";
import { pruneOldWriteKeys } from "@/lib/services/idempotency/prune-write-keys";
import { pruneAbandonedImports } from "@/lib/services/imports/prune-imports";
import { refreshCoachSnapshotIfStale } from "@/lib/services/coach/refresh-snapshot";
import { enqueueNightlyBackup } from "@/lib/services/backup/nightly";
import { enqueueDueCheckIns } from "@/lib/services/check-ins/due-check-ins";
import { queue } from "@/lib/queue/boss";
import { jobData, QUEUES } from "@/lib/queue/queues";

export async function runTick(now: Date) {
  const reset = await resetDueMembers(now);
  // After the reset, so reminders see the new day's pages.
  const scheduled = await deliverScheduledNotifications(now);
  const reminders = await sendMindsetReminders(now);
  // Check-ins that became due: one job per form, date and clock (docs/decisions.md "Check-ins").
  const checkIns = await enqueueDueCheckIns(now);
  // The coach's snapshot, after the reset (docs/decisions.md "The coach's view"): at most every 10 minutes.
  const coach = await refreshCoachSnapshotIfStale(now);
  const sessionsPruned = await pruneExpiredSessions();
  // Idempotency keys of member writes older than 30 days (docs/decisions.md "Offline").
  const writeKeysPruned = await pruneOldWriteKeys(now);
  // Import previews never confirmed, and failed or stalled imports (docs/decisions.md "Abandoned import previews are cleaned up").
  const importsPruned = await pruneAbandonedImports(now);
  // With BACKUP_DIR set, the day's backup once it is due (docs/product/backups.md).
  const backupQueued = await enqueueNightlyBackup(now);
  return { ...reset, scheduled, reminders, ...checkIns, coachSnapshot: coach?.members ?? null, sessionsPruned, writeKeysPruned, importsPruned, backupQueued };
}

/** Enqueues a tick; `queued` is false when one is already waiting (it will see the same due work). */
export async function enqueueTick(now: Date): Promise<{ queued: boolean; jobId: string | null }> {
  const boss = await queue();
  const jobId = await boss.send(QUEUES.cronTick, jobData(QUEUES.cronTick, { at: now.toISOString() }));
  return { queued: jobId !== null, jobId };
}
