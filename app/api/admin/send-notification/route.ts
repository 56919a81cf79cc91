import { withAdmin } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/parse";
import { idempotencyKeyOf } from "@/lib/api/idempotency";
import { sendNotificationSchema } from "@/lib/schemas/admin";
import { sendNotification } from "@/lib/services/admin/send-notification";

// POST /api/admin/send-notification - send (or schedule) a notification to one account; 202 with
// the notification and its sendId, the push on the queue (Idempotency-Key: the same send again)
export const POST = withAdmin(async ({ req, scope }) => {
  const input = await parseBody(req, sendNotificationSchema);
  const key = idempotencyKeyOf(req);
  return Response.json(await sendNotification(scope, input, key, new Date()), { status: 202, headers: { "Cache-Control": "no-store" } });
});
