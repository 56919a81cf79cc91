import { accepted } from "@/components/widgets/shared/outcome-testing";
import { TASK_REQUIRED } from "@/components/widgets/shared/outcome";
import { addTask, deleteTask, setQuick, tasksOfTab, toggleTask, TWO_MINUTE_TABS } from "./rules";
import { TWO_MINUTE_EMPTY, type TwoMinuteState } from "./storage";

const T0 = Date.parse("2026-03-01T08:00:00Z");

function ok(outcome: ReturnType<typeof addTask>) {
  if (!outcome.ok) throw new Error(outcome.refusal.title);
  return outcome;
}

function withTasks(n: number, quick = true): TwoMinuteState {
  let state = TWO_MINUTE_EMPTY;
  for (let i = 1; i <= n; i++) state = ok(addTask(state, { id: `t${i}`, content: `task ${i}`, quickTask: quick, now: T0 + i })).state;
  return state;
}

describe("two-minute rule", () => {
  it("has the four tabs in order (docs/product/widgets.md)", () => {
    expect(TWO_MINUTE_TABS.map((t) => t.label)).toEqual(["Quick Tasks", "Scheduled", "Completed", "All"]);
  });

  it("refuses blank text with the Task Required toast and trims the rest", () => {
    expect(addTask(TWO_MINUTE_EMPTY, { id: "a", content: "   ", quickTask: true, now: T0 })).toEqual({ ok: false, refusal: TASK_REQUIRED });
    expect(TASK_REQUIRED).toEqual({ title: "Task Required", description: "Please enter a task description." });
    expect(ok(addTask(TWO_MINUTE_EMPTY, { id: "a", content: "  reply to Sam  ", quickTask: true, now: T0 })).state.tasks[0].content).toBe("reply to Sam");
  });

  it("creation earns 5 for the first, 8 every 5th, else 2", () => {
    let state = TWO_MINUTE_EMPTY;
    const points: number[] = [];
    for (let i = 1; i <= 10; i++) {
      const outcome = ok(addTask(state, { id: `t${i}`, content: `t${i}`, quickTask: i % 2 === 0, now: T0 + i }));
      points.push(outcome.awards[0].points);
      expect(outcome.awards[0].source).toBe("task");
      state = outcome.state;
    }
    expect(points).toEqual([5, 2, 2, 2, 8, 2, 2, 2, 2, 8]);
    expect(state.created).toBe(10);
  });

  it("deleting a task does not rewind the creation count", () => {
    const state = accepted(deleteTask(withTasks(4), "t4"));
    expect(ok(addTask(state, { id: "t5", content: "five", quickTask: true, now: T0 + 9 })).awards[0].points).toBe(8);
  });

  it("completion earns 10 for the first, 15 every 5th, else 5, counted apart from creations", () => {
    let state = withTasks(10);
    const points: number[] = [];
    for (let i = 1; i <= 10; i++) {
      const outcome = ok(toggleTask(state, `t${i}`));
      points.push(outcome.awards[0].points);
      state = outcome.state;
    }
    expect(points).toEqual([10, 5, 5, 5, 15, 5, 5, 5, 5, 15]);
    expect(state.completed).toBe(10);
  });

  it("un-checking and checking again earns nothing more", () => {
    let state = ok(toggleTask(withTasks(1), "t1")).state;
    const off = ok(toggleTask(state, "t1"));
    expect(off.awards).toEqual([]);
    expect(off.state.tasks[0].completed).toBe(false);
    state = off.state;
    const again = ok(toggleTask(state, "t1"));
    expect(again.awards).toEqual([]);
    expect(again.state.tasks[0].completed).toBe(true);
    expect(again.state.completed).toBe(1);
  });

  it("sorts tasks into tabs, newest first, the All tab open before completed", () => {
    let state = withTasks(2, true);
    state = ok(addTask(state, { id: "s1", content: "plan trip", quickTask: false, now: T0 + 50 })).state;
    state = ok(toggleTask(state, "t2")).state;
    const ids = (tab: Parameters<typeof tasksOfTab>[1]) => tasksOfTab(state.tasks, tab).map((t) => t.id);
    expect(ids("quick")).toEqual(["t1"]);
    expect(ids("scheduled")).toEqual(["s1"]);
    expect(ids("completed")).toEqual(["t2"]);
    expect(ids("all")).toEqual(["s1", "t1", "t2"]);
  });

  it("moves an open task between Quick Tasks and Scheduled, never a completed one", () => {
    let state = withTasks(2);
    state = ok(toggleTask(state, "t2")).state;
    state = setQuick(setQuick(state, "t1", false), "t2", false);
    expect(state.tasks.find((t) => t.id === "t1")!.quickTask).toBe(false);
    expect(state.tasks.find((t) => t.id === "t2")!.quickTask).toBe(true);
  });

  it("ignores an unknown id", () => {
    const state = withTasks(1);
    expect(ok(toggleTask(state, "nope")).state).toBe(state);
  });
});
