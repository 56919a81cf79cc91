// Speed (issue 3): each handler makes a constant number of SQL statements, whatever the amount
// of data (no N+1). Counted at the Postgres driver, session check included.
import pg from "pg";
import { GET as listGoals, POST as createGoal } from "@/app/api/goals/route";
import { PATCH as patchGoal } from "@/app/api/goals/[id]/route";
import { GET as getBehavior, POST as saveBehavior } from "@/app/api/behavior/route";
import { POST as addLearningRoute } from "@/app/api/learnings/route";
import { GET as learned } from "@/app/api/learnings/learned/route";
import { GET as getMindset } from "@/app/api/mindset/route";
import { GET as getNotes, POST as saveNotes } from "@/app/api/notes/route";
import { GET as listDays } from "@/app/api/journal/days/route";
import { GET as getDay } from "@/app/api/journal/days/[date]/route";
import { localDate } from "@/lib/domain/day";
import { getDashboardData } from "@/lib/services/journal/get-dashboard-data";
import { call, createMember, type CallOptions } from "@/tests/support/api";


async function statements(fn: () => Promise<unknown>): Promise<number> {
  const spy = jest.spyOn(pg.Client.prototype, "query");
  try {
    await fn();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

async function memberWith(items: number) {
  const m = await createMember();
  await call(createGoal, { cookie: m.cookie, body: { type: "smart1", title: "S" } });
  await call(createGoal, { cookie: m.cookie, body: { type: "task1", title: "T", isCompleted: true } });
  for (let i = 0; i < items; i++) await call(addLearningRoute, { cookie: m.cookie, body: { type: i % 2 ? "learned" : "accomplished", content: `Item ${i}` } });
  await call(saveBehavior, { cookie: m.cookie, body: { continueDoing: "x" } });
  await call(saveNotes, { cookie: m.cookie, body: { content: "n" } });
  return m;
}

test("reads: at most 3 statements each (session check included), the same for 1 or 30 items", async () => {
  const small = await memberWith(1);
  const big = await memberWith(30);
  const today = localDate(new Date(), "UTC");
  const reads: [string, Parameters<typeof call>[0], CallOptions][] = [
    ["GET /api/goals", listGoals, {}],
    ["GET /api/behavior", getBehavior, {}],
    ["GET /api/learnings/learned", learned, {}],
    ["GET /api/mindset", getMindset, {}],
    ["GET /api/notes", getNotes, {}],
    ["GET /api/journal/days", listDays, { path: `/api/journal/days?month=${today.slice(0, 7)}` }],
  ];
  for (const [name, route, opts] of reads) {
    const a = await statements(() => call(route, { ...opts, cookie: small.cookie }));
    const b = await statements(() => call(route, { ...opts, cookie: big.cookie }));
    expect({ name, a, b }).toEqual({ name, a: b, b });
    expect({ name, b: b <= 3 }).toEqual({ name, b: true });
  }
  const day = [await statements(() => call(getDay, { cookie: small.cookie, params: { date: today } })), await statements(() => call(getDay, { cookie: big.cookie, params: { date: today } }))];
  expect(day[0]).toBe(day[1]);
  const dash = [
    await statements(() => getDashboardData({ id: small.user.id, timeZone: "UTC" })),
    await statements(() => getDashboardData({ id: big.user.id, timeZone: "UTC" })),
  ];
  expect(dash[0]).toBe(dash[1]);
  expect(dash[1]).toBeLessThanOrEqual(6); // goals + page + its 4 parts, in two parallel reads
});

test("writes: a constant number of statements", async () => {
  const m = await memberWith(3);
  const goal = (await call(createGoal, { cookie: m.cookie, body: { type: "smart2", title: "G" } })).json;
  const toggle = () => call(patchGoal, { cookie: m.cookie, method: "PATCH", params: { id: String(goal.id) }, body: { isCompleted: true } });
  const first = await statements(toggle); // awards: ledger + badges
  const again = await statements(toggle); // nothing new to award
  // session, page, BEGIN, update, ledger, badge stats, badges, badge ledger, COMMIT
  expect(first).toBeLessThanOrEqual(9);
  // session, page, BEGIN, update, ledger (nothing new), COMMIT
  expect(again).toBeLessThanOrEqual(6);
  expect(await statements(() => call(saveBehavior, { cookie: m.cookie, body: { startDoing: "y" } }))).toBeLessThanOrEqual(6);
  expect(await statements(() => call(saveNotes, { cookie: m.cookie, body: { content: "z" } }))).toBeLessThanOrEqual(3);
});
