import { withAdmin } from "@/lib/api/handler";
import { parseWith } from "@/lib/api/parse";
import { idParamsSchema } from "@/lib/schemas/notifications";
import { deleteUsers } from "@/lib/services/admin/delete-users";

// DELETE /api/admin/users/{id} - delete one member and all their data (never an admin)
export const DELETE = withAdmin(async ({ params, scope }) => {
  const { id } = parseWith(idParamsSchema, params, "params");
  return { success: true, ...(await deleteUsers(scope, [id])) };
});
