// Every answer the browser reads is parsed with the strict zod schema the browser's types come
// from (lib/schemas/<resource>.ts): a field the server adds, drops or retypes without the schema
// fails here, so the two sides cannot drift apart (docs/decisions.md "One type per answer").
import { z } from "zod";
import { GET as adminNotifications } from "@/app/api/admin/notifications/route";
import { POST as sendNotification } from "@/app/api/admin/send-notification/route";
import { GET as adminUsers } from "@/app/api/admin/users/route";
import { GET as recentRegistrations } from "@/app/api/admin/users/recent/route";
import { GET as getBehavior, POST as saveBehavior } from "@/app/api/behavior/route";
import { GET as coachTips } from "@/app/api/coach-tips/route";
import { POST as manualReset } from "@/app/api/manual-reset/route";
import { GET as completedGoals } from "@/app/api/goals/completed/route";
import { PATCH as patchGoal } from "@/app/api/goals/[id]/route";
import { GET as listGoals, POST as createGoal } from "@/app/api/goals/route";
import { PUT as putLearning } from "@/app/api/learnings/[id]/route";
import { GET as learned } from "@/app/api/learnings/learned/route";
import { POST as addLearning } from "@/app/api/learnings/route";
import { GET as getMindset, POST as saveMindset } from "@/app/api/mindset/route";
import { GET as getNotes, POST as saveNotes } from "@/app/api/notes/route";
import { GET as notifications } from "@/app/api/notifications/route";
import { GET as session } from "@/app/api/session/route";
import { GET as currentUser } from "@/app/api/user/route";
import { GET as me } from "@/app/api/users/me/route";
import { adminNotificationsPageSchema } from "@/lib/schemas/admin-notifications";
import { adminUsersPageDtoSchema, recentRegistrationsDtoSchema } from "@/lib/schemas/admin-users";
import { goalDtoSchema, withPoints } from "@/lib/schemas/goals";
import { behaviorDtoSchema, coachTipDtoSchema, learningDtoSchema, mindsetDtoSchema, noteDtoSchema } from "@/lib/schemas/journal";
import { notificationDtoSchema } from "@/lib/schemas/notifications";
import { resetResultSchema } from "@/lib/schemas/reset";
import { currentUserSchema, sessionSchema } from "@/lib/schemas/user";
import { call, createMember, type CallOptions } from "@/tests/support/api";

type Route = Parameters<typeof call>[0];

async function answer(route: Route, opts: CallOptions, schema: z.ZodType) {
  const res = await call(route, opts);
  expect(res.status).toBe(200);
  const parsed = schema.safeParse(res.json);
  if (!parsed.success) throw new Error(`${JSON.stringify(res.json)}\n${parsed.error.message}`);
  return res.json;
}

test("member reads and writes answer their schema's shape exactly", async () => {
  const m = await createMember();
  const cookie = m.cookie;
  const list = <S extends z.ZodType>(schema: S) => schema.array();

  // Empty day: the empty shapes (id null).
  await answer(getBehavior, { cookie }, behaviorDtoSchema);
  await answer(getMindset, { cookie }, mindsetDtoSchema);
  await answer(getNotes, { cookie }, noteDtoSchema);

  const goal = await answer(createGoal, { cookie, body: { type: "smart1", title: "Run", deadline: "2030-01-01" } }, withPoints(goalDtoSchema));
  await answer(patchGoal, { cookie, method: "PATCH", params: { id: String(goal.id) }, body: { isCompleted: true } }, withPoints(goalDtoSchema));
  await answer(createGoal, { cookie, body: { type: "task1", title: "Task", isCompleted: true } }, withPoints(goalDtoSchema));
  await answer(saveBehavior, { cookie, body: { continueDoing: "Walk" } }, withPoints(behaviorDtoSchema));
  await answer(saveMindset, { cookie, body: { focus: "F", isFocusCompleted: true } }, withPoints(mindsetDtoSchema));
  await answer(saveNotes, { cookie, body: { content: "N" } }, noteDtoSchema);
  const item = await answer(addLearning, { cookie, body: { type: "learned", content: "L" } }, withPoints(learningDtoSchema));
  await answer(putLearning, { cookie, method: "PUT", params: { id: String(item.id) }, body: { content: "L2" } }, learningDtoSchema);

  await answer(listGoals, { cookie }, list(goalDtoSchema));
  await answer(completedGoals, { cookie }, list(goalDtoSchema));
  await answer(getBehavior, { cookie }, behaviorDtoSchema);
  await answer(getMindset, { cookie }, mindsetDtoSchema);
  await answer(getNotes, { cookie }, noteDtoSchema);
  await answer(learned, { cookie }, list(learningDtoSchema));
  await answer(coachTips, { cookie }, list(coachTipDtoSchema));
  await answer(session, { cookie }, sessionSchema);
  await answer(currentUser, { cookie }, currentUserSchema);
  await answer(me, { cookie }, currentUserSchema);
  await answer(manualReset, { cookie, body: {} }, resetResultSchema);
});

test("notification and admin reads answer their schema's shape exactly", async () => {
  const admin = await createMember({ isAdmin: true });
  const m = await createMember();
  const later = new Date(Date.now() + 3_600_000).toISOString();
  // Sends are accepted (202) with the notification written and its push on the queue.
  for (const body of [{ userId: m.user.id, title: "Hi", message: "There", scheduledFor: later }, { userId: m.user.id, title: "Now", message: "Sent" }]) {
    const res = await call(sendNotification, { cookie: admin.cookie, body });
    expect(res.status).toBe(202);
    expect(notificationDtoSchema.extend({ sendId: z.number().int() }).parse(res.json)).toMatchObject(body);
  }
  const mine = await answer(notifications, { cookie: m.cookie }, notificationDtoSchema.array());
  expect(mine.length).toBeGreaterThan(0);
  await answer(adminUsers, { cookie: admin.cookie }, adminUsersPageDtoSchema);
  await answer(recentRegistrations, { cookie: admin.cookie }, recentRegistrationsDtoSchema);
  const all = await answer(adminNotifications, { cookie: admin.cookie }, adminNotificationsPageSchema);
  expect(all.notifications.length).toBeGreaterThanOrEqual(2);
});
