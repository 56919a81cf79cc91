import { withAdmin } from "@/lib/api/handler";
import { parseBody, parseWith } from "@/lib/api/parse";
import { idParamsSchema } from "@/lib/schemas/params";
import { issueCodeSchema } from "@/lib/schemas/teams";
import { issueInviteCode, listInviteCodes } from "@/lib/services/teams/invite-codes";

// GET /api/admin/teams/{id}/codes - the team's invite codes, newest first, with uses and who registered with them
export const GET = withAdmin(async ({ params, scope }) => listInviteCodes(scope, parseWith(idParamsSchema, params, "params").id, new Date()));

// POST /api/admin/teams/{id}/codes - the owner or a coach of the team issues a code {expiresAt?, maxUses?}; 201 with it
export const POST = withAdmin(async ({ req, params, scope }) => {
  const { id } = parseWith(idParamsSchema, params, "params");
  const code = await issueInviteCode(scope, id, await parseBody(req, issueCodeSchema), new Date());
  return Response.json(code, { status: 201, headers: { "Cache-Control": "no-store" } });
});
