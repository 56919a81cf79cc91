import "server-only";
// Reads parts of the member's current page (see current-page-id-sql). readCurrentPage: one Prisma
// call, a constant number of SQL statements (the page, then one per selected relation).
// readCurrentPart: one part's rows in ONE statement (the per-request reads of the dashboard: each
// round trip waits for a pool connection again under load, docs/decisions.md "Waiting for a pool connection is not an outage"), the session check of a
// guarded member included (docs/decisions.md "Speed of the API and the server").
import { db, preparedRows } from "@/lib/db";
import { dateColumn } from "@/lib/domain/day";
import { Prisma } from "@/lib/generated/prisma/client";
import { currentPageIdSql } from "@/lib/services/member-write/current-page";
import { memberRowSql, noMemberRow } from "@/lib/auth/session-guard";
import { memberToday, type Member } from "@/lib/domain/member";

export function readCurrentPage<S extends Prisma.JournalPageSelect>(member: Member, now: Date, select: S) {
  return db.journalPage.findFirst({
    where: { userId: member.id, date: dateColumn(memberToday(member, now)) },
    orderBy: { pageNo: "desc" },
    select,
  });
}

type PartTable = "Behavior" | "Mindset" | "Note" | "LearningItem";

/**
 * The `select`ed columns of `table`'s rows on the member's current page, oldest first (none when
 * no page today). The member's row is joined (memberRowSql): no row is a 401, or for a guarded
 * member GuardMissed; run it inside forMember (lib/auth/session-guard).
 */
export async function readCurrentPart<T>(member: Member, now: Date, table: PartTable, select: Record<string, true>, where: Prisma.Sql = Prisma.empty): Promise<T[]> {
  const names = Object.keys(select);
  const inner = Prisma.raw(names.map((column) => `"${column}"`).join(", "));
  const outer = Prisma.raw(names.map((column) => `t."${column}"`).join(", "));
  const rows = await preparedRows<T & { found: boolean }>(Prisma.sql`
    SELECT ${outer}, (t."id" IS NOT NULL) AS "found" FROM "User" u
    LEFT JOIN LATERAL (
      SELECT ${inner} FROM ${Prisma.raw(`"${table}"`)}
      WHERE "pageId" = ${currentPageIdSql(member.id, memberToday(member, now))} ${where}
    ) t ON true
    WHERE ${memberRowSql(member)}
    ORDER BY t."id"`);
  if (!rows.length) throw noMemberRow(member);
  return rows.filter((row) => row.found).map(({ found: _found, ...row }) => row as T);
}
