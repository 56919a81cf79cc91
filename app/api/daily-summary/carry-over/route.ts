import { withAuth } from "@/lib/api/handler";
import { carryOverTasks } from "@/lib/services/daily-summary/carry-over-tasks";

// POST /api/daily-summary/carry-over - the previous day's unfinished top tasks into today's free slots (idempotent)
export const POST = withAuth(async ({ user }) => carryOverTasks(user));
