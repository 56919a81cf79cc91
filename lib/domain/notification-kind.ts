// Which kind a notification is, for the admin Message Center's filter (docs/decisions.md "The kind filter"): the one
// home of the rule. System notices carry a dedupeKey (one per member and key); an admin's message
// never does. Badge notices' keys start with `badge:`; every other key is a reminder (today the
// mindset reminders, `mindset-reminder:<date>:<hour>`). The SQL of the paged read builds its
// WHERE from these same names (lib/services/admin/list-all-notifications.ts).

export const NOTIFICATION_KINDS = ["admin", "badges", "reminders"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
/** The filter's choices: every notification, or one kind. */
export type NotificationKindFilter = NotificationKind | "all";

export const BADGE_KEY_PREFIX = "badge:";

/** The dedupeKey of a badge's notice (one per member and badge). */
export const badgeDedupeKey = (code: string) => `${BADGE_KEY_PREFIX}${code}`;

export function notificationKind(dedupeKey: string | null): NotificationKind {
  if (dedupeKey === null) return "admin";
  return dedupeKey.startsWith(BADGE_KEY_PREFIX) ? "badges" : "reminders";
}

/** How each choice reads in the filter. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKindFilter, string> = {
  all: "All",
  admin: "Sent by admins",
  badges: "Badges",
  reminders: "Reminders",
};
