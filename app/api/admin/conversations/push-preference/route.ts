import { withAdmin } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/parse";
import { messagePushSchema } from "@/lib/schemas/conversations";
import { messagePush, setMessagePush } from "@/lib/services/conversations/push-preference";

// GET /api/admin/conversations/push-preference - the caller's "Push me new messages" and whether they have a device
export const GET = withAdmin(async ({ user }) => messagePush(user.id));

// PUT /api/admin/conversations/push-preference { on } - turn it on or off (the caller's own, nobody else's)
export const PUT = withAdmin(async ({ req, user }) => setMessagePush(user.id, (await parseBody(req, messagePushSchema)).on, new Date()));
