import "server-only";
// The start of every single-statement write on today's page: the member's row locked
// (locked-member), then `page`, the member's current page of today, created (day + page 1)
// on demand when the member writes before any reset ran today. No retry is needed when a reset
// or another write creates page 1 at the same instant: both inserts take the row that won with
// ON CONFLICT DO UPDATE and return its id.
import type { LocalDate } from "@/lib/domain/day";
import { Prisma } from "@/lib/generated/prisma/client";
import { currentPageIdSql } from "@/lib/services/member-write/current-page";
import { lockedMemberCte } from "@/lib/services/member-write/locked-member";
import type { Member } from "@/lib/domain/member";

/** `member` is the member (checked as lockedMemberCte does); `userId` the id of the page's owner. */
export function todayPageCtes(member: number | Member, today: LocalDate): Prisma.Sql {
  const userId = typeof member === "number" ? member : member.id;
  return Prisma.sql`
    ${lockedMemberCte(member)},
    existing AS MATERIALIZED (SELECT ${currentPageIdSql(userId, today)} AS "id"),
    day AS (
      INSERT INTO "JournalDay" ("userId", "date")
      SELECT m."id", ${today}::date FROM member m, existing e WHERE e."id" IS NULL
      ON CONFLICT ("userId", "date") DO UPDATE SET "date" = EXCLUDED."date"
      RETURNING "id"
    ),
    created AS (
      INSERT INTO "JournalPage" ("userId", "dayId", "date", "pageNo")
      SELECT ${userId}, day."id", ${today}::date, 1 FROM day
      ON CONFLICT ("userId", "date", "pageNo") DO UPDATE SET "pageNo" = EXCLUDED."pageNo"
      RETURNING "id"
    ),
    page AS MATERIALIZED (SELECT coalesce(e."id", (SELECT "id" FROM created)) AS "id" FROM member, existing e)`;
}
