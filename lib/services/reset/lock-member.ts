import "server-only";
// Locks the member's row for the rest of the transaction (FOR NO KEY UPDATE: inserts that only
// reference the member, e.g. a learning item, are not blocked) and reads what the reset and the
// streak need (docs/decisions.md "Fair streaks"): the clock, the streak state and the excuses
// near today (pauses not ended 3 days ago, rest flags recorded on the last days' journal days).
import type { Tx } from "@/lib/db";
import { fromDateColumn, type LocalDate } from "@/lib/domain/day";
import type { DayClock } from "@/lib/domain/fair-streak/member-day";
import type { DateRange } from "@/lib/domain/fair-streak/pauses";
import type { Excuses, StreakState } from "@/lib/domain/fair-streak/streak-rules";

export type LockedMember = DayClock & { id: number; lastResetDate: LocalDate | null; state: StreakState; excuses: Excuses };

type Row = DayClock & {
  id: number;
  lastResetDate: Date | null;
  lastActiveDate: Date | null;
  streakThrough: Date | null;
  streak: number;
  freezes: number;
  restDays: number[];
  pauses: DateRange[];
  rest: Record<string, boolean> | null;
};

export async function lockMember(tx: Tx, userId: number): Promise<LockedMember | null> {
  const [row] = await tx.$queryRaw<Row[]>`
    SELECT u."id", u."timeZone", u."dayStartHour", u."lastResetDate", u."lastActiveDate", u."streakThrough", u."streak", u."freezes", u."restDays",
      coalesce((SELECT json_agg(json_build_object('startDate', p."startDate", 'endDate', p."endDate")) FROM "Pause" p
                WHERE p."userId" = u."id" AND p."endDate" >= current_date - 3), '[]') AS "pauses",
      (SELECT json_object_agg(j."date", j."rest") FROM "JournalDay" j WHERE j."userId" = u."id" AND j."date" >= current_date - 3) AS "rest"
    FROM "User" u WHERE u."id" = ${userId} FOR NO KEY UPDATE OF u`;
  if (!row) return null;
  const day = (d: Date | null) => (d ? fromDateColumn(d) : null);
  return {
    id: row.id,
    timeZone: row.timeZone,
    dayStartHour: row.dayStartHour,
    lastResetDate: day(row.lastResetDate),
    state: { streak: row.streak, freezes: row.freezes, through: day(row.streakThrough), lastActiveDate: day(row.lastActiveDate) },
    excuses: { restDays: row.restDays, pauses: row.pauses, recordedRest: new Map(Object.entries(row.rest ?? {})) },
  };
}
