import { withAuth } from "@/lib/api/handler";
import { listCompletedGoals } from "@/lib/services/goals/list-completed-goals";

// GET /api/goals/completed - the caller's completed SMART and main goals that left their slot, newest first
export const GET = withAuth(async ({ user }) => listCompletedGoals(user.id));
