// Another member's ids (architecture rule 4, docs/product/shell-and-sign-in.md#calls-and-their-failures): every route that takes an id answers a
// member exactly what it answers for an id that does not exist (404, so existence does not
// leak) and leaves the owner's row as it was; the push endpoint answers like an unknown one;
// admin-only routes answer a member 403. The api-robustness test checks the same 404 for every
// [id] route found on disk; this one checks the owner's data afterwards.
import { DELETE as deleteAnyNotification } from "@/app/api/admin/notifications/[id]/route";
import { DELETE as deleteUser } from "@/app/api/admin/users/[id]/route";
import { DELETE as deleteGoal, PATCH as patchGoal } from "@/app/api/goals/[id]/route";
import { POST as createGoal } from "@/app/api/goals/route";
import { GET as journalDay } from "@/app/api/journal/days/[date]/route";
import { DELETE as deleteLearning, PUT as putLearning } from "@/app/api/learnings/[id]/route";
import { POST as addLearning } from "@/app/api/learnings/route";
import { DELETE as deleteNotification } from "@/app/api/notifications/[id]/route";
import { POST as markRead } from "@/app/api/notifications/mark-read/[id]/route";
import { POST as unsubscribe } from "@/app/api/push/unsubscribe/route";
import { DELETE as removeDevice } from "@/app/api/push/subscriptions/[id]/route";
import { POST as endPause } from "@/app/api/streak/pauses/[id]/end/route";
import { POST as startPause } from "@/app/api/streak/pauses/route";
import { db } from "@/lib/db";
import { localDate } from "@/lib/domain/day";
import { call, createMember } from "@/tests/support/api";

type Member = Awaited<ReturnType<typeof createMember>>;
type Ids = { goal: number; task: number; learning: number; notification: number; device: number; pause: number };

const MISSING = 2_147_483_647;
const ENDPOINT = "https://push.example.com/theirs";

let me: Member;
let owner: Member;
let ids: Ids;

/** Everything the owner has, to compare before and after. */
async function ownerData() {
  const userId = owner.user.id;
  const [user, goals, learnings, notifications, subscriptions, pauses] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: userId }, select: { xpPoints: true, username: true } }),
    db.goal.findMany({ where: { userId }, orderBy: { id: "asc" } }),
    db.learningItem.findMany({ where: { userId }, orderBy: { id: "asc" } }),
    db.notification.findMany({ where: { userId }, orderBy: { id: "asc" } }),
    db.pushSubscription.findMany({ where: { userId }, orderBy: { id: "asc" } }),
    db.pause.findMany({ where: { userId }, orderBy: { id: "asc" } }),
  ]);
  return { user, goals, learnings, notifications, subscriptions, pauses };
}

beforeAll(async () => {
  [me, owner] = await Promise.all([createMember(), createMember()]);
  const made = async (handler: Parameters<typeof call>[0], body: object) => (await call(handler, { cookie: owner.cookie, body })).json.id as number;
  ids = {
    goal: await made(createGoal, { type: "smart1", title: "Their goal" }),
    task: await made(createGoal, { type: "task1", title: "Their task" }),
    learning: await made(addLearning, { type: "learned", content: "Their lesson" }),
    notification: (await db.notification.create({ data: { userId: owner.user.id, title: "Theirs", message: "x", deliveredAt: new Date() } })).id,
    device: 0,
    pause: (await call(startPause, { cookie: owner.cookie, body: { reason: "ill", days: 3 } })).json.pauses[0].id as number,
  };
  ids.device = (await db.pushSubscription.create({ data: { userId: owner.user.id, endpoint: ENDPOINT, p256dh: "p", auth: "a" } })).id;
});

const cases: [string, Parameters<typeof call>[0], string, keyof Ids, object | undefined][] = [
  ["PATCH /api/goals/{id} (title)", patchGoal, "PATCH", "goal", { title: "Mine now" }],
  ["PATCH /api/goals/{id} (complete)", patchGoal, "PATCH", "goal", { isCompleted: true }],
  ["PATCH /api/goals/{id} (a task)", patchGoal, "PATCH", "task", { isCompleted: true }],
  ["DELETE /api/goals/{id}", deleteGoal, "DELETE", "goal", undefined],
  ["DELETE /api/goals/{id} (a task)", deleteGoal, "DELETE", "task", undefined],
  ["PUT /api/learnings/{id}", putLearning, "PUT", "learning", { content: "Mine now" }],
  ["DELETE /api/learnings/{id}", deleteLearning, "DELETE", "learning", undefined],
  ["POST /api/notifications/mark-read/{id}", markRead, "POST", "notification", undefined],
  ["DELETE /api/notifications/{id}", deleteNotification, "DELETE", "notification", undefined],
  ["DELETE /api/push/subscriptions/{id}", removeDevice, "DELETE", "device", undefined],
  ["POST /api/streak/pauses/{id}/end", endPause, "POST", "pause", undefined],
];

it.each(cases)("%s: another member's id answers like a missing one (404) and changes nothing", async (_name, handler, method, kind, body) => {
  const before = await ownerData();
  const theirs = await call(handler, { method, cookie: me.cookie, params: { id: String(ids[kind]) }, body });
  const missing = await call(handler, { method, cookie: me.cookie, params: { id: String(MISSING) }, body });
  expect(theirs.status).toBe(404);
  expect(theirs.json).toEqual(missing.json);
  expect(await ownerData()).toEqual(before);
  expect((await db.user.findUniqueOrThrow({ where: { id: me.user.id } })).xpPoints).toBe(0);
});

it("POST /api/push/unsubscribe: another member's endpoint answers like an unknown one and stays subscribed", async () => {
  const before = await ownerData();
  const theirs = await call(unsubscribe, { cookie: me.cookie, body: { endpoint: ENDPOINT } });
  const unknown = await call(unsubscribe, { cookie: me.cookie, body: { endpoint: "https://push.example.com/nobody" } });
  expect(theirs.status).toBe(unknown.status);
  expect(theirs.json).toEqual(unknown.json);
  expect(theirs.json).toMatchObject({ removed: 0 });
  expect(await ownerData()).toEqual(before);
});

it("GET /api/journal/days/{date}: the same date shows the caller's own (empty) pages, not the owner's", async () => {
  const today = localDate(new Date(), "UTC");
  const res = await call(journalDay, { cookie: me.cookie, params: { date: today } });
  expect(res.status).toBe(200);
  expect(res.json.pages).toEqual([]);
  expect((await call(journalDay, { cookie: owner.cookie, params: { date: today } })).json.pages).toHaveLength(1);
});

describe("admin-only routes with another member's ids", () => {
  it.each([
    ["DELETE /api/admin/users/{id}", deleteUser, () => owner.user.id],
    ["DELETE /api/admin/notifications/{id}", deleteAnyNotification, () => ids.notification],
  ] as const)("%s answers a member 403 and changes nothing", async (_name, handler, id) => {
    const before = await ownerData();
    const res = await call(handler, { method: "DELETE", cookie: me.cookie, params: { id: String(id()) } });
    expect(res.status).toBe(403);
    expect(await ownerData()).toEqual(before);
  });

  it("an admin cannot delete another admin either", async () => {
    const [admin, other] = await Promise.all([createMember({ isAdmin: true }), createMember({ isAdmin: true })]);
    const res = await call(deleteUser, { method: "DELETE", cookie: admin.cookie, params: { id: String(other.user.id) } });
    expect(res.status).toBe(403);
    expect(await db.user.count({ where: { id: other.user.id } })).toBe(1);
  });
});
