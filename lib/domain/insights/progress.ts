// Progress Summary (GET /api/insights/progress): daily-task completion against the two weeks
// before, best and worst weekday, the streak, points earned this week against last, and mindset
// days. Pure: the days are the member's local dates; points arrive as ledger timestamps and are
// bucketed here in the member's time zone.
import { localDate, type LocalDate } from "@/lib/domain/day";
import { percent, plural, weekdayName, weekdayOf, window, type Insight } from "@/lib/domain/insights/statement";
import { STREAK_POINTS } from "@/lib/constants";
import { streakPoints } from "@/lib/domain/points";

/** One local date of the journal: tasks set and done on its pages, mindset exercises done (0-3). */
export type DayFact = { date: LocalDate; tasksSet: number; tasksDone: number; mindsetDone: number };
export type PointsFact = { at: Date; points: number };

export type ProgressFacts = {
  days: readonly DayFact[];
  points: readonly PointsFact[];
  /** The stored streak (docs/decisions.md "Fair streaks"). */
  streak: number;
};

/** Days in each of the two compared windows; tasks needed in a window for its rate. */
export const TREND_DAYS = 14;
export const MIN_TASKS = 5;
/** Weekdays: looked at over 8 weeks; a weekday counts with 2 days of tasks; 3 weekdays needed, 15 points apart. */
export const WEEKDAY_WEEKS = 8;
const MIN_WEEKDAY_DAYS = 2;
const MIN_WEEKDAYS = 3;
const MIN_WEEKDAY_GAP = 15;
/** Mindset: said once the member journaled on this many of the last 14 days. */
const MIN_MINDSET_DAYS = 5;

type Tally = { set: number; done: number; days: number };
const tally = (days: readonly DayFact[]): Tally =>
  days.reduce((t, d) => (d.tasksSet ? { set: t.set + d.tasksSet, done: t.done + d.tasksDone, days: t.days + 1 } : t), { set: 0, done: 0, days: 0 });

function taskTrend(byDate: Map<LocalDate, DayFact>, today: LocalDate): Insight | null {
  const pick = (dates: LocalDate[]) => dates.flatMap((d) => (byDate.has(d) ? [byDate.get(d)!] : []));
  // Today is still under way: the windows end yesterday.
  const recent = tally(pick(window(today, TREND_DAYS, 1)));
  const before = tally(pick(window(today, 2 * TREND_DAYS, TREND_DAYS + 1)));
  if (recent.set < MIN_TASKS) return tasksSoFar(tally(pick(window(today, TREND_DAYS - 1, 0))));
  const now = percent(recent.done, recent.set);
  if (before.set < MIN_TASKS) {
    return { text: `You completed ${now}% of your daily tasks in the last two weeks.`, why: `Based on ${plural(recent.set, "task")} you set in the last ${TREND_DAYS} days.` };
  }
  const then = percent(before.done, before.set);
  const change = now - then;
  const trend = Math.abs(change) < 5 ? `about the same as the ${then}% of the two weeks before` : `${change > 0 ? "up" : "down"} from ${then}% the two weeks before`;
  return {
    text: `You completed ${now}% of your daily tasks in the last two weeks, ${trend}.`,
    why: `Based on ${plural(recent.set, "task")} in the last ${TREND_DAYS} days and ${before.set} in the ${TREND_DAYS} days before.`,
  };
}

/** Too few tasks for a two-week rate: what there is, from the first day with tasks, and what comes next. */
function tasksSoFar(sofar: Tally): Insight | null {
  if (sofar.set === 0) return null;
  return {
    text: `So far you completed ${sofar.done} of ${plural(sofar.set, "daily task")} you set in the last two weeks.`,
    why: `Based on ${plural(sofar.days, "day")} with tasks; from ${MIN_TASKS} tasks set before today Reach gives your two-week completion rate.`,
  };
}

function weekdays(byDate: Map<LocalDate, DayFact>, today: LocalDate): Insight | null {
  const per = new Map<number, Tally>();
  for (const date of window(today, WEEKDAY_WEEKS * 7, 1)) {
    const day = byDate.get(date);
    if (!day?.tasksSet) continue;
    const t = per.get(weekdayOf(date)) ?? { set: 0, done: 0, days: 0 };
    per.set(weekdayOf(date), { set: t.set + day.tasksSet, done: t.done + day.tasksDone, days: t.days + 1 });
  }
  const rated = [...per.entries()].filter(([, t]) => t.days >= MIN_WEEKDAY_DAYS).map(([wd, t]) => ({ wd, rate: percent(t.done, t.set) }));
  if (rated.length < MIN_WEEKDAYS) return null;
  rated.sort((a, b) => b.rate - a.rate || a.wd - b.wd);
  const best = rated[0];
  const worst = rated[rated.length - 1];
  if (best.rate - worst.rate < MIN_WEEKDAY_GAP) return null;
  return {
    text: `${weekdayName(best.wd)}s are your strongest day (${best.rate}% of tasks done); ${weekdayName(worst.wd)}s your weakest (${worst.rate}%).`,
    why: `Compares ${rated.length} days of the week over the last ${WEEKDAY_WEEKS} weeks, each with at least ${MIN_WEEKDAY_DAYS} days of tasks.`,
  };
}

/**
 * The member's streak as stored: any signed-in use of a day marks it active first, so this is the
 * number the header, the daily summary and the coach show (docs/decisions.md "Fair streaks", one
 * streak everywhere). From the second day on Reach.
 */
function streakLine(facts: ProgressFacts): Insight | null {
  const streak = facts.streak;
  if (streak < 2) return null;
  const why = `The streak bonus is ${STREAK_POINTS.points} points for every ${STREAK_POINTS.every} streak days, up to ${STREAK_POINTS.max} a day.`;
  if (streakPoints(streak) >= STREAK_POINTS.max) return { text: `You are on a ${streak}-day streak, earning the full ${STREAK_POINTS.max}-point daily bonus.`, why };
  const next = (Math.floor(streak / STREAK_POINTS.every) + 1) * STREAK_POINTS.every;
  const bonus = streakPoints(next);
  return {
    text: `You are on a ${streak}-day streak; ${plural(next - streak, "more day")} ${next - streak === 1 ? "brings" : "bring"} a ${bonus}-point daily bonus.`,
    why,
  };
}

function pointsTrend(facts: ProgressFacts, today: LocalDate, timeZone: string): Insight | null {
  const thisWeek = new Set(window(today, 6, 0));
  const lastWeek = new Set(window(today, 13, 7));
  let recent = 0;
  let before = 0;
  for (const p of facts.points) {
    const date = localDate(p.at, timeZone);
    if (thisWeek.has(date)) recent += p.points;
    else if (lastWeek.has(date)) before += p.points;
  }
  if (recent <= 0) return null;
  if (before <= 0) {
    return {
      text: `You earned ${plural(recent, "point")} in the last 7 days.`,
      why: "Sums your points history of the last 7 days; a comparison with the week before comes once both weeks have points.",
    };
  }
  const diff = recent - before;
  const compare = diff === 0 ? "the same as the week before" : `${Math.abs(diff).toLocaleString("en-US")} ${diff > 0 ? "more" : "fewer"} than the week before`;
  return {
    text: `You earned ${plural(recent, "point")} in the last 7 days, ${compare}.`,
    why: `Sums your points history by day: ${recent.toLocaleString("en-US")} in the last 7 days, ${before.toLocaleString("en-US")} in the 7 before.`,
  };
}

function mindset(byDate: Map<LocalDate, DayFact>, today: LocalDate): Insight | null {
  const days = window(today, TREND_DAYS - 1, 0).flatMap((d) => (byDate.has(d) ? [byDate.get(d)!] : []));
  if (days.length < MIN_MINDSET_DAYS) return null;
  const full = days.filter((d) => d.mindsetDone >= 3).length;
  return {
    text: `You completed all three mindset exercises on ${full} of the last ${TREND_DAYS} days.`,
    why: `You kept a journal on ${days.length} of those days.`,
  };
}

export function progressInsights(facts: ProgressFacts, now: Date, timeZone: string): Insight[] {
  const today = localDate(now, timeZone);
  const byDate = new Map(facts.days.map((d) => [d.date, d]));
  return [taskTrend(byDate, today), weekdays(byDate, today), streakLine(facts), pointsTrend(facts, today, timeZone), mindset(byDate, today)].filter(
    (i): i is Insight => i !== null,
  );
}
