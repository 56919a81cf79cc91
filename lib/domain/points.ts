// The points table (03-decisions "Points") as awards: what earns how much, and the idempotency
// key that makes each award happen once (toggling, retries and two tabs award once).
import { POINTS } from "@/lib/constants";
import type { LocalDate } from "@/lib/domain/day";
import { streakPoints } from "@/lib/domain/streak";
import { isTaskType, type GoalType } from "@/lib/schemas/goal-slots";
import type { MindsetFlags } from "@/lib/schemas/journal";

/** Ledger sources: the POINTS entries that are awarded as they stand, plus the streak bonus and widget achievements. */
export type PointsSource = keyof typeof POINTS | "streak" | "widget";

export type Award = {
  source: PointsSource;
  points: number;
  /** Once per member and key (PointsEntry unique (userId, idempotencyKey)). */
  key: string;
  reference: string | null;
  description: string;
};

export type MindsetExercise = "visualization" | "selfTalk" | "focus";

export const MINDSET_EXERCISES: readonly { exercise: MindsetExercise; flag: keyof MindsetFlags; label: string }[] = [
  { exercise: "visualization", flag: "isVisualizationCompleted", label: "Visualization" },
  { exercise: "selfTalk", flag: "isSelfTalkCompleted", label: "Self-Talk" },
  { exercise: "focus", flag: "isFocusCompleted", label: "Focus" },
];

/** Idempotency keys: one award per goal, per (date, task slot), per (date, exercise), ... */
export const pointsKey = {
  goal: (goalId: number) => `goal:${goalId}`,
  task: (date: LocalDate, slot: string) => `task:${date}:${slot}`,
  mindset: (date: LocalDate, exercise: MindsetExercise) => `mindset:${date}:${exercise}`,
  mindsetAll: (date: LocalDate) => `mindset-all:${date}`,
  behavior: (date: LocalDate) => `behavior:${date}`,
  learning: (itemId: number) => `learning:${itemId}`,
  badge: (code: string) => `badge:${code}`,
  streak: (date: LocalDate) => `streak:${date}`,
  widget: (achievementId: number) => `widget:${achievementId}`,
};

/** Completing a goal: SMART 25 once per goal, main 15 once per goal, a daily task 10 once per (date, slot). */
export function goalCompletedAward(goal: { id: number; type: GoalType; title: string }, date: LocalDate): Award {
  if (isTaskType(goal.type)) {
    return { source: "dailyTask", points: POINTS.dailyTask, key: pointsKey.task(date, goal.type), reference: String(goal.id), description: `Daily task completed: ${goal.title}` };
  }
  const source = goal.type === "main" ? "mainGoal" : "smartGoal";
  const what = goal.type === "main" ? "Main goal" : "SMART goal";
  return { source, points: POINTS[source], key: pointsKey.goal(goal.id), reference: String(goal.id), description: `${what} completed: ${goal.title}` };
}

/**
 * Mindset awards for a save: 15 for each exercise the save marked done, and the +25 bonus when
 * the save leaves all three done. `touched` are the flags the request set to true.
 */
export function mindsetAwards(date: LocalDate, saved: MindsetFlags, touched: Partial<MindsetFlags>): Award[] {
  const awards: Award[] = MINDSET_EXERCISES.filter(({ flag }) => touched[flag] === true && saved[flag]).map(({ exercise, label }) => ({
    source: "mindsetExercise",
    points: POINTS.mindsetExercise,
    key: pointsKey.mindset(date, exercise),
    reference: date,
    description: `Mindset exercise completed: ${label}`,
  }));
  if (awards.length && MINDSET_EXERCISES.every(({ flag }) => saved[flag])) {
    awards.push({ source: "mindsetAllBonus", points: POINTS.mindsetAllBonus, key: pointsKey.mindsetAll(date), reference: date, description: "All three mindset exercises completed" });
  }
  return awards;
}

/** A behavior reflection saved with some text: 8 once per date. */
export function behaviorAward(date: LocalDate, texts: readonly (string | undefined)[]): Award | null {
  if (!texts.some((t) => t && t.trim())) return null;
  return { source: "behavior", points: POINTS.behavior, key: pointsKey.behavior(date), reference: date, description: "Behavior reflection saved" };
}

/** A learned or accomplished item added: 5 once per item. */
export function learningAward(item: { id: number; type: "learned" | "accomplished" }): Award {
  const what = item.type === "learned" ? "Learning added" : "Accomplishment added";
  return { source: item.type, points: POINTS[item.type], key: pointsKey.learning(item.id), reference: String(item.id), description: what };
}

/** A badge earned: 20 once per badge. */
export function badgeAward(badge: { code: string; name: string }): Award {
  return { source: "badge", points: POINTS.badge, key: pointsKey.badge(badge.code), reference: badge.code, description: `Badge earned: ${badge.name}` };
}

/** The streak bonus, once per date; none while it is worth 0. */
export function streakAward(date: LocalDate, streak: number): Award | null {
  const points = streakPoints(streak);
  if (!points) return null;
  return { source: "streak", points, key: pointsKey.streak(date), reference: date, description: `Streak bonus: ${streak} days` };
}
