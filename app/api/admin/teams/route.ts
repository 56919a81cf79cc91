import { withAdmin, withOwner } from "@/lib/api/handler";
import { parseFormBody } from "@/lib/api/parse";
import { createTeamSchema } from "@/lib/schemas/teams";
import { createTeam, listTeams } from "@/lib/services/teams/manage-teams";

// GET /api/admin/teams - the teams in the caller's scope (the owner: all, archived last), with members counts and coaches
export const GET = withAdmin(async ({ scope }) => listTeams(scope));

// POST /api/admin/teams - the owner creates a team {name, description}; 201 with it; a taken name is a 400
export const POST = withOwner(async ({ req }) => {
  const team = await createTeam(await parseFormBody(req, createTeamSchema));
  return Response.json(team, { status: 201, headers: { "Cache-Control": "no-store" } });
});
