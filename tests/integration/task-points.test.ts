// A daily task's row says the points the server gave (docs/product/points-and-badges.md#fair-points;
// lib/services/goals/task-points): a task completed in a slot already paid today (its first task
// deleted) earns 0 and says 0, in the write's answer and in GET /api/goals; an open task in an
// unpaid slot says 10, in a paid slot 0; SMART and main goals carry no `points`.
import { GET as listGoals, POST as createGoal } from "@/app/api/goals/route";
import { PATCH as patchGoal, DELETE as deleteGoal } from "@/app/api/goals/[id]/route";
import { call, createMember } from "@/tests/support/api";

type Goal = { id: number; type: string; points?: number; pointsAwarded?: number };
const list = async (cookie: string) => (await call(listGoals, { cookie })).json as Goal[];

test("a re-completed slot says 0, a first completion 10, an open task what completing it would give", async () => {
  const m = await createMember();
  const first = (await call(createGoal, { cookie: m.cookie, body: { type: "task1", title: "Write", isCompleted: true } })).json as Goal;
  expect(first.points).toBe(10); // pointsAwarded adds the first badges
  const open = (await call(createGoal, { cookie: m.cookie, body: { type: "task2", title: "Read" } })).json as Goal;
  expect(open).toMatchObject({ pointsAwarded: 0, points: 10 });
  await call(createGoal, { cookie: m.cookie, body: { type: "smart1", title: "Run" } });

  // Reopened and completed again: it keeps what it earned once.
  await call(patchGoal, { cookie: m.cookie, method: "PATCH", params: { id: String(first.id) }, body: { isCompleted: false } });
  expect((await list(m.cookie)).find((g) => g.id === first.id)?.points).toBe(0); // completing again would give nothing
  const again = (await call(patchGoal, { cookie: m.cookie, method: "PATCH", params: { id: String(first.id) }, body: { isCompleted: true } })).json as Goal;
  expect(again).toMatchObject({ pointsAwarded: 0, points: 10 });

  // Deleted the same day (its 10 taken back), then a new task in the slot: it earns 0 and says 0.
  expect((await call(deleteGoal, { cookie: m.cookie, method: "DELETE", params: { id: String(first.id) } })).json).toMatchObject({ pointsAwarded: -10 });
  const next = (await call(createGoal, { cookie: m.cookie, body: { type: "task1", title: "Write again" } })).json as Goal;
  expect(next).toMatchObject({ points: 0 });
  const done = (await call(patchGoal, { cookie: m.cookie, method: "PATCH", params: { id: String(next.id) }, body: { isCompleted: true } })).json as Goal;
  expect(done).toMatchObject({ pointsAwarded: 0, points: 0 });

  const goals = await list(m.cookie);
  expect(goals.find((g) => g.type === "task1")?.points).toBe(0);
  expect(goals.find((g) => g.type === "task2")?.points).toBe(10);
  expect(goals.find((g) => g.type === "smart1")).not.toHaveProperty("points");
});
