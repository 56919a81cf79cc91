import "server-only";
// "Share my journal with my coach" (docs/decisions.md "The coach's view"): off by default; on
// keeps the date it was first turned on; off clears it, so the coach's next read has no text.
import { db } from "@/lib/db";
import type { CoachSharingDto } from "@/lib/schemas/coach";

export async function getCoachSharing(userId: number): Promise<CoachSharingDto | null> {
  const u = await db.user.findUnique({ where: { id: userId }, select: { journalSharedAt: true } });
  return u ? { share: !!u.journalSharedAt, sharedSince: u.journalSharedAt?.toISOString() ?? null } : null;
}

export async function setCoachSharing(userId: number, share: boolean, now: Date): Promise<CoachSharingDto> {
  const [row] = await db.$queryRaw<{ journalSharedAt: Date | null }[]>`
    UPDATE "User" SET "journalSharedAt" = CASE WHEN ${share} THEN coalesce("journalSharedAt", ${now}::timestamp(3)) ELSE NULL END
    WHERE "id" = ${userId} RETURNING "journalSharedAt"`;
  return { share: !!row?.journalSharedAt, sharedSince: row?.journalSharedAt?.toISOString() ?? null };
}
