import "server-only";
// POST /api/force-reset ("due": only when the member's lastResetDate is before their local
// today) and POST /api/manual-reset ("always"). Both start a fresh, empty page: a due reset
// opens the new date's page 1; a manual reset on a date that already has pages opens the next
// pageNo (earlier pages stay). Both are member-initiated, so the member is active today (streak,
// streak bonus). The member's row is locked first: ten simultaneous calls perform one reset.
import { unauthorized } from "@/lib/errors";
import type { Tx } from "@/lib/db";
import type { LocalDate } from "@/lib/domain/day";
import { clockDay } from "@/lib/domain/fair-streak/member-day";
import { inTransaction } from "@/lib/services/shared/in-transaction";
import type { Member } from "@/lib/domain/member";
import { activateMember } from "@/lib/services/reset/activate-member";
import { lockMember } from "@/lib/services/reset/lock-member";
import { rollOver } from "@/lib/services/reset/roll-over";
import type { ResetResult } from "@/lib/schemas/reset";
import { writeTime } from "@/lib/services/member-write/write-time";

async function openNextPage(tx: Tx, userId: number, today: LocalDate): Promise<void> {
  await tx.$executeRaw`
    WITH day AS (
      INSERT INTO "JournalDay" ("userId", "date") VALUES (${userId}, ${today}::date)
      ON CONFLICT ("userId", "date") DO UPDATE SET "date" = EXCLUDED."date"
      RETURNING "id"
    )
    INSERT INTO "JournalPage" ("userId", "dayId", "date", "pageNo")
    SELECT ${userId}, day."id", ${today}::date,
      coalesce((SELECT max("pageNo") FROM "JournalPage" WHERE "userId" = ${userId} AND "date" = ${today}::date), 0) + 1
    FROM day`;
}

export function resetJournal(member: Member, mode: "due" | "always", now: Date = writeTime()): Promise<ResetResult> {
  return inTransaction(async (tx) => {
    let locked = await lockMember(tx, member.id);
    if (!locked) throw unauthorized();
    const today = clockDay(now, locked);
    const [rolled] = await rollOver(tx, now, [locked], locked.id);
    // The roll-over settled the streak (freezes, chain): activate from what it wrote.
    if (rolled) locked = (await lockMember(tx, member.id)) ?? locked;
    let resetPerformed = rolled !== undefined;
    if (mode === "always" && !rolled?.pageId) {
      await openNextPage(tx, locked.id, today);
      resetPerformed = true;
    }
    const { streak, pointsAwarded } = await activateMember(tx, locked, today);
    return { success: true, resetPerformed, streak, pointsAwarded };
  });
}
