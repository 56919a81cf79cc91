import { accepted } from "@/components/widgets/shared/outcome-testing";
import { WIDGET_ACHIEVEMENT_LIMITS } from "@/lib/schemas/widgets";
import { NO_COMPLETED_TASKS, TASK_EDIT_EMPTY, TASK_REQUIRED } from "@/components/widgets/shared/outcome";
import { addTask, clearCompleted, deleteTask, earnsPraise, EDIT_COMPLETED, editTask, impactBreakdown, orderedTasks, toggleTask } from "./rules";
import { CATEGORIES, EIGHTY_TWENTY_EMPTY, type EightyTwentyState, type Impact } from "./storage";

const T0 = Date.parse("2026-03-01T08:00:00Z");

function ok(outcome: ReturnType<typeof addTask>) {
  if (!outcome.ok) throw new Error(outcome.refusal.title);
  return outcome;
}

function withTasks(...impacts: Impact[]): EightyTwentyState {
  return impacts.reduce(
    (s, impact, i) => ok(addTask(s, { id: `t${i + 1}`, content: `task ${i + 1}`, impact, category: "Work", now: T0 + i })).state,
    EIGHTY_TWENTY_EMPTY,
  );
}

describe("eighty-twenty", () => {
  it("has the eight categories (docs/product/widgets.md)", () => {
    expect(CATEGORIES).toEqual(["Work", "Personal", "Health", "Learning", "Finance", "Family", "Home", "Other"]);
  });

  it("refuses blank text on add and on edit", () => {
    expect(addTask(EIGHTY_TWENTY_EMPTY, { id: "x", content: "\t ", impact: "high", category: "Work", now: T0 })).toEqual({ ok: false, refusal: TASK_REQUIRED });
    expect(editTask(withTasks("low"), "t1", { content: " ", impact: "low", category: "Home" })).toEqual({ ok: false, refusal: TASK_EDIT_EMPTY });
  });

  it("edits an open task's text, impact and category; a completed one is read-only", () => {
    const edited = ok(editTask(withTasks("low"), "t1", { content: " budget ", impact: "high", category: "Finance" })).state;
    expect(edited.tasks[0]).toMatchObject({ content: "budget", impact: "high", category: "Finance" });
    const closed = ok(toggleTask(edited, "t1")).state;
    expect(editTask(closed, "t1", { content: "x", impact: "low", category: "Home" })).toEqual({ ok: false, refusal: EDIT_COMPLETED });
  });

  it("breaks tasks down by impact in rounded percent", () => {
    expect(impactBreakdown([])).toEqual({ high: 0, medium: 0, low: 0 });
    expect(impactBreakdown(withTasks("high", "medium", "low").tasks)).toEqual({ high: 33, medium: 33, low: 33 });
    expect(impactBreakdown(withTasks("high", "high", "low").tasks)).toEqual({ high: 67, medium: 0, low: 33 });
    expect(impactBreakdown(withTasks("high", "low", "low", "low", "low", "low", "low", "low").tasks)).toEqual({ high: 13, medium: 0, low: 88 });
  });

  it("a first completion earns 10 / 5 / 2 by impact; praise only for completing a high-impact task", () => {
    const state = withTasks("high", "medium", "low");
    expect(["t1", "t2", "t3"].map((id) => ok(toggleTask(state, id)).awards[0].points)).toEqual([10, 5, 2]);
    expect(earnsPraise(state.tasks.find((t) => t.id === "t1")!)).toBe(true);
    expect(earnsPraise(state.tasks.find((t) => t.id === "t2")!)).toBe(false);
    const done = ok(toggleTask(state, "t1")).state;
    expect(earnsPraise(done.tasks.find((t) => t.id === "t1")!)).toBe(false);
  });

  it("keeps the award description short for the longest task text", () => {
    const state = ok(addTask(EIGHTY_TWENTY_EMPTY, { id: "l", content: "z".repeat(200), impact: "low", category: "Other", now: T0 })).state;
    expect(ok(toggleTask(state, "l")).awards[0].description.length).toBeLessThanOrEqual(WIDGET_ACHIEVEMENT_LIMITS.description);
  });

  it("completed goes back to open, and a second completion earns nothing more", () => {
    let state = ok(toggleTask(withTasks("high"), "t1")).state;
    state = ok(toggleTask(state, "t1")).state;
    expect(state.tasks[0].completed).toBe(false);
    expect(ok(toggleTask(state, "t1")).awards).toEqual([]);
  });

  it("orders open before completed, high before low, newest first", () => {
    let state = withTasks("low", "high", "medium", "high");
    state = ok(toggleTask(state, "t4")).state;
    expect(orderedTasks(state.tasks).map((t) => t.id)).toEqual(["t2", "t3", "t1", "t4"]);
  });

  it("deletes any task and clears completed ones, or says there are none", () => {
    expect(clearCompleted(withTasks("low"))).toEqual({ ok: false, refusal: NO_COMPLETED_TASKS });
    const state = ok(toggleTask(withTasks("low", "high"), "t1")).state;
    expect(ok(clearCompleted(state)).state.tasks.map((t) => t.id)).toEqual(["t2"]);
    expect(accepted(deleteTask(state, "t1")).tasks.map((t) => t.id)).toEqual(["t2"]);
  });
});
