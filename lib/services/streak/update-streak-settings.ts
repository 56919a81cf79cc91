import "server-only";
// PUT /api/streak/settings: rest days (up to two weekdays) and the day start hour (docs/decisions.md
// "Fair streaks"). Rest days count from the next reset (each date's reset records whether it is a
// rest day, so a missed day cannot be declared rest afterwards); a new day start is a clock switch.
import { unauthorized } from "@/lib/errors";
import type { StreakSettingsInput, StreakView } from "@/lib/schemas/streak";
import { inTransaction } from "@/lib/services/shared/in-transaction";
import { changeClock } from "@/lib/services/streak/change-clock";
import { getStreak } from "@/lib/services/streak/get-streak";

export function updateStreakSettings(userId: number, input: StreakSettingsInput, now: Date = new Date()): Promise<StreakView> {
  return inTransaction(async (tx) => {
    if (!(await changeClock(tx, userId, { dayStartHour: input.dayStartHour }, now))) throw unauthorized();
    if (input.restDays) await tx.$executeRaw`UPDATE "User" SET "restDays" = ${input.restDays}::smallint[] WHERE "id" = ${userId}`;
    return getStreak(userId, now, tx);
  });
}
