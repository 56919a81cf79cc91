import { withOwner } from "@/lib/api/handler";
import { parseFormBody, parseWith } from "@/lib/api/parse";
import { idParamsSchema } from "@/lib/schemas/params";
import { updateTeamSchema } from "@/lib/schemas/teams";
import { updateTeam } from "@/lib/services/teams/manage-teams";

// PATCH /api/admin/teams/{id} - the owner renames, describes, archives or restores a team {name?, description?, archived?}
export const PATCH = withOwner(async ({ req, params }) => {
  const { id } = parseWith(idParamsSchema, params, "params");
  return updateTeam(id, await parseFormBody(req, updateTeamSchema), new Date());
});
