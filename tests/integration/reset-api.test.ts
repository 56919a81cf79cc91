// POST /api/force-reset and /api/manual-reset: a fresh page, nothing lost, SMART / main goals
// kept, the streak and its bonus per docs/product/points-and-badges.md#streak, one reset under ten simultaneous calls.
import { POST as forceReset } from "@/app/api/force-reset/route";
import { POST as manualReset } from "@/app/api/manual-reset/route";
import { GET as listGoals, POST as createGoal } from "@/app/api/goals/route";
import { GET as getNotes, POST as saveNotes } from "@/app/api/notes/route";
import { POST as addLearning } from "@/app/api/learnings/route";
import { db } from "@/lib/db";
import { addDays, dateColumn, fromDateColumn, localDate } from "@/lib/domain/day";
import { resetJournal } from "@/lib/services/reset/reset-journal";
import { getCurrentUser } from "@/lib/services/users/get-current-user";
import { call, createMember } from "@/tests/support/api";
import { expectConsistentPoints, ledgerKeys } from "@/tests/integration/journal-helpers";

type Member = Awaited<ReturnType<typeof createMember>>;
const force = (m: Member) => call(forceReset, { cookie: m.cookie, method: "POST" });
const manual = (m: Member) => call(manualReset, { cookie: m.cookie, method: "POST" });
const pagesOf = (userId: number) =>
  db.journalPage.findMany({ where: { userId }, orderBy: [{ date: "asc" }, { pageNo: "asc" }], select: { date: true, pageNo: true } });
const userRow = (userId: number) =>
  db.user.findUniqueOrThrow({ where: { id: userId }, select: { lastResetDate: true, lastActiveDate: true, streak: true } });

test("401 without a session", async () => {
  expect((await call(forceReset, { method: "POST" })).status).toBe(401);
  expect((await call(manualReset, { method: "POST" })).status).toBe(401);
});

describe("POST /api/force-reset", () => {
  it("resets when due (never reset), then not again the same day", async () => {
    const m = await createMember();
    const first = await force(m);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ success: true, resetPerformed: true });
    const second = await force(m);
    expect(second.json).toMatchObject({ success: true, resetPerformed: false });
    const today = localDate(new Date(), "UTC");
    expect((await pagesOf(m.user.id)).map((p) => `${fromDateColumn(p.date)}#${p.pageNo}`)).toEqual([`${today}#1`]);
    const row = await userRow(m.user.id);
    expect(fromDateColumn(row.lastResetDate!)).toBe(today);
    expect(fromDateColumn(row.lastActiveDate!)).toBe(today);
    expect(row.streak).toBe(1);
  });

  it("ten simultaneous calls on a due day perform exactly one reset", async () => {
    const m = await createMember();
    await db.user.update({ where: { id: m.user.id }, data: { lastResetDate: dateColumn("2026-01-01"), lastActiveDate: dateColumn("2026-01-01"), streak: 3 } });
    const results = await Promise.all(Array.from({ length: 10 }, () => force(m)));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(results.filter((r) => r.json.resetPerformed)).toHaveLength(1);
    expect(await db.journalDay.count({ where: { userId: m.user.id } })).toBe(1);
    expect(await db.journalPage.count({ where: { userId: m.user.id } })).toBe(1);
    expect((await userRow(m.user.id)).streak).toBe(1); // missed days: starts again
    await expectConsistentPoints(m.user.id);
  });

  it("keeps SMART and main goals and every earlier page; the new day's journal is empty", async () => {
    const m = await createMember();
    await call(createGoal, { cookie: m.cookie, body: { type: "smart1", title: "Smart" } });
    await call(createGoal, { cookie: m.cookie, body: { type: "main", title: "Main" } });
    await call(createGoal, { cookie: m.cookie, body: { type: "task1", title: "Task" } });
    await call(saveNotes, { cookie: m.cookie, body: { content: "Written yesterday" } });
    await call(addLearning, { cookie: m.cookie, body: { type: "learned", content: "Lesson" } });
    // Make today's page yesterday's, as if the day had passed.
    const yesterday = addDays(localDate(new Date(), "UTC"), -1);
    await db.journalPage.updateMany({ where: { userId: m.user.id }, data: { date: dateColumn(yesterday) } });
    await db.journalDay.updateMany({ where: { userId: m.user.id }, data: { date: dateColumn(yesterday) } });
    await db.user.update({ where: { id: m.user.id }, data: { lastResetDate: dateColumn(yesterday) } });

    expect((await force(m)).json.resetPerformed).toBe(true);
    const goals = (await call(listGoals, { cookie: m.cookie })).json;
    expect(goals.map((g: { type: string }) => g.type)).toEqual(["main", "smart1"]);
    expect((await call(getNotes, { cookie: m.cookie })).json.content).toBe("");
    // Nothing was deleted.
    expect(await db.note.findFirst({ where: { userId: m.user.id }, select: { content: true } })).toEqual({ content: "Written yesterday" });
    expect(await db.learningItem.count({ where: { userId: m.user.id } })).toBe(1);
    expect(await db.goal.count({ where: { userId: m.user.id, type: "task1" } })).toBe(1);
    expect((await pagesOf(m.user.id)).map((p) => fromDateColumn(p.date))).toEqual([yesterday, addDays(yesterday, 1)]);
  });
});

describe("POST /api/manual-reset", () => {
  it("always resets: force then two manual resets the same day give pages 1, 2 and 3, each starting empty", async () => {
    const m = await createMember();
    expect((await force(m)).json.resetPerformed).toBe(true);
    await call(saveNotes, { cookie: m.cookie, body: { content: "Page one" } });
    expect((await manual(m)).json).toMatchObject({ success: true, resetPerformed: true });
    expect((await call(getNotes, { cookie: m.cookie })).json.content).toBe("");
    await call(saveNotes, { cookie: m.cookie, body: { content: "Page two" } });
    expect((await manual(m)).json.resetPerformed).toBe(true);
    expect((await pagesOf(m.user.id)).map((p) => p.pageNo)).toEqual([1, 2, 3]);
    const notes = await db.note.findMany({ where: { userId: m.user.id }, orderBy: { id: "asc" }, select: { content: true } });
    expect(notes.map((n) => n.content)).toEqual(["Page one", "Page two"]);
    expect(await db.journalDay.count({ where: { userId: m.user.id } })).toBe(1);
  });

  it("simultaneous manual resets each open their own page", async () => {
    const m = await createMember();
    await force(m);
    const results = await Promise.all(Array.from({ length: 4 }, () => manual(m)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect((await pagesOf(m.user.id)).map((p) => p.pageNo)).toEqual([1, 2, 3, 4, 5]);
  });

  it("on a due day it opens the new date's page 1 (or page 2 when a write already created page 1)", async () => {
    const fresh = await createMember();
    expect((await manual(fresh)).json.resetPerformed).toBe(true);
    expect((await pagesOf(fresh.user.id)).map((p) => p.pageNo)).toEqual([1]);

    const early = await createMember();
    await call(saveNotes, { cookie: early.cookie, body: { content: "Before the reset" } });
    await manual(early);
    expect((await pagesOf(early.user.id)).map((p) => p.pageNo)).toEqual([1, 2]);
    expect((await call(getNotes, { cookie: early.cookie })).json.content).toBe("");
  });
});

describe("streak (docs/product/points-and-badges.md)", () => {
  const tz = "America/Los_Angeles";
  // Local 09:00 in Los Angeles on consecutive days, across the March DST change.
  const at = (date: string) => new Date(`${date}T${date >= "2026-03-08" ? "16" : "17"}:00:00Z`);

  it("grows on consecutive days, holds within a day, restarts after a gap; bonus once per day from 5", async () => {
    const m = await createMember({ timeZone: tz });
    const member = { id: m.user.id, timeZone: tz };
    const days = ["2026-03-05", "2026-03-06", "2026-03-07", "2026-03-08", "2026-03-09"];
    const streaks: number[] = [];
    for (const d of days) streaks.push((await resetJournal(member, "due", at(d))).streak);
    expect(streaks).toEqual([1, 2, 3, 4, 5]);
    // Same day again (manual): unchanged, no second bonus.
    const again = await resetJournal(member, "always", new Date("2026-03-09T23:00:00Z"));
    expect(again).toMatchObject({ resetPerformed: true, streak: 5 });
    expect((await ledgerKeys(m.user.id)).filter((k) => k.startsWith("streak:"))).toEqual(["streak:2026-03-09"]);
    expect((await db.pointsEntry.findFirstOrThrow({ where: { userId: m.user.id, source: "streak" } })).points).toBe(10);
    expect(await db.earnedBadge.findMany({ where: { userId: m.user.id, code: "streak5" }, select: { code: true } })).toEqual([{ code: "streak5" }]);
    // The JournalDay rows record activity and the streak at that day.
    const day = await db.journalDay.findFirstOrThrow({ where: { userId: m.user.id, date: dateColumn("2026-03-09") } });
    expect(day).toMatchObject({ active: true, streak: 5 });
    // A gap of a day: back to 1.
    expect((await resetJournal(member, "due", at("2026-03-11"))).streak).toBe(1);
    await expectConsistentPoints(m.user.id);
  });

  it("the first visit of a day the cron already reset counts it, once (the dialog's force-reset)", async () => {
    const m = await createMember({ timeZone: "UTC" });
    await db.user.update({
      where: { id: m.user.id },
      data: { lastActiveDate: dateColumn("2026-05-01"), lastResetDate: dateColumn("2026-05-02"), streak: 9 },
    });
    const now = new Date("2026-05-02T08:00:00Z");
    const member = { id: m.user.id, timeZone: "UTC" };
    // Reset already done, but the member has not been active today: the dialog opens.
    expect((await getCurrentUser(m.user.id, now))?.resetDue).toBe(true);
    expect(await resetJournal(member, "due", now)).toMatchObject({ resetPerformed: false, streak: 10, pointsAwarded: expect.any(Number) });
    expect((await getCurrentUser(m.user.id, now))?.resetDue).toBe(false);
    // Force reset the same day again: not due, streak unchanged.
    expect(await resetJournal(member, "due", now)).toMatchObject({ resetPerformed: false, streak: 10, pointsAwarded: 0 });
    expect((await ledgerKeys(m.user.id)).filter((k) => k.startsWith("streak:"))).toEqual(["streak:2026-05-02"]);
    await expectConsistentPoints(m.user.id);
  });
});
