import { accepted, awardedPoints } from "@/components/widgets/shared/outcome-testing";
import { NO_COMPLETED_TASKS, TASK_EDIT_EMPTY, TASK_REQUIRED } from "@/components/widgets/shared/outcome";
import {
  HOME_COMPLETED,
  HOME_PER_QUADRANT,
  QUADRANTS,
  SAVE_DEBOUNCE_MS,
  addTask,
  clearCompleted,
  completedView,
  deleteTask,
  editTask,
  moveTask,
  quadrantView,
  toggleCompleted,
} from "./rules";
import { EISENHOWER_EMPTY, eisenhowerDataSchema, type EisenhowerData, type QuadrantId } from "./storage";

const t0 = new Date("2026-03-14T09:00:00Z");
const at = (min: number) => new Date(t0.getTime() + min * 60_000);


function add(data: EisenhowerData, n: number, quadrant: QuadrantId = "urgent-important", from = 0): EisenhowerData {
  for (let i = from; i < from + n; i++) data = accepted(addTask(data, { id: `t${i}`, content: `Task ${i}`, quadrant, now: at(i) }));
  return data;
}

test("the four quadrants and their labels; timings and home card sizes", () => {
  expect(Object.entries(QUADRANTS).map(([id, q]) => [id, q.label])).toEqual([
    ["urgent-important", "Do it now"],
    ["not-urgent-important", "Schedule it"],
    ["urgent-not-important", "Delegate it"],
    ["not-urgent-not-important", "Eliminate it"],
  ]);
  expect(SAVE_DEBOUNCE_MS).toBe(5000);
  expect([HOME_PER_QUADRANT, HOME_COMPLETED]).toEqual([3, 5]);
  expect(eisenhowerDataSchema.parse(EISENHOWER_EMPTY)).toEqual(EISENHOWER_EMPTY);
});

test("adding: trimmed, 'Task Required' when blank; the first task celebrates 5, the tenth 15, once each", () => {
  const first = addTask(EISENHOWER_EMPTY, { id: "a", content: "  Pay rent ", quadrant: "urgent-important", now: t0 });
  expect(awardedPoints(first)).toEqual([5]);
  expect(accepted(first).tasks[0]).toMatchObject({ content: "Pay rent", quadrant: "urgent-important", completed: false, dateCompleted: null });
  expect(addTask(EISENHOWER_EMPTY, { id: "a", content: " ", quadrant: "urgent-important", now: t0 })).toEqual({ ok: false, refusal: TASK_REQUIRED });
  const nine = add(EISENHOWER_EMPTY, 9);
  expect(awardedPoints(addTask(nine, { id: "x", content: "ten", quadrant: "urgent-important", now: at(50) }))).toEqual([15]);
  // deleting and adding again does not celebrate twice
  const ten = add(nine, 1, "urgent-important", 9);
  expect(awardedPoints(addTask(deleteTask(ten, "t9"), { id: "y", content: "again", quadrant: "urgent-important", now: at(60) }))).toEqual([]);
});

test("all four quadrants used: 10, by adding or by moving", () => {
  let data = add(EISENHOWER_EMPTY, 1, "urgent-important");
  data = add(data, 1, "not-urgent-important", 1);
  data = add(data, 1, "urgent-not-important", 2);
  const byAdd = addTask(data, { id: "z", content: "z", quadrant: "not-urgent-not-important", now: at(9) });
  expect(awardedPoints(byAdd)).toEqual([10]);
  const byMove = moveTask(data, "t0", "not-urgent-not-important");
  expect(awardedPoints(byMove)).toEqual([10]);
  expect(accepted(byMove).counters.moves).toBe(1);
  expect(accepted(byMove).tasks.find((t) => t.id === "t0")!.quadrant).toBe("not-urgent-not-important");
});

test("moves go to any other quadrant and are counted; the same quadrant changes nothing", () => {
  const data = add(EISENHOWER_EMPTY, 1);
  for (const to of ["not-urgent-important", "urgent-not-important", "not-urgent-not-important"] as const) {
    expect(accepted(moveTask(data, "t0", to)).tasks[0].quadrant).toBe(to);
  }
  expect(accepted(moveTask(data, "t0", "urgent-important"))).toBe(data);
});

test("completing toggles with a date; the tenth completion celebrates 25", () => {
  let data = add(EISENHOWER_EMPTY, 10);
  const one = accepted(toggleCompleted(data, "t0", at(30)));
  expect(one.tasks.find((t) => t.id === "t0")).toMatchObject({ completed: true, dateCompleted: at(30).toISOString() });
  expect(accepted(toggleCompleted(one, "t0", at(31))).tasks.find((t) => t.id === "t0")).toMatchObject({ completed: false, dateCompleted: null });
  for (let i = 0; i < 9; i++) data = accepted(toggleCompleted(data, `t${i}`, at(40 + i)));
  expect(awardedPoints(toggleCompleted(data, "t9", at(60)))).toEqual([25]);
});

test("edits: trimmed, 'Task description cannot be empty.' when blank", () => {
  const data = add(EISENHOWER_EMPTY, 1);
  expect(accepted(editTask(data, "t0", " New ")).tasks[0].content).toBe("New");
  expect(editTask(data, "t0", "  ")).toEqual({ ok: false, refusal: TASK_EDIT_EMPTY });
});

test("home card: 3 open tasks per quadrant, newest first, with '+N more'; completed list 5, latest first", () => {
  let data = add(EISENHOWER_EMPTY, 5);
  expect(quadrantView(data.tasks, "urgent-important")).toMatchObject({ more: 2 });
  expect(quadrantView(data.tasks, "urgent-important").shown.map((t) => t.id)).toEqual(["t4", "t3", "t2"]);
  expect(quadrantView(data.tasks, "urgent-important", true)).toMatchObject({ more: 0 });
  expect(quadrantView(data.tasks, "not-urgent-important")).toEqual({ shown: [], more: 0 });
  data = add(data, 2, "urgent-important", 5);
  for (let i = 0; i < 7; i++) data = accepted(toggleCompleted(data, `t${i}`, at(100 - i)));
  const completed = completedView(data.tasks);
  expect(completed.shown.map((t) => t.id)).toEqual(["t0", "t1", "t2", "t3", "t4"]);
  expect(completed.more).toBe(2);
  expect(quadrantView(data.tasks, "urgent-important")).toEqual({ shown: [], more: 0 });
});

test("clearing completed counts a cleanup; 'No Completed Tasks' (informative) when there are none", () => {
  const data = add(EISENHOWER_EMPTY, 2);
  expect(clearCompleted(data)).toEqual({ ok: false, refusal: NO_COMPLETED_TASKS });
  expect(NO_COMPLETED_TASKS.informative).toBe(true);
  const cleared = accepted(clearCompleted(accepted(toggleCompleted(data, "t0", t0))));
  expect(cleared.tasks.map((t) => t.id)).toEqual(["t1"]);
  expect(cleared.counters.cleanups).toBe(1);
});
