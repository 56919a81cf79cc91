import { withAuth } from "@/lib/api/handler";
import { idempotencyKeyOf } from "@/lib/api/idempotency";
import { parseBody } from "@/lib/api/parse";
import { memberMessageSchema } from "@/lib/schemas/conversations";
import { postMemberMessage } from "@/lib/services/conversations/member-conversation";

// POST /api/conversation/messages - the caller writes to their coaches (Idempotency-Key: the same on
// every attempt stores one message; 30 an hour, then 429 with Retry-After)
export const POST = withAuth(async ({ req, user }) => {
  const key = idempotencyKeyOf(req);
  const input = await parseBody(req, memberMessageSchema);
  const stored = await postMemberMessage(user, input, key, new Date());
  return Response.json(stored, { status: stored.created ? 201 : 200, headers: { "Cache-Control": "no-store" } });
});
