import "server-only";
// "Contacted" (docs/decisions.md "The coach's view"): a mark younger than 7 days hides the row.
import { db } from "@/lib/db";
import { COACH_RULES } from "@/lib/domain/coach";
import { Prisma } from "@/lib/generated/prisma/client";
import { inScope, type StaffScope } from "@/lib/auth/staff-scope";

export const contactedSince = (now: Date) => new Date(now.getTime() - COACH_RULES.contactedDays * 86_400_000);

/** True for a snapshot row `s` whose member has a live contacted mark. */
export const CONTACTED_SQL = (now: Date) =>
  Prisma.sql`EXISTS (SELECT 1 FROM "CoachContact" c WHERE c."userId" = s."userId" AND c."contactedAt" > ${contactedSince(now)}::timestamp(3))`;

/** Members with a live mark whose snapshot lists a reason (this one, or any). */
export async function countContacted(scope: StaffScope, now: Date, reason: string | null): Promise<number> {
  const [{ n }] = await db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS "n" FROM "CoachSnapshot" s
    WHERE s."userId" IN (SELECT c."userId" FROM "CoachContact" c WHERE c."contactedAt" > ${contactedSince(now)}::timestamp(3))
      AND s."reason" IS NOT NULL AND ${inScope(scope, Prisma.sql`s."teamId"`)} ${reason ? Prisma.sql`AND s."reasons" @> ARRAY[${reason}]::text[]` : Prisma.empty}`;
  return n;
}
