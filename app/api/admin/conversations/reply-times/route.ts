import { withAdmin } from "@/lib/api/handler";
import { replyTimes } from "@/lib/services/conversations/reply-times";

// GET /api/admin/conversations/reply-times (&team=) - the median time to a first reply this week, per coach and per team
export const GET = withAdmin(async ({ scope }) => replyTimes(scope, new Date()));
