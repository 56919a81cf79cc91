import { withMember } from "@/lib/api/handler";
import { listLearnings } from "@/lib/services/journal/list-learnings";

// GET /api/learnings/accomplished - today's "Things I Accomplished Today"
export const GET = withMember(async ({ member }) => listLearnings(member, "accomplished"));
