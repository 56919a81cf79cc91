// When the day's reset happens on its own (docs/product/journal-and-reset.md#the-reset-dialog, #the-daily-reset):
// - "dialog": the reset is due (no lastResetDate, or one before today) and the member has been
//   here on an earlier day: the Reset Journal Entries dialog opens by itself;
// - "silent": a member who joined today has nothing to reset (also when a cron tick already
//   opened today's page for them); their first page and streak day start quietly through the
//   same force-reset call;
// - null: nothing to do.
import { memberDay } from "@/lib/domain/fair-streak/member-day";
import type { CurrentUser } from "@/lib/schemas/user";

export type AutoReset = "dialog" | "silent" | null;

export function autoResetFor(
  user: (Pick<CurrentUser, "resetDue" | "lastResetDate" | "dateCreated" | "timeZone" | "today"> & { dayStartHour?: number }) | undefined,
): AutoReset {
  if (!user?.resetDue) return null;
  // The member's day of joining, with their day start (docs/decisions.md "Fair streaks").
  const joinedToday = !!user.dateCreated && memberDay(new Date(user.dateCreated), user.timeZone, user.dayStartHour ?? 0) === user.today;
  return joinedToday ? "silent" : "dialog";
}
