import "server-only";
// GET /api/admin/users: every account with its badge codes, in one query (no query per user).
import { db } from "@/lib/db";
import type { AdminUserDto } from "@/lib/schemas/admin";

type Row = Omit<AdminUserDto, "dateCreated"> & { dateCreated: Date };

export async function listUsers(): Promise<AdminUserDto[]> {
  const rows = await db.$queryRaw<Row[]>`
    SELECT u."id", u."username", u."xpPoints", u."streak", u."isAdmin", u."dateCreated",
           COALESCE(array_agg(b."code" ORDER BY b."earnedAt", b."id") FILTER (WHERE b."code" IS NOT NULL), '{}') AS "badges"
    FROM "User" u
    LEFT JOIN "EarnedBadge" b ON b."userId" = u."id"
    GROUP BY u."id"
    ORDER BY u."id"`;
  return rows.map((r) => ({ ...r, dateCreated: r.dateCreated.toISOString() }));
}
