import { withAuth } from "@/lib/api/handler";
import { parseWith } from "@/lib/api/parse";
import { idParamsSchema } from "@/lib/schemas/notifications";
import { markNotificationRead } from "@/lib/services/notifications/mark-notification-read";

// POST /api/notifications/mark-read/{id} - mark one of the caller's notifications read
export const POST = withAuth(async ({ user, params }) => {
  const { id } = parseWith(idParamsSchema, params, "params");
  await markNotificationRead(user.id, id, new Date());
  return { success: true };
});
