import "server-only";
// The VAPID subject (docs/decisions.md "The job queue"): push services refuse a JWT whose `sub` is
// not a mailto: or https: URL, so production refuses to start with one.
import { env } from "@/lib/env";

export function vapidSubjectProblem(subject: string): string | null {
  let url: URL;
  try {
    url = new URL(subject);
  } catch {
    return `VAPID_SUBJECT must be a mailto: or https: URL (got "${subject}")`;
  }
  if (url.protocol === "mailto:") return /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(decodeURIComponent(url.pathname)) ? null : `VAPID_SUBJECT must be a mailto: with an email address (got "${subject}")`;
  if (url.protocol === "https:") return url.hostname.includes(".") ? null : `VAPID_SUBJECT's https: URL needs a real host (got "${subject}")`;
  return `VAPID_SUBJECT must be a mailto: or https: URL (got "${subject}")`;
}

/** In production with VAPID keys set, a subject push services would refuse stops the start. */
export function checkVapidSubject(): void {
  const { NODE_ENV, VAPID_PUBLIC_KEY, VAPID_SUBJECT } = env();
  if (NODE_ENV !== "production" || !VAPID_PUBLIC_KEY) return;
  const problem = vapidSubjectProblem(VAPID_SUBJECT);
  if (problem) throw new Error(problem);
}
