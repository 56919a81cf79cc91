import "server-only";
// POST /api/daily-summary/seen: the summary was shown for the member's local today; every tab
// and device then skips it until tomorrow. Only the caller's own id is accepted.
import { forbidden } from "@/lib/errors";
import { db } from "@/lib/db";
import { dateColumn } from "@/lib/domain/day";
import { memberToday, type Member } from "@/lib/domain/member";
import { writeTime } from "@/lib/services/member-write/write-time";

export async function markSummarySeen(member: Member, userId: number, now: Date = writeTime()): Promise<{ success: true }> {
  if (userId !== member.id) throw forbidden("You can only mark your own daily summary as seen");
  await db.user.update({ where: { id: member.id }, data: { summarySeenDate: dateColumn(memberToday(member, now)) }, select: { id: true } });
  return { success: true };
}
