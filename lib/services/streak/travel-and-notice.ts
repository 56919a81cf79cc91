import "server-only";
// The dashboard's travel prompt and the freeze notice (docs/decisions.md "Fair streaks").
//  - POST /api/streak/travel {timeZone, switch}: the member answered "Switch?" for their device's
//    zone. Either answer records the zone (the prompt shows once per new zone); "switch" changes
//    their zone through changeClock (no date reset twice, no streak broken).
//  - DELETE /api/streak/freeze-notice: the member has seen "A freeze kept your 12-day streak".
import { unauthorized } from "@/lib/errors";
import { db } from "@/lib/db";
import type { TravelAnswer } from "@/lib/schemas/streak";
import { inTransaction } from "@/lib/services/shared/in-transaction";
import { changeClock } from "@/lib/services/streak/change-clock";

export function answerTravelPrompt(userId: number, answer: TravelAnswer, now: Date = new Date()): Promise<void> {
  return inTransaction(async (tx) => {
    if (answer.switch && !(await changeClock(tx, userId, { timeZone: answer.timeZone }, now))) throw unauthorized();
    await tx.$executeRaw`UPDATE "User" SET "travelPromptZone" = ${answer.timeZone} WHERE "id" = ${userId}`;
  });
}

export async function clearFreezeNotice(userId: number): Promise<void> {
  await db.$executeRaw`UPDATE "User" SET "freezeNoticeStreak" = NULL, "freezeNoticeUsed" = 0 WHERE "id" = ${userId}`;
}
