import "server-only";
// Awards every badge whose rule has become true (03-decisions "Badges"): EarnedBadge and its
// `Badge Unlocked: <name>` notification are inserted ON CONFLICT DO NOTHING, and only the badges
// actually inserted bring their points. Call it inside the transaction that changed the stats,
// after the member's row was updated (so concurrent awards of one member are serialised and the
// stats read here include them). Returns the points awarded.
import type { Tx } from "@/lib/db";
import { badgeNotification, badgesToAward, type BadgeStats } from "@/lib/domain/badges";
import { badgeAward } from "@/lib/domain/points";
import { insertPoints } from "@/lib/services/points/insert-points";

type StatsRow = BadgeStats & { earned: string[] };

export async function checkBadges(tx: Tx, userId: number): Promise<number> {
  const [stats] = await tx.$queryRaw<StatsRow[]>`
    SELECT u."xpPoints" AS "points", u."streak",
      (SELECT count(*)::int FROM "PointsEntry" p WHERE p."userId" = u."id" AND p."source" = 'smartGoal') AS "smartGoalsCompleted",
      (SELECT count(*)::int FROM "PointsEntry" p WHERE p."userId" = u."id" AND p."source" = 'mindsetAllBonus') AS "mindsetAllDays",
      (SELECT count(*)::int FROM "WidgetAchievement" w WHERE w."userId" = u."id") AS "widgetAchievements",
      coalesce((SELECT array_agg(b."code") FROM "EarnedBadge" b WHERE b."userId" = u."id"), '{}') AS "earned"
    FROM "User" u WHERE u."id" = ${userId}`;
  if (!stats) return 0;
  const won = badgesToAward(stats, stats.earned);
  if (!won.length) return 0;
  const notes = won.map(badgeNotification);
  const inserted = await tx.$queryRaw<{ code: string }[]>`
    WITH b AS (
      INSERT INTO "EarnedBadge" ("userId", "code")
      SELECT ${userId}, code FROM unnest(${won.map((b) => b.code)}::text[]) AS code
      ON CONFLICT ("userId", "code") DO NOTHING
      RETURNING "code"
    ),
    n AS (
      INSERT INTO "Notification" ("userId", "title", "message", "dedupeKey")
      SELECT ${userId}, x.title, x.message, x.key
      FROM unnest(${won.map((b) => b.code)}::text[], ${notes.map((n) => n.title)}::text[], ${notes.map((n) => n.message)}::text[], ${notes.map((n) => n.dedupeKey)}::text[]) AS x(code, title, message, key)
      JOIN b ON b."code" = x.code
      ON CONFLICT ("userId", "dedupeKey") DO NOTHING
    )
    SELECT "code" FROM b`;
  const insertedCodes = new Set(inserted.map((b) => b.code));
  return insertPoints(tx, userId, won.filter((b) => insertedCodes.has(b.code)).map(badgeAward));
}
