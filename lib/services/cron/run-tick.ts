import "server-only";
// POST/GET /api/cron/tick (03-decisions "cron"): the daily resets of every member whose local
// midnight has passed, then the notification jobs. Each job is set-based and safe to run twice
// at once. `now` is a parameter so tests can pin it; the route passes the real time. Expired
// sessions are pruned too (docs/decisions.md "Fair points and sessions").
import { resetDueMembers } from "@/lib/services/reset/reset-due-members";
import { deliverScheduledNotifications } from "@/lib/services/notifications/deliver-scheduled";
import { sendMindsetReminders } from "@/lib/services/notifications/send-mindset-reminders";
import { pruneExpiredSessions } from "@/lib/services/auth/sessions";

export async function runTick(now: Date) {
  const reset = await resetDueMembers(now);
  // After the reset, so reminders see the new day's pages.
  const scheduled = await deliverScheduledNotifications(now);
  const reminders = await sendMindsetReminders(now);
  const sessionsPruned = await pruneExpiredSessions();
  return { ...reset, scheduled, reminders, sessionsPruned };
}
