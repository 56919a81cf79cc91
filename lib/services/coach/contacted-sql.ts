import "server-only";
// "Contacted" (docs/decisions.md "The coach's view"): a mark younger than 7 days hides the row.
import { COACH_RULES } from "@/lib/domain/coach";
import { Prisma } from "@/lib/generated/prisma/client";

export const contactedSince = (now: Date) => new Date(now.getTime() - COACH_RULES.contactedDays * 86_400_000);

/** True for a snapshot row `s` whose member has a live contacted mark. */
export const CONTACTED_SQL = (now: Date) =>
  Prisma.sql`EXISTS (SELECT 1 FROM "CoachContact" c WHERE c."userId" = s."userId" AND c."contactedAt" > ${contactedSince(now)}::timestamp(3))`;
