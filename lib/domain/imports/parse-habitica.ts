// Habitica's data export (docs/product/imports.md#habitica): the "User Data" JSON, whose
// tasks.dailys carry a history ([{date (ms), value, completed?}]) and whose tasks.todos carry
// completed and dateCompleted. Each day a daily was done and each completed to-do becomes a completed
// task of its local date, titled with the task's text and its checklist's titles. Days are Habitica's
// own: preferences.timezoneOffset (minutes behind UTC, as the browser's getTimezoneOffset) and
// preferences.dayStart (the hour a new day begins); without them, the member's zone. The file may
// name its preferences after its tasks, so the done days wait (dates and titles only) to the end.
import { addDays, localDate, type LocalDate } from "@/lib/domain/day";
import { jsonValues } from "@/lib/domain/imports/json-stream";
import { ImportFileError, type ImportParser, type ParsedItem } from "@/lib/domain/imports/types";
import { taskTitle } from "@/lib/domain/imports/text";

const WHAT = "Habitica data export";

export const HABITICA_SKIP = {
  openTodo: "An open to-do is not history",
  habit: "Habitica habits are counters without days",
  reward: "Rewards are not imported",
} as const;

type Task = Record<string, unknown>;
type Done = { at: number; title: string };
type Prefs = { offsetMinutes: number | null; dayStart: number };

/** Habitica's day of an instant: its zone's wall time, before dayStart counting as the day before. */
export function habiticaDay(at: number, prefs: Prefs, memberZone: string): LocalDate {
  if (prefs.offsetMinutes === null) {
    const date = localDate(new Date(at), memberZone);
    const hour = Number(new Intl.DateTimeFormat("en-US", { timeZone: memberZone, hour: "numeric", hourCycle: "h23" }).format(new Date(at)));
    return hour < prefs.dayStart ? addDays(date, -1) : date;
  }
  const wall = new Date(at - prefs.offsetMinutes * 60_000);
  const date = wall.toISOString().slice(0, 10);
  return wall.getUTCHours() < prefs.dayStart ? addDays(date, -1) : date;
}

function title(task: Task): string {
  const text = typeof task.text === "string" ? task.text : "";
  const checklist = Array.isArray(task.checklist) ? task.checklist.map((c) => (c && typeof c.text === "string" ? c.text.trim() : "")).filter(Boolean) : [];
  return taskTitle(checklist.length ? `${text.trim()}: ${checklist.join(", ")}` : text);
}

const instant = (v: unknown): number | null => {
  const t = typeof v === "number" ? v : typeof v === "string" ? (/^\d+$/.test(v) ? Number(v) : Date.parse(v)) : NaN;
  return Number.isFinite(t) ? t : null;
};

export const parseHabitica: ImportParser = async function* (input, ctx) {
  const prefs: Prefs = { offsetMinutes: null, dayStart: 0 };
  const done: Done[] = [];
  const skipped: { at: number; text: string; reason: string }[] = [];
  let sawTasks = false;
  const counts = new Map<string, number>();
  for await (const { path, value } of jsonValues(input, ["$.preferences", "$.tasks.*.*"], WHAT)) {
    if (path === "$") {
      const p = (value ?? {}) as Record<string, unknown>;
      if (typeof p.timezoneOffset === "number" && Math.abs(p.timezoneOffset) <= 18 * 60) prefs.offsetMinutes = p.timezoneOffset;
      if (typeof p.dayStart === "number" && p.dayStart >= 0 && p.dayStart <= 23) prefs.dayStart = Math.floor(p.dayStart);
      continue;
    }
    sawTasks = true;
    const list = path.split(".")[2];
    const n = (counts.get(list) ?? 0) + 1;
    counts.set(list, n);
    const entry = `${list} entry ${n}`;
    const task = value as Task | null;
    if (typeof task !== "object" || task === null || Array.isArray(task)) throw new ImportFileError(`The ${WHAT}'s ${entry} is not a task.`);
    const created = instant(task.createdAt) ?? Date.now();
    if (list === "dailys") {
      if (task.history !== undefined && !Array.isArray(task.history)) throw new ImportFileError(`The ${WHAT}'s ${entry} has a history that is not a list.`);
      const name = title(task);
      let previous: number | null = null;
      for (const [i, h] of ((task.history as unknown[] | undefined) ?? []).entries()) {
        const point = h as Record<string, unknown> | null;
        const at = instant(point?.date);
        if (at === null) throw new ImportFileError(`The ${WHAT}'s ${entry} has a history point (${i + 1}) without a valid date.`);
        const v = typeof point?.value === "number" ? point.value : null;
        // Newer exports say "completed"; older ones only the value, which rises on a day it was done.
        const completed = typeof point?.completed === "boolean" ? point.completed : v !== null && previous !== null && v > previous;
        previous = v;
        if (completed) done.push({ at, title: name });
      }
    } else if (list === "todos") {
      const at = instant(task.dateCompleted);
      if (task.completed === true && at !== null) done.push({ at, title: title(task) });
      else skipped.push({ at: created, text: title(task), reason: HABITICA_SKIP.openTodo });
    } else if (list === "habits") skipped.push({ at: created, text: title(task), reason: HABITICA_SKIP.habit });
    else if (list === "rewards") skipped.push({ at: created, text: title(task), reason: HABITICA_SKIP.reward });
  }
  if (!sawTasks) throw new ImportFileError(`This is not a ${WHAT}: it has no "tasks".`);
  done.sort((a, b) => a.at - b.at);
  for (const d of done) yield { date: habiticaDay(d.at, prefs, ctx.timeZone), kind: "task", text: d.title, done: true } satisfies ParsedItem;
  for (const s of skipped) yield { date: habiticaDay(s.at, prefs, ctx.timeZone), kind: s.reason === HABITICA_SKIP.openTodo ? "task" : "other", text: s.text, done: false, skip: s.reason };
};
