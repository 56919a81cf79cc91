// Every widget whose items earn and can be deleted keeps each award's id on its item and gives the
// awards back when the item is deleted (docs/product/points-and-badges.md#fair-points): the rules
// name the item on each award request, keepAwardId keeps the server's id on it (not on another
// item, not twice), and the delete's Outcome carries the ids to give back.
import type { WidgetAwardRequest } from "@/lib/schemas/widget-limits";
import { keepAwardId, MAX_ITEM_AWARDS, type AwardedItem, type ItemLens } from "./item-awards";
import type { Outcome } from "./outcome";
import * as earlyBird from "@/components/widgets/early-bird/rules";
import * as eightyTwenty from "@/components/widgets/eighty-twenty/rules";
import * as gtd from "@/components/widgets/getting-things-done/rules";
import * as kanban from "@/components/widgets/kanban-board/rules";
import * as pomodoro from "@/components/widgets/pomodoro/rules";
import * as batching from "@/components/widgets/task-batching/rules";
import * as timeboxing from "@/components/widgets/timeboxing/rules";
import * as twoMinute from "@/components/widgets/two-minute-rule/rules";
import * as buffett from "@/components/widgets/warren-buffett/rules";
import { EARLY_BIRD_EMPTY } from "@/components/widgets/early-bird/storage";
import { EIGHTY_TWENTY_EMPTY } from "@/components/widgets/eighty-twenty/storage";
import { GTD_EMPTY } from "@/components/widgets/getting-things-done/storage";
import { KANBAN_EMPTY, type KanbanState } from "@/components/widgets/kanban-board/storage";
import { POMODORO_EMPTY } from "@/components/widgets/pomodoro/storage";
import { BATCHING_EMPTY } from "@/components/widgets/task-batching/storage";
import { TIMEBOXING_EMPTY } from "@/components/widgets/timeboxing/storage";
import { TWO_MINUTE_EMPTY } from "@/components/widgets/two-minute-rule/storage";
import { BUFFETT_EMPTY } from "@/components/widgets/warren-buffett/storage";

const DAY = "2026-03-14";
const MORNING = new Date("2026-03-14T08:00:00Z");
const ID = "item-1";

/** Runs the actions in turn, collecting the award requests; a refusal fails the test. */
function run<S>(state: S, ...actions: ((s: S) => Outcome<S>)[]): { state: S; awards: WidgetAwardRequest[] } {
  const awards: WidgetAwardRequest[] = [];
  for (const act of actions) {
    const out = act(state);
    if (!out.ok) throw new Error(out.refusal.title);
    state = out.state;
    awards.push(...out.awards);
  }
  return { state, awards };
}

type Case<S, T extends AwardedItem> = { earn: () => { state: S; awards: WidgetAwardRequest[] }; lens: ItemLens<S, T>; remove: (s: S) => Outcome<S>; kinds: string[] };
const entry = <S, T extends AwardedItem>(c: Case<S, T>) => c as unknown as Case<unknown, AwardedItem>;

const CASES: [string, Case<unknown, AwardedItem>][] = [
  ["Getting Things Done", entry({ lens: gtd.GTD_ITEMS, kinds: ["gtdCaptured", "gtdClarified", "gtdCompleted"], remove: (s) => gtd.deleteAction(s, ID),
    earn: () => run(GTD_EMPTY, (s) => gtd.captureAction(s, { id: ID, content: "x", now: MORNING, today: DAY }), (s) => gtd.moveAction(s, ID, "next", DAY), (s) => gtd.completeAction(s, ID, MORNING, DAY)) })],
  ["Early Bird", entry({ lens: earlyBird.EARLY_BIRD_ITEMS, kinds: ["earlyBirdTask"], remove: (s) => earlyBird.deleteTask(s, ID),
    earn: () => run(EARLY_BIRD_EMPTY, (s) => earlyBird.addTask(s, { id: ID, content: "x", isPriority: false, now: MORNING.getTime() }), (s) => earlyBird.toggleTask(s, ID, MORNING, "UTC")) })],
  ["Eighty-Twenty", entry({ lens: eightyTwenty.EIGHTY_TWENTY_ITEMS, kinds: ["eightyTwentyCompleted"], remove: (s) => eightyTwenty.deleteTask(s, ID),
    earn: () => run(EIGHTY_TWENTY_EMPTY, (s) => eightyTwenty.addTask(s, { id: ID, content: "x", impact: "high", category: "Work", now: 1 }), (s) => eightyTwenty.toggleTask(s, ID)) })],
  ["Kanban Board", entry({ lens: kanban.KANBAN_ITEMS, kinds: ["kanbanStarted", "kanbanCompleted"], remove: (s) => kanban.deleteTask(s, ID),
    // the milestones reached before: a milestone is the board's, not the card's, and stays
    earn: () => run<KanbanState>({ ...KANBAN_EMPTY, created: 20, milestones: kanban.KANBAN_MILESTONES.map((m) => m.id) }, (s) => kanban.addTask(s, { id: ID, content: "x", now: 1 }), (s) => kanban.moveTask(s, ID, "inProgress", DAY), (s) => kanban.moveTask(s, ID, "done", DAY)) })],
  ["Pomodoro", entry({ lens: pomodoro.POMODORO_ITEMS, kinds: ["pomodoroTaskCompleted"], remove: (s) => pomodoro.deleteTask(s, ID),
    earn: () => run(POMODORO_EMPTY, (s) => pomodoro.addTask(s, "x", ID), (s) => pomodoro.toggleTask(s, ID)) })],
  ["Task Batching", entry({ lens: batching.BATCHING_ITEMS, kinds: ["batchingAdded", "batchingCompleted"], remove: (s) => batching.deleteTask(s, ID),
    earn: () => run(BATCHING_EMPTY, (s) => batching.addTask(s, { id: ID, content: "x", category: BATCHING_EMPTY.categories[0].id, timeEstimate: 15, now: MORNING, today: DAY }), (s) => batching.toggleTask(s, ID, null, DAY)) })],
  ["Timeboxing", entry({ lens: timeboxing.TIMEBOX_ITEMS, kinds: ["timeboxCreated", "timeboxCompleted"], remove: (s) => timeboxing.deleteBox(s, ID),
    earn: () => {
      const planned = run(TIMEBOXING_EMPTY, (s) => timeboxing.createBox(s, { name: "x", duration: 1 }, ID), (s) => timeboxing.startBox(s, ID, 0));
      const settled = timeboxing.settleBoxes(planned.state, 2 * 60_000)!;
      return { state: settled.state, awards: [...planned.awards, settled.award] };
    } })],
  ["Two-Minute Rule", entry({ lens: twoMinute.TWO_MINUTE_ITEMS, kinds: ["twoMinuteCreated", "twoMinuteCompleted"], remove: (s) => twoMinute.deleteTask(s, ID),
    earn: () => run(TWO_MINUTE_EMPTY, (s) => twoMinute.addTask(s, { id: ID, content: "x", quickTask: true, now: 1 }), (s) => twoMinute.toggleTask(s, ID)) })],
  ["Buffett 5/25", entry({ lens: buffett.BUFFETT_ITEMS, kinds: ["buffettAdded", "buffettCompleted"], remove: (s) => buffett.deleteGoal(s, ID),
    earn: () => run(BUFFETT_EMPTY, (s) => buffett.addGoal(s, { id: ID, content: "x", now: MORNING, today: DAY }), (s) => buffett.toggleCompleted(s, ID, MORNING, DAY)) })],
];

test.each(CASES)("%s: each award names its item, keeps its id there, and the delete gives them back", (_name, c) => {
  const { state, awards: all } = c.earn();
  // A milestone (Pomodoro's task milestone) is the widget's, not the item's: it names no item.
  const awards = all.filter((a) => a.item !== undefined);
  expect(awards.map((a) => a.kind)).toEqual(c.kinds);
  expect(awards.every((a) => a.item === ID)).toBe(true);
  let kept = state;
  awards.forEach((a, i) => {
    const next = keepAwardId(c.lens, kept, a.item!, 100 + i);
    expect(next.kept).toBe(true);
    kept = next.state;
  });
  const ids = awards.map((_, i) => 100 + i);
  expect(c.lens.of(kept).find((i) => i.id === ID)?.awards).toEqual(ids);
  const removal = c.remove(kept);
  expect(removal).toMatchObject({ ok: true, awards: [], reversals: ids });
  expect(removal.ok && c.lens.of(removal.state).some((i) => i.id === ID)).toBe(false);
  // An item that earned nothing (or whose awards were not recorded) gives nothing back.
  expect(c.remove(state)).toMatchObject({ ok: true, reversals: [] });
});

test("keepAwardId: once per id, on its own item only, at most MAX_ITEM_AWARDS; a deleted item is not kept", () => {
  const lens = gtd.GTD_ITEMS;
  const { state } = run(GTD_EMPTY, (s) => gtd.captureAction(s, { id: "a", content: "a", now: MORNING, today: DAY }), (s) => gtd.captureAction(s, { id: "b", content: "b", now: MORNING, today: DAY }));
  let s = keepAwardId(lens, state, "a", 1).state;
  s = keepAwardId(lens, s, "a", 1).state;
  expect(s.actions.find((a) => a.id === "a")?.awards).toEqual([1]);
  expect(s.actions.find((a) => a.id === "b")?.awards).toBeUndefined();
  for (let id = 2; id <= MAX_ITEM_AWARDS + 3; id++) s = keepAwardId(lens, s, "a", id).state;
  expect(s.actions.find((a) => a.id === "a")?.awards).toHaveLength(MAX_ITEM_AWARDS);
  expect(keepAwardId(lens, s, "gone", 99)).toEqual({ state: s, kept: false });
});
