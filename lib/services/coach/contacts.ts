import "server-only";
// "Contacted" marks (docs/decisions.md "The coach's view"): with who and when; the row leaves
// the attention list for 7 days; undo removes the member's live marks at once.
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { contactedSince } from "@/lib/services/coach/contacted-sql";
import { assertMembersInScope, type StaffScope } from "@/lib/auth/staff-scope";

export async function markContacted(scope: StaffScope, userId: number, byUsername: string, now: Date) {
  await assertMembersInScope(scope, [userId], "Member not found");
  const member = await db.user.findFirst({ where: { id: userId, isAdmin: false }, select: { id: true } });
  if (!member) throw notFound("Member not found");
  const mark = await db.coachContact.create({ data: { userId, byUsername, contactedAt: now }, select: { contactedAt: true, byUsername: true } });
  return { userId, contactedAt: mark.contactedAt.toISOString(), byUsername: mark.byUsername };
}

export async function undoContacted(scope: StaffScope, userId: number, now: Date) {
  await assertMembersInScope(scope, [userId], "No contacted mark to undo");
  const { count } = await db.coachContact.deleteMany({ where: { userId, contactedAt: { gt: contactedSince(now) } } });
  if (count === 0) throw notFound("No contacted mark to undo");
  return { userId, undone: count };
}
