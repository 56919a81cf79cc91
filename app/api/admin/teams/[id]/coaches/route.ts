import { withOwner } from "@/lib/api/handler";
import { parseFormBody, parseWith } from "@/lib/api/parse";
import { idParamsSchema } from "@/lib/schemas/params";
import { appointCoachSchema } from "@/lib/schemas/teams";
import { appointCoach } from "@/lib/services/teams/manage-teams";

// POST /api/admin/teams/{id}/coaches - the owner appoints a member coach of the team {userId} or {username}; the team with its coaches
export const POST = withOwner(async ({ req, params }) => {
  const { id } = parseWith(idParamsSchema, params, "params");
  return appointCoach(id, await parseFormBody(req, appointCoachSchema));
});
