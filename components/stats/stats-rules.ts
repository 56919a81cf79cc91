// Pure rules of /stats: the numbers each chart and table shows, from one GET /api/stats answer.
import { longDate } from "@/components/calendar/calendar-rules";
import { countLabel, percent } from "@/lib/domain/stats-range";
import type { StatsDto } from "@/lib/schemas/stats";

export const RANGE_LABELS = { week: "Week", month: "Month", year: "Year", all: "All time" } as const;

/** Points over time: the running total at the end of each date, starting from what came before. */
export function cumulativePoints(stats: Pick<StatsDto, "days" | "pointsBefore">): { date: string; points: number; total: number }[] {
  let total = stats.pointsBefore;
  return stats.days.map((d) => {
    total += d.points;
    return { date: d.date, points: d.points, total };
  });
}

export type RateRow = { key: string; label: string; done: number; total: number; percent: number; text: string };

/** Completion rates with their counts ("17 of 31 days"). */
export function rateRows(rates: StatsDto["rates"]): RateRow[] {
  const row = (key: string, label: string, c: { done: number; total: number }, unit: readonly [string, string] = ["day", "days"]): RateRow => ({
    key,
    label,
    done: c.done,
    total: c.total,
    percent: percent(c.done, c.total),
    text: countLabel(c.done, c.total, unit),
  });
  return [
    row("goals", "Goals completed", rates.goals, ["goal", "goals"]),
    row("tasks", "Daily tasks completed", rates.tasks, ["task", "tasks"]),
    row("taskDays", "Days with a task done", rates.tasksDays),
    row("mindset", "Days with all mindset exercises", rates.mindsetDays),
    row("journal", "Days with journal written", rates.journalDays),
    row("active", "Days you showed up", rates.activeDays),
  ];
}

export type Best = { label: string; value: string; detail: string };

export function personalBests(bests: StatsDto["bests"]): Best[] {
  const run = (r: StatsDto["bests"]["bestStreak"]) => (r.start && r.end ? `${longDate(r.start)} – ${longDate(r.end)}` : "No streak yet");
  return [
    { label: "Best streak", value: `${bests.bestStreak.length} ${bests.bestStreak.length === 1 ? "day" : "days"}`, detail: run(bests.bestStreak) },
    { label: "Current streak", value: `${bests.currentStreak.length} ${bests.currentStreak.length === 1 ? "day" : "days"}`, detail: run(bests.currentStreak) },
    { label: "Best day", value: bests.bestDay ? `${bests.bestDay.points.toLocaleString("en-US")} points` : "–", detail: bests.bestDay ? longDate(bests.bestDay.date) : "No points yet" },
    { label: "Most tasks in a day", value: bests.mostTasksDay ? String(bests.mostTasksDay.tasks) : "–", detail: bests.mostTasksDay ? longDate(bests.mostTasksDay.date) : "No tasks done yet" },
    { label: "Total points", value: bests.totalPoints.toLocaleString("en-US"), detail: "All time" },
    { label: "Goals completed", value: bests.goalsCompleted.toLocaleString("en-US"), detail: "All time" },
  ];
}

/** Short axis labels: "May 3". */
export const shortDate = (date: string) => longDate(date).replace(/, \d{4}$/, "");

/** The four /stats charts, in their order on the screen. */
export const CHART_KINDS = ["points", "streak", "rates", "weekdays"] as const;
export type ChartKind = (typeof CHART_KINDS)[number];

/** Each chart's title and its caption in words (what a screen reader hears instead of the drawing). */
export function chartCaptions(stats: StatsDto): Record<ChartKind, { title: string; summary: string }> {
  const last = cumulativePoints(stats).at(-1)?.total ?? 0;
  const earned = last - stats.pointsBefore;
  const busiest = [...stats.weekdays].sort((a, b) => b.points - a.points)[0];
  const peakStreak = Math.max(0, ...stats.days.map((d) => d.streak));
  return {
    points: { title: "Points over time", summary: `${earned.toLocaleString("en-US")} points earned in this range, ${last.toLocaleString("en-US")} in total.` },
    streak: { title: "Streak history", summary: `Longest streak in this range: ${peakStreak} ${peakStreak === 1 ? "day" : "days"}.` },
    rates: { title: "Completion rates", summary: rateRows(stats.rates).map((r) => `${r.label}: ${r.percent}% (${r.text})`).join("; ") },
    weekdays: { title: "Weekday pattern", summary: busiest && busiest.points > 0 ? `Your strongest day is ${busiest.label} (${busiest.points} points).` : "No points in this range yet." },
  };
}
