import { withAuth } from "@/lib/api/handler";
import { listLearnings } from "@/lib/services/journal/list-learnings";

// GET /api/learnings/accomplished - today's "Things I Accomplished Today"
export const GET = withAuth(async ({ user }) => listLearnings(user, "accomplished"));
