import "server-only";
// The signed-in member as GET /api/user, GET /api/users/me and server-component prefetch see
// them: one query (badges included), never the password hash.
import { liveSessionSql, touchSessionCte } from "@/lib/auth/session-sql";
import type { SessionKey } from "@/lib/auth/session-user";
import { preparedRows } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { fromDateColumn } from "@/lib/domain/day";
import { memberDay } from "@/lib/domain/fair-streak/member-day";
import { freezeNotice } from "@/lib/domain/fair-streak/streak-rules";
import type { CurrentUser } from "@/lib/schemas/user";
import { activateOnUse, activationDue } from "@/lib/services/reset/activate-on-use";

type Row = Omit<CurrentUser, "lastResetDate" | "dateCreated" | "today" | "resetDue" | "freezeNotice"> & {
  lastResetDate: Date | null;
  lastActiveDate: Date | null;
  dateCreated: Date;
  freezeNoticeStreak: number | null;
  freezeNoticeUsed: number;
};

/**
 * `session`, when given, is checked in the same statement (GET /api/user: the session check
 * and the read in one round trip, docs/decisions.md "The session check inside the statement"): a member whose session ended reads as null.
 */
export async function getCurrentUser(userId: number, now: Date = new Date(), session?: Pick<SessionKey, "sessionVersion" | "sessionId">): Promise<CurrentUser | null> {
  // One statement, badges aggregated in it (a relation select was a second round trip: docs/decisions.md "The session check inside the statement").
  // The session check takes parameters, not a composed fragment: one plan for both uses.
  const check = { sessionVersion: session?.sessionVersion ?? null, sessionId: session?.sessionId ?? null };
  const [row] = await preparedRows<Row>(Prisma.sql`
    WITH ${touchSessionCte(check.sessionId)}
    SELECT u."id", u."username", u."isAdmin", u."timeZone", u."lastResetDate", u."lastActiveDate", u."streak", u."xpPoints",
           u."showDailySummary", u."dateCreated", u."profilePicture",
           u."dayStartHour", u."freezes", u."freezeNoticeStreak", u."freezeNoticeUsed", u."travelPromptZone",
           coalesce((SELECT array_agg(b."code"::text ORDER BY b."earnedAt", b."id") FROM "EarnedBadge" b WHERE b."userId" = u."id"), '{}') AS "badges"
    FROM "User" u WHERE u."id" = ${userId} AND (${check.sessionId}::text IS NULL OR (${liveSessionSql("u", check)}))`);
  if (!row) return null;
  const { lastResetDate, lastActiveDate, dateCreated, freezeNoticeStreak, freezeNoticeUsed, ...rest } = row;
  // "today" follows the day start (docs/decisions.md "Fair streaks").
  const today = memberDay(now, row.timeZone, row.dayStartHour);
  const lastReset = lastResetDate ? fromDateColumn(lastResetDate) : null;
  const lastActive = lastActiveDate ? fromDateColumn(lastActiveDate) : null;
  // Any signed-in use marks the day active (docs/decisions.md "Fair streaks"): once a day, after
  // the day's roll-over; the answer carries the streak and points it gave.
  if (activationDue(today, lastReset, lastActive)) {
    const activation = await activateOnUse(row.id, now);
    if (activation) {
      rest.streak = activation.streak;
      rest.xpPoints += activation.pointsAwarded;
    }
  }
  return {
    ...rest,
    lastResetDate: lastReset,
    dateCreated: dateCreated.toISOString(),
    today,
    freezeNotice: freezeNoticeStreak !== null && freezeNoticeUsed > 0 ? freezeNotice(freezeNoticeStreak, freezeNoticeUsed) : null,
    // The day has not started for the member yet: no reset today, or the cron tick reset the
    // journal on their behalf but they have not opened Reach since (first visit of the day).
    // Read before this use marked the day active: the first visit of the day still opens the dialog.
    resetDue: lastReset === null || lastReset < today || !lastActive || lastActive < today,
  };
}
