import { withAuth } from "@/lib/api/handler";
import { getStreak } from "@/lib/services/streak/get-streak";

// GET /api/streak - the caller's streak, freezes, rest days, day start and pauses (docs/decisions.md "Fair streaks")
export const GET = withAuth(async ({ user }) => getStreak(user.id));
