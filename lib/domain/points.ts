// The points table (docs/product/points-and-badges.md#points) as awards: what earns how much, and the idempotency
// key that makes each award happen once (toggling, retries and two tabs award once).
import { DAILY_AWARD_LIMITS, POINTS } from "@/lib/constants";
import type { LocalDate } from "@/lib/domain/day";
import { streakPoints } from "@/lib/domain/streak";
import { GOAL_TYPES, isTaskType, type GoalType } from "@/lib/schemas/goal-slots";
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
  /** A repeatable small action: earns only while today's count of its kind is within DAILY_AWARD_LIMITS. */
  daily?: DailyKind;
};

export type DailyKind = keyof typeof DAILY_AWARD_LIMITS;

/**
 * An award due only when the row a write saved matches `if` (its columns as saved). The write's
 * statement checks it on the row it wrote, so concurrent writes decide on the merged row.
 */
export type AwardRule<Row> = { award: Award; if?: Partial<Row> };

/** Whether a saved row meets a rule's condition (what the statement checks in SQL). */
export const ruleHolds = <Row>(rule: AwardRule<Row>, saved: Row) =>
  Object.entries(rule.if ?? {}).every(([column, value]) => saved[column as keyof Row] === value);

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

/**
 * Saving a goal with `isCompleted` set: its completion award, due when the saved row is completed
 * and of that type (the statement knows the type of the goal it updated; so each type's rule).
 */
export function goalCompletedRules(goal: { id: number; title: string }, date: LocalDate): AwardRule<{ type: GoalType; isCompleted: boolean }>[] {
  return GOAL_TYPES.map((type) => ({ award: goalCompletedAward({ ...goal, type }, date), if: { type, isCompleted: true } }));
}

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
 * The mindset rules of a save: 15 for each exercise the save marked done (`touched`: the flags
 * the request set to true), once the saved row has it done; the +25 bonus when such a save leaves
 * all three done.
 */
export function mindsetRules(date: LocalDate, touched: Partial<MindsetFlags>): AwardRule<MindsetFlags>[] {
  const marked = MINDSET_EXERCISES.filter(({ flag }) => touched[flag] === true);
  const rules: AwardRule<MindsetFlags>[] = marked.map(({ exercise, flag, label }) => ({
    award: { source: "mindsetExercise", points: POINTS.mindsetExercise, key: pointsKey.mindset(date, exercise), reference: date, description: `Mindset exercise completed: ${label}` },
    if: { [flag]: true },
  }));
  if (marked.length) {
    rules.push({
      award: { source: "mindsetAllBonus", points: POINTS.mindsetAllBonus, key: pointsKey.mindsetAll(date), reference: date, description: "All three mindset exercises completed" },
      if: Object.fromEntries(MINDSET_EXERCISES.map(({ flag }) => [flag, true])),
    });
  }
  return rules;
}

/** Mindset awards for a save whose saved flags are known. */
export const mindsetAwards = (date: LocalDate, saved: MindsetFlags, touched: Partial<MindsetFlags>): Award[] =>
  mindsetRules(date, touched).filter((rule) => ruleHolds(rule, saved)).map((rule) => rule.award);

/** A behavior reflection saved with some text: 8 once per date. */
export function behaviorAward(date: LocalDate, texts: readonly (string | undefined)[]): Award | null {
  if (!texts.some((t) => t && t.trim())) return null;
  return { source: "behavior", points: POINTS.behavior, key: pointsKey.behavior(date), reference: date, description: "Behavior reflection saved" };
}

/** A learned or accomplished item added: 5 once per item. */
export function learningAward(item: { id: number; type: "learned" | "accomplished" }): Award {
  const what = item.type === "learned" ? "Learning added" : "Accomplishment added";
  return { source: item.type, points: POINTS[item.type], key: pointsKey.learning(item.id), reference: String(item.id), description: what, daily: item.type };
}

/** A badge earned: 20 once per badge. */
export function badgeAward(badge: { code: string; name: string }): Award {
  return { source: "badge", points: POINTS.badge, key: pointsKey.badge(badge.code), reference: badge.code, description: `Badge earned: ${badge.name}` };
}

/**
 * A widget achievement recorded: its points once per achievement. How many it gets is decided
 * by the daily cap (POINTS.widgetDailyCap) when it is stored, so the award takes the stored points.
 */
export function widgetAward(achievement: { id: number; description: string }, points: number): Award {
  return { source: "widget", points, key: pointsKey.widget(achievement.id), reference: String(achievement.id), description: `Widget: ${achievement.description}` };
}

/** The streak bonus, once per date; none while it is worth 0. */
export function streakAward(date: LocalDate, streak: number): Award | null {
  const points = streakPoints(streak);
  if (!points) return null;
  return { source: "streak", points, key: pointsKey.streak(date), reference: date, description: `Streak bonus: ${streak} days` };
}

/**
 * Taking an award back (docs/decisions.md "Fair points and sessions"): a learned or accomplished
 * item, a goal or a task removed on the local day its award was given gets a reversing ledger row
 * (the same source, minus the points, keyed `undo:<key>` so it happens once). Badges stay.
 */
export const REVERSAL = {
  keyPrefix: "undo:",
  /** The reversing row's description: prefix + the award's description + suffix. */
  descriptionPrefix: "Taken back: ",
  descriptionSuffix: " (deleted the same day)",
  /** The ledger sources an entry of each kind earned (reference = the row's id). */
  sources: { learning: ["learned", "accomplished"], goal: ["smartGoal", "mainGoal", "dailyTask"] },
} as const;

/** Whether a ledger row is a reversal (only reversals are negative). */
export const isReversal = (entry: { points: number }) => entry.points < 0;
