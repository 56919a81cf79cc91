// The widgets' local-data rules (moved from zod to zod/mini: docs/decisions.md "zod stays out of first-load code"; keeping every rule):
// what each stored shape accepts, refuses, defaults and drops. A refused value reads as the
// widget's empty state (local-store), so each boundary here is what a member's data survives.
import { LIMITS } from "@/lib/constants";
import { earlyBirdStateSchema, morningTaskSchema } from "@/components/widgets/early-bird/storage";
import { eightyTwentyTaskSchema } from "@/components/widgets/eighty-twenty/storage";
import { eisenhowerCountersSchema, eisenhowerTaskSchema } from "@/components/widgets/eisenhower-matrix/storage";
import { activeFlowSchema, flowtimeStateSchema } from "@/components/widgets/flowtime/storage";
import { gtdActionSchema, gtdDataSchema } from "@/components/widgets/getting-things-done/storage";
import { kanbanStateSchema, kanbanTaskSchema } from "@/components/widgets/kanban-board/storage";
import { oneThreeFiveTaskSchema } from "@/components/widgets/one-three-five/storage";
import { POMODORO_EMPTY, pomodoroStateSchema, pomodoroTaskSchema } from "@/components/widgets/pomodoro/storage";
import { batchCategorySchema, batchingSessionsSchema, batchTaskSchema } from "@/components/widgets/task-batching/storage";
import { timeboxSchema } from "@/components/widgets/timeboxing/storage";
import { twoMinuteStateSchema } from "@/components/widgets/two-minute-rule/storage";
import { buffettGoalSchema } from "@/components/widgets/warren-buffett/storage";
import { selectedWidgetSchema } from "@/components/widgets/panel/selection";

type Schema = { safeParse: (value: unknown) => { success: boolean; data?: unknown } };
const ok = (schema: Schema, value: unknown) => schema.safeParse(value).success;
const title = (n: number) => "t".repeat(n);

describe("task shapes", () => {
  const kanban = { id: "a", content: "Card", column: "todo", createdAt: 1 };
  it("ids are non-empty, contents at most LIMITS.title, enums closed", () => {
    expect(ok(kanbanTaskSchema, kanban)).toBe(true);
    expect(ok(kanbanTaskSchema, { ...kanban, id: "" })).toBe(false);
    expect(ok(kanbanTaskSchema, { ...kanban, content: title(LIMITS.title) })).toBe(true);
    expect(ok(kanbanTaskSchema, { ...kanban, content: title(LIMITS.title + 1) })).toBe(false);
    expect(ok(kanbanTaskSchema, { ...kanban, column: "later" })).toBe(false);
    expect(ok(kanbanTaskSchema, { ...kanban, createdAt: "1" })).toBe(false);
  });

  it("unknown keys are dropped and `rewarded` defaults to false", () => {
    const task = { id: "a", content: "x", impact: "high", completed: false, timestamp: 1, category: "Work", extra: 1 };
    const parsed = eightyTwentyTaskSchema.safeParse(task);
    expect(parsed.success && parsed.data).toEqual({ id: "a", content: "x", impact: "high", completed: false, timestamp: 1, category: "Work", rewarded: false });
    for (const [schema, value] of [
      [pomodoroTaskSchema, { id: "p", name: "n", completed: true }],
      [buffettGoalSchema, { id: "b", content: "c", isTopFive: true, completed: false, dateCreated: "d", dateCompleted: null }],
      [morningTaskSchema, { id: "m", content: "c", completed: false, isPriority: true, createdAt: 1, completedAt: null }],
      [batchTaskSchema, { id: "t", content: "c", completed: false, category: "email", timeEstimate: 15, dateCreated: "d" }],
    ] as const) {
      const result = (schema as Schema).safeParse(value);
      expect(result.success && (result.data as { rewarded: boolean }).rewarded).toBe(false);
    }
  });

  it("ids of the timers are 1-100 characters; nullable fields take null and their type only", () => {
    const box = { id: "b", name: "n", duration: 15, completed: false, active: false, remainingTime: 900, runningSince: null };
    expect(ok(timeboxSchema, box)).toBe(true);
    expect(ok(timeboxSchema, { ...box, id: title(100) })).toBe(true);
    expect(ok(timeboxSchema, { ...box, id: title(101) })).toBe(false);
    expect(ok(timeboxSchema, { ...box, runningSince: 5 })).toBe(true);
    expect(ok(timeboxSchema, { ...box, runningSince: "5" })).toBe(false);
    expect(ok(timeboxSchema, { ...box, runningSince: undefined })).toBe(false);
  });

  it("durations and estimates are whole numbers in their ranges; times are not negative", () => {
    const box = { id: "b", name: "n", duration: 1, completed: false, active: false, remainingTime: 0, runningSince: null };
    expect(ok(timeboxSchema, box)).toBe(true);
    expect(ok(timeboxSchema, { ...box, duration: 120 })).toBe(true);
    for (const duration of [0, 121, 1.5]) expect(ok(timeboxSchema, { ...box, duration })).toBe(false);
    expect(ok(timeboxSchema, { ...box, remainingTime: -1 })).toBe(false);
    expect(ok(timeboxSchema, { ...box, remainingTime: 0.5 })).toBe(true);
    const task = { id: "t", content: "c", completed: false, category: "email", timeEstimate: 24 * 60, dateCreated: "d" };
    expect(ok(batchTaskSchema, task)).toBe(true);
    for (const timeEstimate of [0, 24 * 60 + 1, 2.5]) expect(ok(batchTaskSchema, { ...task, timeEstimate })).toBe(false);
    expect(ok(batchTaskSchema, { ...task, category: "" })).toBe(false);
  });
});

describe("state shapes", () => {
  it("counts are whole, not negative, and safe integers", () => {
    const state = { tasks: [], created: 0, completed: 0 };
    expect(ok(twoMinuteStateSchema, state)).toBe(true);
    for (const created of [-1, 0.5, 2 ** 60, "1"]) expect(ok(twoMinuteStateSchema, { ...state, created })).toBe(false);
    const counters = { created: 1, completed: 0, moves: 0, cleanups: 0, quadrantsUsed: ["urgent-important"], milestones: ["first-task"] };
    expect(ok(eisenhowerCountersSchema, counters)).toBe(true);
    expect(ok(eisenhowerCountersSchema, { ...counters, milestones: ["unknown"] })).toBe(false);
    expect(ok(kanbanStateSchema, { tasks: [], created: 0, completed: -1, milestones: [] })).toBe(false);
    expect(ok(batchingSessionsSchema, { count: 0, focus: { categoryId: "", startedAt: "x" } })).toBe(false);
    expect(ok(batchingSessionsSchema, { count: 0, focus: null })).toBe(true);
  });

  it("the pomodoro's empty state is valid and its run keeps elapsedBefore >= 0", () => {
    expect(pomodoroStateSchema.safeParse(POMODORO_EMPTY)).toEqual({ success: true, data: POMODORO_EMPTY });
    expect(ok(pomodoroStateSchema, { ...POMODORO_EMPTY, run: { runningSince: null, elapsedBefore: -1 } })).toBe(false);
    expect(ok(pomodoroStateSchema, { ...POMODORO_EMPTY, phase: "nap" })).toBe(false);
  });

  it("texts: reflections and notes at most LIMITS.text; GTD due dates are YYYY-MM-DD; colours #rrggbb", () => {
    const state = { date: "", morningTasks: [], morningReflection: title(LIMITS.text), morningIntention: "", archive: [] };
    expect(ok(earlyBirdStateSchema, state)).toBe(true);
    expect(ok(earlyBirdStateSchema, { ...state, morningReflection: title(LIMITS.text + 1) })).toBe(false);
    const action = {
      id: "g",
      content: "c",
      type: "next",
      completed: false,
      dateCreated: "d",
      dateCompleted: null,
      project: null,
      context: null,
      dueDate: "2026-11-23",
      notes: "",
    };
    expect(ok(gtdActionSchema, action)).toBe(true);
    expect(ok(gtdActionSchema, { ...action, dueDate: "23/11/2026" })).toBe(false);
    expect(ok(gtdActionSchema, { ...action, context: "beach" })).toBe(false);
    expect(ok(gtdDataSchema, { actions: [action], projects: [""] })).toBe(false);
    expect(ok(batchCategorySchema, { id: "c", name: "C", color: "#a1B2c3" })).toBe(true);
    expect(ok(batchCategorySchema, { id: "c", name: "C", color: "#abc" })).toBe(false);
  });

  it("flowtime: the active flow is nullable, its phase closed, its pause time nullable", () => {
    const active = {
      id: "f",
      task: "t",
      startTime: 0,
      isRunning: true,
      isPaused: false,
      pauseStartTime: null,
      totalPausedTime: 0,
      phase: "working",
      workEndTime: null,
      breakNotified: false,
    };
    expect(ok(flowtimeStateSchema, { active: null, sessions: [] })).toBe(true);
    expect(ok(flowtimeStateSchema, { active, sessions: [] })).toBe(true);
    expect(ok(activeFlowSchema, { ...active, phase: "rest" })).toBe(false);
    expect(ok(activeFlowSchema, { ...active, startTime: -1 })).toBe(false);
  });

  it("1-3-5 sizes, Eisenhower quadrants and the panel's stored choice", () => {
    expect(ok(oneThreeFiveTaskSchema, { id: "o", content: "c", completed: false, size: "huge" })).toBe(false);
    expect(ok(eisenhowerTaskSchema, { id: "e", content: "c", quadrant: "urgent-important", completed: false, dateCreated: "d", dateCompleted: null })).toBe(true);
    expect(ok(selectedWidgetSchema, null)).toBe(true);
    expect(ok(selectedWidgetSchema, "kanban-board")).toBe(true);
    expect(ok(selectedWidgetSchema, 3)).toBe(false);
  });
});
