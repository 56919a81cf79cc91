import "server-only";
// The coach's side of challenges (docs/product/challenges-and-partners.md#the-coachs-side): start
// one for a team they coach (the owner: any team, or the whole community), list them, a
// challenge's page (joined, on track, reached and the members, paged), its CSV and ending it
// early. A challenge outside the caller's scope is a 404, like any row they cannot reach; the
// whole community's challenges are the owner's.
import { db } from "@/lib/db";
import { badRequest, notFound } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import type { StaffScope } from "@/lib/auth/staff-scope";
import { csvLine } from "@/lib/domain/csv";
import { addDays, dateColumn, fromDateColumn } from "@/lib/domain/day";
import { memberDay } from "@/lib/domain/fair-streak/member-day";
import { CHALLENGE_LIMITS, CHALLENGE_MESSAGES, MEASURE_LABELS, onTrack, type ChallengeMeasure } from "@/lib/domain/challenges";
import { TEAM_MESSAGES } from "@/lib/schemas/teams";
import type { ChallengeDetailDto, ChallengeDto, ChallengeMemberRow, CreateChallenge } from "@/lib/schemas/challenges";

type Row = { id: number; name: string; teamId: number | null; teamName: string | null; measure: string; target: number; startDate: Date; endDate: Date; endedAt: Date | null; joined: number };

export const CHALLENGE_COLUMNS = Prisma.sql`c."id", c."name", c."teamId", t."name" AS "teamName", c."measure", c."target", c."startDate", c."endDate", c."endedAt",
  (SELECT count(*)::int FROM "ChallengeParticipant" cp WHERE cp."challengeId" = c."id") AS "joined"`;

export function challengeDto(r: Row): ChallengeDto {
  const measure = r.measure as ChallengeMeasure;
  return {
    id: r.id,
    name: r.name,
    teamId: r.teamId,
    teamName: r.teamName,
    measure,
    measureLabel: MEASURE_LABELS[measure] ?? r.measure,
    target: r.target,
    startDate: fromDateColumn(r.startDate),
    endDate: fromDateColumn(r.endDate),
    endedAt: r.endedAt?.toISOString() ?? null,
    joined: r.joined,
  };
}

/** SQL: the challenge `c` is the caller's (the owner: every one; a coach: their teams'). */
function challengeInScope(scope: StaffScope): Prisma.Sql {
  return scope.teamIds === null ? Prisma.sql`TRUE` : Prisma.sql`c."teamId" = ANY(${scope.teamIds}::int[])`;
}

export async function createChallenge(scope: StaffScope, input: CreateChallenge, now: Date): Promise<ChallengeDto> {
  if (input.teamId === null && !scope.owner) throw badRequest(CHALLENGE_MESSAGES.wholeCommunity);
  if (input.teamId !== null) {
    if (scope.teamIds !== null && !scope.teamIds.includes(input.teamId)) throw notFound(TEAM_MESSAGES.teamNotFound);
    const team = await db.team.findUnique({ where: { id: input.teamId }, select: { archivedAt: true } });
    if (!team) throw notFound(TEAM_MESSAGES.teamNotFound);
    if (team.archivedAt) throw badRequest(TEAM_MESSAGES.teamArchived);
  }
  // The coach's "today" may be a day behind UTC (the Americas' evening): a day's grace.
  if (input.endDate < addDays(memberDay(now, "UTC"), -1)) throw badRequest(CHALLENGE_MESSAGES.endInPast);
  const created = await db.challenge.create({
    data: {
      name: input.name,
      teamId: input.teamId,
      measure: input.measure,
      target: input.target,
      startDate: dateColumn(input.startDate),
      endDate: dateColumn(input.endDate),
      createdById: scope.userId,
    },
    select: { id: true },
  });
  return (await readChallenge(scope, created.id)).dto;
}

async function readChallenge(scope: StaffScope, id: number): Promise<{ dto: ChallengeDto; createdBy: string | null; refreshedAt: Date | null }> {
  const [row] = await db.$queryRaw<(Row & { createdBy: string | null; refreshedAt: Date | null })[]>`
    SELECT ${CHALLENGE_COLUMNS}, b."username" AS "createdBy", c."refreshedAt"
    FROM "Challenge" c LEFT JOIN "Team" t ON t."id" = c."teamId" LEFT JOIN "User" b ON b."id" = c."createdById"
    WHERE c."id" = ${id} AND ${challengeInScope(scope)}`;
  if (!row) throw notFound(CHALLENGE_MESSAGES.notFound);
  return { dto: challengeDto(row), createdBy: row.createdBy, refreshedAt: row.refreshedAt };
}

/** The caller's challenges not finished more than 30 days ago, running first, newest first (at most pageMax). */
export async function listChallenges(scope: StaffScope, now: Date): Promise<{ challenges: (ChallengeDto & { running: boolean })[] }> {
  const rows = await db.$queryRaw<(Row & { running: boolean })[]>`
    SELECT ${CHALLENGE_COLUMNS}, (c."endedAt" IS NULL AND c."endDate" >= (${now}::timestamptz AT TIME ZONE 'UTC')::date - 1) AS "running"
    FROM "Challenge" c LEFT JOIN "Team" t ON t."id" = c."teamId"
    WHERE ${challengeInScope(scope)} AND (c."finishedAt" IS NULL OR c."finishedAt" > ${now}::timestamp(3) - interval '30 days')
    ORDER BY "running" DESC, c."startDate" DESC, c."id" DESC
    LIMIT ${CHALLENGE_LIMITS.pageMax}`;
  return { challenges: rows.map((r) => ({ ...challengeDto(r), running: r.running })) };
}

type MemberRaw = { userId: number; username: string; memberNo: number; progress: number; target: number; excused: number; rank: number; reachedAt: Date | null; joinedAt: Date; timeZone: string; dayStartHour: number };

const MEMBER_ROWS = (id: number) => Prisma.sql`
  SELECT cp."userId", u."username", cp."memberNo", cp."progress", cp."target", cp."excused", cp."reachedAt", cp."joinedAt", u."timeZone", u."dayStartHour",
    rank() OVER (ORDER BY cp."progress" DESC)::int AS "rank"
  FROM "ChallengeParticipant" cp JOIN "User" u ON u."id" = cp."userId"
  WHERE cp."challengeId" = ${id}`;

function memberRow(r: MemberRaw, c: ChallengeDto, now: Date): ChallengeMemberRow {
  const today = memberDay(now, r.timeZone, r.dayStartHour);
  return {
    userId: r.userId,
    username: r.username,
    memberNo: r.memberNo,
    progress: r.progress,
    target: r.target,
    excused: r.excused,
    rank: r.rank,
    reached: r.reachedAt !== null,
    onTrack: onTrack(r, c, today < c.endDate ? today : c.endDate),
    joinedAt: r.joinedAt.toISOString(),
  };
}

/** A challenge's page: its counts and one page of its members by rank. */
export async function getChallenge(scope: StaffScope, id: number, page: { page: number; limit: number }, now: Date): Promise<ChallengeDetailDto> {
  const { dto, createdBy, refreshedAt } = await readChallenge(scope, id);
  const [counts] = await db.$queryRaw<{ reached: number; ahead: number }[]>`
    SELECT count(*) FILTER (WHERE cp."reachedAt" IS NOT NULL)::int AS "reached",
      -- on track against the challenge's dates in UTC (each row below uses the member's own date)
      count(*) FILTER (WHERE cp."reachedAt" IS NOT NULL OR cp."progress"::bigint * (c."endDate" - c."startDate" + 1)
        >= cp."target"::bigint * greatest(0, least(c."endDate", (${now}::timestamptz AT TIME ZONE 'UTC')::date) - c."startDate" + 1))::int AS "ahead"
    FROM "ChallengeParticipant" cp JOIN "Challenge" c ON c."id" = cp."challengeId" WHERE cp."challengeId" = ${id}`;
  const raws = await db.$queryRaw<MemberRaw[]>`
    SELECT * FROM (${MEMBER_ROWS(id)}) r ORDER BY r."rank", r."memberNo"
    LIMIT ${page.limit} OFFSET ${(page.page - 1) * page.limit}`;
  return {
    ...dto,
    createdBy,
    refreshedAt: refreshedAt?.toISOString() ?? null,
    joinedCount: dto.joined,
    onTrack: counts.ahead,
    reached: counts.reached,
    rows: raws.map((r) => memberRow(r, dto, now)),
    page: page.page,
    limit: page.limit,
  };
}

export async function endChallenge(scope: StaffScope, id: number, now: Date): Promise<ChallengeDto> {
  const { dto } = await readChallenge(scope, id);
  if (dto.endedAt !== null) throw badRequest(CHALLENGE_MESSAGES.endedEarly);
  await db.challenge.updateMany({ where: { id, endedAt: null }, data: { endedAt: now } });
  return (await readChallenge(scope, id)).dto;
}

export const CHALLENGE_CSV_COLUMNS = ["rank", "username", "member_no", "progress", "target", "excused_days", "reached", "joined_at"] as const;

/** The challenge's members as CSV, by rank (every cell through csvLine's formula guard). */
export async function challengeCsv(scope: StaffScope, id: number): Promise<{ name: string; csv: string }> {
  const { dto } = await readChallenge(scope, id);
  const raws = await db.$queryRaw<MemberRaw[]>`SELECT * FROM (${MEMBER_ROWS(id)}) r ORDER BY r."rank", r."memberNo"`;
  const lines = raws.map((r) => csvLine([r.rank, r.username, r.memberNo, r.progress, r.target, r.excused, r.reachedAt ? "yes" : "no", r.joinedAt.toISOString()]));
  return { name: dto.name, csv: csvLine(CHALLENGE_CSV_COLUMNS) + lines.join("") };
}
