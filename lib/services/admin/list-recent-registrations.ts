import "server-only";
// GET /api/admin/users/recent: accounts created in the past 7 days, newest first (at most
// RECENT_REGISTRATIONS.max of them), and how many there were. Served by User_dateCreated_idx.
import { Prisma } from "@/lib/generated/prisma/client";
import { RECENT_REGISTRATIONS, type RecentRegistrationsDto } from "@/lib/schemas/admin-users";
import { NEWEST, readUserRows } from "@/lib/services/admin/admin-user-rows";

const DAY_MS = 24 * 60 * 60 * 1000;

export async function listRecentRegistrations(now: Date): Promise<RecentRegistrationsDto> {
  const since = new Date(now.getTime() - RECENT_REGISTRATIONS.days * DAY_MS);
  const recent = Prisma.sql`"dateCreated" >= ${since}::timestamp(3)`;
  return readUserRows({
    count: Prisma.sql`SELECT count(*)::int FROM "User" WHERE ${recent}`,
    pageIds: Prisma.sql`SELECT "id" FROM "User" WHERE ${recent} ORDER BY ${NEWEST.created.ids} LIMIT ${RECENT_REGISTRATIONS.max}`,
    order: "created",
  });
}
