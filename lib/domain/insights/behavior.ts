// Behavior Patterns (GET /api/insights/behavior): what the member's Continue / Start / Stop
// Doing texts keep repeating, how often they reflect, and their widget use against top-task
// completion. Pure: days are the member's local dates.
import type { LocalDate } from "@/lib/domain/day";
import { percent, plural, window, type Insight } from "@/lib/domain/insights/statement";

export type BehaviorFact = { date: LocalDate; continueDoing: string; startDoing: string; stopDoing: string };
/** Per local date: top tasks set and done, widget achievements recorded. */
export type ToolkitDayFact = { date: LocalDate; tasksSet: number; tasksDone: number; widgetAchievements: number };

export type BehaviorFacts = { behaviors: readonly BehaviorFact[]; days: readonly ToolkitDayFact[] };

/** How far back the behavior rules look. */
export const BEHAVIOR_DAYS = 60;
/** A word counts as repeated once it appears on this many different days. */
export const MIN_REPEAT_DAYS = 3;
/** Reflection frequency is said from the first day that holds a reflection (docs/decisions.md "Member-facing fixes"). */
const MIN_REFLECTION_DAYS = 1;
/** Widget comparison: days needed on each side. */
export const MIN_COMPARE_DAYS = 3;

const FIELDS = [
  { key: "stopDoing", label: "Stop Doing" },
  { key: "startDoing", label: "Start Doing" },
  { key: "continueDoing", label: "Continue Doing" },
] as const;

// Words that say nothing about a habit.
const STOP_WORDS = new Set(
  "about after again also always continue start stop because been before being could doing every from have into just keep less like more much need never only other over really should some still than that their them then there these they thing things this time today tomorrow very want were what when which while will with would your yours myself".split(" "),
);

/** The distinct meaningful words of a text: lower case, letters only, 4+ characters, no filler. */
export function wordsOf(text: string): Set<string> {
  const words = text.toLowerCase().match(/\p{L}[\p{L}'-]*/gu) ?? [];
  return new Set(words.map((w) => w.replace(/['-]+$/, "")).filter((w) => w.length >= 4 && !STOP_WORDS.has(w)));
}

function repeated(facts: BehaviorFacts, field: (typeof FIELDS)[number]): Insight | null {
  const daysOf = new Map<string, Set<LocalDate>>();
  for (const b of facts.behaviors) {
    for (const word of wordsOf(b[field.key])) {
      const days = daysOf.get(word) ?? new Set<LocalDate>();
      days.add(b.date);
      daysOf.set(word, days);
    }
  }
  const top = [...daysOf.entries()]
    .map(([word, days]) => ({ word, days: days.size }))
    .filter((w) => w.days >= MIN_REPEAT_DAYS)
    // Ties (words written together, "morning runs"): the longer word says more.
    .sort((a, b) => b.days - a.days || b.word.length - a.word.length || a.word.localeCompare(b.word))[0];
  if (!top) return null;
  return {
    text: `You have written "${top.word}" under ${field.label} on ${top.days} different days.`,
    why: `Counts words you repeated in your behavior reflections over the last ${BEHAVIOR_DAYS} days.`,
  };
}

function reflectionFrequency(facts: BehaviorFacts, today: LocalDate): Insight | null {
  const recent = new Set(window(today, 13, 0));
  const written = new Set(
    facts.behaviors.filter((b) => recent.has(b.date) && (b.continueDoing + b.startDoing + b.stopDoing).trim()).map((b) => b.date),
  );
  if (written.size < MIN_REFLECTION_DAYS) return null;
  const next = written.size < MIN_REPEAT_DAYS ? ` From ${MIN_REPEAT_DAYS} days Reach also names the words you keep writing.` : "";
  return {
    text: `You reflected on your behavior on ${written.size} of the last 14 days.`,
    why: `Counts the days whose Continue, Start or Stop Doing holds any text.${next}`,
  };
}

function widgetsAgainstTasks(facts: BehaviorFacts, today: LocalDate): Insight | null {
  const withTasks = facts.days.filter((d) => d.tasksSet > 0 && d.date < today);
  const used = withTasks.filter((d) => d.widgetAchievements > 0);
  const notUsed = withTasks.filter((d) => d.widgetAchievements === 0);
  if (used.length < MIN_COMPARE_DAYS || notUsed.length < MIN_COMPARE_DAYS) return null;
  const rate = (days: ToolkitDayFact[]) => percent(days.reduce((s, d) => s + d.tasksDone, 0), days.reduce((s, d) => s + d.tasksSet, 0));
  return {
    text: `On days you used the toolkit you completed ${rate(used)}% of your top tasks, against ${rate(notUsed)}% on other days.`,
    why: `Compares ${plural(used.length, "day")} with widget achievements to ${notUsed.length} without, over the last ${BEHAVIOR_DAYS} days.`,
  };
}

export function behaviorInsights(facts: BehaviorFacts, today: LocalDate): Insight[] {
  const since = window(today, BEHAVIOR_DAYS - 1, BEHAVIOR_DAYS - 1)[0];
  const inRange: BehaviorFacts = { behaviors: facts.behaviors.filter((b) => b.date >= since && b.date <= today), days: facts.days.filter((d) => d.date >= since && d.date <= today) };
  return [...FIELDS.map((f) => repeated(inRange, f)), reflectionFrequency(inRange, today), widgetsAgainstTasks(inRange, today)].filter(
    (i): i is Insight => i !== null,
  );
}
