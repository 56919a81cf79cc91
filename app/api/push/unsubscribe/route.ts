import { withAuth } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/parse";
import { unsubscribeSchema } from "@/lib/schemas/push";
import { removeSubscription } from "@/lib/services/push/remove-subscription";

// POST /api/push/unsubscribe - forget one of the caller's push subscriptions
export const POST = withAuth(async ({ req, user }) => {
  const { endpoint } = await parseBody(req, unsubscribeSchema);
  return { success: true, ...(await removeSubscription(user.id, endpoint)) };
});
