import "server-only";
// GET /api/admin/users/recent: accounts created in the past 7 days, newest first, a page of
// RECENT_REGISTRATIONS.max at a time (cursor: the last account seen; the next page starts after
// its creation time and id), and how many there were. Served by User_dateCreated_idx. A cursor
// whose account was deleted meanwhile gives an empty page (the list restarts after a delete).
import { Prisma } from "@/lib/generated/prisma/client";
import { RECENT_REGISTRATIONS, type RecentRegistrationsDto, type RecentRegistrationsQuery } from "@/lib/schemas/admin-users";
import { NEWEST, readUserRows } from "@/lib/services/admin/admin-user-rows";
import { inScope, type StaffScope } from "@/lib/auth/staff-scope";

const DAY_MS = 24 * 60 * 60 * 1000;

export async function listRecentRegistrations(scope: StaffScope, now: Date, query: RecentRegistrationsQuery = {}): Promise<RecentRegistrationsDto> {
  const since = new Date(now.getTime() - RECENT_REGISTRATIONS.days * DAY_MS);
  // A coach's: their teams' members (docs/decisions.md "Teams and roles"; User_teamId_dateCreated_idx).
  const recent = Prisma.sql`"dateCreated" >= ${since}::timestamp(3) AND ${inScope(scope, Prisma.sql`"teamId"`)}`;
  const after = query.cursor ? Prisma.sql`AND ("dateCreated", "id") < (SELECT "dateCreated", "id" FROM "User" WHERE "id" = ${query.cursor})` : Prisma.empty;
  const limit = RECENT_REGISTRATIONS.max;
  const { users, total } = await readUserRows({
    count: Prisma.sql`SELECT count(*)::int FROM "User" WHERE ${recent}`,
    pageIds: Prisma.sql`SELECT "id" FROM "User" WHERE ${recent} ${after} ORDER BY ${NEWEST.created.ids} LIMIT ${limit + 1}`,
    order: "created",
  });
  const page = users.slice(0, limit);
  return { users: page, nextCursor: users.length > limit ? page[page.length - 1].id : null, total };
}
