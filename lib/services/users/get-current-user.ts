import "server-only";
// The signed-in member as GET /api/user, GET /api/users/me and server-component prefetch see
// them: one query (badges included), never the password hash.
import { db } from "@/lib/db";
import { fromDateColumn, localDate } from "@/lib/domain/day";
import type { CurrentUser } from "@/lib/schemas/user";

export async function getCurrentUser(userId: number, now: Date = new Date()): Promise<CurrentUser | null> {
  const row = await db.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      username: true,
      isAdmin: true,
      timeZone: true,
      lastResetDate: true,
      lastActiveDate: true,
      streak: true,
      xpPoints: true,
      showDailySummary: true,
      dateCreated: true,
      profilePicture: true,
      earnedBadges: { select: { code: true }, orderBy: [{ earnedAt: "asc" }, { id: "asc" }] },
    },
  });
  if (!row) return null;
  const { earnedBadges, lastResetDate, lastActiveDate, dateCreated, ...rest } = row;
  const today = localDate(now, row.timeZone);
  const lastReset = lastResetDate ? fromDateColumn(lastResetDate) : null;
  return {
    ...rest,
    lastResetDate: lastReset,
    badges: earnedBadges.map((b) => b.code),
    dateCreated: dateCreated.toISOString(),
    today,
    // The day has not started for the member yet: no reset today, or the cron tick reset the
    // journal on their behalf but they have not opened Reach since (first visit of the day).
    resetDue: lastReset === null || lastReset < today || !lastActiveDate || fromDateColumn(lastActiveDate) < today,
  };
}
