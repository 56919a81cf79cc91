// The VAPID subject rule (docs/decisions.md "The job queue"), plain JavaScript so that
// server/server.mjs checks it once, before it starts any server process (the app imports it
// through vapid-subject.ts): push services refuse a JWT whose `sub` is not a mailto: or https: URL.

/** env()'s default subject (lib/env.ts). */
export const DEFAULT_VAPID_SUBJECT = "mailto:admin@reach.local";

/** Why push services would refuse this subject, or null. */
export function vapidSubjectProblem(subject) {
  let url;
  try {
    url = new URL(subject);
  } catch {
    return `VAPID_SUBJECT must be a mailto: or https: URL (got "${subject}")`;
  }
  if (url.protocol === "mailto:") return /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(decodeURIComponent(url.pathname)) ? null : `VAPID_SUBJECT must be a mailto: with an email address (got "${subject}")`;
  if (url.protocol === "https:") return url.hostname.includes(".") ? null : `VAPID_SUBJECT's https: URL needs a real host (got "${subject}")`;
  return `VAPID_SUBJECT must be a mailto: or https: URL (got "${subject}")`;
}

/** The start-up check on plain environment variables: in production with VAPID keys set, the problem or null. */
export function vapidStartProblem(env = process.env) {
  if (env.NODE_ENV !== "production" || !env.VAPID_PUBLIC_KEY) return null;
  return vapidSubjectProblem(env.VAPID_SUBJECT || DEFAULT_VAPID_SUBJECT);
}
