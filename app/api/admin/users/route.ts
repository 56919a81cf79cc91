import { withAdmin } from "@/lib/api/handler";
import { parseBody, parseWith } from "@/lib/api/parse";
import { bulkDeleteUsersSchema } from "@/lib/schemas/admin";
import { adminUsersQuerySchema } from "@/lib/schemas/admin-users";
import { listUsers } from "@/lib/services/admin/list-users";
import { deleteUsers } from "@/lib/services/admin/delete-users";

// GET /api/admin/users?cursor=<id>&limit=<n>&q=<text> - a page of accounts, newest first, with
// points, streak and badge codes; q searches usernames (any case) or an exact id; total counts all
export const GET = withAdmin(async ({ req, scope }) => {
  const params = req.nextUrl.searchParams;
  const query = { cursor: params.get("cursor") ?? undefined, limit: params.get("limit") ?? undefined, q: params.get("q") ?? undefined };
  return listUsers(scope, parseWith(adminUsersQuerySchema, query, "query"));
});

// DELETE /api/admin/users - delete several members and all their data (never admins)
export const DELETE = withAdmin(async ({ req, scope }) => {
  const { userIds } = await parseBody(req, bulkDeleteUsersSchema);
  return { success: true, ...(await deleteUsers(scope, userIds)) };
});
