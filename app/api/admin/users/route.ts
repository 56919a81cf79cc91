import { withAdmin } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/parse";
import { bulkDeleteUsersSchema } from "@/lib/schemas/admin";
import { listUsers } from "@/lib/services/admin/list-users";
import { deleteUsers } from "@/lib/services/admin/delete-users";

// GET /api/admin/users - every account with points, streak and badge codes
export const GET = withAdmin(async () => listUsers());

// DELETE /api/admin/users - delete several members and all their data (never admins)
export const DELETE = withAdmin(async ({ req }) => {
  const { userIds } = await parseBody(req, bulkDeleteUsersSchema);
  return { success: true, ...(await deleteUsers(userIds)) };
});
