import "server-only";
// GET /api/points: the member's ledger newest first, a page at a time (cursor: the last id
// seen), each row with its source, description, points and the member's local date. The rows of
// every page together sum to xpPoints (the ledger is the source of xpPoints).
import { db } from "@/lib/db";
import { localDate } from "@/lib/domain/day";
import { POINTS_PAGE, type PointsPageDto } from "@/lib/schemas/progress";
import type { Member } from "@/lib/domain/member";

type Row = { id: number; source: string; description: string; points: number; createdAt: Date };

export async function listPoints(member: Member, page: { cursor?: number; limit?: number }): Promise<PointsPageDto> {
  const limit = page.limit ?? POINTS_PAGE.default;
  const rows = await db.$queryRaw<Row[]>`
    SELECT "id", "source", "description", "points", "createdAt" FROM "PointsEntry"
    WHERE "userId" = ${member.id} AND (${page.cursor ?? null}::int IS NULL OR "id" < ${page.cursor ?? null}::int)
    ORDER BY "id" DESC LIMIT ${limit + 1}`;
  const entries = rows.slice(0, limit).map((r) => ({ ...r, date: localDate(r.createdAt, member.timeZone), createdAt: r.createdAt.toISOString() }));
  return { entries, nextCursor: rows.length > limit ? entries[entries.length - 1].id : null };
}
