// The widget loops that farmed points (docs/decisions.md "Fair points and sessions"), each run 30 times on one local day: the day's
// counts (shared/daily-count, WIDGET_DAILY_LIMITS) stop the awards, the next day earns again, and
// the things themselves still work (the item is added, moved, completed, cleared).
import * as batching from "@/components/widgets/task-batching/rules";
import { BATCHING_EMPTY } from "@/components/widgets/task-batching/storage";
import * as gtd from "@/components/widgets/getting-things-done/rules";
import { GTD_EMPTY } from "@/components/widgets/getting-things-done/storage";
import * as kanban from "@/components/widgets/kanban-board/rules";
import { KANBAN_EMPTY, type KanbanState } from "@/components/widgets/kanban-board/storage";
import * as buffett from "@/components/widgets/warren-buffett/rules";
import { BUFFETT_EMPTY } from "@/components/widgets/warren-buffett/storage";
import { WIDGET_DAILY_LIMITS } from "@/components/widgets/shared/daily-count";
import type { Outcome } from "@/components/widgets/shared/outcome";

const DAY = "2026-05-11";
const NEXT = "2026-05-12";
const NOW = new Date("2026-05-11T09:00:00Z");
const ROUNDS = 30;

/** Applies an outcome: its state, and its points added to `total`. */
function points() {
  let total = 0;
  const take = <S>(outcome: Outcome<S>): S => {
    if (!outcome.ok) throw new Error(`refused: ${outcome.refusal.title}`);
    total += outcome.awards.reduce((sum, a) => sum + a.points, 0);
    return outcome.state;
  };
  return { take, total: () => total };
}

test("GTD: capture and delete earns for the day's captures only", () => {
  const { take, total } = points();
  let s = GTD_EMPTY;
  for (let i = 0; i < ROUNDS; i++) {
    s = take(gtd.captureAction(s, { id: `a${i}`, content: "x", now: NOW, today: DAY }));
    s = take(gtd.deleteAction(s, `a${i}`));
  }
  expect(total()).toBe(WIDGET_DAILY_LIMITS.gtdCapture * gtd.GTD_POINTS.capture);
  expect(s.actions).toEqual([]);
  const tomorrow = gtd.captureAction(s, { id: "b", content: "x", now: NOW, today: NEXT });
  expect(tomorrow.ok && tomorrow.awards.map((a) => a.points)).toEqual([gtd.GTD_POINTS.capture]);
});

test("GTD: capture, clarify and complete past the counts earn nothing more", () => {
  const { take, total } = points();
  let s = GTD_EMPTY;
  for (let i = 0; i < ROUNDS; i++) {
    s = take(gtd.captureAction(s, { id: `a${i}`, content: "x", now: NOW, today: DAY }));
    s = take(gtd.moveAction(s, `a${i}`, "next", DAY));
    s = take(gtd.completeAction(s, `a${i}`, NOW, DAY));
    s = take(gtd.deleteAction(s, `a${i}`));
  }
  const { capture, clarify, complete } = gtd.GTD_POINTS;
  expect(total()).toBe(WIDGET_DAILY_LIMITS.gtdCapture * capture + WIDGET_DAILY_LIMITS.gtdClarify * clarify + WIDGET_DAILY_LIMITS.gtdComplete * complete);
});

test("Buffett 5/25: writing a goal down and deleting it earns for the day's goals only", () => {
  const { take, total } = points();
  let s = BUFFETT_EMPTY;
  for (let i = 0; i < ROUNDS; i++) {
    s = take(buffett.addGoal(s, { id: `g${i}`, content: "x", now: NOW, today: DAY }));
    s = take(buffett.deleteGoal(s, `g${i}`));
  }
  expect(total()).toBe(WIDGET_DAILY_LIMITS.buffettGoal * buffett.BUFFETT_POINTS.add);
  expect(s.goals).toEqual([]);
});

test("Task Batching: adding and deleting a task earns for the day's tasks only", () => {
  const { take, total } = points();
  let s = BATCHING_EMPTY;
  for (let i = 0; i < ROUNDS; i++) {
    s = take(batching.addTask(s, { id: `t${i}`, content: "x", category: "email", timeEstimate: 15, now: NOW, today: DAY }));
    s = take(batching.deleteTask(s, `t${i}`));
  }
  expect(total()).toBe(WIDGET_DAILY_LIMITS.batchingTask * batching.BATCHING_POINTS.add);
});

test("Task Batching: Batch Complete earns once a day for a category, however often its last task is re-ticked", () => {
  const { take, total } = points();
  let s = take(batching.addTask(BATCHING_EMPTY, { id: "t1", content: "x", category: "email", timeEstimate: 15, now: NOW, today: DAY }));
  const afterAdd = total();
  for (let i = 0; i < ROUNDS; i++) {
    s = take(batching.toggleTask(s, "t1", "email", DAY)); // done: the batch is complete
    s = take(batching.toggleTask(s, "t1", "email", DAY)); // undone
  }
  expect(total() - afterAdd).toBe(batching.BATCHING_POINTS.complete + batching.BATCHING_POINTS.batch);
  // Another category's batch, and the same one tomorrow, still earn theirs.
  s = take(batching.addTask(s, { id: "t2", content: "y", category: "admin", timeEstimate: 15, now: NOW, today: DAY }));
  const before = total();
  s = take(batching.toggleTask(s, "t2", "admin", DAY));
  expect(total() - before).toBe(batching.BATCHING_POINTS.complete + batching.BATCHING_POINTS.batch);
  const tomorrow = batching.toggleTask(s, "t1", "email", NEXT);
  expect(tomorrow.ok && tomorrow.awards.map((a) => a.description)).toEqual(["Task Batching: batch complete"]);
});

test("Kanban: a card taken to done and cleared, again and again, earns for the day's counts only", () => {
  const { take, total } = points();
  let s: KanbanState = { ...KANBAN_EMPTY, milestones: kanban.KANBAN_MILESTONES.map((m) => m.id) }; // milestones are once ever
  for (let i = 0; i < ROUNDS; i++) {
    s = take(kanban.addTask(s, { id: `k${i}`, content: "x", now: NOW.getTime() }));
    s = take(kanban.moveTask(s, `k${i}`, "inProgress", DAY));
    s = take(kanban.moveTask(s, `k${i}`, "done", DAY));
    s = take(kanban.clearDone(s, DAY));
  }
  const { start, complete, completeFifth, clear } = kanban.KANBAN_POINTS;
  const completions = Array.from({ length: WIDGET_DAILY_LIMITS.kanbanComplete }, (_, i) => ((i + 1) % 5 === 0 ? completeFifth : complete));
  expect(total()).toBe(WIDGET_DAILY_LIMITS.kanbanStart * start + completions.reduce((a, b) => a + b, 0) + WIDGET_DAILY_LIMITS.kanbanClear * clear(1));
  expect(s.tasks).toEqual([]);
  expect(s.completed).toBe(ROUNDS);
});
