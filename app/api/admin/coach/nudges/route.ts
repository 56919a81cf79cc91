import { withAdmin } from "@/lib/api/handler";
import { idempotencyKeyOf } from "@/lib/api/idempotency";
import { parseBody } from "@/lib/api/parse";
import { nudgeSchema } from "@/lib/schemas/coach";
import { sendNudges } from "@/lib/services/coach/send-nudges";

// POST /api/admin/coach/nudges - a notification to chosen members or all with a reason, recorded on
// their rows; one send per Idempotency-Key (a retried nudge is the same send)
export const POST = withAdmin(async ({ req, user, scope }) => {
  const idempotencyKey = idempotencyKeyOf(req);
  const input = await parseBody(req, nudgeSchema);
  return sendNudges(scope, input, { senderId: user.id, byUsername: user.username, idempotencyKey }, new Date());
});
