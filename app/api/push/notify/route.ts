import { withAuth } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/parse";
import { testPushSchema } from "@/lib/schemas/push";
import { sendTestPush } from "@/lib/services/push/send-test-push";

// POST /api/push/notify - send a test push to the caller's own subscriptions
export const POST = withAuth(async ({ req, user }) => {
  const { sent, removed } = await sendTestPush(user.id, await parseBody(req, testPushSchema));
  return { success: true, sent, removed };
});
