import "server-only";
// Reads parts of the member's current page (see current-page-id-sql). readCurrentPage: one Prisma
// call, a constant number of SQL statements (the page, then one per selected relation).
// readCurrentPart: one part's rows in ONE statement (the per-request reads of the dashboard: each
// round trip waits for a pool connection again under load, issue 15).
import { db } from "@/lib/db";
import { dateColumn } from "@/lib/domain/day";
import { Prisma } from "@/lib/generated/prisma/client";
import { currentPageIdSql } from "@/lib/services/journal/current-page-id-sql";
import { memberToday, type Member } from "@/lib/services/shared/member";

export function readCurrentPage<S extends Prisma.JournalPageSelect>(member: Member, now: Date, select: S) {
  return db.journalPage.findFirst({
    where: { userId: member.id, date: dateColumn(memberToday(member, now)) },
    orderBy: { pageNo: "desc" },
    select,
  });
}

type PartTable = "Behavior" | "Mindset" | "Note" | "LearningItem";

/** The `select`ed columns of `table`'s rows on the member's current page, oldest first (none when no page today). */
export function readCurrentPart<T>(member: Member, now: Date, table: PartTable, select: Record<string, true>, where: Prisma.Sql = Prisma.empty): Promise<T[]> {
  const columns = Prisma.raw(Object.keys(select).map((column) => `"${column}"`).join(", "));
  return db.$queryRaw<T[]>`
    SELECT ${columns} FROM ${Prisma.raw(`"${table}"`)}
    WHERE "pageId" = ${currentPageIdSql(member.id, memberToday(member, now))} ${where}
    ORDER BY "id"`;
}
