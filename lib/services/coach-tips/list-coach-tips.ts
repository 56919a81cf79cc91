import "server-only";
// GET /api/coach-tips: the seeded tips, in a stable order (the banner rotates through them); the
// member's row is joined: the session check of a guarded member in the same statement
// (lib/auth/session-guard). The dashboard page sends only the first (`firstCoachTip`).
import { db, preparedRows } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { CoachTipDto } from "@/lib/schemas/journal";
import { forMember, type MemberOrGuarded } from "@/lib/auth/session-guard";

type Row = { id: number | null; content: string | null };

export function listCoachTips(member: MemberOrGuarded): Promise<CoachTipDto[]> {
  return forMember(member, async (m) => {
    const rows = await preparedRows<Row>(Prisma.sql`
      SELECT t."id", t."content" FROM "User" u LEFT JOIN "CoachTip" t ON true
      WHERE ${m.rowSql()} ORDER BY t."id"`);
    if (!rows.length) throw m.noRow();
    return rows.filter((row): row is CoachTipDto => row.id !== null);
  });
}

/** The tip the banner starts with: the first of `listCoachTips`' order, or null when there are none. */
export function firstCoachTip(): Promise<CoachTipDto | null> {
  return db.coachTip.findFirst({ select: { id: true, content: true }, orderBy: { id: "asc" } });
}
