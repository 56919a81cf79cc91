import "server-only";
// Awards every badge whose rule has become true (docs/product/points-and-badges.md#badges), in ONE set-based
// statement: the member's stats, the catalogue (lib/domain/badges, passed in as parameters:
// code, stat, threshold, notification, ledger award), the badges that newly qualify, their
// EarnedBadge rows ON CONFLICT DO NOTHING, and for the badges actually inserted their
// `Badge Unlocked: <name>` notification (dedupeKey), their ledger rows and the xpPoints increment.
//
// Badges that unlock badges: a points badge (stat "points": the xp-5/10/15 medals, champion) is
// checked against the points the member will hold including the points of the badges inserted
// with it. The unearned points badges are ranked by threshold; one qualifies when its threshold
// is within the member's points + the other new badges' points + the points of the lower-ranked
// points badges, and all below it qualified too (a running bool_and). That is the fixpoint
// badgesToAward reaches by looping, in one pass, so no loop and no second statement.
//
// Call it after the statement that inserted points has committed (or later in the same
// transaction). The member's row is locked first (see locked-member); the stats and earned
// badges come from one snapshot, so a statement that waited for the lock may miss points
// committed meanwhile, but then the request that committed them checks its badges after it and
// sees them: the last check sees every point. Badges a concurrent check inserted are skipped by
// ON CONFLICT and bring no second notification or points. Returns the points awarded.
import { db, type Tx } from "@/lib/db";
import { BADGES, badgeNotification, type BadgeStat } from "@/lib/domain/badges";
import { badgeAward } from "@/lib/domain/points";
import { statValues } from "@/lib/services/badges/badge-stats-sql";
import { ledgerCtes, POINTS_AWARDED } from "@/lib/services/member-write/ledger";
import { lockedMemberCte } from "@/lib/services/member-write/locked-member";

/** The stat that badge points add to. */
const POINTS_STAT: BadgeStat = "points";

const catalogue = BADGES.map((b) => ({ ...b, note: badgeNotification(b), award: badgeAward(b) }));
const col = <T>(pick: (b: (typeof catalogue)[number]) => T) => catalogue.map(pick);

export async function checkBadges(userId: number, client: Pick<Tx, "$queryRaw"> = db): Promise<number> {
  const [row] = await client.$queryRaw<{ pointsAwarded: number | null }[]>`
    WITH ${lockedMemberCte(userId)},
    stat AS MATERIALIZED (
      SELECT s."name", s."value"
      FROM "User" u, LATERAL (VALUES ${statValues()}) AS s("name", "value")
      WHERE u."id" = (SELECT "id" FROM member)
    ),
    catalogue AS (
      SELECT * FROM unnest(
        ${col((b) => b.code)}::text[], ${col((b) => b.stat)}::text[], ${col((b) => b.min)}::int[],
        ${col((b) => b.note.title)}::text[], ${col((b) => b.note.message)}::text[], ${col((b) => b.note.dedupeKey)}::text[],
        ${col((b) => b.award.source)}::text[], ${col((b) => b.award.reference)}::text[], ${col((b) => b.award.points)}::int[],
        ${col((b) => b.award.description)}::text[], ${col((b) => b.award.key)}::text[]
      ) WITH ORDINALITY AS c("code", "stat", "min", "title", "message", "dedupeKey", "source", "reference", "points", "description", "key", "ord")
    ),
    fresh AS (
      SELECT c.*, s."value" FROM catalogue c JOIN stat s ON s."name" = c."stat"
      WHERE NOT EXISTS (SELECT 1 FROM "EarnedBadge" e WHERE e."userId" = ${userId} AND e."code" = c."code")
    ),
    direct AS (SELECT * FROM fresh WHERE "stat" <> ${POINTS_STAT} AND "value" >= "min"),
    ranked AS (
      SELECT f.*, coalesce(sum(f."points") OVER (ORDER BY f."min", f."ord" ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS "below"
      FROM fresh f WHERE f."stat" = ${POINTS_STAT}
    ),
    chained AS (
      SELECT r.*, bool_and(r."min" <= r."value" + (SELECT coalesce(sum("points"), 0) FROM direct) + r."below")
        OVER (ORDER BY r."min", r."ord" ROWS UNBOUNDED PRECEDING) AS "reached"
      FROM ranked r
    ),
    won AS (
      SELECT "code", "title", "message", "dedupeKey", "source", "reference", "points", "description", "key", "ord" FROM direct
      UNION ALL
      SELECT "code", "title", "message", "dedupeKey", "source", "reference", "points", "description", "key", "ord" FROM chained WHERE "reached"
    ),
    badge_in AS (
      INSERT INTO "EarnedBadge" ("userId", "code")
      SELECT ${userId}, "code" FROM won ORDER BY "ord"
      ON CONFLICT ("userId", "code") DO NOTHING
      RETURNING "code"
    ),
    inserted AS MATERIALIZED (SELECT w.* FROM won w JOIN badge_in b ON b."code" = w."code" ORDER BY w."ord"),
    notes AS (
      INSERT INTO "Notification" ("userId", "title", "message", "dedupeKey")
      SELECT ${userId}, "title", "message", "dedupeKey" FROM inserted ORDER BY "ord"
      ON CONFLICT ("userId", "dedupeKey") DO NOTHING
    ),
    award AS (SELECT "source", "reference", "points", "description", "key" FROM inserted ORDER BY "ord"),
    ${ledgerCtes(userId)}
    SELECT ${POINTS_AWARDED}`;
  return row?.pointsAwarded ?? 0;
}
