import { NO_COMPLETED_TASKS, TASK_EDIT_EMPTY, TASK_REQUIRED } from "@/components/widgets/shared/outcome";
import { addTask, clearCompleted, deleteTask, editTask, limitRefusal, progress, remaining, toggleTask } from "./rules";
import { ONE_THREE_FIVE_EMPTY, type OneThreeFiveState, type TaskSize } from "./storage";

const DAY = "2026-03-01";

function ok(outcome: ReturnType<typeof addTask>) {
  if (!outcome.ok) throw new Error(outcome.refusal.description);
  return outcome;
}

function add(state: OneThreeFiveState, id: string, size: TaskSize) {
  return ok(addTask(state, { id, content: id, size })).state;
}

/** 1 big (b1), 3 medium (m1-m3), 5 small (s1-s5). */
function fullList(): OneThreeFiveState {
  let state = add(ONE_THREE_FIVE_EMPTY, "b1", "big");
  for (const i of [1, 2, 3]) state = add(state, `m${i}`, "medium");
  for (const i of [1, 2, 3, 4, 5]) state = add(state, `s${i}`, "small");
  return state;
}

describe("1-3-5 rule", () => {
  it("refuses blank text and a blank edit", () => {
    expect(addTask(ONE_THREE_FIVE_EMPTY, { id: "x", content: "  ", size: "big" })).toEqual({ ok: false, refusal: TASK_REQUIRED });
    expect(editTask(fullList(), "b1", " ")).toEqual({ ok: false, refusal: TASK_EDIT_EMPTY });
    expect(TASK_EDIT_EMPTY.description).toBe("Task description cannot be empty.");
    expect(ok(editTask(fullList(), "b1", " thesis ")).state.tasks[0].content).toBe("thesis");
  });

  it("allows 1 big, 3 medium and 5 small active tasks with the spec's message", () => {
    const state = fullList();
    for (const size of ["big", "medium", "small"] as const) {
      expect(remaining(state.tasks, size)).toBe(0);
      expect(addTask(state, { id: "extra", content: "extra", size })).toEqual({ ok: false, refusal: limitRefusal(size) });
    }
    expect(limitRefusal("big")).toEqual({ title: "Task Limit Reached", description: "You can only have 1 active big task(s)." });
    expect(limitRefusal("medium").description).toBe("You can only have 3 active medium task(s).");
    expect(limitRefusal("small").description).toBe("You can only have 5 active small task(s).");
  });

  it("a completed task frees its place; re-opening it when the place is taken again is refused", () => {
    let state = ok(toggleTask(fullList(), "b1", DAY)).state;
    state = add(state, "b2", "big");
    expect(toggleTask(state, "b1", DAY)).toEqual({ ok: false, refusal: limitRefusal("big") });
    state = deleteTask(state, "b2");
    expect(ok(toggleTask(state, "b1", DAY)).state.tasks.find((t) => t.id === "b1")!.completed).toBe(false);
  });

  it("progress is completed / 9, at most 100 %", () => {
    let state = fullList();
    expect(progress(state.tasks)).toBe(0);
    state = ok(toggleTask(state, "s1", DAY)).state;
    expect(progress(state.tasks)).toBeCloseTo(1 / 9);
    state = ok(toggleTask(state, "s2", DAY)).state;
    state = ok(toggleTask(state, "s3", DAY)).state;
    expect(progress(state.tasks)).toBeCloseTo(3 / 9);
    const many = { ...state, tasks: Array.from({ length: 12 }, (_, i) => ({ id: `x${i}`, content: "x", completed: true, size: "small" as const })) };
    expect(progress(many.tasks)).toBe(1);
  });

  it("gives 5, 8, 10 and 20 at 25, 50, 75 and 100 %, and the balance bonus 12 once every size has a completed task", () => {
    let state = fullList();
    const order = ["s1", "s2", "s3", "s4", "s5", "m1", "m2", "m3", "b1"];
    const awards: number[][] = [];
    for (const id of order) {
      const outcome = ok(toggleTask(state, id, DAY));
      awards.push(outcome.awards.map((a) => a.points));
      state = outcome.state;
    }
    // 3/9 = 33 % crosses 25; 5/9 = 56 % crosses 50; 7/9 = 78 % crosses 75; 9/9 with the big task balances too.
    expect(awards).toEqual([[], [], [5], [], [8], [], [10], [], [20, 12]]);
    expect(state.bonuses).toEqual(["25", "50", "75", "100", "balance"]);
  });

  it("un-checking and checking again on the same day earns nothing more; a new day can earn again", () => {
    let state = fullList();
    for (const id of ["s1", "s2", "s3"]) state = ok(toggleTask(state, id, DAY)).state;
    state = ok(toggleTask(state, "s3", DAY)).state;
    const again = ok(toggleTask(state, "s3", DAY));
    expect(again.awards).toEqual([]);
    state = ok(toggleTask(again.state, "s3", DAY)).state;
    const nextDay = ok(toggleTask(state, "s3", "2026-03-02"));
    expect(nextDay.awards.map((a) => a.points)).toEqual([5]);
    expect(nextDay.state.bonusDay).toBe("2026-03-02");
  });

  it("crossing several steps at once gives the largest one", () => {
    const state: OneThreeFiveState = {
      ...ONE_THREE_FIVE_EMPTY,
      tasks: Array.from({ length: 5 }, (_, i) => ({ id: `s${i}`, content: "s", completed: i < 4, size: "small" as const })),
    };
    const padded = { ...state, tasks: [...state.tasks, { id: "m1", content: "m", completed: true, size: "medium" as const }] };
    // 5 done -> 6 done (67 %): 25 and 50 were never given; only 8 is sent, both are marked.
    const outcome = ok(toggleTask(padded, "s4", DAY));
    expect(outcome.awards.map((a) => a.points)).toEqual([8]);
    expect(outcome.state.bonuses).toEqual(["25", "50"]);
  });

  it("clears completed tasks, or says there are none", () => {
    expect(clearCompleted(fullList())).toEqual({ ok: false, refusal: NO_COMPLETED_TASKS });
    const state = ok(toggleTask(fullList(), "m1", DAY)).state;
    expect(ok(clearCompleted(state)).state.tasks.map((t) => t.id)).not.toContain("m1");
  });
});
