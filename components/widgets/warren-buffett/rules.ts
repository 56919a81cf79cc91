// Warren Buffett 5/25 (docs/product/widgets.md#warren-buffett-525): write down your goals, circle the Top 5, avoid the rest.
// Top 5 holds at most 5 open goals; a goal moves in or out only while open; a Top 5 goal cannot
// be deleted until it leaves the Top 5 or is completed. Progress is (5 - open Top 5) / 5.
// Points (ours, docs/decisions.md): add a goal 2; first completion 15 for a Top 5 goal, else 5;
// adds and completions earn for WIDGET_DAILY_LIMITS a day (shared/daily-count).
import { LIMITS } from "@/lib/constants";
import type { LocalDate } from "@/lib/domain/day";
import { dailyAward } from "@/components/widgets/shared/daily-count";
import { deleteItem, type ItemLens } from "@/components/widgets/shared/item-awards";
import { done, refuse, type Outcome, type Refusal } from "@/components/widgets/shared/outcome";
import type { BuffettData, BuffettGoal } from "./storage";

export const TOP_FIVE_LIMIT = 5;
export const BUFFETT_POINTS = { add: 2, completeTopFive: 15, completeOther: 5 } as const;

export const GOAL_REQUIRED: Refusal = { title: "Goal Required", description: "Please enter a goal description." };
export const GOAL_EDIT_EMPTY: Refusal = { title: "Goal Required", description: "Goal description cannot be empty." };
export const TOP_FIVE_FULL: Refusal = { title: "Top 5 Already Full", description: "You can only have 5 priority goals. Remove one first." };
export const CANNOT_DELETE_TOP_FIVE: Refusal = { title: "Cannot Delete Top 5 Goal", description: "Please remove it from your Top 5 first, or complete it." };
export const NO_COMPLETED_GOALS: Refusal = { title: "No Completed Goals", description: "There are no completed goals to clear.", informative: true };

export const openTopFive = (goals: BuffettGoal[]) => goals.filter((g) => g.isTopFive && !g.completed).length;

/** The progress bar: (5 - open Top 5) / 5, as a percentage. */
export function topFiveProgress(goals: BuffettGoal[]): number {
  return Math.max(0, Math.min(100, ((TOP_FIVE_LIMIT - openTopFive(goals)) / TOP_FIVE_LIMIT) * 100));
}

/** Top 5 first, then open before completed, then newest first. */
export function sortGoals(goals: BuffettGoal[]): BuffettGoal[] {
  return [...goals].sort(
    (a, b) =>
      Number(b.isTopFive) - Number(a.isTopFive) ||
      Number(a.completed) - Number(b.completed) ||
      b.dateCreated.localeCompare(a.dateCreated),
  );
}

export function addGoal(data: BuffettData, input: { id: string; content: string; now: Date; today: LocalDate }): Outcome<BuffettData> {
  const content = input.content.trim().slice(0, LIMITS.title);
  if (!content) return refuse(GOAL_REQUIRED);
  const goal: BuffettGoal = { id: input.id, content, isTopFive: false, completed: false, dateCreated: input.now.toISOString(), dateCompleted: null, rewarded: false };
  const counted = dailyAward({ ...data, goals: [goal, ...data.goals] }, input.today, "buffettGoal", {
    source: "task",
    points: BUFFETT_POINTS.add,
    kind: "buffettAdded", description: `Buffett 5/25: goal ${input.id} added`, item: input.id,
    title: "Goal Written Down",
    message: "Now choose your Top 5.",
  });
  return done(counted.state, ...counted.awards);
}

/** Into or out of the Top 5, only while open; a sixth open Top 5 goal is refused. */
export function toggleTopFive(data: BuffettData, id: string): Outcome<BuffettData> {
  const goal = data.goals.find((g) => g.id === id);
  if (!goal || goal.completed) return done(data);
  if (!goal.isTopFive && openTopFive(data.goals) >= TOP_FIVE_LIMIT) return refuse(TOP_FIVE_FULL);
  return done({ ...data, goals: data.goals.map((g) => (g.id === id ? { ...g, isTopFive: !g.isTopFive } : g)) });
}

/**
 * Completes a goal (with its date) or opens it again. Re-opening a Top 5 goal when five others
 * are open would break the limit, so it comes back outside the Top 5.
 */
export function toggleCompleted(data: BuffettData, id: string, now: Date, today: LocalDate): Outcome<BuffettData> {
  const goal = data.goals.find((g) => g.id === id);
  if (!goal) return done(data);
  const completing = !goal.completed;
  const keepTopFive = completing || !goal.isTopFive || openTopFive(data.goals) < TOP_FIVE_LIMIT;
  const updated: BuffettGoal = {
    ...goal,
    completed: completing,
    dateCompleted: completing ? now.toISOString() : null,
    isTopFive: goal.isTopFive && keepTopFive,
    rewarded: goal.rewarded || completing,
  };
  const next = { ...data, goals: data.goals.map((g) => (g.id === id ? updated : g)) };
  if (!completing || goal.rewarded) return done(next);
  const points = goal.isTopFive ? BUFFETT_POINTS.completeTopFive : BUFFETT_POINTS.completeOther;
  const counted = dailyAward(next, today, "buffettComplete", {
    source: goal.isTopFive ? "achievement" : "task",
    points,
    kind: "buffettCompleted", description: `Buffett 5/25: goal ${id} completed`, item: id,
    title: goal.isTopFive ? "Top 5 Goal Achieved!" : "Goal Completed",
    message: goal.content,
  });
  return done(counted.state, ...counted.awards);
}

export function editGoal(data: BuffettData, id: string, content: string): Outcome<BuffettData> {
  const goal = data.goals.find((g) => g.id === id);
  if (!goal || goal.completed) return done(data);
  const trimmed = content.trim().slice(0, LIMITS.title);
  if (!trimmed) return refuse(GOAL_EDIT_EMPTY);
  return done({ ...data, goals: data.goals.map((g) => (g.id === id ? { ...g, content: trimmed } : g)) });
}

/** Where the goals are: an award's id is kept on its goal (shared/item-awards). */
export const BUFFETT_ITEMS: ItemLens<BuffettData, BuffettGoal> = { of: (d) => d.goals, with: (d, goals) => ({ ...d, goals }) };

/** Deletes a goal (not an open Top 5 one); the awards it earned are given back (the server does it for today's only). */
export function deleteGoal(data: BuffettData, id: string): Outcome<BuffettData> {
  const goal = data.goals.find((g) => g.id === id);
  if (!goal) return done(data);
  if (goal.isTopFive && !goal.completed) return refuse(CANNOT_DELETE_TOP_FIVE);
  return deleteItem(BUFFETT_ITEMS, data, id, { ...data, goals: data.goals.filter((g) => g.id !== id) });
}

export function clearCompleted(data: BuffettData): Outcome<BuffettData> {
  if (!data.goals.some((g) => g.completed)) return refuse(NO_COMPLETED_GOALS);
  return done({ ...data, goals: data.goals.filter((g) => !g.completed) });
}
