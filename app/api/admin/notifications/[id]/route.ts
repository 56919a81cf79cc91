import { withAdmin } from "@/lib/api/handler";
import { parseWith } from "@/lib/api/parse";
import { idParamsSchema } from "@/lib/schemas/notifications";
import { deleteAnyNotification } from "@/lib/services/admin/delete-any-notification";

// DELETE /api/admin/notifications/{id} - delete any member's notification
export const DELETE = withAdmin(async ({ params, scope }) => {
  const { id } = parseWith(idParamsSchema, params, "params");
  await deleteAnyNotification(scope, id);
  return { success: true };
});
