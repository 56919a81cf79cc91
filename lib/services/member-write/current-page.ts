import "server-only";
// The member's current journal page: the latest page (highest pageNo) of today's local date.
// Reads of a member with no page today show empty data; nothing is created on a read.
import type { LocalDate } from "@/lib/domain/day";
import { Prisma } from "@/lib/generated/prisma/client";

/** The page as a SQL subquery, for single-statement reads and writes. */
export function currentPageIdSql(userId: number, today: LocalDate): Prisma.Sql {
  return Prisma.sql`(SELECT "id" FROM "JournalPage" WHERE "userId" = ${userId} AND "date" = ${today}::date ORDER BY "pageNo" DESC LIMIT 1)`;
}
