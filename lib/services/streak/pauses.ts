import "server-only";
// POST /api/streak/pauses and POST /api/streak/pauses/{id}/end (docs/decisions.md "Fair
// streaks"): the rules are lib/domain/fair-streak/pauses (from today, 1-14 days, no overlap, at
// most 30 paused days in any 90; ending early keeps the days before today). Under the member's
// row lock, so two requests at once cannot both pass the limit.
import type { Tx } from "@/lib/db";
import { addDays, fromDateColumn, type LocalDate } from "@/lib/domain/day";
import { clockDay } from "@/lib/domain/fair-streak/member-day";
import { checkNewPause, endPauseEarly, PAUSE_LIMITS, PAUSE_MESSAGES, type DateRange } from "@/lib/domain/fair-streak/pauses";
import { badRequest, conflict, notFound, unauthorized } from "@/lib/errors";
import type { PauseInput, StreakView } from "@/lib/schemas/streak";
import { inTransaction } from "@/lib/services/shared/in-transaction";
import { lockMember } from "@/lib/services/reset/lock-member";
import { getStreak } from "@/lib/services/streak/get-streak";

type PauseRow = { id: number; startDate: Date; endDate: Date };
const range = (p: PauseRow): DateRange & { id: number } => ({ id: p.id, startDate: fromDateColumn(p.startDate), endDate: fromDateColumn(p.endDate) });

async function lockedToday(tx: Tx, userId: number, now: Date): Promise<LocalDate> {
  const member = await lockMember(tx, userId);
  if (!member) throw unauthorized();
  return clockDay(now, member);
}

export function startPause(userId: number, input: PauseInput, now: Date = new Date()): Promise<StreakView> {
  return inTransaction(async (tx) => {
    const today = await lockedToday(tx, userId, now);
    const startDate = input.startDate ?? today;
    // Every pause a 90-day window around the new one can hold.
    const others = await tx.$queryRaw<PauseRow[]>`
      SELECT "id", "startDate", "endDate" FROM "Pause"
      WHERE "userId" = ${userId} AND "endDate" >= ${addDays(startDate, 1 - PAUSE_LIMITS.windowDays)}::date`;
    const check = checkNewPause({ startDate, days: input.days }, today, others.map(range));
    if (!check.ok) throw check.message === PAUSE_MESSAGES.overlap ? conflict(check.message) : badRequest(check.message);
    await tx.$executeRaw`
      INSERT INTO "Pause" ("userId", "reason", "startDate", "endDate")
      VALUES (${userId}, ${input.reason}::"PauseReason", ${check.range.startDate}::date, ${check.range.endDate}::date)`;
    return getStreak(userId, now, tx);
  });
}

export function endPause(userId: number, pauseId: number, now: Date = new Date()): Promise<StreakView> {
  return inTransaction(async (tx) => {
    const today = await lockedToday(tx, userId, now);
    const [pause] = await tx.$queryRaw<PauseRow[]>`
      SELECT "id", "startDate", "endDate" FROM "Pause" WHERE "id" = ${pauseId} AND "userId" = ${userId}`;
    if (!pause) throw notFound(PAUSE_MESSAGES.notFound);
    const ended = endPauseEarly(range(pause), today);
    if (!ended) throw conflict(PAUSE_MESSAGES.ended);
    await tx.$executeRaw`UPDATE "Pause" SET "endDate" = ${ended.endDate}::date, "endedAt" = ${now} WHERE "id" = ${pauseId}`;
    return getStreak(userId, now, tx);
  });
}
