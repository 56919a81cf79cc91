import { withAdmin } from "@/lib/api/handler";
import { parseFormBody } from "@/lib/api/parse";
import { createChallengeSchema } from "@/lib/schemas/challenges";
import { createChallenge, listChallenges } from "@/lib/services/challenges/manage-challenges";

// GET /api/admin/challenges - the caller's challenges (a coach: their teams'; the owner: all), running first
export const GET = withAdmin(async ({ scope }) => listChallenges(scope, new Date()));

// POST /api/admin/challenges - start a challenge {name, teamId (null: the whole community, the owner), startDate, endDate, measure, target}; 201
export const POST = withAdmin(async ({ req, scope }) => {
  const challenge = await createChallenge(scope, await parseFormBody(req, createChallengeSchema), new Date());
  return Response.json(challenge, { status: 201, headers: { "Cache-Control": "no-store" } });
});
