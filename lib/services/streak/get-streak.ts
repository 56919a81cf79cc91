import "server-only";
// GET /api/streak: the member's fair-streak settings, freezes and pauses (docs/decisions.md
// "Fair streaks"), in one statement. Pauses listed: those ending today or later and those of the
// last 90 days (what the 30-in-90 limit can still count).
import { db, type Tx } from "@/lib/db";
import { addDays } from "@/lib/domain/day";
import { memberDay } from "@/lib/domain/fair-streak/member-day";
import { maxPausedInAnyWindow, PAUSE_LIMITS, type PauseReason } from "@/lib/domain/fair-streak/pauses";
import { unauthorized } from "@/lib/errors";
import type { PauseDto, StreakView } from "@/lib/schemas/streak";

type Row = { streak: number; freezes: number; timeZone: string; dayStartHour: number; restDays: number[]; pauses: { id: number; reason: PauseReason; startDate: string; endDate: string; endedAt: string | null }[] };

export async function getStreak(userId: number, now: Date = new Date(), client: Tx | typeof db = db): Promise<StreakView> {
  // The window reaches back 90 days from the earliest date "today" can be in any zone.
  const [row] = await client.$queryRaw<Row[]>`
    SELECT u."streak", u."freezes", u."timeZone", u."dayStartHour", u."restDays",
      coalesce((SELECT json_agg(json_build_object('id', p."id", 'reason', p."reason", 'startDate', p."startDate", 'endDate', p."endDate", 'endedAt', p."endedAt")
                ORDER BY p."startDate" DESC, p."id" DESC)
                FROM "Pause" p WHERE p."userId" = u."id" AND p."endDate" >= current_date - ${PAUSE_LIMITS.windowDays + 2}::int), '[]') AS "pauses"
    FROM "User" u WHERE u."id" = ${userId}`;
  if (!row) throw unauthorized();
  const today = memberDay(now, row.timeZone, row.dayStartHour);
  const since = addDays(today, 1 - PAUSE_LIMITS.windowDays);
  const pauses: PauseDto[] = row.pauses
    .filter((p) => p.endDate >= since || p.endDate >= today)
    .map((p) => ({ ...p, endedAt: p.endedAt ? new Date(p.endedAt).toISOString() : null }));
  return {
    streak: row.streak,
    freezes: row.freezes,
    timeZone: row.timeZone,
    dayStartHour: row.dayStartHour,
    restDays: row.restDays,
    today,
    pauses,
    pausedDaysInWindow: maxPausedInAnyWindow(pauses),
  };
}

