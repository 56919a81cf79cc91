import "server-only";
// GET /api/admin/coach/members/{id}: one member's progress for the coach, live: 12 weeks of
// facts (member-facts, the rules' own reader), SMART goals, points by source, badges. Journal text
// only while the member shares it (User.journalSharedAt), the last 14 local dates, read-only.
import { db } from "@/lib/db";
import { attentionReasons, coachToday, weeklyProgress } from "@/lib/domain/coach";
import { addDays, fromDateColumn } from "@/lib/domain/day";
import { notFound } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import type { MemberProgressDto } from "@/lib/schemas/coach";
import { withText } from "@/lib/services/coach/list-attention";
import { readMemberFacts } from "@/lib/services/coach/member-facts";
import { assertMembersInScope, type StaffScope } from "@/lib/auth/staff-scope";

const WEEKS = 12;
export const SHARED_JOURNAL_DAYS = 14;

export async function getMemberProgress(scope: StaffScope, userId: number, now: Date): Promise<MemberProgressDto> {
  await assertMembersInScope(scope, [userId], "Member not found");
  const user = await db.user.findFirst({
    where: { id: userId, isAdmin: false },
    select: { id: true, username: true, dateCreated: true, timeZone: true, dayStartHour: true, xpPoints: true, journalSharedAt: true },
  });
  if (!user) throw notFound("Member not found");
  const today = coachToday(user, now);
  const [[facts], goals, points, badges, streaks, journal] = await Promise.all([
    readMemberFacts(Prisma.sql`SELECT ${userId}::int AS "id"`, now, WEEKS * 7),
    db.goal.findMany({
      where: { userId, pageId: null, type: { in: ["smart1", "smart2", "smart3"] } },
      orderBy: [{ dateCreated: "desc" }, { id: "desc" }],
      take: 50,
      select: { id: true, title: true, deadline: true, isCompleted: true, completedAt: true },
    }),
    db.$queryRaw<{ source: string; points: number }[]>`
      SELECT "source", sum("points")::int AS "points" FROM "PointsEntry" WHERE "userId" = ${userId} GROUP BY "source" ORDER BY 2 DESC, 1`,
    db.earnedBadge.findMany({ where: { userId }, orderBy: [{ earnedAt: "asc" }, { id: "asc" }], select: { code: true, earnedAt: true } }),
    db.journalDay.findMany({
      where: { userId, date: { gt: new Date(`${addDays(today, -WEEKS * 7)}T00:00:00Z`) } },
      orderBy: { date: "asc" },
      select: { date: true, active: true, streak: true },
    }),
    user.journalSharedAt ? sharedJournal(userId, today) : Promise.resolve(null),
  ]);
  if (!facts) throw notFound("Member not found");
  return {
    member: { id: user.id, username: user.username, registered: user.dateCreated.toISOString(), timeZone: user.timeZone, today, streak: facts.streak, bestStreak: facts.bestStreak, points: user.xpPoints },
    streakHistory: streaks.map((d) => ({ date: fromDateColumn(d.date), streak: d.active ? d.streak : 0 })),
    weeks: weeklyProgress(facts.days, today, WEEKS),
    goals: goals.map((g) => ({ id: g.id, title: g.title, deadline: g.deadline?.toISOString() ?? null, isCompleted: g.isCompleted, completedAt: g.completedAt?.toISOString() ?? null })),
    pointsBySource: points,
    badges: badges.map((b) => ({ code: b.code, earnedAt: b.earnedAt.toISOString() })),
    attention: withText(attentionReasons(facts, now)),
    journal: user.journalSharedAt && journal ? { sharedAt: user.journalSharedAt.toISOString(), days: journal } : null,
  };
}

type JournalDayDto = NonNullable<MemberProgressDto["journal"]>["days"][number];

async function sharedJournal(userId: number, today: string): Promise<JournalDayDto[]> {
  const pages = await db.journalPage.findMany({
    where: { userId, date: { gt: new Date(`${addDays(today, -SHARED_JOURNAL_DAYS)}T00:00:00Z`) } },
    orderBy: [{ date: "desc" }, { pageNo: "asc" }],
    select: {
      date: true,
      behavior: { select: { continueDoing: true, startDoing: true, stopDoing: true } },
      learnings: { select: { type: true, content: true }, orderBy: { id: "asc" } },
      mindset: { select: { visualization: true, selfTalk: true, focus: true } },
      note: { select: { content: true } },
    },
  });
  return pages
    .map((p) => ({
      date: fromDateColumn(p.date),
      behavior: p.behavior,
      learned: p.learnings.filter((l) => l.type === "learned").map((l) => l.content),
      accomplished: p.learnings.filter((l) => l.type === "accomplished").map((l) => l.content),
      mindset: p.mindset,
      note: p.note?.content ?? "",
    }))
    .filter((d) => d.learned.length || d.accomplished.length || d.note.trim() || (d.behavior && Object.values(d.behavior).some((v) => v.trim())) || (d.mindset && Object.values(d.mindset).some((v) => v.trim())));
}
