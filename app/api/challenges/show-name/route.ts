import { withAuth } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/parse";
import { showNameSchema } from "@/lib/schemas/challenges";
import { setShowChallengeName } from "@/lib/services/challenges/member-challenges";

// PUT /api/challenges/show-name {showName} - show the member's name on leaderboards (else "Member 12")
export const PUT = withAuth(async ({ req, user }) => setShowChallengeName(user, (await parseBody(req, showNameSchema)).showName));
