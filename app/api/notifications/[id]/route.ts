import { withAuth } from "@/lib/api/handler";
import { parseWith } from "@/lib/api/parse";
import { idParamsSchema } from "@/lib/schemas/notifications";
import { deleteNotification } from "@/lib/services/notifications/delete-notification";

// DELETE /api/notifications/{id} - delete one of the caller's notifications
export const DELETE = withAuth(async ({ user, params }) => {
  const { id } = parseWith(idParamsSchema, params, "params");
  await deleteNotification(user.id, id, new Date());
  return { success: true };
});
