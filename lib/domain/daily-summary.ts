// The daily summary popup (docs/product/points-and-badges.md#daily-summary):
// what the member's previous journal day brought, when
// the popup is due, and which unfinished top tasks carry over into today's free slots.
import type { LocalDate } from "@/lib/domain/day";
import { SLOTS } from "@/lib/constants";

export type TaskSlot = (typeof SLOTS.tasks)[number];

export type DailySummaryCounts = {
  completedGoals: number;
  activeSmartGoals: number;
  learningsMade: number;
  accomplishmentsMade: number;
  widgetPoints: number;
  streakDays: number;
};

const n = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** One plain sentence of what the day brought (the summary's progressSummary). */
export function progressSummaryText(c: DailySummaryCounts): string {
  const parts = [
    c.completedGoals && `completed ${n(c.completedGoals, "goal or task", "goals and tasks")}`,
    c.learningsMade && `learned ${n(c.learningsMade, "new thing")}`,
    c.accomplishmentsMade && `noted ${n(c.accomplishmentsMade, "accomplishment")}`,
    c.widgetPoints && `earned ${n(c.widgetPoints, "point")} with the toolkit`,
  ].filter((p): p is string => !!p);
  const streak = c.streakDays > 0 ? ` You are on a ${c.streakDays}-day streak.` : "";
  if (!parts.length) return `A quiet day: a fresh start today.${streak}`;
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
  return `You ${list}.${streak}`;
}

/** Due on the first visit of a local day: the member wants it, has not seen it today, and has an earlier day to describe. */
export function isSummaryDue(s: { showDailySummary: boolean; summarySeenDate: LocalDate | null; previousDate: LocalDate | null }, today: LocalDate): boolean {
  return s.showDailySummary && s.previousDate !== null && s.previousDate < today && (s.summarySeenDate === null || s.summarySeenDate < today);
}

export type TaskFact = { slot: TaskSlot; title: string };

const sameTitle = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * Carry-over: yesterday's unfinished tasks, in slot order, into today's free slots in order.
 * A title already on today's page (typed again, or carried in another tab) is skipped, so a
 * second click or a second tab adds nothing.
 */
export function carryOverPlan(unfinished: readonly TaskFact[], today: readonly TaskFact[]): TaskFact[] {
  const taken = new Set(today.map((t) => t.slot));
  const free = SLOTS.tasks.filter((slot) => !taken.has(slot));
  const titles = today.map((t) => t.title);
  const plan: TaskFact[] = [];
  for (const task of [...unfinished].sort((a, b) => a.slot.localeCompare(b.slot))) {
    if (plan.length === free.length) break;
    if (!task.title.trim() || [...titles, ...plan.map((p) => p.title)].some((t) => sameTitle(t, task.title))) continue;
    plan.push({ slot: free[plan.length], title: task.title.trim() });
  }
  return plan;
}
