import { withAuth } from "@/lib/api/handler";
import { parseWith } from "@/lib/api/parse";
import { idParamsSchema } from "@/lib/schemas/params";
import { removeDevice } from "@/lib/services/push/devices";

// DELETE /api/push/subscriptions/{id} - remove one of the caller's push devices
export const DELETE = withAuth(async ({ user, params }) => {
  await removeDevice(user.id, parseWith(idParamsSchema, params, "params").id);
  return { success: true };
});
