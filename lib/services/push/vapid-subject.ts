import "server-only";
// The VAPID subject (docs/decisions.md "The job queue"): push services refuse a JWT whose `sub` is
// not a mailto: or https: URL, so production refuses to start with one. The rule is one plain
// JavaScript file (vapid-subject-rule.mjs), which server/server.mjs checks before its processes start.
import { env } from "@/lib/env";
import { vapidSubjectProblem } from "@/lib/services/push/vapid-subject-rule.mjs";

export { vapidSubjectProblem };

/** In production with VAPID keys set, a subject push services would refuse stops the start. */
export function checkVapidSubject(): void {
  const { NODE_ENV, VAPID_PUBLIC_KEY, VAPID_SUBJECT } = env();
  if (NODE_ENV !== "production" || !VAPID_PUBLIC_KEY) return;
  const problem = vapidSubjectProblem(VAPID_SUBJECT);
  if (problem) throw new Error(problem);
}
