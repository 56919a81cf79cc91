import { withMember } from "@/lib/api/handler";
import { listCoachTips } from "@/lib/services/coach-tips/list-coach-tips";

// GET /api/coach-tips - every coach tip, for the rotating banner
export const GET = withMember(async ({ member }) => listCoachTips(member));
