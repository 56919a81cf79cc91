import { withMember } from "@/lib/api/handler";
import { listLearnings } from "@/lib/services/journal/list-learnings";

// GET /api/learnings/learned - today's "Things I Learned Today"
export const GET = withMember(async ({ member }) => listLearnings(member, "learned"));
