// Calendar reads (docs/product/profile.md#calendar): GET /api/journal/days?month=YYYY-MM and
// GET /api/journal/days/{date}, the caller's own pages only, read-only.
import { GET as listDays } from "@/app/api/journal/days/route";
import { GET as getDay } from "@/app/api/journal/days/[date]/route";
import { db } from "@/lib/db";
import { createGoal } from "@/lib/services/goals/create-goal";
import { addLearning } from "@/lib/services/journal/add-learning";
import { saveBehavior } from "@/lib/services/journal/save-behavior";
import { saveMindset } from "@/lib/services/journal/save-mindset";
import { saveNote } from "@/lib/services/journal/save-note";
import { resetJournal } from "@/lib/services/reset/reset-journal";
import { call, createMember } from "@/tests/support/api";

const tz = "Asia/Kolkata";
// Local noon in Kolkata (UTC+5:30) on a date.
const noon = (date: string) => new Date(`${date}T06:30:00Z`);

async function seed() {
  const m = await createMember({ timeZone: tz });
  const member = { id: m.user.id, timeZone: tz };
  await createGoal(member, { type: "task1", title: "Done task", isCompleted: true }, noon("2026-05-10"));
  await createGoal(member, { type: "task2", title: "Open task" }, noon("2026-05-10"));
  await saveMindset(member, { isFocusCompleted: true }, noon("2026-05-10"));
  await resetJournal(member, "always", noon("2026-05-10")); // page 2 of the 10th
  await saveMindset(member, { isFocusCompleted: true, isSelfTalkCompleted: true }, noon("2026-05-10"));
  await saveNote(member, "Second page note", noon("2026-05-10"));
  await addLearning(member, { type: "accomplished", content: "Ran 5k" }, noon("2026-05-11"));
  await saveBehavior(member, { continueDoing: "" }, noon("2026-05-12")); // a page with nothing written
  await saveNote(member, "April", noon("2026-04-30"));
  // Ledger times: 20:00Z on the 10th is 01:30 on the 11th in Kolkata.
  await db.pointsEntry.updateMany({ where: { userId: m.user.id }, data: { createdAt: new Date("2026-05-10T06:00:00Z") } });
  await db.pointsEntry.create({ data: { userId: m.user.id, source: "test", points: 7, description: "late", idempotencyKey: "late", createdAt: new Date("2026-05-10T20:00:00Z") } });
  return m;
}

test("401 without a session", async () => {
  expect((await call(listDays, {})).status).toBe(401);
  expect((await call(getDay, { params: { date: "2026-05-10" } })).status).toBe(401);
});

test("the month view: what was done on each local date, in one answer", async () => {
  const m = await seed();
  const res = await call(listDays, { cookie: m.cookie, path: "/api/journal/days?month=2026-05" });
  expect(res.status).toBe(200);
  const ledger = await db.pointsEntry.aggregate({ where: { userId: m.user.id, idempotencyKey: { not: "late" } }, _sum: { points: true } });
  expect(res.json).toEqual([
    { date: "2026-05-10", tasksCompleted: 1, mindsetCompleted: 2, journalWritten: true, points: ledger._sum.points },
    { date: "2026-05-11", tasksCompleted: 0, mindsetCompleted: 0, journalWritten: true, points: 7 },
    { date: "2026-05-12", tasksCompleted: 0, mindsetCompleted: 0, journalWritten: false, points: 0 },
  ]);
  const april = await call(listDays, { cookie: m.cookie, path: "/api/journal/days?month=2026-04" });
  expect(april.json).toEqual([{ date: "2026-04-30", tasksCompleted: 0, mindsetCompleted: 0, journalWritten: true, points: 0 }]);
  // Another member's month is their own (empty).
  const other = await createMember({ timeZone: tz });
  expect((await call(listDays, { cookie: other.cookie, path: "/api/journal/days?month=2026-05" })).json).toEqual([]);
  // Without ?month: the current month.
  expect((await call(listDays, { cookie: other.cookie, path: "/api/journal/days" })).status).toBe(200);
});

test.each(["2026-13", "2026-5", "May", "2026-05-01", ""])("month %p answers 400", async (month) => {
  const m = await createMember();
  const res = await call(listDays, { cookie: m.cookie, path: `/api/journal/days?month=${month}` });
  expect(res.status).toBe(400);
  expect(res.json.message).toContain("month must be YYYY-MM");
});

test("one date's pages, oldest first, with their parts", async () => {
  const m = await seed();
  const res = await call(getDay, { cookie: m.cookie, params: { date: "2026-05-10" } });
  expect(res.status).toBe(200);
  expect(res.json).toMatchObject({ date: "2026-05-10", active: true, streak: 1 });
  const [p1, p2] = res.json.pages;
  expect(res.json.pages).toHaveLength(2);
  expect(p1).toMatchObject({ pageNo: 1, mindset: { isFocusCompleted: true, isSelfTalkCompleted: false }, note: { id: null, content: "" } });
  expect(p1.tasks.map((t: { title: string; isCompleted: boolean }) => [t.title, t.isCompleted])).toEqual([["Done task", true], ["Open task", false]]);
  expect(p2).toMatchObject({ pageNo: 2, tasks: [], mindset: { isFocusCompleted: true, isSelfTalkCompleted: true }, note: { content: "Second page note" } });
  const day11 = (await call(getDay, { cookie: m.cookie, params: { date: "2026-05-11" } })).json;
  expect(day11.pages[0]).toMatchObject({ accomplished: [{ content: "Ran 5k" }], learned: [], behavior: { id: null } });
  // Another member asking for the same date sees their own (nothing).
  const other = await createMember();
  expect((await call(getDay, { cookie: other.cookie, params: { date: "2026-05-10" } })).json).toEqual({ date: "2026-05-10", active: false, streak: null, pages: [] });
});

test.each(["2026-02-30", "2026-5-10", "yesterday", "2026-05-10T00:00:00Z"])("date %p answers 400", async (date) => {
  const m = await createMember();
  const res = await call(getDay, { cookie: m.cookie, params: { date } });
  expect(res.status).toBe(400);
  expect(res.json.message).toContain("YYYY-MM-DD");
});
