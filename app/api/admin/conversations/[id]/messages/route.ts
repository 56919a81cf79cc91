import { withAdmin } from "@/lib/api/handler";
import { idempotencyKeyOf } from "@/lib/api/idempotency";
import { parseBody, parseWith } from "@/lib/api/parse";
import { idParamsSchema } from "@/lib/schemas/params";
import { coachMessageSchema } from "@/lib/schemas/conversations";
import { postCoachReply } from "@/lib/services/conversations/staff-conversation";

// POST /api/admin/conversations/{member id}/messages { body } - a coach's reply (Idempotency-Key: one message per key)
export const POST = withAdmin(async ({ req, params, user, scope }) => {
  const { id } = parseWith(idParamsSchema, params, "params");
  const key = idempotencyKeyOf(req);
  const { body } = await parseBody(req, coachMessageSchema);
  const stored = await postCoachReply(scope, id, user, body, key, new Date());
  return Response.json(stored, { status: stored.created ? 201 : 200, headers: { "Cache-Control": "no-store" } });
});
