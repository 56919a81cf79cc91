import { withAuth } from "@/lib/api/handler";
import { listMyChallenges } from "@/lib/services/challenges/member-challenges";

// GET /api/challenges - the challenges of the member's team (and the whole community's) not yet over, with their standing
export const GET = withAuth(async ({ user }) => listMyChallenges(user, new Date()));
