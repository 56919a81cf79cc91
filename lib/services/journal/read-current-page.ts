import "server-only";
// Reads parts of the member's current page (see find-current-page): one Prisma call, a constant
// number of SQL statements (the page, then one per selected relation). null: no page today.
import { db } from "@/lib/db";
import { dateColumn } from "@/lib/domain/day";
import type { Prisma } from "@/lib/generated/prisma/client";
import { memberToday, type Member } from "@/lib/services/shared/member";

export function readCurrentPage<S extends Prisma.JournalPageSelect>(member: Member, now: Date, select: S) {
  return db.journalPage.findFirst({
    where: { userId: member.id, date: dateColumn(memberToday(member, now)) },
    orderBy: { pageNo: "desc" },
    select,
  });
}
