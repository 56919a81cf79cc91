import { withAdmin } from "@/lib/api/handler";
import { parseFormBody, parseWith } from "@/lib/api/parse";
import { moveMemberSchema } from "@/lib/schemas/teams";
import { moveMember } from "@/lib/services/teams/manage-teams";
import { idParamsSchema } from "@/lib/schemas/notifications";
import { deleteUsers } from "@/lib/services/admin/delete-users";

// DELETE /api/admin/users/{id} - delete one member and all their data (never an admin)
export const DELETE = withAdmin(async ({ params, scope }) => {
  const { id } = parseWith(idParamsSchema, params, "params");
  return { success: true, ...(await deleteUsers(scope, [id])) };
});

// PATCH /api/admin/users/{id} - move a member to another team {teamId} (the owner, or a coach of both teams); unknown or archived team: 400
export const PATCH = withAdmin(async ({ req, params, scope }) => {
  const { id } = parseWith(idParamsSchema, params, "params");
  return moveMember(scope, id, (await parseFormBody(req, moveMemberSchema)).teamId);
});
