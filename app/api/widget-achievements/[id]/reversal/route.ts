import { withAuth } from "@/lib/api/handler";
import { parseWith } from "@/lib/api/parse";
import { idParamsSchema } from "@/lib/schemas/params";
import { reverseWidgetAchievement } from "@/lib/services/widgets/reverse-widget-achievement";

// POST /api/widget-achievements/{id}/reversal - a widget item deleted the same local day gives its award back, once
export const POST = withAuth(async ({ user, params }) => {
  const { id } = parseWith(idParamsSchema, params, "params");
  return reverseWidgetAchievement(user, id);
});
