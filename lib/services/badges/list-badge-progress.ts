import "server-only";
// GET /api/badges: every badge of the catalogue, earned with its date or locked with how far the
// member is, from the same stats (badge-stats-sql) and thresholds (lib/domain/badges) that
// award them. One statement.
import { db } from "@/lib/db";
import { badgeProgress, type BadgeStats } from "@/lib/domain/badges";
import type { BadgesDto } from "@/lib/schemas/progress";
import { statValues } from "@/lib/services/badges/badge-stats-sql";

type Row = { stats: BadgeStats; earned: [string, number][] };

export async function listBadgeProgress(userId: number): Promise<BadgesDto | null> {
  const [row] = await db.$queryRaw<Row[]>`
    SELECT
      (SELECT json_object_agg(s."name", s."value") FROM (VALUES ${statValues()}) AS s("name", "value")) AS "stats",
      (SELECT coalesce(json_agg(json_build_array(e."code", (extract(epoch FROM e."earnedAt") * 1000)::bigint)), '[]'::json)
        FROM "EarnedBadge" e WHERE e."userId" = u."id") AS "earned"
    FROM "User" u WHERE u."id" = ${userId}`;
  if (!row) return null;
  return badgeProgress(row.stats, new Map(row.earned.map(([code, ms]) => [code, new Date(Number(ms))])));
}
