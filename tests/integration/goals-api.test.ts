// GET/POST /api/goals, PATCH/DELETE /api/goals/{id}, GET /api/goals/completed: validation, slots
// (409 'already filled', also under a race), ownership (404), completion points once, archiving.
import { GET as listGoals, POST as createGoal } from "@/app/api/goals/route";
import { PATCH as patchGoal, DELETE as deleteGoal } from "@/app/api/goals/[id]/route";
import { GET as completedGoals } from "@/app/api/goals/completed/route";
import { POST as manualReset } from "@/app/api/manual-reset/route";
import { db } from "@/lib/db";
import { localDate } from "@/lib/domain/day";
import { call, createMember } from "@/tests/support/api";
import { expectConsistentPoints, ledgerKeys } from "@/tests/integration/journal-helpers";

type Member = Awaited<ReturnType<typeof createMember>>;

const create = (m: Member, body: unknown) => call(createGoal, { cookie: m.cookie, body });
const patch = (m: Member, id: number | string, body: unknown) => call(patchGoal, { cookie: m.cookie, method: "PATCH", params: { id: String(id) }, body });
const remove = (m: Member, id: number | string) => call(deleteGoal, { cookie: m.cookie, method: "DELETE", params: { id: String(id) } });
const list = async (m: Member) => (await call(listGoals, { cookie: m.cookie })).json;

describe("401 without a session", () => {
  it.each([
    ["GET /api/goals", listGoals, {}],
    ["POST /api/goals", createGoal, { body: { type: "smart1", title: "x" } }],
    ["PATCH /api/goals/{id}", patchGoal, { method: "PATCH", params: { id: "1" }, body: { title: "x" } }],
    ["DELETE /api/goals/{id}", deleteGoal, { method: "DELETE", params: { id: "1" } }],
    ["GET /api/goals/completed", completedGoals, {}],
  ] as const)("%s", async (_name, route, opts) => {
    const res = await call(route, opts);
    expect(res.status).toBe(401);
    expect(res.json.code).toBe("unauthorized");
  });
});

describe("POST /api/goals", () => {
  it("creates a SMART goal with the documented shape; GET lists it", async () => {
    const m = await createMember();
    const res = await create(m, { type: "smart1", title: "  Run a 10k by June  ", deadline: "2026-06-30" });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      id: expect.any(Number),
      userId: m.user.id,
      type: "smart1",
      title: "Run a 10k by June",
      isCompleted: false,
      dateCreated: expect.any(String),
      deadline: "2026-06-30T23:59:59.999Z",
      completedAt: null,
      pointsAwarded: 0,
    });
    const goals = await list(m);
    const { pointsAwarded: _points, ...created } = res.json;
    expect(goals).toEqual([created]); // the single-statement read gives the same values, timestamps included
    expect(Object.keys(goals[0]).sort()).toEqual(["completedAt", "dateCreated", "deadline", "id", "isCompleted", "title", "type", "userId"]);
  });

  it("a bare deadline date is the end of that day in the member's time zone; an ISO instant is kept", async () => {
    const m = await createMember({ timeZone: "Pacific/Auckland" });
    const byDate = await create(m, { type: "smart2", title: "A", deadline: "2026-07-01" });
    expect(byDate.json.deadline).toBe("2026-07-01T11:59:59.999Z"); // NZST, UTC+12
    const byInstant = await create(m, { type: "smart3", title: "B", deadline: "2026-07-01T10:00:00+02:00" });
    expect(byInstant.json.deadline).toBe("2026-07-01T08:00:00.000Z");
  });

  it.each([
    ["bad JSON", { raw: "{type: smart1" }, "Invalid JSON body"],
    ["an array", { body: [] }, "Invalid body"],
    ["no type", { body: { title: "x" } }, "type"],
    ["an unknown type", { body: { type: "smart4", title: "x" } }, "type"],
    ["no title", { body: { type: "smart1" } }, "title"],
    ["a blank title", { body: { type: "smart1", title: "   " } }, "Title is required"],
    ["a number title", { body: { type: "smart1", title: 42 } }, "title"],
    ["a 201-character title", { body: { type: "smart1", title: "x".repeat(201) } }, "at most 200"],
    ["isCompleted as a string", { body: { type: "smart1", title: "x", isCompleted: "true" } }, "isCompleted"],
    ["an unknown field", { body: { type: "smart1", title: "x", userId: 1 } }, "userId"],
    ["an impossible date", { body: { type: "smart1", title: "x", deadline: "2026-02-30" } }, "Deadline"],
    ["a loose date", { body: { type: "smart1", title: "x", deadline: "2026-7-1" } }, "Deadline"],
    ["words for a date", { body: { type: "smart1", title: "x", deadline: "next friday" } }, "Deadline"],
    ["a date-time without a zone", { body: { type: "smart1", title: "x", deadline: "2026-07-01T10:00:00" } }, "Deadline"],
    ["a timestamp number", { body: { type: "smart1", title: "x", deadline: 1780000000000 } }, "Deadline"],
  ])("answers 400 for %s and creates nothing", async (_name, opts, message) => {
    const m = await createMember();
    const res = await call(createGoal, { cookie: m.cookie, ...opts });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("bad_request");
    expect(JSON.stringify(res.json)).toContain(message);
    expect(await db.goal.count({ where: { userId: m.user.id } })).toBe(0);
  });

  it("title of exactly 200 characters is accepted", async () => {
    const m = await createMember();
    expect((await create(m, { type: "main", title: "y".repeat(200) })).status).toBe(200);
  });

  it("a taken slot answers 409 'Slot smart1 is already filled'", async () => {
    const m = await createMember();
    expect((await create(m, { type: "smart1", title: "First" })).status).toBe(200);
    const res = await create(m, { type: "smart1", title: "Second" });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ message: "Slot smart1 is already filled", code: "conflict" });
    // Another member's slot is theirs alone.
    const other = await createMember();
    expect((await create(other, { type: "smart1", title: "Mine" })).status).toBe(200);
  });

  it("two requests racing for one slot: one wins, the other gets 409 from the unique index", async () => {
    const m = await createMember();
    const results = await Promise.all(["A", "B", "C", "D"].map((title) => create(m, { type: "main", title })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    for (const r of results.filter((r) => r.status === 409)) expect(r.json.message).toContain("already filled");
    expect(await db.goal.count({ where: { userId: m.user.id } })).toBe(1);
  });

  it("a task slot is taken per day: 409 on the same page", async () => {
    const m = await createMember();
    expect((await create(m, { type: "task1", title: "Email" })).status).toBe(200);
    const res = await create(m, { type: "task1", title: "Call" });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe("Slot task1 is already filled");
  });

  it("a task created completed earns 10 points at once; a SMART goal created completed earns 25", async () => {
    const m = await createMember();
    const task = await create(m, { type: "task2", title: "Walk", isCompleted: true });
    expect(task.json).toMatchObject({ isCompleted: true, completedAt: expect.any(String) });
    expect(task.json.pointsAwarded).toBeGreaterThanOrEqual(10);
    const smart = await create(m, { type: "smart1", title: "Goal", isCompleted: true });
    expect(smart.json.pointsAwarded).toBeGreaterThanOrEqual(25);
    expect(await ledgerKeys(m.user.id)).toEqual([`task:${localDate(new Date(), "UTC")}:task2`, `goal:${smart.json.id}`]);
    await expectConsistentPoints(m.user.id);
  });
});

describe("PATCH /api/goals/{id}", () => {
  it.each(["abc", "0", "-1", "1.5", "1e3", "0x10", " 7", "99999999999"])("id %p answers 400", async (id) => {
    const m = await createMember();
    const res = await patch(m, id, { title: "x" });
    expect(res.status).toBe(400);
    expect(res.json.message).toContain("id must be a positive integer");
  });

  it.each([
    ["bad JSON", { raw: "nope" }],
    ["an empty body", { body: {} }],
    ["an unknown field", { body: { type: "smart2" } }],
    ["a blank title", { body: { title: " " } }],
    ["a long title", { body: { title: "z".repeat(201) } }],
    ["isCompleted null", { body: { isCompleted: null } }],
    ["a bad deadline", { body: { deadline: "31/12/2026" } }],
  ])("answers 400 for %s and changes nothing", async (_name, opts) => {
    const m = await createMember();
    const goal = (await create(m, { type: "smart1", title: "Keep" })).json;
    const res = await call(patchGoal, { cookie: m.cookie, method: "PATCH", params: { id: String(goal.id) }, ...opts });
    expect(res.status).toBe(400);
    expect((await list(m))[0]).toMatchObject({ title: "Keep", isCompleted: false });
  });

  it("updates title and deadline; null clears the deadline", async () => {
    const m = await createMember({ timeZone: "America/Los_Angeles" });
    const goal = (await create(m, { type: "smart1", title: "Old", deadline: "2026-08-01" })).json;
    expect(goal.deadline).toBe("2026-08-02T06:59:59.999Z"); // PDT, UTC-7
    const renamed = await patch(m, goal.id, { title: " New " });
    expect(renamed.json).toMatchObject({ title: "New", deadline: goal.deadline, pointsAwarded: 0 });
    const cleared = await patch(m, goal.id, { deadline: null });
    expect(cleared.json).toMatchObject({ title: "New", deadline: null });
  });

  it("another member's goal answers 404 and is not changed", async () => {
    const owner = await createMember();
    const goal = (await create(owner, { type: "smart1", title: "Mine" })).json;
    const stranger = await createMember();
    expect((await patch(stranger, goal.id, { isCompleted: true })).status).toBe(404);
    expect((await remove(stranger, goal.id)).status).toBe(404);
    expect((await list(owner))[0]).toMatchObject({ title: "Mine", isCompleted: false });
    expect(await ledgerKeys(stranger.user.id)).toEqual([]);
    expect((await patch(owner, 2_000_000_000, { title: "x" })).status).toBe(404);
  });

  it("completing a SMART goal sets completedAt and awards 25 once, however often it is toggled", async () => {
    const m = await createMember();
    const goal = (await create(m, { type: "smart2", title: "Read 12 books" })).json;
    const done = await patch(m, goal.id, { isCompleted: true });
    expect(done.json).toMatchObject({ isCompleted: true, completedAt: expect.any(String) });
    expect(done.json.pointsAwarded).toBeGreaterThanOrEqual(25); // + first badges
    const undone = await patch(m, goal.id, { isCompleted: false });
    expect(undone.json).toMatchObject({ isCompleted: false, completedAt: null, pointsAwarded: 0 });
    const again = await patch(m, goal.id, { isCompleted: true });
    expect(again.json.pointsAwarded).toBe(0);
    expect(await ledgerKeys(m.user.id)).toEqual([`goal:${goal.id}`]);
    expect((await db.pointsEntry.findFirstOrThrow({ where: { userId: m.user.id, source: "smartGoal" } })).points).toBe(25);
    await expectConsistentPoints(m.user.id);
  });

  it("the main goal awards 15; ten simultaneous completions award once", async () => {
    const m = await createMember();
    const goal = (await create(m, { type: "main", title: "Become a coach" })).json;
    const results = await Promise.all(Array.from({ length: 10 }, () => patch(m, goal.id, { isCompleted: true })));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.json.pointsAwarded > 0)).toHaveLength(1);
    expect(await ledgerKeys(m.user.id)).toEqual([`goal:${goal.id}`]);
    expect((await db.pointsEntry.findFirstOrThrow({ where: { userId: m.user.id, source: "mainGoal" } })).points).toBe(15);
    await expectConsistentPoints(m.user.id);
  });

  it("a task awards 10 once per (date, slot): unchecking, rechecking and a new task in the slot after a manual reset award nothing more", async () => {
    const m = await createMember();
    const task = (await create(m, { type: "task1", title: "Plan" })).json;
    expect((await patch(m, task.id, { isCompleted: true })).json.pointsAwarded).toBeGreaterThanOrEqual(10);
    await patch(m, task.id, { isCompleted: false });
    expect((await patch(m, task.id, { isCompleted: true })).json.pointsAwarded).toBe(0);
    await call(manualReset, { cookie: m.cookie, method: "POST" });
    const next = await create(m, { type: "task1", title: "Plan again", isCompleted: true });
    expect(next.status).toBe(200);
    expect(next.json.pointsAwarded).toBe(0);
    expect((await ledgerKeys(m.user.id)).filter((k) => k.startsWith("task:"))).toEqual([`task:${localDate(new Date(), "UTC")}:task1`]);
    await expectConsistentPoints(m.user.id);
  });

  it("a task of an earlier page is read-only: 404", async () => {
    const m = await createMember();
    const task = (await create(m, { type: "task3", title: "Yesterday's" })).json;
    await call(manualReset, { cookie: m.cookie, method: "POST" });
    expect((await patch(m, task.id, { title: "Changed" })).status).toBe(404);
    expect((await remove(m, task.id)).status).toBe(404);
    expect(await db.goal.findUnique({ where: { id: task.id }, select: { title: true } })).toEqual({ title: "Yesterday's" });
  });
});

describe("DELETE /api/goals/{id} and GET /api/goals/completed", () => {
  it("a completed SMART goal leaves its slot but is kept and listed as completed, newest first", async () => {
    const m = await createMember();
    const first = (await create(m, { type: "smart1", title: "First" })).json;
    await patch(m, first.id, { isCompleted: true });
    expect((await remove(m, first.id)).json).toEqual({ success: true, archived: true, pointsAwarded: 0 });
    // The slot is free again.
    const second = (await create(m, { type: "smart1", title: "Second" })).json;
    expect(second.id).toBeGreaterThan(first.id);
    await patch(m, second.id, { isCompleted: true });
    await remove(m, second.id);
    const completed = await call(completedGoals, { cookie: m.cookie });
    expect(completed.status).toBe(200);
    expect(completed.json.map((g: { title: string }) => g.title)).toEqual(["Second", "First"]);
    expect(completed.json[0]).toMatchObject({ type: "smart1", isCompleted: true, completedAt: expect.any(String) });
    expect(await list(m)).toEqual([]);
    // An archived goal is history: it cannot be edited, deleted or re-awarded.
    expect((await patch(m, first.id, { isCompleted: false })).status).toBe(404);
    expect((await remove(m, first.id)).status).toBe(404);
    // Another member sees none of it.
    const other = await createMember();
    expect((await call(completedGoals, { cookie: other.cookie })).json).toEqual([]);
  });

  it("an open goal and a task are deleted", async () => {
    const m = await createMember();
    const goal = (await create(m, { type: "smart3", title: "Open" })).json;
    const task = (await create(m, { type: "task2", title: "Task", isCompleted: true })).json;
    expect((await remove(m, goal.id)).json).toEqual({ success: true, archived: false, pointsAwarded: 0 });
    // The completed task's 10 is taken back (docs/decisions.md "Fair points and sessions").
    expect((await remove(m, task.id)).json).toEqual({ success: true, archived: false, pointsAwarded: -10 });
    expect(await db.goal.count({ where: { userId: m.user.id } })).toBe(0);
    expect((await remove(m, goal.id)).status).toBe(404);
    expect((await remove(m, "abc")).status).toBe(400);
  });
});

describe("GET /api/goals", () => {
  it("shows SMART / main goals always, and only the tasks of today's current page", async () => {
    const m = await createMember();
    await create(m, { type: "main", title: "Main" });
    await create(m, { type: "smart2", title: "Smart" });
    await create(m, { type: "task1", title: "Old task" });
    await call(manualReset, { cookie: m.cookie, method: "POST" });
    await create(m, { type: "task1", title: "New task" });
    expect((await list(m)).map((g: { type: string; title: string }) => `${g.type}:${g.title}`)).toEqual(["main:Main", "smart2:Smart", "task1:New task"]);
    // A task page of another date is not today's: hidden.
    await db.journalPage.updateMany({ where: { userId: m.user.id }, data: { date: new Date("2020-01-01") } });
    expect((await list(m)).map((g: { type: string }) => g.type)).toEqual(["main", "smart2"]);
  });
});
