import "server-only";
// The member's side of challenges (docs/product/challenges-and-partners.md#challenges): the
// challenges of their team (and the whole community's) not yet over, with their standing; join
// (until the last week starts; once: the primary key, never a second row), leave (the row goes:
// leaving keeps nothing, the ledger keeps a reward once), the leaderboard by pages, and the
// "show my name" choice. Another team's challenge is a 404.
import { db } from "@/lib/db";
import { badRequest, notFound } from "@/lib/errors";
import type { SessionUser } from "@/lib/auth/session-user";
import { addDays } from "@/lib/domain/day";
import { memberDay } from "@/lib/domain/fair-streak/member-day";
import { CHALLENGE_MESSAGES, canJoin, challengeStatus, leaderboardName } from "@/lib/domain/challenges";
import { CHALLENGE_COLUMNS, challengeDto } from "@/lib/services/challenges/manage-challenges";
import { refreshChallengeProgress } from "@/lib/services/challenges/refresh-progress";
import type { LeaderboardDto, MyChallengeDto } from "@/lib/schemas/challenges";

type Member = Pick<SessionUser, "id" | "timeZone" | "dayStartHour">;

/** The most challenges the member's card lists (their own first). */
const MY_CHALLENGES_MAX = 20;

type Raw = Parameters<typeof challengeDto>[0] & {
  myProgress: number | null; myTarget: number | null; myExcused: number | null; myReached: boolean | null; myRewarded: boolean | null; myNo: number | null; myRank: number | null; showName: boolean;
};

/** The member's challenges: their team's and the community's, not ended more than a day ago in their dates. */
async function readMine(member: Member, now: Date, id: number | null): Promise<MyChallengeDto[]> {
  const today = memberDay(now, member.timeZone, member.dayStartHour);
  const rows = await db.$queryRaw<Raw[]>`
    SELECT ${CHALLENGE_COLUMNS}, me."progress" AS "myProgress", me."target" AS "myTarget", me."excused" AS "myExcused",
      me."reachedAt" IS NOT NULL AS "myReached", me."rewardedAt" IS NOT NULL AS "myRewarded", me."memberNo" AS "myNo", u."showChallengeName" AS "showName",
      CASE WHEN me."userId" IS NULL THEN NULL
        ELSE 1 + (SELECT count(*)::int FROM "ChallengeParticipant" o WHERE o."challengeId" = c."id" AND o."progress" > me."progress") END AS "myRank"
    FROM "User" u
    JOIN "Challenge" c ON (c."teamId" = u."teamId" OR c."teamId" IS NULL)
    LEFT JOIN "Team" t ON t."id" = c."teamId"
    LEFT JOIN "ChallengeParticipant" me ON me."challengeId" = c."id" AND me."userId" = u."id"
    WHERE u."id" = ${member.id}
      AND (${id}::int IS NULL OR c."id" = ${id}::int)
      AND (${id}::int IS NOT NULL OR (coalesce(c."endedAt"::date, c."endDate") >= ${addDays(today, -1)}::date))
    -- the member's own first (always listed), then the ones ending soonest
    ORDER BY me."userId" IS NULL, c."endDate", c."id"
    LIMIT ${MY_CHALLENGES_MAX}`;
  return rows.map((r) => {
    const dto = challengeDto(r);
    return {
      ...dto,
      status: challengeStatus({ ...dto, endedAt: r.endedAt }, today),
      canJoin: r.myNo === null && canJoin({ endDate: dto.endDate, endedAt: r.endedAt }, today),
      mine:
        r.myNo === null
          ? null
          : { progress: r.myProgress ?? 0, target: r.myTarget ?? dto.target, excused: r.myExcused ?? 0, rank: r.myRank ?? 1, reached: r.myReached ?? false, rewarded: r.myRewarded ?? false, memberNo: r.myNo },
      showName: r.showName,
    };
  });
}

export async function listMyChallenges(member: Member, now: Date): Promise<{ challenges: MyChallengeDto[] }> {
  return { challenges: await readMine(member, now, null) };
}

async function myChallenge(member: Member, id: number, now: Date): Promise<MyChallengeDto> {
  const [c] = await readMine(member, now, id);
  if (!c) throw notFound(CHALLENGE_MESSAGES.notFound);
  return c;
}

export async function joinChallenge(member: Member, id: number, now: Date): Promise<MyChallengeDto> {
  const c = await myChallenge(member, id, now);
  if (c.mine) throw badRequest(CHALLENGE_MESSAGES.alreadyJoined);
  if (!c.canJoin) throw badRequest(c.endedAt ? CHALLENGE_MESSAGES.endedEarly : CHALLENGE_MESSAGES.joinClosed);
  // One statement: the next member number (the challenge row's lock orders concurrent joins) and
  // the row; a second join meets the primary key and inserts nothing.
  const [{ joined }] = await db.$queryRaw<{ joined: number }[]>`
    WITH n AS (UPDATE "Challenge" SET "joinCount" = "joinCount" + 1 WHERE "id" = ${id} RETURNING "joinCount", "target"),
    ins AS (
      INSERT INTO "ChallengeParticipant" ("challengeId", "userId", "memberNo", "target", "joinedAt")
      SELECT ${id}, ${member.id}, n."joinCount", n."target", ${now}::timestamp(3) FROM n
      ON CONFLICT ("challengeId", "userId") DO NOTHING
      RETURNING 1
    )
    SELECT count(*)::int AS "joined" FROM ins`;
  if (!joined) throw badRequest(CHALLENGE_MESSAGES.alreadyJoined);
  await refreshChallengeProgress(now, { challengeId: id, userId: member.id });
  return myChallenge(member, id, now);
}

export async function leaveChallenge(member: Member, id: number, now: Date): Promise<MyChallengeDto> {
  const c = await myChallenge(member, id, now);
  if (!c.mine) throw badRequest(CHALLENGE_MESSAGES.notJoined);
  await db.challengeParticipant.deleteMany({ where: { challengeId: id, userId: member.id } });
  return myChallenge(member, id, now);
}

/** One page of the leaderboard: rank (ties share it), the name by choice, progress toward each member's target. */
export async function leaderboard(member: Member, id: number, page: { page: number; limit: number }, now: Date): Promise<LeaderboardDto> {
  const c = await myChallenge(member, id, now);
  const rows = await db.$queryRaw<{ userId: number; username: string; showName: boolean; memberNo: number; progress: number; target: number; reached: boolean; rank: number }[]>`
    SELECT r.* FROM (
      SELECT cp."userId", u."username", u."showChallengeName" AS "showName", cp."memberNo", cp."progress", cp."target",
        cp."reachedAt" IS NOT NULL AS "reached", rank() OVER (ORDER BY cp."progress" DESC)::int AS "rank"
      FROM "ChallengeParticipant" cp JOIN "User" u ON u."id" = cp."userId"
      WHERE cp."challengeId" = ${id}
    ) r ORDER BY r."rank", r."memberNo"
    LIMIT ${page.limit} OFFSET ${(page.page - 1) * page.limit}`;
  return {
    rows: rows.map((r) => ({ rank: r.rank, name: leaderboardName(r), progress: r.progress, target: r.target, reached: r.reached, you: r.userId === member.id })),
    total: c.joined,
    page: page.page,
    limit: page.limit,
  };
}

export async function setShowChallengeName(member: Member, showName: boolean): Promise<{ showName: boolean }> {
  await db.user.update({ where: { id: member.id }, data: { showChallengeName: showName } });
  return { showName };
}
