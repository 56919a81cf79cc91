// The pure rules of conversations (docs/product/conversations.md, docs/decisions.md "Conversations"):
// the member's hourly limit, what a new message does to the conversation's inbox state, the inbox's
// order and the median first reply. No I/O: the services feed them rows.

/** A member sends at most this many messages in any hour. */
export const MEMBER_MESSAGES_PER_HOUR = 30;
export const RATE_WINDOW_MS = 60 * 60 * 1000;
/** A message's length, in characters. */
export const MESSAGE_MAX = 2000;

/**
 * Seconds until the member may send again, or 0 when they may now. `recent`: the times of the
 * member's own messages in the last hour (any order).
 */
export function retryAfterSeconds(recent: Date[], now: Date, limit = MEMBER_MESSAGES_PER_HOUR): number {
  const inWindow = recent.map((d) => d.getTime()).filter((t) => t > now.getTime() - RATE_WINDOW_MS && t <= now.getTime()).sort((a, b) => b - a);
  if (inWindow.length < limit) return 0;
  // The limit-th newest leaves the window first: then one more fits.
  const freesAt = inWindow[limit - 1] + RATE_WINDOW_MS;
  return Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000));
}

export type InboxState = { waitingSince: Date | null; doneAt: Date | null };

/**
 * A conversation's inbox state after a new message. The member's message makes it waiting (from
 * its time, unless it already waits) and undoes "Done"; a coach's ends the wait, and the first one
 * to end it records the wait it ended (the first reply time, in seconds).
 */
export function afterMessage(state: InboxState | null, fromMember: boolean, at: Date): InboxState & { firstReplySeconds: number | null } {
  if (fromMember) return { waitingSince: state?.waitingSince ?? at, doneAt: null, firstReplySeconds: null };
  const waited = state?.waitingSince ? Math.max(0, Math.round((at.getTime() - state.waitingSince.getTime()) / 1000)) : null;
  return { waitingSince: null, doneAt: state?.doneAt ?? null, firstReplySeconds: waited };
}

export type InboxRow = { userId: number; waitingSince: Date | null; lastMessageAt: Date };

/** The inbox's order: waiting first, the oldest wait first; then the rest by their latest message. */
export function compareInbox(a: InboxRow, b: InboxRow): number {
  if (a.waitingSince && b.waitingSince) return a.waitingSince.getTime() - b.waitingSince.getTime() || a.userId - b.userId;
  if (a.waitingSince) return -1;
  if (b.waitingSince) return 1;
  return b.lastMessageAt.getTime() - a.lastMessageAt.getTime() || a.userId - b.userId;
}

/** The median of some durations (null: none); the mean of the middle two for an even count. */
export function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** "This week" of the reply-time figure: from Monday 00:00 UTC of `now`'s week. */
export function replyWeekStart(now: Date): Date {
  const day = (now.getUTCDay() + 6) % 7; // Monday 0
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - day));
}

/** A wait as the inbox shows it: "4 min", "2 h 5 min", "3 d". */
export function formatWait(seconds: number): string {
  if (seconds < 60) return "under 1 min";
  const min = Math.floor(seconds / 60);
  if (min < 60) return `${min} min`;
  const h = Math.floor(min / 60);
  if (h < 24) return min % 60 ? `${h} h ${min % 60} min` : `${h} h`;
  return `${Math.floor(h / 24)} d`;
}
