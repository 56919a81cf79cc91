import { accepted, awardedPoints } from "@/components/widgets/shared/outcome-testing";
import {
  BUFFETT_POINTS,
  CANNOT_DELETE_TOP_FIVE,
  GOAL_EDIT_EMPTY,
  GOAL_REQUIRED,
  NO_COMPLETED_GOALS,
  TOP_FIVE_FULL,
  addGoal,
  clearCompleted,
  deleteGoal,
  editGoal,
  sortGoals,
  toggleCompleted,
  toggleTopFive,
  topFiveProgress,
} from "./rules";
import { BUFFETT_EMPTY, buffettDataSchema, type BuffettData } from "./storage";

const DAY = "2026-05-11";

const t0 = new Date("2026-03-14T09:00:00Z");
const at = (min: number) => new Date(t0.getTime() + min * 60_000);



function goals(n: number, topFive = 0): BuffettData {
  let data = BUFFETT_EMPTY;
  for (let i = 0; i < n; i++) data = accepted(addGoal(data, { today: DAY, id: `g${i}`, content: `Goal ${i}`, now: at(i) }));
  for (let i = 0; i < topFive; i++) data = accepted(toggleTopFive(data, `g${i}`));
  return data;
}

test("first time: the intro shows until the member starts", () => {
  expect(BUFFETT_EMPTY.isFirstTime).toBe(true);
  expect(buffettDataSchema.parse(BUFFETT_EMPTY)).toEqual(BUFFETT_EMPTY);
});

test("adding: trimmed, outside the Top 5, 'Goal Required' when blank", () => {
  const out = addGoal(BUFFETT_EMPTY, { today: DAY, id: "a", content: "  Run a marathon ", now: t0 });
  expect(out).toMatchObject({ ok: true, awards: [{ points: BUFFETT_POINTS.add }] });
  expect(accepted(out).goals[0]).toMatchObject({ content: "Run a marathon", isTopFive: false, completed: false, dateCompleted: null });
  expect(addGoal(BUFFETT_EMPTY, { today: DAY, id: "b", content: " ", now: t0 })).toEqual({ ok: false, refusal: GOAL_REQUIRED });
  expect(GOAL_REQUIRED).toEqual({ title: "Goal Required", description: "Please enter a goal description." });
});

test("Top 5 holds five open goals: 'Top 5 Already Full' for a sixth", () => {
  const five = goals(6, 5);
  expect(toggleTopFive(five, "g5")).toEqual({ ok: false, refusal: TOP_FIVE_FULL });
  expect(TOP_FIVE_FULL.description).toBe("You can only have 5 priority goals. Remove one first.");
  // a completed Top 5 goal frees its place
  const freed = accepted(toggleCompleted(five, "g0", at(10), DAY));
  expect(accepted(toggleTopFive(freed, "g5")).goals.find((g) => g.id === "g5")!.isTopFive).toBe(true);
  // out of the Top 5 while open; a completed goal does not toggle
  expect(accepted(toggleTopFive(five, "g1")).goals.find((g) => g.id === "g1")!.isTopFive).toBe(false);
  expect(accepted(toggleTopFive(freed, "g0")).goals.find((g) => g.id === "g0")!.isTopFive).toBe(true);
});

test("a Top 5 goal cannot be deleted until it leaves the Top 5 or is completed", () => {
  const data = goals(2, 1);
  expect(deleteGoal(data, "g0")).toEqual({ ok: false, refusal: CANNOT_DELETE_TOP_FIVE });
  expect(CANNOT_DELETE_TOP_FIVE).toEqual({ title: "Cannot Delete Top 5 Goal", description: "Please remove it from your Top 5 first, or complete it." });
  expect(accepted(deleteGoal(accepted(toggleTopFive(data, "g0")), "g0")).goals).toHaveLength(1);
  expect(accepted(deleteGoal(accepted(toggleCompleted(data, "g0", t0, DAY)), "g0")).goals).toHaveLength(1);
  expect(accepted(deleteGoal(data, "g1")).goals).toHaveLength(1);
});

test("completing sets the date and earns once: 15 for a Top 5 goal, 5 for another", () => {
  const data = goals(2, 1);
  const top = toggleCompleted(data, "g0", at(30), DAY);
  expect(top).toMatchObject({ ok: true, awards: [{ points: BUFFETT_POINTS.completeTopFive, source: "achievement" }] });
  expect(accepted(top).goals.find((g) => g.id === "g0")).toMatchObject({ completed: true, dateCompleted: at(30).toISOString() });
  expect(toggleCompleted(data, "g1", t0, DAY)).toMatchObject({ awards: [{ points: BUFFETT_POINTS.completeOther }] });
  const reopened = accepted(toggleCompleted(accepted(top), "g0", at(31), DAY));
  expect(reopened.goals.find((g) => g.id === "g0")).toMatchObject({ completed: false, dateCompleted: null, isTopFive: true });
  expect(awardedPoints(toggleCompleted(reopened, "g0", at(32), DAY))).toEqual([]);
});

test("re-opening a Top 5 goal when five others are open brings it back outside the Top 5", () => {
  let data = goals(6, 1);
  data = accepted(toggleCompleted(data, "g0", t0, DAY));
  for (const id of ["g1", "g2", "g3", "g4", "g5"]) data = accepted(toggleTopFive(data, id));
  const reopened = accepted(toggleCompleted(data, "g0", at(1), DAY));
  expect(reopened.goals.find((g) => g.id === "g0")).toMatchObject({ completed: false, isTopFive: false });
});

test("order: Top 5 first, then open before completed, then newest first", () => {
  let data = goals(5, 2); // g0, g1 in the Top 5
  data = accepted(toggleCompleted(data, "g1", at(20), DAY));
  data = accepted(toggleCompleted(data, "g4", at(21), DAY));
  expect(sortGoals(data.goals).map((g) => g.id)).toEqual(["g0", "g1", "g3", "g2", "g4"]);
});

test("progress is (5 - open Top 5) / 5", () => {
  expect(topFiveProgress([])).toBe(100);
  const five = goals(5, 5);
  expect(topFiveProgress(five.goals)).toBe(0);
  const two = accepted(toggleCompleted(accepted(toggleCompleted(five, "g0", t0, DAY)), "g1", t0, DAY));
  expect(topFiveProgress(two.goals)).toBe(40);
  expect(topFiveProgress(goals(3, 3).goals)).toBe(40);
});

test("edits: open goals only, 'Goal description cannot be empty.'", () => {
  const data = goals(1);
  expect(accepted(editGoal(data, "g0", "  New words ")).goals[0].content).toBe("New words");
  expect(editGoal(data, "g0", " ")).toEqual({ ok: false, refusal: GOAL_EDIT_EMPTY });
  expect(GOAL_EDIT_EMPTY.description).toBe("Goal description cannot be empty.");
  const completed = accepted(toggleCompleted(data, "g0", t0, DAY));
  expect(accepted(editGoal(completed, "g0", "x")).goals[0].content).toBe("Goal 0");
});

test("clearing completed goals; 'No Completed Goals' when there are none", () => {
  expect(clearCompleted(goals(2))).toEqual({ ok: false, refusal: NO_COMPLETED_GOALS });
  expect(accepted(clearCompleted(accepted(toggleCompleted(goals(2), "g0", t0, DAY)))).goals.map((g) => g.id)).toEqual(["g1"]);
});
