import "server-only";
// POST /api/admin/coach/nudges (docs/decisions.md "The coach's view"): a notification to the
// chosen members, or to every listed member with the reason (at most NUDGE_MAX, in list order),
// as ONE send through the admin send path (startNotificationSend: stored with the Idempotency-Key,
// notifications written set-based, push on the queue), recorded on the members' rows (CoachNudge,
// one statement) the first time only: a retried nudge is the same send and records nothing more.
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { NUDGE_MAX, type NudgeInput } from "@/lib/schemas/coach";
import { readCohort } from "@/lib/services/coach/get-glance";
import { attentionWhere, isRare } from "@/lib/services/coach/list-attention";
import { startNotificationSend } from "@/lib/services/sends/start-send";
import { inScope, type StaffScope } from "@/lib/auth/staff-scope";

export type Nudger = { senderId: number; byUsername: string; idempotencyKey: string };

async function recipients(scope: StaffScope, input: NudgeInput, now: Date): Promise<{ ids: number[]; matched: number }> {
  if (input.userIds) {
    const inTeams = await db.$queryRaw<{ id: number; isAdmin: boolean }[]>`
      SELECT "id", "isAdmin" FROM "User" WHERE "id" = ANY(${input.userIds}::int[]) AND ${inScope(scope, Prisma.sql`"teamId"`)} ORDER BY "id"`;
    // A coach naming a member outside their teams gets the answer of an unknown one: nothing is sent.
    if (scope.teamIds !== null && inTeams.length !== new Set(input.userIds).size) return { ids: [], matched: 0 };
    const found = inTeams.filter((u) => !u.isAdmin);
    return { ids: found.map((u) => u.id), matched: found.length };
  }
  const where = attentionWhere(scope, { reason: input.reason }, now, isRare(input.reason, await readCohort(scope)));
  const rows = await db.$queryRaw<{ userId: number; matched: number }[]>`
    SELECT s."userId", count(*) OVER ()::int AS "matched" FROM "CoachSnapshot" s
    WHERE ${where} ORDER BY s."severity", s."since", s."userId" LIMIT ${NUDGE_MAX}`;
  return { ids: rows.map((r) => r.userId), matched: rows[0]?.matched ?? 0 };
}

export async function sendNudges(scope: StaffScope, input: NudgeInput, by: Nudger, now: Date): Promise<{ sent: number; matched: number; sendId: number }> {
  const { ids, matched } = await recipients(scope, input, now);
  if (!ids.length) throw notFound(input.userIds ? "Member not found" : "No member has this reason");
  const send = await startNotificationSend(
    { recipients: ids, title: input.title, message: input.message, sendPush: input.sendPush, scheduledFor: null, idempotencyKey: by.idempotencyKey, senderId: by.senderId, conversation: true },
    now,
  );
  if (!send.created) return { sent: send.recipients, matched, sendId: send.sendId };
  await db.$executeRaw`
    INSERT INTO "CoachNudge" ("userId", "reason", "sentAt", "byUsername")
    SELECT id, ${input.reason}, ${now}::timestamp(3), ${by.byUsername} FROM unnest(${Prisma.sql`${ids}::int[]`}) AS id`;
  return { sent: ids.length, matched, sendId: send.sendId };
}
