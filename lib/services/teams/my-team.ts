import "server-only";
// GET /api/user/team: the member's own team and its coaches, shown in Profile (docs/decisions.md "Teams and roles").
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import type { MyTeamDto } from "@/lib/schemas/teams";

/** The member's own team and its coaches (Profile). */
export async function myTeam(userId: number): Promise<MyTeamDto> {
  const [row] = await db.$queryRaw<{ id: number; name: string; description: string; coaches: string[] }[]>`
    SELECT t."id", t."name", t."description",
      ARRAY(SELECT c2."username" FROM "TeamCoach" c JOIN "User" c2 ON c2."id" = c."userId" WHERE c."teamId" = t."id" ORDER BY c2."usernameKey") AS "coaches"
    FROM "User" u JOIN "Team" t ON t."id" = u."teamId" WHERE u."id" = ${userId}`;
  if (!row) throw notFound("User not found");
  return { team: { id: row.id, name: row.name, description: row.description }, coaches: row.coaches };
}

