// A member's message reaches the coach who turned "Push me new messages" on
// (docs/product/conversations.md#being-told-of-a-new-message, docs/decisions.md "Conversations"):
// through the handlers, the job queue and a real (local) push service: one push per wait, its
// payload opening the Inbox; a coach with it off gets none.
import { POST as subscribe } from "@/app/api/push/subscribe/route";
import { POST as messagePOST } from "@/app/api/conversation/messages/route";
import { POST as replyPOST } from "@/app/api/admin/conversations/[id]/messages/route";
import { PUT as messagePushPUT } from "@/app/api/admin/conversations/push-preference/route";
import { db } from "@/lib/db";
import { runQueuedJobs } from "@/lib/worker/run-until-idle";
import { call, createMember } from "@/tests/support/api";
import { setUpPush } from "@/tests/support/push-setup";

const { receiver } = setUpPush();
let n = 0;
const key = () => ({ "idempotency-key": `coach-push-${++n}-${Math.random().toString(36).slice(2)}` });

test("a wait is pushed once to the coach who turned it on, opening the Inbox; the coach with it off gets no push", async () => {
  const team = (await db.team.create({ data: { name: "Push team", nameKey: "push team" } })).id;
  const [on, off, member] = [await createMember({ username: "push_coach_on", twoFactor: true }), await createMember({ username: "push_coach_off", twoFactor: true }), await createMember({ username: "push_member" })];
  for (const m of [on, off, member]) await db.user.update({ where: { id: m.user.id }, data: { teamId: team } });
  for (const c of [on, off]) await db.teamCoach.create({ data: { teamId: team, userId: c.user.id } });
  const subs = [];
  for (const c of [on, off]) {
    const sub = receiver.subscription();
    expect((await call(subscribe, { cookie: c.cookie, body: { endpoint: sub.endpoint, keys: sub.keys } })).status).toBe(200);
    subs.push(sub);
  }
  expect((await call(messagePushPUT, { cookie: on.cookie, method: "PUT", body: { on: true } })).json).toEqual({ on: true, devices: 1 });

  expect((await call(messagePOST, { cookie: member.cookie, body: { body: "Hi coach, a question" }, headers: key() })).status).toBe(201);
  expect((await call(messagePOST, { cookie: member.cookie, body: { body: "And a second one" }, headers: key() })).status).toBe(201);
  await runQueuedJobs();
  await receiver.waitFor(subs[0]);
  await new Promise((r) => setTimeout(r, 200));
  expect(subs[0].received.map((p) => p.payload)).toEqual([
    expect.objectContaining({ title: "New message from push_member", body: "Hi coach, a question", url: "/admin?tab=inbox" }),
  ]);
  expect(subs[1].hits).toBe(0);
  // Both are told in the app.
  expect(await db.notification.count({ where: { userId: off.user.id, dedupeKey: { startsWith: "conversation:" } } })).toBe(1);

  // After a reply, the member's next message starts a new wait: pushed again, once.
  expect((await call(replyPOST, { cookie: off.cookie, params: { id: String(member.user.id) }, body: { body: "Sure" }, headers: key() })).status).toBe(201);
  expect((await call(messagePOST, { cookie: member.cookie, body: { body: "Thanks!" }, headers: key() })).status).toBe(201);
  await runQueuedJobs();
  await receiver.waitFor(subs[0], 2);
  expect(subs[0].received.map((p) => p.payload.body)).toEqual(["Hi coach, a question", "Thanks!"]);
  expect(subs[1].hits).toBe(0);
});
