// Check-ins through their handlers against Postgres (docs/product/check-ins.md): the coach's forms
// and their bad input, versions, the member's due check-in and answer (limits, points once, a
// closed check-in, another team's form), the review queue and the CSV.
import { GET as formsGET, POST as formsPOST } from "@/app/api/admin/check-ins/route";
import { GET as formGET, PATCH as formPATCH, DELETE as formDELETE } from "@/app/api/admin/check-ins/[id]/route";
import { GET as csvGET } from "@/app/api/admin/check-ins/[id]/csv/route";
import { GET as reviewGET } from "@/app/api/admin/check-ins/review/route";
import { POST as reviewedPOST } from "@/app/api/admin/check-ins/answers/[id]/reviewed/route";
import { GET as dueGET } from "@/app/api/check-ins/route";
import { POST as answerPOST } from "@/app/api/check-ins/[id]/route";
import { GET as historyGET } from "@/app/api/check-ins/history/route";
import { GET as memberTrendsGET } from "@/app/api/admin/check-ins/members/[id]/route";
import { GET as glanceGET } from "@/app/api/admin/check-ins/glance/route";
import { refreshCoachSnapshot } from "@/lib/services/coach/refresh-snapshot";
import { feedEvents } from "@/lib/services/calendar-feed/feed-events";
import { db } from "@/lib/db";
import { currentCheckIn } from "@/lib/domain/check-ins";
import { addDays } from "@/lib/domain/day";
import { answerCheckIn } from "@/lib/services/check-ins/member-check-ins";
import { call, createMember } from "@/tests/support/api";

type Member = Awaited<ReturnType<typeof createMember>>;
let owner: Member, coach: Member, member: Member, other: Member, outsider: Member;
let teamA: number, teamB: number;

const questions = [
  { id: "sleep", type: "scale", label: "Sleep", required: true, minLabel: "Poor", maxLabel: "Great" },
  { id: "trained", type: "yesno", label: "Trained", required: true },
  { id: "hours", type: "number", label: "Study hours", required: false, unit: "h", min: 0, max: 24 },
  { id: "focus", type: "text", label: "One thing to work on", required: false },
];
const weekly = { cadence: "weekly", weekday: 7, hour: 18 };

beforeAll(async () => {
  owner = await createMember({ isAdmin: true });
  coach = await createMember({ twoFactor: true });
  member = await createMember({ timeZone: "Europe/Berlin" });
  other = await createMember();
  outsider = await createMember();
  teamA = (await db.team.create({ data: { name: "Checkin A", nameKey: "checkin a" } })).id;
  teamB = (await db.team.create({ data: { name: "Checkin B", nameKey: "checkin b" } })).id;
  await db.user.updateMany({ where: { id: { in: [coach.user.id, member.user.id, other.user.id] } }, data: { teamId: teamA } });
  await db.user.update({ where: { id: outsider.user.id }, data: { teamId: teamB } });
  await db.teamCoach.create({ data: { teamId: teamA, userId: coach.user.id } });
}, 60_000);

const createForm = async (body: object, who: Member = coach) => call(formsPOST, { body, cookie: who.cookie });

describe("the coach's forms", () => {
  it("refuses bad forms with a message", async () => {
    const bad = async (body: object) => {
      const res = await createForm({ teamId: teamA, title: "Weekly", schedule: weekly, questions, ...body });
      expect(res.status).toBe(400);
      return res.json.message;
    };
    expect(await bad({ questions: [] })).toBe("A check-in needs at least one question");
    expect(await bad({ questions: Array.from({ length: 9 }, (_, i) => ({ type: "yesno", label: `Q${i}` })) })).toBe("A check-in has at most 8 questions");
    expect(await bad({ questions: [{ type: "essay", label: "Tell me" }] })).toBe("Each question is a scale, yes/no, number or text question");
    expect(await bad({ questions: [{ type: "scale", label: "Sleep", minLabel: "Poor" }] })).toBe("A scale question needs a label at both ends");
    expect(await bad({ questions: [{ type: "number", label: "Hours", unit: "h", min: 10, max: 2 }] })).toBe("The minimum must not be above the maximum");
    expect(await bad({ schedule: { cadence: "weekly", hour: 18 } })).toMatch(/weekly on a weekday/);
    expect(await bad({ title: " " })).toBe("Title is required");
    expect(await db.checkInForm.count()).toBe(0);
  });

  it("creates, edits into a new version, lists and archives within the scope", async () => {
    const created = await createForm({ teamId: teamA, title: "Weekly", schedule: weekly, questions });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ teamId: teamA, title: "Weekly", version: 1, schedule: weekly });
    expect(created.json.questions.map((q: { id: string }) => q.id)).toEqual(["sleep", "trained", "hours", "focus"]);
    const id = String(created.json.id);
    // A coach of A cannot make a form for B; the owner can.
    expect((await createForm({ teamId: teamB, title: "B", schedule: weekly, questions })).status).toBe(404);
    const bForm = await createForm({ teamId: teamB, title: "B", schedule: { cadence: "daily", hour: 9 }, questions }, owner);
    expect(bForm.status).toBe(201);
    expect((await call(formGET, { params: { id: String(bForm.json.id) }, cookie: coach.cookie })).status).toBe(404);
    expect((await call(formsGET, { cookie: coach.cookie })).json.forms.map((f: { id: number }) => f.id)).toEqual([created.json.id]);
    expect((await call(formsGET, { cookie: owner.cookie })).json.forms).toHaveLength(2);
    // A member is not staff.
    expect((await call(formsGET, { cookie: member.cookie })).status).toBe(403);

    const edited = await call(formPATCH, { method: "PATCH", params: { id }, body: { questions: [...questions, { id: "energy", type: "scale", label: "Energy", required: false, minLabel: "Low", maxLabel: "High" }] }, cookie: coach.cookie });
    expect(edited.status).toBe(200);
    expect(edited.json.version).toBe(2);
    expect(edited.json.questions).toHaveLength(5);
    const renamed = await call(formPATCH, { method: "PATCH", params: { id }, body: { title: "Sunday check-in" }, cookie: coach.cookie });
    expect(renamed.json).toMatchObject({ title: "Sunday check-in", version: 2 });
    expect((await call(formPATCH, { method: "PATCH", params: { id }, body: { questions: [] }, cookie: coach.cookie })).status).toBe(400);
    expect(await db.checkInFormVersion.count({ where: { formId: Number(id) } })).toBe(2);

    // The owner archives B's form: it is gone from the lists and from its member.
    expect((await call(formDELETE, { method: "DELETE", params: { id: String(bForm.json.id) }, cookie: owner.cookie })).status).toBe(200);
    expect((await call(dueGET, { cookie: outsider.cookie })).json.checkIns).toEqual([]);
  });
});

describe("the member's check-in", () => {
  let formId: string;
  beforeAll(async () => {
    formId = String((await db.checkInForm.findFirstOrThrow({ where: { teamId: teamA, archivedAt: null } })).id);
  });

  it("is due now, answered once for points, replaced by a second answer without a second award", async () => {
    const due = await call(dueGET, { cookie: member.cookie });
    expect(due.status).toBe(200);
    expect(due.json.checkIns).toHaveLength(1);
    const c = due.json.checkIns[0];
    expect(c).toMatchObject({ formId: Number(formId), title: "Sunday check-in", version: 2, answered: false, answers: null });
    expect(c.date).toBe(currentCheckIn(new Date(), weekly as never, { timeZone: "Europe/Berlin", dayStartHour: 0 }).date);

    const answer = (answers: object, who: Member = member, date = c.date) => call(answerPOST, { params: { id: formId }, body: { date, answers }, cookie: who.cookie });
    const points = async () => (await db.user.findUniqueOrThrow({ where: { id: member.user.id } })).xpPoints;
    const before = await points();

    // Bad answers name the question; nothing is stored.
    expect((await answer({ trained: true })).json.message).toBe('"Sleep" needs an answer');
    expect((await answer({ sleep: 9, trained: true })).json.message).toBe('"Sleep" must be a whole number from 1 to 5');
    expect((await answer({ sleep: 4, trained: true, hours: 30 })).json.message).toBe('"Study hours" must be a number from 0 to 24');
    expect((await answer({ sleep: 4, trained: true, focus: "x".repeat(501) })).status).toBe(400);
    expect((await answer({ sleep: 4, trained: true }, member, "2026-13-01")).status).toBe(400);
    // Another team's member, an unknown form, a date not yet due: 404.
    expect((await answer({ sleep: 4, trained: true }, outsider)).status).toBe(404);
    expect((await call(answerPOST, { params: { id: "999999" }, body: { date: c.date, answers: {} }, cookie: member.cookie })).status).toBe(404);
    expect((await answer({ sleep: 4, trained: true }, member, addDays(c.date, 7))).status).toBe(404);
    expect((await answer({ sleep: 4, trained: true }, member, addDays(c.date, 1))).status).toBe(404);
    expect(await db.checkInAnswer.count()).toBe(0);

    const first = await answer({ sleep: 2, trained: true, hours: 3, focus: "=HYPERLINK(\"x\")", energy: 4 });
    expect(first.status).toBe(200);
    expect(first.json.flagged).toBe(true);
    expect(first.json.pointsAwarded).toBeGreaterThanOrEqual(10); // with any badge it unlocked
    const afterFirst = await points();
    expect(afterFirst).toBe(before + first.json.pointsAwarded);
    const second = await answer({ sleep: 4, trained: false, energy: 4 });
    expect(second.json).toMatchObject({ id: first.json.id, flagged: false, pointsAwarded: 0 });
    expect(await points()).toBe(afterFirst);
    expect(await db.pointsEntry.count({ where: { userId: member.user.id, source: "checkIn" } })).toBe(1);
    const again = (await call(dueGET, { cookie: member.cookie })).json.checkIns[0];
    expect(again).toMatchObject({ answered: true, answers: { sleep: 4, trained: false, energy: 4 } });
    expect((await call(historyGET, { cookie: member.cookie })).json.answers).toHaveLength(1);
    // Answering twice at once stores one answer and awards once.
    const res = await Promise.all([answer({ sleep: 3, trained: true, energy: 3 }), answer({ sleep: 3, trained: true, energy: 3 })]);
    expect(res.map((r) => r.status)).toEqual([200, 200]);
    expect(await db.checkInAnswer.count({ where: { userId: member.user.id } })).toBe(1);
    expect(await points()).toBe(afterFirst);
  });

  it("closes when the next one is due: no answer, no points", async () => {
    const m = { id: other.user.id, timeZone: "UTC", dayStartHour: 0 };
    const now = new Date();
    const open = currentCheckIn(now, weekly as never, m);
    const later = new Date(open.closesAt.getTime() + 1000);
    await expect(answerCheckIn(m, Number(formId), { date: open.date, answers: { sleep: 4, trained: true } }, later)).rejects.toMatchObject({
      status: 400,
      message: "This check-in closed when the next one was due",
    });
    expect(await db.pointsEntry.count({ where: { userId: other.user.id } })).toBe(0);
    // The next one is open then, and earns its own 10.
    const next = await answerCheckIn(m, Number(formId), { date: addDays(open.date, 7), answers: { sleep: 4, trained: true } }, later);
    expect(next.pointsAwarded).toBeGreaterThanOrEqual(10);
    expect(await db.pointsEntry.count({ where: { userId: other.user.id, source: "checkIn" } })).toBe(1);
  });

  it("flags a drop of 2 below the average of the four before", async () => {
    const m = { id: outsider.user.id, timeZone: "UTC", dayStartHour: 0 };
    await db.user.update({ where: { id: outsider.user.id }, data: { teamId: teamA } });
    const start = currentCheckIn(new Date(), weekly as never, m);
    const at = (weeks: number) => new Date(start.dueAt.getTime() + weeks * 7 * 86_400_000 + 60_000);
    for (let w = 0; w < 4; w++) {
      const r = await answerCheckIn(m, Number(formId), { date: addDays(start.date, 7 * w), answers: { sleep: 5, trained: true } }, at(w));
      expect(r.flagged).toBe(false);
    }
    const drop = await answerCheckIn(m, Number(formId), { date: addDays(start.date, 28), answers: { sleep: 3, trained: true } }, at(4));
    expect(drop.flagged).toBe(true);
    expect(await db.pointsEntry.count({ where: { userId: outsider.user.id, source: "checkIn" } })).toBe(5);
  });
});

describe("the review queue and the CSV", () => {
  it("lists unreviewed answers flagged first, in pages, and 'reviewed' clears one", async () => {
    const page = await call(reviewGET, { path: "/api/admin/check-ins/review", cookie: coach.cookie });
    expect(page.status).toBe(200);
    const flags = page.json.answers.map((a: { flagged: boolean }) => a.flagged);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
    expect(flags[0]).toBe(true);
    expect(page.json.answers.length).toBe(await db.checkInAnswer.count({ where: { reviewedAt: null } }));
    expect(page.json.answers[0]).toMatchObject({ flaggedQuestions: ["sleep"] });
    const id = String(page.json.answers[0].id);
    expect((await call(reviewedPOST, { method: "POST", params: { id }, cookie: member.cookie })).status).toBe(403);
    expect((await call(reviewedPOST, { method: "POST", params: { id }, cookie: coach.cookie })).status).toBe(200);
    const after = await call(reviewGET, { path: "/api/admin/check-ins/review", cookie: coach.cookie });
    expect(after.json.answers.map((a: { id: number }) => a.id)).not.toContain(Number(id));
    expect((await call(reviewGET, { path: "/api/admin/check-ins/review?cursor=x", cookie: coach.cookie })).status).toBe(400);
    expect((await call(reviewGET, { path: "/api/admin/check-ins/review?cursor=1.999999", cookie: coach.cookie })).json.answers.length).toBe(after.json.answers.length);
  });

  it("pages through more than a page by the cursor", async () => {
    const formId = (await db.checkInForm.findFirstOrThrow({ where: { teamId: teamA, archivedAt: null } })).id;
    const version = await db.checkInFormVersion.findFirstOrThrow({ where: { formId }, orderBy: { version: "desc" } });
    await db.checkInAnswer.createMany({
      data: Array.from({ length: 25 }, (_, i) => ({ formId, versionId: version.id, userId: coach.user.id, dueDate: new Date(Date.UTC(2025, 0, 5 + 7 * i)), answers: { sleep: 3, trained: true }, flagged: i % 5 === 0 })),
    });
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const res: { json: { answers: { id: number }[]; next: string | null } } = await call(reviewGET, { path: `/api/admin/check-ins/review${cursor ? `?cursor=${cursor}` : ""}`, cookie: coach.cookie });
      expect(res.json.answers.length).toBeLessThanOrEqual(20);
      seen.push(...res.json.answers.map((a) => a.id));
      cursor = res.json.next;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(await db.checkInAnswer.count({ where: { reviewedAt: null } }));
  });

  it("the CSV holds one row per answer, formulas guarded, columns of every version", async () => {
    const formId = (await db.checkInForm.findFirstOrThrow({ where: { teamId: teamA, archivedAt: null } })).id;
    const res = await call(csvGET, { params: { id: String(formId) }, cookie: coach.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const lines = (res.json.__raw as string).trimEnd().split("\r\n");
    expect(lines[0]).toBe("username,date,answered at,version,flagged,reviewed,Sleep,Trained,Study hours,One thing to work on,Energy");
    expect(lines.length - 1).toBe(await db.checkInAnswer.count({ where: { formId } }));
    expect(await call(csvGET, { params: { id: String(formId) }, cookie: owner.cookie }).then((r) => r.status)).toBe(200);
    const bForm = await db.checkInForm.findFirstOrThrow({ where: { teamId: teamB } });
    expect((await call(csvGET, { params: { id: String(bForm.id) }, cookie: coach.cookie })).status).toBe(404);
  });

  it("guards a text answer that starts like a formula", async () => {
    const form = await createForm({ teamId: teamA, title: "Daily", schedule: { cadence: "daily", hour: 0 }, questions: [{ type: "text", label: "Note" }] });
    const c = (await call(dueGET, { cookie: other.cookie })).json.checkIns.find((x: { formId: number }) => x.formId === form.json.id);
    const q = form.json.questions[0].id;
    expect((await call(answerPOST, { params: { id: String(form.json.id) }, body: { date: c.date, answers: { [q]: "=1+1" } }, cookie: other.cookie })).status).toBe(200);
    const csv = await call(csvGET, { params: { id: String(form.json.id) }, cookie: coach.cookie });
    expect(csv.json.__raw).toContain(",'=1+1\r\n");
  });
});

describe("the coach's trends, glance and attention reasons", () => {
  it("a member's trends follow their answers; another team's member is a 404", async () => {
    const res = await call(memberTrendsGET, { params: { id: String(outsider.user.id) }, cookie: coach.cookie });
    expect(res.status).toBe(200);
    const sleep = res.json.forms[0].series.find((s: { questionId: string }) => s.questionId === "sleep");
    expect(sleep.points.map((p: { value: number }) => p.value)).toEqual([5, 5, 5, 5, 3]);
    const stranger = await createMember();
    await db.user.update({ where: { id: stranger.user.id }, data: { teamId: teamB } });
    expect((await call(memberTrendsGET, { params: { id: String(stranger.user.id) }, cookie: coach.cookie })).status).toBe(404);
  });

  it("the glance: this week's answers against the members due, per-question averages", async () => {
    const res = await call(glanceGET, { path: "/api/admin/check-ins/glance", cookie: coach.cookie });
    expect(res.status).toBe(200);
    const daily = res.json.forms.find((f: { title: string }) => f.title === "Daily");
    expect(daily.thisWeek.answers).toBe(1);
    expect(daily.thisWeek.expected).toBeGreaterThanOrEqual(4); // coach, member, other, outsider: at least one day this week
    const weeklyForm = res.json.forms.find((f: { title: string }) => f.title === "Sunday check-in");
    expect(weeklyForm.questions.map((q: { questionId: string }) => q.questionId)).toEqual(["sleep", "hours", "energy"]);
  });

  it("the snapshot lists two check-ins missed in a row and a flagged answer not yet reviewed", async () => {
    const late = await createMember();
    await db.user.update({ where: { id: late.user.id }, data: { teamId: teamA, dateCreated: new Date(Date.now() - 60 * 86_400_000) } });
    await db.checkInForm.updateMany({ where: { teamId: teamA }, data: { createdAt: new Date(Date.now() - 60 * 86_400_000) } });
    await refreshCoachSnapshot(new Date());
    const reasons = async (userId: number) => (await db.coachSnapshot.findUniqueOrThrow({ where: { userId } })).reasons;
    expect(await reasons(late.user.id)).toContain("check-ins-missed");
    // outsider's flagged drop (reviewed above) comes back unreviewed, as a new answer would.
    const flagged = await db.checkInAnswer.findFirstOrThrow({ where: { userId: outsider.user.id, flagged: true } });
    await db.checkInAnswer.update({ where: { id: flagged.id }, data: { reviewedAt: null } });
    await refreshCoachSnapshot(new Date(Date.now() + 500));
    expect(await reasons(outsider.user.id)).toContain("check-in-flagged");
    await db.checkInAnswer.updateMany({ where: { userId: outsider.user.id }, data: { reviewedAt: new Date() } });
    await refreshCoachSnapshot(new Date(Date.now() + 1000));
    expect(await reasons(outsider.user.id)).not.toContain("check-in-flagged");
  });
});

describe("the calendar feed", () => {
  it("holds the member's next check-ins due, on the member's dates", async () => {
    const events = await feedEvents({ id: member.user.id, timeZone: "Europe/Berlin" });
    const sunday = events.filter((e) => e.summary === "Check-in due: Sunday check-in");
    expect(sunday).toHaveLength(8);
    expect(sunday.every((e) => new Date(`${e.date}T00:00:00Z`).getUTCDay() === 0)).toBe(true);
    expect(sunday[0].uid).toMatch(/^check-in-\d+-\d{4}-\d{2}-\d{2}@reach$/);
    expect(events.filter((e) => e.summary === "Check-in due: Daily")).toHaveLength(14);
    // Another team's member sees none of them.
    const stranger = await createMember();
    expect(await feedEvents({ id: stranger.user.id, timeZone: "UTC" })).toEqual([]);
  });
});
