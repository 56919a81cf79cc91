import "server-only";
// GET /api/admin/users: one page of accounts, newest first (cursor: the last id seen), with
// their badge codes, optionally searched on the server: usernames containing the text in any case
// or the account whose id it is. The matches are found on their own (OFFSET 0 keeps the planner
// from walking every id newest first through the LIKE), so the trigram index
// User_usernameKey_trgm_idx serves a rare match and a common one stops early either way.
import { Prisma } from "@/lib/generated/prisma/client";
import { ADMIN_USERS_PAGE, searchedId, type AdminUsersPageDto, type AdminUsersQuery } from "@/lib/schemas/admin-users";
import { NEWEST, readUserRows } from "@/lib/services/admin/admin-user-rows";
import { memberCountSql } from "@/lib/services/shared/member-count";
import { inScope, type StaffScope } from "@/lib/auth/staff-scope";

/** LIKE's own characters match themselves. */
const likeContaining = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function matching(q: string, team: Prisma.Sql): Prisma.Sql {
  const byName = Prisma.sql`"usernameKey" LIKE lower(${likeContaining(q)})`;
  const id = searchedId(q);
  return Prisma.sql`SELECT "id" FROM "User" WHERE ${id === null ? byName : Prisma.sql`(${byName} OR "id" = ${id})`} AND ${team} OFFSET 0`;
}

export async function listUsers(scope: StaffScope, query: AdminUsersQuery): Promise<AdminUsersPageDto> {
  const limit = query.limit ?? ADMIN_USERS_PAGE.default;
  // A coach's page: their teams' members (docs/decisions.md "Teams and roles"; User_teamId_id_idx).
  const team = inScope(scope, Prisma.sql`"teamId"`);
  const source = query.q ? Prisma.sql`(${matching(query.q, team)}) AS found` : Prisma.sql`"User"`;
  const after = query.cursor ? Prisma.sql`AND "id" < ${query.cursor}` : Prisma.empty;
  const { users, total } = await readUserRows({
    // The owner's total is the estimate over all accounts; a coach's is their teams' exact count.
    count: scope.teamIds === null ? memberCountSql : Prisma.sql`SELECT count(*)::int FROM "User" WHERE ${team}`,
    pageIds: Prisma.sql`SELECT "id" FROM ${source} WHERE ${query.q ? Prisma.sql`TRUE` : team} ${after} ORDER BY ${NEWEST.id.ids} LIMIT ${limit + 1}`,
    order: "id",
  });
  const page = users.slice(0, limit);
  return { users: page, nextCursor: users.length > limit ? page[page.length - 1].id : null, total };
}
