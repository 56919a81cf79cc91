import { withAuth } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/parse";
import { summarySeenSchema } from "@/lib/schemas/progress";
import { markSummarySeen } from "@/lib/services/daily-summary/mark-summary-seen";

// POST /api/daily-summary/seen {userId} - marks today's summary seen; only the caller's own id (403 otherwise)
export const POST = withAuth(async ({ req, user }) => {
  const { userId } = await parseBody(req, summarySeenSchema);
  return markSummarySeen(user, userId);
});
