import "server-only";
// POST /api/push/notify: a test push to the caller's own subscriptions (docs/product/notifications.md#push-messages messages).
import { ApiError, notFound } from "@/lib/errors";
import { PUSH_MESSAGES } from "@/lib/schemas/push";
import { sendPushToUsers, type PushResult } from "@/lib/services/push/send-push";

export async function sendTestPush(userId: number, message: { title: string; body: string; type: string }): Promise<PushResult> {
  const result = await sendPushToUsers([{ userId, payload: { ...message, url: "/dashboard" } }]);
  if (result.subscriptions === 0) throw notFound(PUSH_MESSAGES.noSubscription);
  if (result.sent === 0 && result.removed === result.subscriptions) throw notFound(PUSH_MESSAGES.noSubscription);
  // Every push service refused: their failure, not ours (502, never a 500 that reads as a crash).
  if (result.sent === 0) throw new ApiError("bad_gateway", PUSH_MESSAGES.testFailed);
  return result;
}
