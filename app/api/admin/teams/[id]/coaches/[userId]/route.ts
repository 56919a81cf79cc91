import { withOwner } from "@/lib/api/handler";
import { parseWith } from "@/lib/api/parse";
import { teamCoachParamsSchema } from "@/lib/schemas/teams";
import { removeCoach } from "@/lib/services/teams/manage-teams";

// DELETE /api/admin/teams/{id}/coaches/{userId} - the owner removes a coach; their next request no longer reaches the team
export const DELETE = withOwner(async ({ params }) => {
  const { id, userId } = parseWith(teamCoachParamsSchema, params, "params");
  return removeCoach(id, userId);
});
