import "server-only";
// GET /api/admin/users: one page of accounts, newest first (cursor: the last id seen), with
// their badge codes, optionally searched on the server: usernames containing the text in any case
// (the trigram index User_usernameKey_trgm_idx serves it) or the account whose id it is.
import { Prisma } from "@/lib/generated/prisma/client";
import { ADMIN_USERS_PAGE, searchedId, type AdminUsersPageDto, type AdminUsersQuery } from "@/lib/schemas/admin-users";
import { readUserRows } from "@/lib/services/admin/admin-user-rows";

/** LIKE's own characters match themselves. */
const likeContaining = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchWhere(q: string): Prisma.Sql {
  const byName = Prisma.sql`u."usernameKey" LIKE lower(${likeContaining(q)})`;
  const id = searchedId(q);
  return id === null ? byName : Prisma.sql`(${byName} OR u."id" = ${id})`;
}

export async function listUsers(query: AdminUsersQuery): Promise<AdminUsersPageDto> {
  const limit = query.limit ?? ADMIN_USERS_PAGE.default;
  const conditions = [Prisma.sql`true`];
  if (query.cursor) conditions.push(Prisma.sql`u."id" < ${query.cursor}`);
  if (query.q) conditions.push(searchWhere(query.q));
  const { users, total } = await readUserRows({
    count: Prisma.sql`SELECT count(*)::int FROM "User"`,
    where: Prisma.join(conditions, " AND "),
    order: "id",
    limit: limit + 1,
  });
  const page = users.slice(0, limit);
  return { users: page, nextCursor: users.length > limit ? page[page.length - 1].id : null, total };
}
