import { addTask } from "./rules";
import { announcements, dropTarget, movedMessage } from "./drag";
import { EISENHOWER_EMPTY } from "./storage";

const outcome = addTask(EISENHOWER_EMPTY, { id: "a", content: "Pay rent", quadrant: "urgent-important", now: new Date("2026-03-14T09:00:00Z") });
if (!outcome.ok) throw new Error("refused");
const tasks = outcome.state.tasks;

const active = { id: "a", data: { current: undefined }, rect: { current: { initial: null, translated: null } } };
const over = (id: string) => ({ id, rect: { top: 0, left: 0, width: 0, height: 0, bottom: 0, right: 0 }, disabled: false, data: { current: undefined } });

test("a drop on another quadrant moves; on its own, outside or on a task it stays", () => {
  expect(dropTarget(tasks, "a", "not-urgent-important")).toBe("not-urgent-important");
  expect(dropTarget(tasks, "a", "urgent-important")).toBeNull();
  expect(dropTarget(tasks, "a", null)).toBeNull();
  expect(dropTarget(tasks, "missing", "not-urgent-important")).toBeNull();
});

test("screen readers hear each step in the quadrants' words", () => {
  const say = announcements(tasks);
  expect(say.onDragStart({ active })).toBe('Picked up "Pay rent" from Do it now (Urgent & Important).');
  expect(say.onDragOver({ active, over: over("urgent-not-important") })).toBe('"Pay rent" is over Delegate it (Urgent & Not Important).');
  expect(say.onDragEnd({ active, over: over("not-urgent-not-important") })).toBe(movedMessage("Pay rent", "not-urgent-not-important"));
  expect(movedMessage("Pay rent", "not-urgent-not-important")).toBe('"Pay rent" was moved to Eliminate it (Not Urgent & Not Important).');
  expect(say.onDragEnd({ active, over: null })).toBe('"Pay rent" stays in Do it now (Urgent & Important).');
  expect(say.onDragCancel({ active, over: null })).toBe('Moving "Pay rent" was cancelled. It stays in Do it now (Urgent & Important).');
});
