import { withAuth } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/parse";
import { subscribeSchema } from "@/lib/schemas/push";
import { saveSubscription } from "@/lib/services/push/save-subscription";

// POST /api/push/subscribe - store the caller's browser push subscription
export const POST = withAuth(async ({ req, user }) => {
  await saveSubscription(user.id, await parseBody(req, subscribeSchema), req.headers.get("user-agent"));
  return { success: true };
});
