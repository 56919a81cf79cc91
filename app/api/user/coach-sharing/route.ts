import { withAuth } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/parse";
import { unauthorized } from "@/lib/errors";
import { coachSharingSchema } from "@/lib/schemas/coach";
import { getCoachSharing, setCoachSharing } from "@/lib/services/coach/journal-sharing";

// GET /api/user/coach-sharing - whether the member shares their journal with their coach, and since when
export const GET = withAuth(async ({ user }) => (await getCoachSharing(user.id)) ?? Promise.reject(unauthorized()));

// PUT /api/user/coach-sharing {share} - turn sharing on (keeps the first date) or off (hidden at once)
export const PUT = withAuth(async ({ req, user }) => setCoachSharing(user.id, (await parseBody(req, coachSharingSchema)).share, new Date()));
