import "server-only";
// After the refresh (docs/decisions.md "Challenges and partners"):
// - rewardReached: every joined member who reached their target and was not rewarded on this row
//   gets the challenge's badge (EarnedBadge code challenge-<id>, its `Badge Unlocked:` notice) and
//   CHALLENGE_LIMITS.reward points through the ledger, keyed challenge:<id>, in ONE statement:
//   a member who left and joined again (a new row) meets ON CONFLICT and gets nothing twice.
//   The points badges are checked afterwards for the members who got points (checkBadges).
// - finishChallenges: a challenge ended early, or two days after its end date (every zone and day
//   start has finished that date), is marked finished once; its members get a notice in the bell
//   and, with a subscription, a push enqueued in the same transaction (lib/services/push).
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { CHALLENGE_LIMITS } from "@/lib/domain/challenges";
import { BADGE_KEY_PREFIX } from "@/lib/domain/notification-kind";
import { checkBadges } from "@/lib/services/member-write/check-badges";
import { enqueuePushFor } from "@/lib/services/push/enqueue-push";
import { queue } from "@/lib/queue/boss";
import { inTransaction } from "@/lib/services/shared/in-transaction";
import { refreshChallengeProgress } from "@/lib/services/challenges/refresh-progress";

export const CHALLENGE_END_KEY_PREFIX = "challenge-end:";

export async function rewardReached(now: Date): Promise<{ rewarded: number }> {
  const rows = await db.$queryRaw<{ userId: number }[]>`
    WITH due AS MATERIALIZED (
      SELECT cp."challengeId", cp."userId", c."name" FROM "ChallengeParticipant" cp JOIN "Challenge" c ON c."id" = cp."challengeId"
      WHERE cp."reachedAt" IS NOT NULL AND cp."rewardedAt" IS NULL
      FOR UPDATE OF cp SKIP LOCKED
    ),
    marked AS (
      UPDATE "ChallengeParticipant" cp SET "rewardedAt" = ${now}::timestamp(3) FROM due d
      WHERE cp."challengeId" = d."challengeId" AND cp."userId" = d."userId" RETURNING 1
    ),
    badge_in AS (
      INSERT INTO "EarnedBadge" ("userId", "code", "earnedAt")
      SELECT d."userId", 'challenge-' || d."challengeId", ${now}::timestamp(3) FROM due d
      ON CONFLICT ("userId", "code") DO NOTHING
      RETURNING "userId", "code"
    ),
    notes AS (
      INSERT INTO "Notification" ("userId", "title", "message", "dedupeKey", "dateCreated")
      SELECT d."userId", left('Badge Unlocked: ' || d."name", 200),
        'Congratulations! You reached the target of the challenge ' || d."name" || '. +' || ${CHALLENGE_LIMITS.reward}::int || ' Points',
        ${BADGE_KEY_PREFIX} || b."code", ${now}::timestamp(3)
      FROM due d JOIN badge_in b ON b."userId" = d."userId" AND b."code" = 'challenge-' || d."challengeId"
      ON CONFLICT ("userId", "dedupeKey") DO NOTHING
    ),
    points_in AS (
      INSERT INTO "PointsEntry" ("userId", "source", "reference", "points", "description", "idempotencyKey", "createdAt")
      SELECT d."userId", 'challenge', 'challenge-' || d."challengeId", ${CHALLENGE_LIMITS.reward}::int,
        left('Challenge reached: ' || d."name", 200), 'challenge:' || d."challengeId", ${now}::timestamp(3)
      FROM due d
      ON CONFLICT ("userId", "idempotencyKey") DO NOTHING
      RETURNING "userId", "points"
    ),
    xp AS (
      UPDATE "User" u SET "xpPoints" = u."xpPoints" + s."points"
      FROM (SELECT "userId", sum("points")::int AS "points" FROM points_in GROUP BY "userId") s
      WHERE u."id" = s."userId"
      RETURNING u."id" AS "userId"
    )
    SELECT "userId" FROM xp`;
  // Points badges (Bronze Medal ... Champion) the reward may have crossed: only for the members rewarded now.
  for (const { userId } of rows) await checkBadges(userId);
  return { rewarded: rows.length };
}

export async function finishChallenges(now: Date): Promise<{ finished: number; notified: number; pushed: number }> {
  await queue();
  return inTransaction(async (tx) => {
    const finished = await tx.$queryRaw<{ id: number }[]>`
      UPDATE "Challenge" c SET "finishedAt" = ${now}::timestamp(3)
      WHERE c."finishedAt" IS NULL AND (c."endedAt" IS NOT NULL OR c."endDate" + 2 <= (${now}::timestamptz AT TIME ZONE 'UTC')::date)
      RETURNING c."id"`;
    if (!finished.length) return { finished: 0, notified: 0, pushed: 0 };
    const ids = finished.map((f) => f.id);
    const notes = await tx.$queryRaw<{ id: number; sendPush: boolean }[]>`
      INSERT INTO "Notification" ("userId", "title", "message", "sendPush", "deliveredAt", "dedupeKey", "dateCreated")
      SELECT cp."userId", left('Challenge ended: ' || c."name", 200),
        CASE WHEN cp."reachedAt" IS NOT NULL THEN 'You reached the target: ' || cp."progress" || ' of ' || cp."target" || '. Well done!'
             ELSE 'You made ' || cp."progress" || ' of ' || cp."target" || '. Thank you for taking part.' END,
        EXISTS (SELECT 1 FROM "PushSubscription" s WHERE s."userId" = cp."userId"), ${now}::timestamp(3),
        ${CHALLENGE_END_KEY_PREFIX} || c."id", ${now}::timestamp(3)
      FROM "Challenge" c JOIN "ChallengeParticipant" cp ON cp."challengeId" = c."id"
      WHERE c."id" = ANY(${ids}::int[])
      ON CONFLICT ("userId", "dedupeKey") DO NOTHING
      RETURNING "id", "sendPush"`;
    const pushIds = notes.filter((n) => n.sendPush).map((n) => n.id);
    const push = pushIds.length ? await enqueuePushFor(tx, Prisma.sql`n."id" = ANY(${pushIds}::int[])`, null) : { pushTotal: 0 };
    return { finished: finished.length, notified: notes.length, pushed: push.pushTotal };
  });
}

/** The tick's step: refresh, reward, then announce the ends (after their last refresh). */
export async function runChallenges(now: Date) {
  const refreshed = await refreshChallengeProgress(now);
  const { rewarded } = await rewardReached(now);
  const ended = await finishChallenges(now);
  return { refreshed: refreshed.challenges, rewarded, finished: ended.finished };
}
