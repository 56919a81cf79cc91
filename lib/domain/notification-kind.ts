// Which kind a notification is, for the admin Message Center's filter (docs/decisions.md "The kind filter"): the one
// home of the rule. System notices carry a dedupeKey (one per member and key); an admin's message
// never does. Badge notices' keys start with `badge:`; a coach's notice of a member's new message
// (docs/decisions.md "Conversations") starts with `conversation:`; every other key is a reminder
// (the mindset reminders, `mindset-reminder:<date>:<hour>`, among them). The SQL of the paged read builds its
// WHERE from these same names (lib/services/admin/list-all-notifications.ts).

export const NOTIFICATION_KINDS = ["admin", "badges", "reminders", "messages"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
/** The filter's choices: every notification, or one kind. */
export type NotificationKindFilter = NotificationKind | "all";

export const BADGE_KEY_PREFIX = "badge:";

/** The dedupeKey of a badge's notice (one per member and badge). */
export const badgeDedupeKey = (code: string) => `${BADGE_KEY_PREFIX}${code}`;

export const CONVERSATION_KEY_PREFIX = "conversation:";

/** The dedupeKey of the coaches' notices of a member's message (one per coach and message). */
export const conversationDedupeKey = (messageId: number) => `${CONVERSATION_KEY_PREFIX}${messageId}`;

export function notificationKind(dedupeKey: string | null): NotificationKind {
  if (dedupeKey === null) return "admin";
  if (dedupeKey.startsWith(BADGE_KEY_PREFIX)) return "badges";
  return dedupeKey.startsWith(CONVERSATION_KEY_PREFIX) ? "messages" : "reminders";
}

/** How each choice reads in the filter. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKindFilter, string> = {
  all: "All",
  admin: "Sent by admins",
  badges: "Badges",
  reminders: "Reminders",
  messages: "Messages",
};
