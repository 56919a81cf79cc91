import { withAuth } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/parse";
import { widgetAchievementSchema } from "@/lib/schemas/widgets";
import { listWidgetAchievements } from "@/lib/services/widgets/list-widget-achievements";
import { recordWidgetAchievement } from "@/lib/services/widgets/record-widget-achievement";
import { writeTime } from "@/lib/services/member-write/write-time";

// GET /api/widget-achievements - the caller's newest widget achievements
export const GET = withAuth(async ({ user }) => listWidgetAchievements(user.id));

// POST /api/widget-achievements - record one; points through the ledger, 200 a local day at most
export const POST = withAuth(async ({ req, user }) => {
  // When the award was made: a kept award's Made-At (lib/services/member-write/write-time), else now.
  const now = writeTime();
  return recordWidgetAchievement(user, await parseBody(req, widgetAchievementSchema(() => now)), now);
});
