import { withAuth } from "@/lib/api/handler";
import { getWidgetPoints } from "@/lib/services/widgets/get-widget-points";

// GET /api/widget-points - widget points today (local day) and all time
export const GET = withAuth(async ({ user }) => getWidgetPoints(user, new Date()));
