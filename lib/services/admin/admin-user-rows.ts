import "server-only";
// One statement per admin user read: a count and the rows of the page's accounts (with their
// badge codes, in earning order) come back together, so an empty page still says how many there
// are. `pageIds` picks the page (its ids, at most `limit`, in order); only those rows are read.
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { AdminUserDto } from "@/lib/schemas/admin";

type Row = Omit<AdminUserDto, "dateCreated" | "id"> & { id: number | null; dateCreated: Date; total: number };

/** Newest first: by id (the users page, its cursor is an id) or by creation time (registrations). */
export const NEWEST = {
  id: { ids: Prisma.sql`"id" DESC`, rows: Prisma.sql`p."id" DESC` },
  created: { ids: Prisma.sql`"dateCreated" DESC, "id" DESC`, rows: Prisma.sql`p."dateCreated" DESC, p."id" DESC` },
} as const;

type Read = { count: Prisma.Sql; pageIds: Prisma.Sql; order: keyof typeof NEWEST };

export async function readUserRows({ count, pageIds, order }: Read): Promise<{ users: AdminUserDto[]; total: number }> {
  const rows = await db.$queryRaw<Row[]>`
    SELECT t."total", p.* FROM (${count}) t(total)
    LEFT JOIN LATERAL (
      SELECT u."id", u."username", u."xpPoints", u."streak", u."isAdmin", u."dateCreated",
             COALESCE((SELECT array_agg(b."code" ORDER BY b."earnedAt", b."id") FROM "EarnedBadge" b WHERE b."userId" = u."id"), '{}') AS "badges"
      FROM (${pageIds}) page JOIN "User" u ON u."id" = page."id"
    ) p ON true
    ORDER BY ${NEWEST[order].rows}`;
  const users = rows.flatMap(({ total: _total, id, dateCreated, ...u }) => (id === null ? [] : [{ id, ...u, dateCreated: dateCreated.toISOString() }]));
  return { users, total: rows[0]?.total ?? 0 };
}
