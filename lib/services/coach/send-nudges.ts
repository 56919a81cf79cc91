import "server-only";
// POST /api/admin/coach/nudges (docs/decisions.md "The coach's view"): a notification to the
// chosen members, or to every listed member with the reason (at most NUDGE_MAX, in list order),
// through the admin send path (deliverNudge: the ONE call of it here), each recorded on the
// member's row (CoachNudge, one statement).
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { NUDGE_MAX, type NudgeInput } from "@/lib/schemas/coach";
import { sendNotification } from "@/lib/services/admin/send-notification";
import { readCohort } from "@/lib/services/coach/get-glance";
import { attentionWhere, isRare } from "@/lib/services/coach/list-attention";

/** The one place the coach's view sends through the Notifications tab's send path. */
async function deliverNudge(userId: number, input: NudgeInput, now: Date) {
  return sendNotification({ userId, title: input.title, message: input.message, sendPush: input.sendPush, scheduledFor: null }, now);
}

async function recipients(input: NudgeInput, now: Date): Promise<{ ids: number[]; matched: number }> {
  if (input.userIds) {
    const found = await db.user.findMany({ where: { id: { in: input.userIds }, isAdmin: false }, select: { id: true }, orderBy: { id: "asc" } });
    return { ids: found.map((u) => u.id), matched: found.length };
  }
  const where = attentionWhere({ reason: input.reason }, now, isRare(input.reason, await readCohort()));
  const rows = await db.$queryRaw<{ userId: number; matched: number }[]>`
    SELECT s."userId", count(*) OVER ()::int AS "matched" FROM "CoachSnapshot" s
    WHERE ${where} ORDER BY s."severity", s."since", s."userId" LIMIT ${NUDGE_MAX}`;
  return { ids: rows.map((r) => r.userId), matched: rows[0]?.matched ?? 0 };
}

export async function sendNudges(input: NudgeInput, byUsername: string, now: Date): Promise<{ sent: number; matched: number }> {
  const { ids, matched } = await recipients(input, now);
  if (!ids.length) throw notFound(input.userIds ? "Member not found" : "No member has this reason");
  for (const id of ids) await deliverNudge(id, input, now);
  await db.$executeRaw`
    INSERT INTO "CoachNudge" ("userId", "reason", "sentAt", "byUsername")
    SELECT id, ${input.reason}, ${now}::timestamp(3), ${byUsername} FROM unnest(${Prisma.sql`${ids}::int[]`}) AS id`;
  return { sent: ids.length, matched };
}
