import "server-only";
// Accountability partners (docs/product/challenges-and-partners.md#partners): a member invites a
// member of their team to follow one of their SMART goals; the invited member accepts or
// declines; either side ends it. The partner reads only the goal (title, deadline, completion)
// and the member's task completion this week: never journal text, widget data or points. A link
// the caller is not on, or one that ended, is a 404. The limits (3 followed, 3 following) are
// checked with both members' rows locked, so two invitations at once cannot pass a fourth.
import { db } from "@/lib/db";
import { badRequest, notFound } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import type { SessionUser } from "@/lib/auth/session-user";
import { memberDay } from "@/lib/domain/fair-streak/member-day";
import { PARTNER_MESSAGES, inviteProblem, partnerInviteNotice, taskCompletionText, weekSoFar } from "@/lib/domain/partners";
import type { FollowedLink, InvitePartner, MyPartnerLink, PartnerGoalView, PartnersDto } from "@/lib/schemas/partners";
import { inTransaction } from "@/lib/services/shared/in-transaction";

type Member = Pick<SessionUser, "id">;

const SMART = Prisma.sql`ARRAY['smart1','smart2','smart3']::"GoalType"[]`;
const status = (acceptedAt: Date | null): "active" | "pending" => (acceptedAt ? "active" : "pending");

export async function invitePartner(member: Member, input: InvitePartner): Promise<MyPartnerLink> {
  return inTransaction(async (tx) => {
    const [me] = await tx.$queryRaw<{ teamId: number }[]>`SELECT "teamId" FROM "User" WHERE "id" = ${member.id}`;
    const [partner] = await tx.$queryRaw<{ id: number; teamId: number; username: string }[]>`
      SELECT "id", "teamId", "username" FROM "User" WHERE "usernameKey" = ${input.username.toLowerCase()}`;
    // Both rows locked in id order: the counts below hold until the insert commits.
    await tx.$queryRaw`SELECT "id" FROM "User" WHERE "id" = ANY(${[member.id, partner?.id ?? member.id]}::int[]) ORDER BY "id" FOR NO KEY UPDATE`;
    const [goal] = await tx.$queryRaw<{ id: number; title: string }[]>`
      SELECT "id", "title" FROM "Goal" WHERE "id" = ${input.goalId} AND "userId" = ${member.id} AND "pageId" IS NULL AND "type" = ANY(${SMART}) AND "archivedAt" IS NULL`;
    if (!goal) throw badRequest(PARTNER_MESSAGES.goal);
    const [counts] = await tx.$queryRaw<{ followers: number; partnerFollowing: number }[]>`
      SELECT (SELECT count(*)::int FROM "GoalPartner" WHERE "userId" = ${member.id} AND "endedAt" IS NULL) AS "followers",
        (SELECT count(*)::int FROM "GoalPartner" WHERE "partnerId" = ${partner?.id ?? 0} AND "endedAt" IS NULL) AS "partnerFollowing"`;
    const problem = inviteProblem({ selfId: member.id, teamId: me.teamId, partner: partner ?? null, ...counts });
    if (problem) throw badRequest(problem);
    const [row] = await tx.$queryRaw<{ id: number }[]>`
      INSERT INTO "GoalPartner" ("userId", "partnerId", "goalId") VALUES (${member.id}, ${partner.id}, ${goal.id})
      ON CONFLICT ("userId", "partnerId", "goalId") WHERE "endedAt" IS NULL DO NOTHING
      RETURNING "id"`;
    if (!row) throw badRequest(PARTNER_MESSAGES.alreadyInvited);
    // The invited member hears of it in the bell (once per link).
    const [{ username }] = await tx.$queryRaw<{ username: string }[]>`SELECT "username" FROM "User" WHERE "id" = ${member.id}`;
    const note = partnerInviteNotice(username, goal.title);
    await tx.$executeRaw`
      INSERT INTO "Notification" ("userId", "title", "message", "dedupeKey")
      VALUES (${partner.id}, ${note.title}, ${note.message}, ${`partner-invite:${row.id}`})
      ON CONFLICT ("userId", "dedupeKey") DO NOTHING`;
    return { id: row.id, partner: partner.username, goalId: goal.id, goalTitle: goal.title, status: "pending" };
  });
}

/** The invited member's answer: accept (the link becomes active) or decline (it ends). */
export async function answerInvitation(member: Member, id: number, accept: boolean, now: Date): Promise<{ id: number; status: "active" | "declined" }> {
  const link = await db.goalPartner.findFirst({ where: { id, partnerId: member.id, endedAt: null }, select: { acceptedAt: true } });
  if (!link) throw notFound(PARTNER_MESSAGES.notFound);
  if (link.acceptedAt) throw badRequest(PARTNER_MESSAGES.notPending);
  const { count } = await db.goalPartner.updateMany({
    where: { id, partnerId: member.id, endedAt: null, acceptedAt: null },
    data: accept ? { acceptedAt: now } : { endedAt: now },
  });
  if (!count) throw badRequest(PARTNER_MESSAGES.notPending);
  return { id, status: accept ? "active" : "declined" };
}

/** Either side ends the link; the partner reads nothing from then on. */
export async function endPartnerLink(member: Member, id: number, now: Date): Promise<{ id: number; ended: true }> {
  const { count } = await db.goalPartner.updateMany({
    where: { id, endedAt: null, OR: [{ userId: member.id }, { partnerId: member.id }] },
    data: { endedAt: now },
  });
  if (!count) throw notFound(PARTNER_MESSAGES.notFound);
  return { id, ended: true };
}

type ViewRow = {
  id: number; member: string; title: string; deadline: Date | null; isCompleted: boolean; completedAt: Date | null;
  timeZone: string; dayStartHour: number; tasksDone: number | null; tasksSet: number | null;
};

/** The partner's view of the live, accepted links `where` selects (a condition on "GoalPartner" gp), one statement. */
async function readViews(where: Prisma.Sql, now: Date): Promise<PartnerGoalView[]> {
  // The week is the member's own (their zone and day start): read their dates first, then count in SQL.
  const rows = await db.$queryRaw<ViewRow[]>`
    WITH l AS (
      SELECT gp."id", u."username" AS "member", u."id" AS "userId", u."timeZone", u."dayStartHour",
        g."title", g."deadline", g."isCompleted", g."completedAt",
        (((${now}::timestamptz) AT TIME ZONE u."timeZone") - make_interval(hours => u."dayStartHour"))::date AS "today"
      FROM "GoalPartner" gp JOIN "User" u ON u."id" = gp."userId" JOIN "Goal" g ON g."id" = gp."goalId"
      WHERE gp."endedAt" IS NULL AND gp."acceptedAt" IS NOT NULL AND ${where}
    )
    SELECT l."id", l."member", l."title", l."deadline", l."isCompleted", l."completedAt", l."timeZone", l."dayStartHour",
      t."done" AS "tasksDone", t."set" AS "tasksSet"
    FROM l CROSS JOIN LATERAL (
      SELECT count(*) FILTER (WHERE t."isCompleted")::int AS "done", count(*)::int AS "set"
      FROM "JournalPage" pg JOIN "Goal" t ON t."pageId" = pg."id"
      WHERE pg."userId" = l."userId" AND pg."date" BETWEEN l."today" - (extract(isodow FROM l."today")::int - 1) AND l."today"
    ) t
    ORDER BY l."id"`;
  return rows.map((r) => {
    const week = weekSoFar(memberDay(now, r.timeZone, r.dayStartHour));
    const done = r.tasksDone ?? 0;
    const set = r.tasksSet ?? 0;
    return {
      id: r.id,
      member: r.member,
      goal: { title: r.title, deadline: r.deadline?.toISOString() ?? null, isCompleted: r.isCompleted, completedAt: r.completedAt?.toISOString() ?? null },
      week: { ...week, tasksDone: done, tasksSet: set, text: taskCompletionText(done, set) },
    };
  });
}

/** One followed goal, for its partner; 404 unless the caller is its partner and the link is live and accepted. */
export async function readFollowedGoal(member: Member, id: number, now: Date): Promise<PartnerGoalView> {
  const [view] = await readViews(Prisma.sql`gp."id" = ${id} AND gp."partnerId" = ${member.id}`, now);
  if (!view) throw notFound(PARTNER_MESSAGES.notFound);
  return view;
}

/** The member's live links: their goals' partners, and what they follow (invitations and followed goals). */
export async function listPartners(member: Member, now: Date): Promise<PartnersDto> {
  const links = await db.goalPartner.findMany({
    where: { endedAt: null, OR: [{ userId: member.id }, { partnerId: member.id }] },
    select: { id: true, userId: true, goalId: true, acceptedAt: true, user: { select: { username: true } }, partner: { select: { username: true } }, goal: { select: { title: true } } },
    orderBy: { id: "asc" },
  });
  const views = await readViews(Prisma.sql`gp."partnerId" = ${member.id}`, now);
  const mine: MyPartnerLink[] = links
    .filter((l) => l.userId === member.id)
    .map((l) => ({ id: l.id, partner: l.partner.username, goalId: l.goalId, goalTitle: l.goal.title, status: status(l.acceptedAt) }));
  const following: FollowedLink[] = links
    .filter((l) => l.userId !== member.id)
    .map((l) => ({ id: l.id, member: l.user.username, goalTitle: l.goal.title, status: status(l.acceptedAt), view: views.find((v) => v.id === l.id) ?? null }));
  return { mine, following };
}
