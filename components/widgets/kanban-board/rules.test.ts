import { accepted } from "@/components/widgets/shared/outcome-testing";
import { WIDGET_ACHIEVEMENT_LIMITS } from "@/lib/schemas/widgets";
import { NO_COMPLETED_TASKS, TASK_REQUIRED } from "@/components/widgets/shared/outcome";
import { addTask, clearDone, deleteTask, KANBAN_COLUMNS, moveTargets, moveTask, tasksIn, WIP_REFUSAL } from "./rules";
import { KANBAN_EMPTY, type KanbanState } from "./storage";

const DAY = "2026-05-11";

const T0 = Date.parse("2026-03-01T08:00:00Z");

function ok<S>(outcome: { ok: true; state: S; awards: { points: number; description: string }[] } | { ok: false; refusal: unknown }) {
  if (!outcome.ok) throw new Error("refused");
  return outcome;
}

function board(n: number): KanbanState {
  let state = KANBAN_EMPTY;
  for (let i = 1; i <= n; i++) state = ok(addTask(state, { id: `k${i}`, content: `card ${i}`, now: T0 + i })).state;
  return state;
}

const moved = (state: KanbanState, ...steps: [string, "inProgress" | "done"][]) =>
  steps.reduce((s, [id, to]) => ok(moveTask(s, id, to, DAY)).state, state);

describe("kanban board", () => {
  it("has the three columns (docs/product/widgets.md)", () => {
    expect(KANBAN_COLUMNS.map((c) => c.title)).toEqual(["To Do", "In Progress", "Done"]);
  });

  it("refuses blank text and puts new cards in To Do, oldest first", () => {
    expect(addTask(KANBAN_EMPTY, { id: "x", content: " ", now: T0 })).toEqual({ ok: false, refusal: TASK_REQUIRED });
    expect(tasksIn(board(3), "todo").map((t) => t.id)).toEqual(["k1", "k2", "k3"]);
  });

  it("celebrates the creation milestones once each: first 5, 3 in To Do 8, 5 total 10, 10 total 15", () => {
    let state = KANBAN_EMPTY;
    const awards: (number | undefined)[] = [];
    for (let i = 1; i <= 12; i++) {
      const outcome = ok(addTask(state, { id: `k${i}`, content: `c${i}`, now: T0 + i }));
      awards.push(outcome.awards[0]?.points);
      state = outcome.state;
    }
    expect(awards).toEqual([5, undefined, 8, undefined, 10, undefined, undefined, undefined, undefined, 15, undefined, undefined]);
    expect(state.milestones).toEqual(["first", "todo-3", "total-5", "total-10"]);
  });

  it("counts 3 in To Do when it happens, not at the 3rd card", () => {
    let state = board(2);
    state = moved(state, ["k1", "inProgress"]);
    expect(ok(addTask(state, { id: "k3", content: "c", now: T0 + 3 })).awards).toEqual([]);
    state = ok(addTask(state, { id: "k3", content: "c", now: T0 + 3 })).state;
    expect(ok(addTask(state, { id: "k4", content: "c", now: T0 + 4 })).awards[0]?.points).toBe(8);
  });

  it("celebrates only the largest milestone reached by one add", () => {
    let state = board(4);
    state = { ...state, milestones: ["first"] };
    const outcome = ok(addTask(state, { id: "k5", content: "c", now: T0 + 5 }));
    expect(outcome.awards[0]?.points).toBe(10);
    expect(outcome.state.milestones).toEqual(["first", "todo-3", "total-5"]);
  });

  it("moving to In Progress earns 5, into Done 10 and every 5th completion 20", () => {
    let state = board(10);
    expect(ok(moveTask(state, "k1", "inProgress", DAY)).awards[0]?.points).toBe(5);
    const points: number[] = [];
    for (let i = 1; i <= 10; i++) {
      const outcome = ok(moveTask(state, `k${i}`, "done", DAY));
      points.push(outcome.awards[0].points);
      state = outcome.state;
    }
    expect(points).toEqual([10, 10, 10, 10, 20, 10, 10, 10, 10, 20]);
  });

  it("allows at most 3 cards in progress with the WIP toast", () => {
    const state = moved(board(4), ["k1", "inProgress"], ["k2", "inProgress"], ["k3", "inProgress"]);
    expect(moveTask(state, "k4", "inProgress", DAY)).toEqual({ ok: false, refusal: WIP_REFUSAL });
    expect(WIP_REFUSAL).toEqual({ title: "WIP Limit Reached", description: "You can't have more than 3 tasks in progress at once." });
    const freed = moved(state, ["k1", "done"]);
    expect(ok(moveTask(freed, "k4", "inProgress", DAY)).state.tasks.find((t) => t.id === "k4")!.column).toBe("inProgress");
  });

  it("never moves a card backward", () => {
    const state = moved(board(1), ["k1", "done"]);
    const outcome = moveTask(state, "k1", "todo", DAY);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.refusal.description).toBe("Cards only move forward: this card can't go back to To Do.");
    expect(moveTask(moved(board(1), ["k1", "inProgress"]), "k1", "todo", DAY).ok).toBe(false);
  });

  it("lists forward targets with the reason a target is refused now", () => {
    const full = moved(board(4), ["k1", "inProgress"], ["k2", "inProgress"], ["k3", "inProgress"]);
    const k4 = full.tasks.find((t) => t.id === "k4")!;
    expect(moveTargets(full, k4)).toEqual([{ column: "inProgress", refusal: WIP_REFUSAL }, { column: "done" }]);
    expect(moveTargets(full, full.tasks.find((t) => t.id === "k1")!)).toEqual([{ column: "done" }]);
  });

  it("a move to the same column or of an unknown card changes nothing", () => {
    const state = board(1);
    expect(ok(moveTask(state, "k1", "todo", DAY)).state).toBe(state);
    expect(ok(moveTask(state, "zz", "done", DAY)).state).toBe(state);
  });

  it("clearing Done earns 5 for 1-4 cards, 10 for 5-9, 15 for 10 or more; nothing to clear is informative", () => {
    expect(clearDone(board(2), DAY)).toEqual({ ok: false, refusal: NO_COMPLETED_TASKS });
    expect(NO_COMPLETED_TASKS.informative).toBe(true);
    const finish = (n: number) => Array.from({ length: n }, (_, i) => [`k${i + 1}`, "done"] as [string, "done"]);
    for (const [cards, points] of [[1, 5], [4, 5], [5, 10], [9, 10], [10, 15], [12, 15]]) {
      const outcome = ok(clearDone(moved(board(12), ...finish(cards)), DAY));
      expect(outcome.awards[0].points).toBe(points);
      expect(outcome.state.tasks).toHaveLength(12 - cards);
    }
  });

  it("deleting a card keeps the counts", () => {
    const state = accepted(deleteTask(moved(board(2), ["k1", "done"]), "k1"));
    expect(state.tasks.map((t) => t.id)).toEqual(["k2"]);
    expect(state.completed).toBe(1);
    expect(state.created).toBe(2);
  });
});

describe("kanban award descriptions", () => {
  it("stay under the API's 200 characters for the longest card text", () => {
    const long = "x".repeat(200);
    let state = ok(addTask(KANBAN_EMPTY, { id: "k1", content: long, now: T0 })).state;
    const started = ok(moveTask(state, "k1", "inProgress", DAY));
    state = started.state;
    const completed = ok(moveTask(state, "k1", "done", DAY));
    for (const award of [...started.awards, ...completed.awards]) expect(award.description.length).toBeLessThanOrEqual(WIDGET_ACHIEVEMENT_LIMITS.description);
  });
});
