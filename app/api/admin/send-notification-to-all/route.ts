import { withAdmin } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/parse";
import { idempotencyKeyOf } from "@/lib/api/idempotency";
import { notificationContentSchema } from "@/lib/schemas/admin";
import { startNotificationSend } from "@/lib/services/sends/start-send";

// POST /api/admin/send-notification-to-all - send (or schedule) a notification to every account
// (the owner; a coach, or ?team=: "send to my team", every member of the scope's teams):
// 202 {success, sendId, count} at once; the workers write and push it (GET /api/admin/sends/{id})
export const POST = withAdmin(async ({ req, user, scope }) => {
  const input = await parseBody(req, notificationContentSchema);
  const idempotencyKey = idempotencyKeyOf(req);
  const { sendId, recipients } = await startNotificationSend({ ...input, recipients: scope.teamIds === null ? "all" : { teams: scope.teamIds }, idempotencyKey, senderId: user.id }, new Date());
  return Response.json({ success: true, sendId, count: recipients }, { status: 202, headers: { "Cache-Control": "no-store" } });
});
