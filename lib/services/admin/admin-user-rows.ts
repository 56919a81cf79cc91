import "server-only";
// One statement per admin user read: a count and at most `limit` account rows (with their badge
// codes, in earning order) come back together, so an empty page still says how many there are.
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { AdminUserDto } from "@/lib/schemas/admin";

type Row = Omit<AdminUserDto, "dateCreated" | "id"> & { id: number | null; dateCreated: Date; total: number };

/** Newest first: by id (the users page, its cursor is an id) or by creation time (registrations). */
const ORDERS = {
  id: { inner: Prisma.sql`u."id" DESC`, outer: Prisma.sql`p."id" DESC` },
  created: { inner: Prisma.sql`u."dateCreated" DESC, u."id" DESC`, outer: Prisma.sql`p."dateCreated" DESC, p."id" DESC` },
} as const;

type Read = { count: Prisma.Sql; where: Prisma.Sql; order: keyof typeof ORDERS; limit: number };

export async function readUserRows({ count, where, order, limit }: Read): Promise<{ users: AdminUserDto[]; total: number }> {
  const rows = await db.$queryRaw<Row[]>`
    SELECT t."total", p.* FROM (${count}) t(total)
    LEFT JOIN LATERAL (
      SELECT u."id", u."username", u."xpPoints", u."streak", u."isAdmin", u."dateCreated",
             COALESCE((SELECT array_agg(b."code" ORDER BY b."earnedAt", b."id") FROM "EarnedBadge" b WHERE b."userId" = u."id"), '{}') AS "badges"
      FROM "User" u WHERE ${where} ORDER BY ${ORDERS[order].inner} LIMIT ${limit}
    ) p ON true
    ORDER BY ${ORDERS[order].outer}`;
  const users = rows.flatMap(({ total: _total, id, dateCreated, ...u }) => (id === null ? [] : [{ id, ...u, dateCreated: dateCreated.toISOString() }]));
  return { users, total: rows[0]?.total ?? 0 };
}
