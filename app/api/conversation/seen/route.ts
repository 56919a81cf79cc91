import { withAuth } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/parse";
import { seenSchema } from "@/lib/schemas/conversations";
import { markSeen } from "@/lib/services/conversations/read-messages";

// POST /api/conversation/seen { upTo } - the caller has seen their conversation up to this message
export const POST = withAuth(async ({ req, user }) => markSeen(user.id, "member", (await parseBody(req, seenSchema)).upTo));
