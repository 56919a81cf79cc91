import "server-only";
// GET /api/stats?range=: the member's history as /stats and /calendar draw it. One SQL statement
// (stats-sql); this file only shapes its row.
import { badgeProgress } from "@/lib/domain/badges";
import { currentRun, isoWeekday, NO_RUN, rangeStart, WEEKDAY_LABELS } from "@/lib/domain/stats-range";
import type { StatsDto, StatsRange } from "@/lib/schemas/stats";
import { memberToday, type Member } from "@/lib/domain/member";
import { queryStats } from "@/lib/services/stats/stats-sql";

export async function getStats(member: Member, range: StatsRange, now = new Date()): Promise<StatsDto> {
  const today = memberToday(member, now);
  const row = await queryStats(member.id, member.timeZone, rangeStart(range, today), today);
  const days = row.days.map(({ tasksTotal: _total, ...day }) => day);
  const count = (test: (d: (typeof row.days)[number]) => boolean) => ({ done: row.days.filter(test).length, total: row.days.length });
  const weekdays = WEEKDAY_LABELS.map((label, i) => {
    const of = row.days.filter((d) => isoWeekday(d.date) === i + 1);
    return { weekday: i + 1, label, points: of.reduce((s, d) => s + d.points, 0), activeDays: of.filter((d) => d.active).length, days: of.length };
  });
  return {
    range,
    from: row.from,
    to: row.to,
    days,
    pointsBefore: row.pointsBefore,
    rates: {
      tasksDays: count((d) => d.tasksCompleted > 0),
      tasks: { done: row.days.reduce((s, d) => s + d.tasksCompleted, 0), total: row.days.reduce((s, d) => s + d.tasksTotal, 0) },
      mindsetDays: count((d) => d.mindsetCompleted >= 3),
      journalDays: count((d) => d.journalWritten),
      activeDays: count((d) => d.active),
      goals: { done: row.goals.done, total: row.goals.total },
    },
    weekdays,
    bests: {
      bestDay: row.bestDay,
      mostTasksDay: row.mostTasksDay,
      currentStreak: currentRun(row.latestRun, row.streak, row.lastActiveDate),
      bestStreak: row.bestRun ?? NO_RUN,
      totalPoints: row.totalPoints,
      goalsCompleted: row.goals.allTime,
    },
    badges: badgeProgress(row.badgeStats, new Map(row.earned.map((e) => [e.code, new Date(e.earnedAt)]))),
  };
}
