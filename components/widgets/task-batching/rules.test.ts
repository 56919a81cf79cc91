import { accepted, awardedPoints } from "@/components/widgets/shared/outcome-testing";
import { NO_COMPLETED_TASKS, TASK_EDIT_EMPTY, TASK_REQUIRED } from "@/components/widgets/shared/outcome";
import {
  BATCHING_POINTS,
  CANNOT_DELETE_CATEGORY,
  CATEGORY_EXISTS,
  CATEGORY_REQUIRED,
  LAST_CATEGORY,
  addCategory,
  addTask,
  categoryId,
  clearCompleted,
  deleteCategory,
  deleteTask,
  editTask,
  endFocus,
  formatMinutes,
  openMinutes,
  sortTasks,
  startFocus,
  toggleTask,
  visibleTasks,
} from "./rules";
import { BATCHING_EMPTY, SESSIONS_EMPTY, TIME_ESTIMATES, batchingDataSchema, type BatchingData } from "./storage";

const DAY = "2026-05-11";

const t0 = new Date("2026-03-14T09:00:00Z");
const at = (min: number) => new Date(t0.getTime() + min * 60_000);


function withTasks(...specs: [string, string, number?][]): BatchingData {
  return specs.reduce(
    (data, [id, category, estimate], i) => accepted(addTask(data, { today: DAY, id, content: `Task ${id}`, category, timeEstimate: estimate ?? 15, now: at(i) })),
    BATCHING_EMPTY,
  );
}

test("five default categories, the estimate list, estimates shown by default", () => {
  expect(BATCHING_EMPTY.categories.map((c) => [c.id, c.name])).toEqual([
    ["email", "Email & Communication"],
    ["admin", "Administrative Tasks"],
    ["creative", "Creative Work"],
    ["meetings", "Meetings & Calls"],
    ["learning", "Learning & Development"],
  ]);
  expect(TIME_ESTIMATES).toEqual([5, 10, 15, 30, 45, 60, 90, 120]);
  expect(batchingDataSchema.parse(BATCHING_EMPTY)).toEqual(BATCHING_EMPTY);
});

test("estimates read 'N min', hours, or 'Xh Ym'", () => {
  expect(TIME_ESTIMATES.map(formatMinutes)).toEqual(["5 min", "10 min", "15 min", "30 min", "45 min", "1 hour", "1h 30m", "2 hours"]);
  expect(formatMinutes(195)).toBe("3h 15m");
});

test("adding: trimmed, 'Task Required' when blank, 2 points", () => {
  const out = addTask(BATCHING_EMPTY, { today: DAY, id: "a", content: "  Reply to Ana ", category: "email", timeEstimate: 10, now: t0 });
  expect(awardedPoints(out)).toEqual([BATCHING_POINTS.add]);
  expect(accepted(out).tasks[0]).toMatchObject({ content: "Reply to Ana", category: "email", timeEstimate: 10, completed: false });
  expect(addTask(BATCHING_EMPTY, { today: DAY, id: "b", content: " ", category: "email", timeEstimate: 10, now: t0 })).toEqual({ ok: false, refusal: TASK_REQUIRED });
});

test("a category id is the lowercased name with whitespace as hyphens; blank and clashes are refused", () => {
  expect(categoryId("  Deep   Work ")).toBe("deep-work");
  const added = accepted(addCategory(BATCHING_EMPTY, " Deep Work "));
  expect(added.categories.at(-1)).toMatchObject({ id: "deep-work", name: "Deep Work" });
  expect(addCategory(added, "deep  work")).toEqual({ ok: false, refusal: CATEGORY_EXISTS });
  expect(addCategory(BATCHING_EMPTY, "EMAIL")).toEqual({ ok: false, refusal: CATEGORY_EXISTS });
  expect(CATEGORY_EXISTS.description).toBe("A category with a similar name already exists.");
  expect(addCategory(BATCHING_EMPTY, "  ")).toEqual({ ok: false, refusal: CATEGORY_REQUIRED });
  expect(CATEGORY_REQUIRED.title).toBe("Category Name Required");
});

test("a category holding tasks cannot be deleted; an empty one can, but not the last one", () => {
  const data = withTasks(["a", "email"]);
  expect(deleteCategory(data, "email")).toEqual({ ok: false, refusal: CANNOT_DELETE_CATEGORY });
  expect(CANNOT_DELETE_CATEGORY).toEqual({ title: "Cannot Delete Category", description: "This category has tasks assigned to it. Reassign or delete these tasks first." });
  expect(accepted(deleteCategory(data, "admin")).categories.map((c) => c.id)).not.toContain("admin");
  const one = { ...BATCHING_EMPTY, categories: BATCHING_EMPTY.categories.slice(0, 1) };
  expect(deleteCategory(one, "email")).toEqual({ ok: false, refusal: LAST_CATEGORY });
});

test("order: focus category first, open before completed, then category, then newest first", () => {
  let data = withTasks(["l1", "learning"], ["e1", "email"], ["a1", "admin"], ["e2", "email"], ["l2", "learning"]);
  data = accepted(toggleTask(data, "e2", null, DAY));
  expect(sortTasks(data.tasks, data.categories, null).map((t) => t.id)).toEqual(["e1", "a1", "l2", "l1", "e2"]);
  expect(sortTasks(data.tasks, data.categories, "learning").map((t) => t.id)).toEqual(["l2", "l1", "e1", "a1", "e2"]);
  expect(visibleTasks(data, "email", null).map((t) => t.id)).toEqual(["e1", "e2"]);
  expect(visibleTasks(data, "all", null)).toHaveLength(5);
});

test("completing earns 3 once; finishing the focused batch earns 10", () => {
  const data = withTasks(["e1", "email"], ["e2", "email"], ["a1", "admin"]);
  const first = toggleTask(data, "e1", "email", DAY);
  expect(awardedPoints(first)).toEqual([BATCHING_POINTS.complete]);
  const undone = accepted(toggleTask(accepted(first), "e1", "email", DAY));
  expect(awardedPoints(toggleTask(undone, "e1", "email", DAY))).toEqual([]);
  expect(awardedPoints(toggleTask(accepted(first), "e2", "email", DAY))).toEqual([BATCHING_POINTS.complete, BATCHING_POINTS.batch]);
  expect(awardedPoints(toggleTask(accepted(first), "e2", null, DAY))).toEqual([BATCHING_POINTS.complete]);
});

test("edits: content, category and estimate; 'Task description cannot be empty.'", () => {
  const data = withTasks(["a", "email"]);
  expect(accepted(editTask(data, "a", { content: " Plan ", category: "creative", timeEstimate: 90 })).tasks[0]).toMatchObject({ content: "Plan", category: "creative", timeEstimate: 90 });
  expect(editTask(data, "a", { content: " ", category: "email", timeEstimate: 5 })).toEqual({ ok: false, refusal: TASK_EDIT_EMPTY });
  expect(accepted(deleteTask(data, "a")).tasks).toEqual([]);
});

test("open minutes per category; clearing completed ('No Completed Tasks' when none)", () => {
  let data = withTasks(["a", "email", 30], ["b", "email", 45], ["c", "admin", 60]);
  expect(openMinutes(data.tasks, "email")).toBe(75);
  expect(openMinutes(data.tasks)).toBe(135);
  expect(clearCompleted(data)).toEqual({ ok: false, refusal: NO_COMPLETED_TASKS });
  data = accepted(toggleTask(data, "a", null, DAY));
  expect(openMinutes(data.tasks, "email")).toBe(45);
  const out = clearCompleted(data);
  expect(awardedPoints(out)).toEqual([BATCHING_POINTS.clear]);
  expect(accepted(out).tasks.map((t) => t.id)).toEqual(["c", "b"]);
});

test("Focus starts a counted session; refocusing the same category is one session; Clear Focus ends it", () => {
  const one = startFocus(SESSIONS_EMPTY, "email", t0);
  expect(one).toEqual({ count: 1, focus: { categoryId: "email", startedAt: t0.toISOString() } });
  expect(startFocus(one, "email", at(5))).toBe(one);
  expect(startFocus(one, "admin", at(5)).count).toBe(2);
  expect(endFocus(one)).toEqual({ count: 1, focus: null });
});
