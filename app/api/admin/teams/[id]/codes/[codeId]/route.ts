import { withAdmin } from "@/lib/api/handler";
import { parseWith } from "@/lib/api/parse";
import { teamCodeParamsSchema } from "@/lib/schemas/teams";
import { revokeInviteCode } from "@/lib/services/teams/invite-codes";

// DELETE /api/admin/teams/{id}/codes/{codeId} - revoke a code (the owner or a coach of the team)
export const DELETE = withAdmin(async ({ params, scope }) => {
  const { id, codeId } = parseWith(teamCodeParamsSchema, params, "params");
  return revokeInviteCode(scope, id, codeId, new Date());
});
