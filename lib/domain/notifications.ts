// Pure notification rules: display status (docs/product/notifications.md#in-app-notifications), the achievement toast (docs/product/notifications.md#the-achievement-toast) and the
// mindset reminder slots (9AM, 1PM, 5PM local, docs/product/notifications.md#mindset-reminders).
import { ACHIEVEMENT_KEYWORDS, MINDSET_REMINDER_HOURS } from "@/lib/constants";
import { localDate, normaliseTimeZone, type LocalDate } from "@/lib/domain/day";
import { hourIn } from "@/lib/domain/date-words";

export type NotificationStatus = "Scheduled" | "Read" | "Unread";

type StatusInput = { isRead: boolean; scheduledFor: string | Date | null };

/** Scheduled while scheduledFor is in the future; otherwise Read or Unread. */
export function notificationStatus(n: StatusInput, now: Date): NotificationStatus {
  if (n.scheduledFor && new Date(n.scheduledFor).getTime() > now.getTime()) return "Scheduled";
  return n.isRead ? "Read" : "Unread";
}

/** Does the title hold one of the achievement keywords (whole word, any case)? */
export function isAchievementTitle(title: string): boolean {
  return ACHIEVEMENT_KEYWORDS.some((word) => new RegExp(`\\b${word}\\b`, "i").test(title));
}

/** The first notification (in list order, newest first) whose title is an achievement. */
export function firstAchievement<T extends { title: string }>(list: readonly T[]): T | undefined {
  return list.find((n) => isAchievementTitle(n.title));
}

export type ReminderSlot = { date: LocalDate; hour: number };

/**
 * The mindset reminder slot that is due at `now` in `timeZone`: the local hour is one of the
 * reminder hours (9, 13, 17). A slot missed for a whole hour (cron down) is skipped, not
 * sent late.
 */
export function dueReminderSlot(now: Date, timeZone: string): ReminderSlot | null {
  const zone = normaliseTimeZone(timeZone);
  const hour = hourIn(now, zone);
  if (!(MINDSET_REMINDER_HOURS as readonly number[]).includes(hour)) return null;
  return { date: localDate(now, zone), hour };
}

/** One reminder per member, slot and local date. */
export function reminderDedupeKey(slot: ReminderSlot): string {
  return `mindset-reminder:${slot.date}:${slot.hour}`;
}

export const MINDSET_REMINDER = {
  title: "Mindset Reminder",
  message: "Take a few minutes for today's mindset exercises: visualization, self-talk and focus.",
} as const;
