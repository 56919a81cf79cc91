import { unauthorized } from "@/lib/errors";
import { withAuth } from "@/lib/api/handler";
import { getProgress } from "@/lib/services/progress/get-progress";

// GET /api/progress - the caller's points, medal, streak, goal completion, today's tasks and mindset, widget points today
export const GET = withAuth(async ({ user }) => {
  const progress = await getProgress(user);
  if (!progress) throw unauthorized(); // the member was deleted since the session check
  return progress;
});
