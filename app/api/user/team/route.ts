import { withAuth } from "@/lib/api/handler";
import { myTeam } from "@/lib/services/teams/my-team";

// GET /api/user/team - the member's team and its coaches (Profile)
export const GET = withAuth(async ({ user }) => myTeam(user.id));
