// The points table (docs/product/points-and-badges.md#points) as awards: what earns how much, and the idempotency
// key that makes each award happen once (toggling, retries and two tabs award once).
import { DAILY_AWARD_LIMITS, POINTS, STREAK_POINTS } from "@/lib/constants";
import type { LocalDate } from "@/lib/domain/day";
import { GOAL_TYPES, isTaskType, type GoalType } from "@/lib/domain/goal-slots";

/** Ledger sources: the POINTS entries that are awarded as they stand, plus the streak bonus and widget achievements. */
export type PointsSource = keyof typeof POINTS | "streak" | "widget";

/** How each ledger source reads in the points history (here, not beside the zod schemas: the
 * history is browser code, and importing the labels from there brought zod along with them). */
export const POINTS_SOURCE_LABELS: Record<string, string> = {
  smartGoal: "SMART goal",
  mainGoal: "Main goal",
  dailyTask: "Daily task",
  mindsetExercise: "Mindset",
  mindsetAllBonus: "Mindset bonus",
  behavior: "Behavior",
  learned: "Learning",
  accomplished: "Accomplishment",
  badge: "Badge",
  streak: "Streak bonus",
  widget: "Toolkit",
  checkIn: "Check-in",
};
export const sourceLabel = (source: string) => POINTS_SOURCE_LABELS[source] ?? source;

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

/** A column of the row a write saves that its award may name: the id the statement inserts, the title a goal holds. */
export type SavedColumn = "id" | "title";

/** Award text naming columns of the saved row: `parts` around `columns`, as a template literal's strings and values. */
export type RowText = { readonly parts: readonly string[]; readonly columns: readonly SavedColumn[] };

/**
 * rowText`goal:${"id"}`: text an award takes from the row its write saves, before the row exists.
 * fillText writes it out for a known row; the write's statement concatenates the row's columns
 * (lib/services/member-write/write-with-awards).
 */
export const rowText = (parts: TemplateStringsArray, ...columns: SavedColumn[]): RowText => ({ parts: [...parts], columns });

export type AwardText = string | RowText;

/** The text for a row whose columns are known. */
export function fillText(text: AwardText, row: Partial<Record<SavedColumn, string | number>>): string {
  if (typeof text === "string") return text;
  return text.parts.slice(1).reduce((out, part, i) => `${out}${row[text.columns[i]]}${part}`, text.parts[0]);
}

/** An award of the row a write saves: its key, reference and description may name the row's columns (rowText). */
export type RowAward = Omit<Award, "key" | "reference" | "description"> & { key: AwardText; reference: AwardText | null; description: AwardText };

/** The award of a row whose columns are known. */
export function fillAward(award: RowAward, row: Partial<Record<SavedColumn, string | number>>): Award {
  const reference = award.reference === null ? null : fillText(award.reference, row);
  return { ...award, key: fillText(award.key, row), reference, description: fillText(award.description, row) };
}

/**
 * An award due only when the row a write saved matches `if` (its columns as saved). The write's
 * statement checks it on the row it wrote, so concurrent writes decide on the merged row.
 */
export type AwardRule<Row, A extends RowAward = RowAward> = { award: A; if?: Partial<Row> };

/** Whether a saved row meets a rule's condition (what the statement checks in SQL). */
export const ruleHolds = <Row>(rule: AwardRule<Row>, saved: Row) =>
  Object.entries(rule.if ?? {}).every(([column, value]) => saved[column as keyof Row] === value);

export type MindsetExercise = "visualization" | "selfTalk" | "focus";

/** The three exercises' done flags (docs/product/journal-and-reset.md#mindset-exercises); lib/schemas/journal validates them. */
export type MindsetFlags = { isVisualizationCompleted: boolean; isSelfTalkCompleted: boolean; isFocusCompleted: boolean };

export const MINDSET_EXERCISES: readonly { exercise: MindsetExercise; flag: keyof MindsetFlags; label: string }[] = [
  { exercise: "visualization", flag: "isVisualizationCompleted", label: "Visualization" },
  { exercise: "selfTalk", flag: "isSelfTalkCompleted", label: "Self-Talk" },
  { exercise: "focus", flag: "isFocusCompleted", label: "Focus" },
];

/**
 * Idempotency keys: one award per (date, task slot), per (date, exercise), per date, per badge.
 * The keys of a saved row (one award per goal, learned / accomplished item, widget achievement)
 * are in their row awards below: goal:<id>, learning:<id>, widget:<id>.
 */
export const pointsKey = {
  task: (date: LocalDate, slot: string) => `task:${date}:${slot}`,
  mindset: (date: LocalDate, exercise: MindsetExercise) => `mindset:${date}:${exercise}`,
  mindsetAll: (date: LocalDate) => `mindset-all:${date}`,
  behavior: (date: LocalDate) => `behavior:${date}`,
  badge: (code: string) => `badge:${code}`,
  streak: (date: LocalDate) => `streak:${date}`,
};

/**
 * Completing the saved goal of `type`: SMART 25 once per goal, main 15 once per goal (each within
 * DAILY_AWARD_LIMITS' completions a day), a daily task 10 once per (date, slot).
 */
export function goalRowAward(type: GoalType, date: LocalDate): RowAward {
  const reference = rowText`${"id"}`;
  if (isTaskType(type)) {
    return { source: "dailyTask", points: POINTS.dailyTask, key: pointsKey.task(date, type), reference, description: rowText`Daily task completed: ${"title"}` };
  }
  if (type === "main") return { source: "mainGoal", points: POINTS.mainGoal, key: rowText`goal:${"id"}`, reference, description: rowText`Main goal completed: ${"title"}`, daily: "mainGoal" };
  return { source: "smartGoal", points: POINTS.smartGoal, key: rowText`goal:${"id"}`, reference, description: rowText`SMART goal completed: ${"title"}`, daily: "smartGoal" };
}

/** Completing a goal whose id and title are known. */
export const goalCompletedAward = (goal: { id: number; type: GoalType; title: string }, date: LocalDate): Award => fillAward(goalRowAward(goal.type, date), goal);

/**
 * Saving a goal with `isCompleted` set: its completion award, due when the saved row is completed
 * and of that type (the statement knows the type of the goal it updated; so each type's rule).
 */
export function goalCompletedRules(date: LocalDate): AwardRule<{ type: GoalType; isCompleted: boolean }>[] {
  return GOAL_TYPES.map((type) => ({ award: goalRowAward(type, date), if: { type, isCompleted: true } }));
}

/**
 * The mindset rules of a save: 15 for each exercise the save marked done (`touched`: the flags
 * the request set to true), once the saved row has it done; the +25 bonus when such a save leaves
 * all three done.
 */
export function mindsetRules(date: LocalDate, touched: Partial<MindsetFlags>): AwardRule<MindsetFlags, Award>[] {
  const marked = MINDSET_EXERCISES.filter(({ flag }) => touched[flag] === true);
  const rules: AwardRule<MindsetFlags, Award>[] = marked.map(({ exercise, flag, label }) => ({
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

/** The saved learned or accomplished item: 5 once per item, within the day's limit of such awards. */
export function learningRowAward(type: "learned" | "accomplished"): RowAward {
  const description = type === "learned" ? "Learning added" : "Accomplishment added";
  return { source: type, points: POINTS[type], key: rowText`learning:${"id"}`, reference: rowText`${"id"}`, description, daily: type };
}

/** A learned or accomplished item whose id is known. */
export const learningAward = (item: { id: number; type: "learned" | "accomplished" }): Award => fillAward(learningRowAward(item.type), item);

/** A badge earned: 20 once per badge. */
export function badgeAward(badge: { code: string; name: string }): Award {
  return { source: "badge", points: POINTS.badge, key: pointsKey.badge(badge.code), reference: badge.code, description: `Badge earned: ${badge.name}` };
}

/**
 * The saved widget achievement: its points once per achievement. How many it gets is decided by
 * the daily cap (POINTS.widgetDailyCap) when it is stored, so the write takes the stored points
 * (its `pointsFrom`) rather than these.
 */
export function widgetRowAward(description: string, points: number): RowAward {
  return { source: "widget", points, key: rowText`widget:${"id"}`, reference: rowText`${"id"}`, description: `Widget: ${description}` };
}

/** The streak bonus (docs/product/points-and-badges.md#streak): floor(streak / 5) * 10, at most 100. */
export function streakPoints(streak: number): number {
  if (!Number.isFinite(streak) || streak <= 0) return 0;
  return Math.min(Math.floor(streak / STREAK_POINTS.every) * STREAK_POINTS.points, STREAK_POINTS.max);
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
