// Conversations (docs/product/conversations.md, docs/decisions.md "Conversations") through the
// handlers against Postgres: the member's side and the coaches', nudges and one-member sends as
// messages, the hourly limit, the Idempotency-Key, "Seen", "Done" returning, text kept as text,
// one push job per message, the export and the deletion with the account, and bad input.
import { GET as conversationGET } from "@/app/api/conversation/route";
import { POST as messagePOST } from "@/app/api/conversation/messages/route";
import { POST as seenPOST } from "@/app/api/conversation/seen/route";
import { GET as unreadGET } from "@/app/api/conversation/unread/route";
import { GET as inboxGET } from "@/app/api/admin/conversations/route";
import { GET as replyTimesGET } from "@/app/api/admin/conversations/reply-times/route";
import { GET as staffGET } from "@/app/api/admin/conversations/[id]/route";
import { POST as replyPOST } from "@/app/api/admin/conversations/[id]/messages/route";
import { POST as staffSeenPOST } from "@/app/api/admin/conversations/[id]/seen/route";
import { POST as donePOST } from "@/app/api/admin/conversations/[id]/done/route";
import { POST as nudgePOST } from "@/app/api/admin/coach/nudges/route";
import { POST as sendOnePOST } from "@/app/api/admin/send-notification/route";
import { POST as sendAllPOST } from "@/app/api/admin/send-notification-to-all/route";
import { GET as exportGET } from "@/app/api/export/route";
import { GET as messagePushGET, PUT as messagePushPUT } from "@/app/api/admin/conversations/push-preference/route";
import { GET as adminNotificationsGET } from "@/app/api/admin/notifications/route";
import { GET as notificationsGET } from "@/app/api/notifications/route";
import { POST as deleteAccount } from "@/app/api/users/delete-account/route";
import { db } from "@/lib/db";
import { MEMBER_MESSAGES_PER_HOUR, median } from "@/lib/domain/conversations";
import { coachPushJobId, messageJobId } from "@/lib/services/conversations/deliver-message";
import { RATE_LIMIT_MESSAGE } from "@/lib/services/conversations/member-conversation";
import { CONVERSATION_MESSAGES } from "@/lib/schemas/conversations";
import { runQueuedJobs } from "@/lib/worker/run-until-idle";
import { call, createMember } from "@/tests/support/api";

type Member = Awaited<ReturnType<typeof createMember>>;
let owner: Member, coachA: Member, coachB: Member, a1: Member, a2: Member, b1: Member;
let teamA: number, teamB: number;
let n = 0;
const key = () => ({ "idempotency-key": `conv-${++n}-${Math.random().toString(36).slice(2)}` });

beforeAll(async () => {
  owner = await createMember({ isAdmin: true, username: "conv_owner" });
  coachA = await createMember({ username: "conv_coach_a", twoFactor: true });
  coachB = await createMember({ username: "conv_coach_b", twoFactor: true });
  a1 = await createMember({ username: "conv_a1" });
  a2 = await createMember({ username: "conv_a2" });
  b1 = await createMember({ username: "conv_b1" });
  teamA = (await db.team.create({ data: { name: "Conv A", nameKey: "conv a" } })).id;
  teamB = (await db.team.create({ data: { name: "Conv B", nameKey: "conv b" } })).id;
  for (const [m, team] of [[a1, teamA], [a2, teamA], [coachA, teamA], [b1, teamB], [coachB, teamB]] as const) await db.user.update({ where: { id: m.user.id }, data: { teamId: team } });
  await db.teamCoach.create({ data: { teamId: teamA, userId: coachA.user.id } });
  await db.teamCoach.create({ data: { teamId: teamB, userId: coachB.user.id } });
}, 60_000);

const post = (m: Member, body: unknown, headers: Record<string, string> = key()) => call(messagePOST, { cookie: m.cookie, body, headers });
const read = (m: Member, path = "/api/conversation") => call(conversationGET, { cookie: m.cookie, path });
const reply = (coach: Member, member: Member, body: unknown, headers: Record<string, string> = key()) =>
  call(replyPOST, { cookie: coach.cookie, params: { id: String(member.user.id) }, body, headers });
const inbox = async (m: Member, path = "/api/admin/conversations") => (await call(inboxGET, { cookie: m.cookie, path })).json;

test("a nudge and a send to one member are messages; a send to all stays in the bell", async () => {
  const nudged = await call(nudgePOST, { cookie: coachA.cookie, body: { reason: "inactive", title: "Checking in", message: "How is the week going?", userIds: [a1.user.id] }, headers: key() });
  expect(nudged.status).toBe(200);
  await call(sendOnePOST, { cookie: owner.cookie, body: { userId: a1.user.id, title: "From the owner", message: "Welcome", sendPush: false, scheduledFor: null }, headers: key() });
  await call(sendAllPOST, { cookie: owner.cookie, body: { title: "To everyone", message: "Hello all", sendPush: false, scheduledFor: null }, headers: key() });
  await runQueuedJobs();
  const res = await read(a1);
  expect(res.status).toBe(200);
  expect(res.json.messages.map((m: { body: string; author: string; fromMember: boolean }) => [m.body, m.author, m.fromMember])).toEqual([
    ["Checking in\nHow is the week going?", "conv_coach_a", false],
    ["From the owner\nWelcome", "conv_owner", false],
  ]);
  expect((await call(unreadGET, { cookie: a1.cookie })).json).toEqual({ unread: 2 });
  // The bell still has them (the nudge's own notification, not a second one); the broadcast offers "Reply".
  expect(await db.notification.count({ where: { userId: a1.user.id, title: "Checking in" } })).toBe(1);
  const bell = (await call(notificationsGET, { cookie: a1.cookie })).json as { title: string; broadcast?: true; inConversation?: true }[];
  expect(bell.map((b) => [b.title, b.broadcast ?? false, b.inConversation ?? false])).toEqual(
    expect.arrayContaining([["To everyone", true, false], ["From the owner", false, true], ["Checking in", false, true]]),
  );
});

test("three attempts with one key store one message; markup is stored and returned as text", async () => {
  const body = { body: `<b>hi</b><script>alert("x")</script>` };
  const headers = key();
  const results = await Promise.all([post(a1, body, headers), post(a1, body, headers)]);
  const third = await post(a1, body, headers);
  // A replay answers what the first attempt answered (the same message), or 409 while it still runs.
  const answered = [...results, third].filter((r) => r.status !== 409);
  expect(answered.length).toBeGreaterThanOrEqual(2);
  expect(new Set(answered.map((r) => r.json.id)).size).toBe(1);
  expect(await db.conversationMessage.count({ where: { authorId: a1.user.id } })).toBe(1);
  const last = (await read(a1)).json.messages.at(-1);
  expect(last.body).toBe(`<b>hi</b><script>alert("x")</script>`);
  expect(last.fromMember).toBe(true);
});

test("bad input is a clear 400", async () => {
  const cases: [unknown, string][] = [
    [{ body: "   " }, CONVERSATION_MESSAGES.empty],
    [{ body: "x".repeat(2001) }, CONVERSATION_MESSAGES.tooLong],
    [{ body: 5 }, "body must be text"],
    [{ body: "hi", extra: 1 }, ""],
  ];
  for (const [body, message] of cases) {
    const res = await post(a2, body);
    expect(res.status).toBe(400);
    if (message) expect(JSON.stringify(res.json)).toContain(message);
  }
  expect((await post(a2, { body: "x".repeat(2000) })).status).toBe(201);
  expect((await post(a2, { body: "hi" }, { "idempotency-key": "bad key!" })).status).toBe(400);
  expect((await post(a2, { body: "quote", quoteNotificationId: 2_000_000_000 })).status).toBe(404);
  expect((await read(a2, "/api/conversation?before=abc")).status).toBe(400);
  expect((await call(seenPOST, { cookie: a2.cookie, body: { upTo: -1 } })).status).toBe(400);
  expect((await reply(coachA, a2, { body: "" })).status).toBe(400);
  expect((await call(donePOST, { cookie: coachA.cookie, params: { id: String(a2.user.id) }, body: { done: "yes" } })).status).toBe(400);
  expect((await call(inboxGET, { cookie: coachA.cookie, path: "/api/admin/conversations?cursor=zzz" })).status).toBe(400);
  expect((await call(conversationGET, {})).status).toBe(401);
});

test("the member's message waits in the inbox, notifies the team's coach once, and the reply is pushed once and shown", async () => {
  await db.pushSubscription.create({ data: { userId: a1.user.id, endpoint: `https://push.example.com/conv-${a1.user.id}`, p256dh: "p", auth: "a" } });
  const box = await inbox(coachA);
  expect(box.waiting).toBe(2);
  expect(box.rows.map((r: { userId: number }) => r.userId)).toEqual([a1.user.id, a2.user.id]); // oldest wait first
  expect(box.rows[0].waitingSince).not.toBeNull();
  expect(await db.notification.count({ where: { userId: coachA.user.id, dedupeKey: { startsWith: "conversation:" } } })).toBe(2);
  await post(a1, { body: "And another thing" });
  expect(await db.notification.count({ where: { userId: coachA.user.id, dedupeKey: { startsWith: "conversation:" } } })).toBe(2);
  // Search on the server, and the team filter.
  expect((await inbox(coachA, "/api/admin/conversations?q=A2")).rows.map((r: { userId: number }) => r.userId)).toEqual([a2.user.id]);
  expect((await inbox(owner, `/api/admin/conversations?team=${teamA}`)).rows).toHaveLength(2);

  const headers = key();
  const answered = await reply(coachA, a1, { body: "Glad to hear it" }, headers);
  expect(answered.status).toBe(201);
  expect((await reply(coachA, a1, { body: "Glad to hear it" }, headers)).status).toBe(200);
  const id = answered.json.id as number;
  const jobs = await db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM pgboss.job WHERE id = ${messageJobId(id)}::uuid`;
  expect(jobs[0].n).toBe(1);
  const msg = await db.conversationMessage.findUniqueOrThrow({ where: { id } });
  expect(msg.firstReplySeconds).not.toBeNull();
  expect(await db.notification.findUniqueOrThrow({ where: { id: msg.notificationId! } })).toMatchObject({ userId: a1.user.id, title: "Message from conv_coach_a", message: "Glad to hear it" });
  const after = await inbox(coachA);
  expect(after.waiting).toBe(1);
  expect(after.rows.map((r: { userId: number }) => r.userId)).toEqual([a2.user.id, a1.user.id]);
  const times = (await call(replyTimesGET, { cookie: coachA.cookie })).json;
  expect(times.coaches).toEqual([expect.objectContaining({ id: coachA.user.id, replies: 1 })]);
  expect(times.teams).toEqual([expect.objectContaining({ id: teamA, name: "Conv A", replies: 1 })]);
});

test("the median first reply is the domain's median (the middle one, or the mean of the middle two)", async () => {
  const team = (await db.team.create({ data: { name: "Conv median", nameKey: "conv median" } })).id;
  const coach = await createMember({ username: "conv_median_coach", twoFactor: true });
  await db.teamCoach.create({ data: { teamId: team, userId: coach.user.id } });
  const waits = [300, 60, 120, 900];
  for (const [i, wait] of waits.entries()) {
    const m = await createMember({ username: `conv_median_${i}` });
    await db.user.update({ where: { id: m.user.id }, data: { teamId: team } });
    await post(m, { body: "Hello?" });
    await db.conversation.update({ where: { userId: m.user.id }, data: { waitingSince: new Date(Date.now() - wait * 1000) } });
    expect((await reply(coach, m, { body: "Hi!" })).status).toBe(201);
  }
  const times = (await call(replyTimesGET, { cookie: coach.cookie })).json;
  const stored = (await db.conversationMessage.findMany({ where: { authorId: coach.user.id }, select: { firstReplySeconds: true } })).map((r) => r.firstReplySeconds!);
  expect(times.coaches).toEqual([{ id: coach.user.id, name: "conv_median_coach", medianSeconds: median(stored), replies: 4 }]);
  expect(median(stored)).toBeCloseTo(210, -1);
  expect(times.teams).toEqual([{ id: team, name: "Conv median", medianSeconds: median(stored), replies: 4 }]);
});

test("Seen both ways", async () => {
  const page = (await read(a1)).json;
  const lastId = page.messages.at(-1).id;
  expect(page.staffSeenId).toBe(lastId); // the coach's own reply
  expect(page.memberSeenId).toBeLessThan(lastId);
  expect((await call(seenPOST, { cookie: a1.cookie, body: { upTo: lastId } })).json).toEqual({ seenId: lastId });
  expect((await call(seenPOST, { cookie: a1.cookie, body: { upTo: 1 } })).json).toEqual({ seenId: lastId }); // never backwards
  expect((await call(unreadGET, { cookie: a1.cookie })).json).toEqual({ unread: 0 });
  await post(a1, { body: "Thanks!" });
  const seenBefore = (await call(staffGET, { cookie: coachA.cookie, params: { id: String(a1.user.id) } })).json;
  expect(seenBefore.staffSeenId).toBeLessThan(seenBefore.messages.at(-1).id);
  const upTo = seenBefore.messages.at(-1).id;
  expect((await call(staffSeenPOST, { cookie: coachA.cookie, params: { id: String(a1.user.id) }, body: { upTo } })).json).toEqual({ seenId: upTo });
  expect((await read(a1)).json.staffSeenId).toBe(upTo);
});

test("Done hides a conversation until the member writes again", async () => {
  expect((await call(donePOST, { cookie: coachA.cookie, params: { id: String(a2.user.id) }, body: { done: true } })).status).toBe(200);
  expect((await inbox(coachA)).rows.map((r: { userId: number }) => r.userId)).not.toContain(a2.user.id);
  expect((await inbox(coachA, "/api/admin/conversations?view=done")).rows.map((r: { userId: number }) => r.userId)).toEqual([a2.user.id]);
  await post(a2, { body: "One more question" });
  const row = (await inbox(coachA)).rows.find((r: { userId: number }) => r.userId === a2.user.id);
  expect(row).toMatchObject({ done: false, lastFromMember: true });
  expect(row.waitingSince).not.toBeNull();
});

test("only the member, their team's coaches and the owners: another team's conversation is a 404", async () => {
  await post(b1, { body: "Hello coach B" });
  const id = { id: String(b1.user.id) };
  const expect404 = (res: { status: number }) => expect(res.status).toBe(404);
  expect404(await call(staffGET, { cookie: coachA.cookie, params: id }));
  expect404(await reply(coachA, b1, { body: "not yours" }));
  expect404(await call(staffSeenPOST, { cookie: coachA.cookie, params: id, body: { upTo: 1 } }));
  expect404(await call(donePOST, { cookie: coachA.cookie, params: id, body: { done: true } }));
  expect404(await call(inboxGET, { cookie: coachA.cookie, path: `/api/admin/conversations?team=${teamB}` }));
  expect((await inbox(coachA)).rows.map((r: { userId: number }) => r.userId)).not.toContain(b1.user.id);
  expect((await call(staffGET, { cookie: coachB.cookie, params: id })).status).toBe(200);
  expect((await call(staffGET, { cookie: owner.cookie, params: id })).status).toBe(200);
  expect((await call(staffGET, { cookie: a1.cookie, params: id })).status).toBe(403);
  // A member reads only their own: the messages of a1 never show in b1's conversation.
  expect((await read(b1)).json.messages.map((m: { body: string }) => m.body)).toEqual(["Hello coach B"]);
  expect(await db.conversationMessage.count({ where: { userId: b1.user.id } })).toBe(1);
});

test(`a member sends at most ${MEMBER_MESSAGES_PER_HOUR} messages an hour: then 429 with Retry-After`, async () => {
  const m = await createMember({ username: "conv_chatty" });
  const now = Date.now();
  await db.conversation.create({ data: { userId: m.user.id, lastMessageAt: new Date(now), lastMessageId: 0, lastFromMember: true } });
  await db.conversationMessage.createMany({
    data: Array.from({ length: MEMBER_MESSAGES_PER_HOUR - 1 }, (_, i) => ({ userId: m.user.id, authorId: m.user.id, fromMember: true, body: "x", idempotencyKey: `seed-${i}`, dateCreated: new Date(now - (50 - i) * 60_000) })),
  });
  const headers = key();
  expect((await post(m, { body: "the 30th" }, headers)).status).toBe(201);
  const refused = await post(m, { body: "the 31st" });
  expect({ status: refused.status, message: refused.json.message }).toEqual({ status: 429, message: RATE_LIMIT_MESSAGE });
  const wait = Number(refused.headers.get("retry-after"));
  expect(wait).toBeGreaterThan(9 * 60);
  expect(wait).toBeLessThanOrEqual(10 * 60 + 1);
  // A retry of the stored 30th answers it again.
  expect((await post(m, { body: "the 30th" }, headers)).status).toBeLessThan(300);
});

test("the reply to a broadcast quotes it", async () => {
  const note = await db.notification.findFirstOrThrow({ where: { userId: a2.user.id, title: "To everyone" } });
  const res = await post(a2, { body: "About this", quoteNotificationId: note.id });
  expect(res.status).toBe(201);
  expect((await read(a2)).json.messages.at(-1)).toMatchObject({ body: "About this", quotedText: "To everyone: Hello all" });
  // Another member's notification is not one to quote.
  const other = await db.notification.findFirstOrThrow({ where: { userId: a1.user.id } });
  expect((await post(a2, { body: "Sneaky", quoteNotificationId: other.id })).status).toBe(404);
});

test("the messages are in the member's export and go with the account", async () => {
  const exported = await call(exportGET, { cookie: a1.cookie, path: "/api/export?format=json" });
  const tables = exported.json.tables;
  expect(tables.ConversationMessage.map((m: { body: string }) => m.body)).toContain("Thanks!");
  expect(tables.Conversation).toHaveLength(1);
  expect((await call(deleteAccount, { cookie: a1.cookie, body: { username: "conv_a1", password: "password123" } })).status).toBe(200);
  expect(await db.conversationMessage.count({ where: { userId: a1.user.id } })).toBe(0);
  expect(await db.conversation.count({ where: { userId: a1.user.id } })).toBe(0);
  // The coach's inbox no longer lists the member.
  expect((await inbox(coachA)).rows.map((r: { userId: number }) => r.userId)).not.toContain(a1.user.id);
});

test("a member's message is pushed to the team's coaches who turned it on: one job per coach and wait; off and another team's coach get no push", async () => {
  const m = await createMember({ username: "conv_pushed" });
  await db.user.update({ where: { id: m.user.id }, data: { teamId: teamA } });
  const setPush = (coach: Member, body: unknown) => call(messagePushPUT, { cookie: coach.cookie, method: "PUT", body });
  // Off by default; bad input is a 400; a member is refused.
  expect((await call(messagePushGET, { cookie: coachA.cookie })).json).toEqual({ on: false, devices: 0 });
  expect((await setPush(coachA, { on: "yes" })).status).toBe(400);
  expect((await setPush(coachA, {})).status).toBe(400);
  expect((await call(messagePushPUT, { cookie: m.cookie, method: "PUT", body: { on: true } })).status).toBe(403);
  for (const coach of [coachA, coachB]) {
    await db.pushSubscription.create({ data: { userId: coach.user.id, endpoint: `https://push.example.com/conv-coach-${coach.user.id}`, p256dh: "p", auth: "a" } });
    expect((await setPush(coach, { on: true })).json).toEqual({ on: true, devices: 1 });
  }
  const jobsFor = async (ids: string[]) => (await db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM pgboss.job WHERE id = ANY(${ids}::uuid[])`)[0].n;
  const notices = (userId: number) => db.notification.findMany({ where: { userId, dedupeKey: { startsWith: "conversation:" } }, orderBy: { id: "asc" } });
  const coachBBefore = (await notices(coachB.user.id)).length;

  // On: the wait's first message is pushed to coach A, once; the second message of the same wait is not.
  const first = (await post(m, { body: "Can we talk?" })).json.id as number;
  await post(m, { body: "About my goal" });
  const told = (await notices(coachA.user.id)).filter((n) => n.dedupeKey === `conversation:${first}`);
  expect(told).toHaveLength(1);
  expect(told[0]).toMatchObject({ title: "New message from conv_pushed", message: "Can we talk?", sendPush: true });
  expect(await jobsFor([coachPushJobId(first, coachA.user.id)])).toBe(1);
  const job = (await db.$queryRaw<{ data: { notificationIds: number[] } }[]>`SELECT data FROM pgboss.job WHERE id = ${coachPushJobId(first, coachA.user.id)}::uuid`)[0];
  expect(job.data.notificationIds).toEqual([told[0].id]);
  expect((await notices(coachA.user.id)).filter((n) => n.dedupeKey?.startsWith("conversation:") && n.dateCreated >= told[0].dateCreated)).toHaveLength(1);
  // Another team's coach gets nothing: no notice, no push.
  expect(await notices(coachB.user.id)).toHaveLength(coachBBefore);
  expect(await jobsFor([coachPushJobId(first, coachB.user.id)])).toBe(0);
  // The Message Center files the coach's notice under "Messages", not "Reminders".
  const kind = async (k: string) =>
    ((await call(adminNotificationsGET, { cookie: owner.cookie, path: `/api/admin/notifications?kind=${k}&q=conv_pushed` })).json.notifications as { id: number }[]).map((n) => n.id);
  expect(await kind("messages")).toContain(told[0].id);
  expect(await kind("reminders")).not.toContain(told[0].id);

  // Off: the next wait still tells coach A in the app, without a push.
  expect((await reply(coachA, m, { body: "Sure" })).status).toBe(201);
  expect((await setPush(coachA, { on: false })).json).toEqual({ on: false, devices: 1 });
  const second = (await post(m, { body: "Thanks, one more" })).json.id as number;
  expect((await notices(coachA.user.id)).find((n) => n.dedupeKey === `conversation:${second}`)).toMatchObject({ sendPush: false });
  expect(await jobsFor([coachPushJobId(second, coachA.user.id)])).toBe(0);

  // A nudge that ends the wait is the first reply, and keeps the member's team too.
  expect((await call(nudgePOST, { cookie: coachA.cookie, body: { reason: "inactive", title: "On it", message: "Replying soon", userIds: [m.user.id] }, headers: key() })).status).toBe(200);
  const nudged = await db.conversationMessage.findFirstOrThrow({ where: { userId: m.user.id, idempotencyKey: { startsWith: "send:" } } });
  expect({ seconds: nudged.firstReplySeconds !== null, team: nudged.firstReplyTeamId }).toEqual({ seconds: true, team: teamA });
  // The first reply counts for the team the member was in when it was written.
  await db.user.update({ where: { id: m.user.id }, data: { teamId: teamB } });
  const times = (await call(replyTimesGET, { cookie: coachA.cookie })).json;
  expect(times.teams).toEqual([expect.objectContaining({ id: teamA })]);
  expect((await call(replyTimesGET, { cookie: coachB.cookie })).json.teams).toEqual([]);
  await db.pushSubscription.deleteMany({ where: { userId: { in: [coachA.user.id, coachB.user.id] } } });
});
