// Widget data stays in the browser (docs/decisions.md "Fair points and sessions"): an award's
// description is posted, stored, listed in the points history and exported, so it names the
// achievement, never the member's text. Each widget's award paths run here with a marker as every
// text the member types (task names, categories, projects); no description may carry it. The
// popup's own title and message stay in the browser and may quote the member.
import * as earlyBird from "@/components/widgets/early-bird/rules";
import { EARLY_BIRD_EMPTY } from "@/components/widgets/early-bird/storage";
import * as eightyTwenty from "@/components/widgets/eighty-twenty/rules";
import { EIGHTY_TWENTY_EMPTY } from "@/components/widgets/eighty-twenty/storage";
import * as eisenhower from "@/components/widgets/eisenhower-matrix/rules";
import { EISENHOWER_EMPTY } from "@/components/widgets/eisenhower-matrix/storage";
import * as flowtime from "@/components/widgets/flowtime/rules";
import { FLOWTIME_EMPTY } from "@/components/widgets/flowtime/storage";
import * as gtd from "@/components/widgets/getting-things-done/rules";
import { GTD_EMPTY } from "@/components/widgets/getting-things-done/storage";
import * as kanban from "@/components/widgets/kanban-board/rules";
import { KANBAN_EMPTY } from "@/components/widgets/kanban-board/storage";
import * as oneThreeFive from "@/components/widgets/one-three-five/rules";
import { ONE_THREE_FIVE_EMPTY } from "@/components/widgets/one-three-five/storage";
import * as pomodoro from "@/components/widgets/pomodoro/rules";
import { POMODORO_EMPTY } from "@/components/widgets/pomodoro/storage";
import * as batching from "@/components/widgets/task-batching/rules";
import { BATCHING_EMPTY } from "@/components/widgets/task-batching/storage";
import * as timeboxing from "@/components/widgets/timeboxing/rules";
import { TIMEBOXING_EMPTY } from "@/components/widgets/timeboxing/storage";
import * as twoMinute from "@/components/widgets/two-minute-rule/rules";
import { TWO_MINUTE_EMPTY } from "@/components/widgets/two-minute-rule/storage";
import * as buffett from "@/components/widgets/warren-buffett/rules";
import { BUFFETT_EMPTY } from "@/components/widgets/warren-buffett/storage";
import type { Outcome } from "@/components/widgets/shared/outcome";
import type { WidgetAwardRequest } from "@/lib/schemas/widget-limits";

const DAY = "2026-05-11";

const SECRET = "Zq7 my private plan";
/** Pieces of the marker a description might carry after a cut, a slug or a case change. */
const TRACES = [/zq7/i, /private/i];

const MORNING = new Date("2026-05-11T07:30:00Z");
const NOW = MORNING.getTime();

/** Collects the awards of each outcome and passes its state on. */
function collector() {
  const awards: WidgetAwardRequest[] = [];
  const take = <S>(outcome: Outcome<S>): S => {
    if (!outcome.ok) throw new Error(`refused: ${outcome.refusal.title}`);
    awards.push(...outcome.awards);
    return outcome.state;
  };
  return { awards, take };
}

function expectPrivate(awards: WidgetAwardRequest[], atLeast = 1) {
  expect(awards.length).toBeGreaterThanOrEqual(atLeast);
  for (const { description } of awards) for (const trace of TRACES) expect(description).not.toMatch(trace);
}

test("Early Bird", () => {
  const { awards, take } = collector();
  let s = take(earlyBird.addTask(EARLY_BIRD_EMPTY, { id: "e1", content: SECRET, isPriority: true, now: NOW }));
  s = take(earlyBird.addTask(s, { id: "e2", content: `${SECRET} 2`, isPriority: false, now: NOW }));
  s = take(earlyBird.toggleTask(s, "e1", MORNING, "UTC"));
  take(earlyBird.toggleTask(s, "e2", MORNING, "UTC"));
  expectPrivate(awards, 2);
});

test("Eighty-Twenty", () => {
  const { awards, take } = collector();
  let s = take(eightyTwenty.addTask(EIGHTY_TWENTY_EMPTY, { id: "t1", content: SECRET, impact: "high", category: "Work", now: NOW }));
  s = take(eightyTwenty.toggleTask(s, "t1"));
  take(eightyTwenty.clearCompleted(s));
  expectPrivate(awards);
});

test("Flowtime", () => {
  const { awards, take } = collector();
  let s = take(flowtime.startSession(FLOWTIME_EMPTY, SECRET, "f1", NOW));
  s = flowtime.doneWorking(s, NOW + 30 * 60_000);
  take(flowtime.completeSession(s, NOW + 35 * 60_000));
  expectPrivate(awards);
});

test("Kanban Board", () => {
  const { awards, take } = collector();
  let s = take(kanban.addTask(KANBAN_EMPTY, { id: "k1", content: SECRET, now: NOW }));
  s = take(kanban.moveTask(s, "k1", "inProgress", DAY));
  s = take(kanban.moveTask(s, "k1", "done", DAY));
  take(kanban.clearDone(s, DAY));
  expectPrivate(awards, 3);
});

test("Pomodoro", () => {
  const { awards, take } = collector();
  let s = take(pomodoro.addTask(POMODORO_EMPTY, SECRET, "p1"));
  s = pomodoro.selectTask(s, "p1");
  s = take(pomodoro.start(s, NOW));
  const settled = pomodoro.settle(s, NOW + 60 * 60_000, "2026-05-11")!;
  if (settled.award) awards.push(settled.award);
  take(pomodoro.toggleTask(settled.state, "p1"));
  expectPrivate(awards, 3);
});

test("Timeboxing", () => {
  const { awards, take } = collector();
  let s = take(timeboxing.createBox(TIMEBOXING_EMPTY, { name: SECRET, duration: 10 }, "b1"));
  s = take(timeboxing.startBox(s, "b1", NOW));
  const settled = timeboxing.settleBoxes(s, NOW + 11 * 60_000)!;
  awards.push(settled.award);
  expectPrivate(awards, 2);
});

test("Task Batching, with the member's own category", () => {
  const { awards, take } = collector();
  let s = take(batching.addCategory(BATCHING_EMPTY, SECRET));
  const category = batching.categoryId(SECRET);
  s = take(batching.addTask(s, { today: DAY, id: "t1", content: SECRET, category, timeEstimate: 15, now: MORNING }));
  s = take(batching.toggleTask(s, "t1", category, DAY));
  take(batching.clearCompleted(s));
  expectPrivate(awards, 3);
});

test("Getting Things Done, with the member's own project", () => {
  const { awards, take } = collector();
  let s = take(gtd.addProject(GTD_EMPTY, SECRET));
  s = take(gtd.captureAction(s, { today: DAY, id: "a1", content: SECRET, now: MORNING, project: SECRET } as Parameters<typeof gtd.captureAction>[1]));
  s = take(gtd.moveAction(s, "a1", "next", DAY));
  s = take(gtd.completeAction(s, "a1", MORNING, DAY));
  take(gtd.archiveCompleted(s));
  expectPrivate(awards, 3);
});

test("Warren Buffett 5/25", () => {
  const { awards, take } = collector();
  let s = take(buffett.addGoal(BUFFETT_EMPTY, { today: DAY, id: "g1", content: SECRET, now: MORNING }));
  s = take(buffett.toggleTopFive(s, "g1"));
  take(buffett.toggleCompleted(s, "g1", MORNING, DAY));
  expectPrivate(awards, 2);
});

test("Two-Minute Rule", () => {
  const { awards, take } = collector();
  const s = take(twoMinute.addTask(TWO_MINUTE_EMPTY, { id: "m1", content: SECRET, quickTask: true, now: NOW } as Parameters<typeof twoMinute.addTask>[1]));
  take(twoMinute.toggleTask(s, "m1"));
  expectPrivate(awards);
});

test("1-3-5 Rule", () => {
  const { awards, take } = collector();
  const sizes = ["big", "medium", "medium", "medium", "small", "small", "small", "small", "small"] as const;
  let s = ONE_THREE_FIVE_EMPTY;
  sizes.forEach((size, i) => (s = take(oneThreeFive.addTask(s, { id: `o${i}`, content: `${SECRET} ${i}`, size }))));
  sizes.forEach((_size, i) => (s = take(oneThreeFive.toggleTask(s, `o${i}`, "2026-05-11"))));
  expectPrivate(awards);
});

test("Eisenhower Matrix", () => {
  const { awards, take } = collector();
  const s = take(eisenhower.addTask(EISENHOWER_EMPTY, { id: "q1", content: SECRET, quadrant: "urgent-important", now: MORNING }));
  take(eisenhower.toggleCompleted(s, "q1", MORNING));
  expectPrivate(awards);
});
