// The daily journal endpoints: behavior, learned / accomplished items, mindset, notes, coach
// tips. Each reads and writes only the caller's current page; reads never create a page.
import { GET as getBehavior, POST as saveBehavior } from "@/app/api/behavior/route";
import { POST as addLearning } from "@/app/api/learnings/route";
import { GET as listLearned } from "@/app/api/learnings/learned/route";
import { GET as listAccomplished } from "@/app/api/learnings/accomplished/route";
import { PUT as putLearning, DELETE as deleteLearning } from "@/app/api/learnings/[id]/route";
import { GET as getMindset, POST as saveMindset } from "@/app/api/mindset/route";
import { GET as getNotes, POST as saveNotes } from "@/app/api/notes/route";
import { GET as coachTips } from "@/app/api/coach-tips/route";
import { POST as manualReset } from "@/app/api/manual-reset/route";
import { db } from "@/lib/db";
import { localDate } from "@/lib/domain/day";
import { getDashboardData } from "@/lib/services/journal/get-dashboard-data";
import { firstCoachTip } from "@/lib/services/coach-tips/list-coach-tips";
import { call, createMember } from "@/tests/support/api";
import { expectConsistentPoints, ledgerKeys } from "@/tests/integration/journal-helpers";

type Member = Awaited<ReturnType<typeof createMember>>;
const today = () => localDate(new Date(), "UTC");
const post = (route: Parameters<typeof call>[0], m: Member, body: unknown) => call(route, { cookie: m.cookie, body });
const get = async (route: Parameters<typeof call>[0], m: Member) => (await call(route, { cookie: m.cookie })).json;

describe("401 without a session", () => {
  it.each([
    ["GET /api/behavior", getBehavior, {}],
    ["POST /api/behavior", saveBehavior, { body: { continueDoing: "x" } }],
    ["POST /api/learnings", addLearning, { body: { type: "learned", content: "x" } }],
    ["GET /api/learnings/learned", listLearned, {}],
    ["GET /api/learnings/accomplished", listAccomplished, {}],
    ["PUT /api/learnings/{id}", putLearning, { method: "PUT", params: { id: "1" }, body: { content: "x" } }],
    ["DELETE /api/learnings/{id}", deleteLearning, { method: "DELETE", params: { id: "1" } }],
    ["GET /api/mindset", getMindset, {}],
    ["POST /api/mindset", saveMindset, { body: { focus: "x" } }],
    ["GET /api/notes", getNotes, {}],
    ["POST /api/notes", saveNotes, { body: { content: "x" } }],
    ["GET /api/coach-tips", coachTips, {}],
  ] as const)("%s", async (_name, route, opts) => {
    expect((await call(route, opts)).status).toBe(401);
  });
});

describe("reads of a member with no page today", () => {
  it("answer the empty shapes and create nothing", async () => {
    const m = await createMember();
    expect(await get(getBehavior, m)).toEqual({ id: null, userId: m.user.id, continueDoing: "", startDoing: "", stopDoing: "", dateCreated: null });
    expect(await get(listLearned, m)).toEqual([]);
    expect(await get(listAccomplished, m)).toEqual([]);
    expect(await get(getMindset, m)).toEqual({
      id: null, userId: m.user.id, visualization: "", selfTalk: "", focus: "",
      isVisualizationCompleted: false, isSelfTalkCompleted: false, isFocusCompleted: false, dateCreated: null,
    });
    expect(await get(getNotes, m)).toEqual({ id: null, userId: m.user.id, content: "", dateCreated: null });
    expect(await db.journalPage.count({ where: { userId: m.user.id } })).toBe(0);
  });

  it("show nothing from an earlier date's page", async () => {
    const m = await createMember();
    await post(saveNotes, m, { content: "Old news" });
    await post(addLearning, m, { type: "learned", content: "Old lesson" });
    await db.journalPage.updateMany({ where: { userId: m.user.id }, data: { date: new Date("2020-01-01") } });
    expect((await get(getNotes, m)).content).toBe("");
    expect(await get(listLearned, m)).toEqual([]);
  });
});

describe("POST /api/behavior", () => {
  it("saves on today's page (creating it), accepts partial updates, awards 8 once per date", async () => {
    const m = await createMember();
    const first = await post(saveBehavior, m, { continueDoing: "Morning runs", startDoing: "", stopDoing: "" });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ id: expect.any(Number), userId: m.user.id, continueDoing: "Morning runs", startDoing: "", stopDoing: "" });
    expect(first.json.pointsAwarded).toBeGreaterThanOrEqual(8);
    const second = await post(saveBehavior, m, { stopDoing: "Late coffee" });
    expect(second.json).toMatchObject({ continueDoing: "Morning runs", stopDoing: "Late coffee", pointsAwarded: 0 });
    expect(await get(getBehavior, m)).toMatchObject({ id: first.json.id, continueDoing: "Morning runs", stopDoing: "Late coffee" });
    expect(await ledgerKeys(m.user.id)).toEqual([`behavior:${today()}`]);
    await expectConsistentPoints(m.user.id);
  });

  it("blank text earns nothing; five simultaneous first saves make one row and one award", async () => {
    const m = await createMember();
    expect((await post(saveBehavior, m, { continueDoing: "   " })).json.pointsAwarded).toBe(0);
    const saves = await Promise.all(Array.from({ length: 5 }, (_, i) => post(saveBehavior, m, { startDoing: `Take ${i}` })));
    expect(saves.every((r) => r.status === 200)).toBe(true);
    expect(saves.filter((r) => r.json.pointsAwarded > 0)).toHaveLength(1);
    expect(await db.behavior.count({ where: { userId: m.user.id } })).toBe(1);
    expect(await db.journalPage.count({ where: { userId: m.user.id } })).toBe(1);
    await expectConsistentPoints(m.user.id);
  });

  it.each([
    ["bad JSON", { raw: "{" }],
    ["an empty body", { body: {} }],
    ["an unknown field", { body: { continueDoing: "a", gratitude: "b" } }],
    ["a number", { body: { continueDoing: 5 } }],
    ["null", { body: { startDoing: null } }],
    ["text over 5000 characters", { body: { stopDoing: "s".repeat(5001) } }],
  ])("answers 400 for %s", async (_name, opts) => {
    const m = await createMember();
    const res = await call(saveBehavior, { cookie: m.cookie, ...opts });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("bad_request");
    expect(await db.behavior.count({ where: { userId: m.user.id } })).toBe(0);
  });

  it("5000 characters are accepted", async () => {
    const m = await createMember();
    expect((await post(saveBehavior, m, { stopDoing: "s".repeat(5000) })).status).toBe(200);
  });
});

describe("learned and accomplished items", () => {
  it("adds, lists per type, edits and deletes; 5 points once per item", async () => {
    const m = await createMember();
    const learned = await post(addLearning, m, { type: "learned", content: "  Spaced repetition works  " });
    expect(learned.status).toBe(200);
    expect(learned.json).toMatchObject({ id: expect.any(Number), type: "learned", content: "Spaced repetition works", dateCreated: expect.any(String) });
    expect(learned.json.pointsAwarded).toBeGreaterThanOrEqual(5);
    const done = await post(addLearning, m, { type: "accomplished", content: "Shipped the report" });
    expect(done.json.pointsAwarded).toBe(5);
    expect((await get(listLearned, m)).map((l: { content: string }) => l.content)).toEqual(["Spaced repetition works"]);
    expect((await get(listAccomplished, m)).map((l: { content: string }) => l.content)).toEqual(["Shipped the report"]);

    const edited = await call(putLearning, { cookie: m.cookie, method: "PUT", params: { id: String(learned.json.id) }, body: { content: "Spacing works" } });
    expect(edited.json).toMatchObject({ id: learned.json.id, type: "learned", content: "Spacing works" });
    const deleted = await call(deleteLearning, { cookie: m.cookie, method: "DELETE", params: { id: String(learned.json.id) } });
    expect(deleted.json).toEqual({ success: true, pointsAwarded: -5 });
    expect(await get(listLearned, m)).toEqual([]);
    // Deleted the same day: its 5 is taken back by a reversing row (docs/decisions.md "Fair points and sessions").
    expect(await ledgerKeys(m.user.id)).toEqual([`learning:${learned.json.id}`, `learning:${done.json.id}`, `undo:learning:${learned.json.id}`]);
    await expectConsistentPoints(m.user.id);
  });

  it.each([
    ["bad JSON", { raw: "[" }],
    ["no type", { body: { content: "x" } }],
    ["a wrong type", { body: { type: "gratitude", content: "x" } }],
    ["blank content", { body: { type: "learned", content: "  " } }],
    ["long content", { body: { type: "learned", content: "c".repeat(5001) } }],
    ["an unknown field", { body: { type: "learned", content: "x", pageId: 1 } }],
  ])("POST answers 400 for %s", async (_name, opts) => {
    const m = await createMember();
    expect((await call(addLearning, { cookie: m.cookie, ...opts })).status).toBe(400);
    expect(await db.learningItem.count({ where: { userId: m.user.id } })).toBe(0);
  });

  it("PUT and DELETE: bad ids 400, bad content 400, another member's item 404, an earlier page's item 404", async () => {
    const owner = await createMember();
    const item = (await post(addLearning, owner, { type: "accomplished", content: "Mine" })).json;
    const stranger = await createMember();
    const put = (m: Member, id: string, body: unknown) => call(putLearning, { cookie: m.cookie, method: "PUT", params: { id }, body });
    const del = (m: Member, id: string) => call(deleteLearning, { cookie: m.cookie, method: "DELETE", params: { id } });
    expect((await put(owner, "x1", { content: "a" })).status).toBe(400);
    expect((await del(owner, "0")).status).toBe(400);
    expect((await put(owner, String(item.id), { content: " " })).status).toBe(400);
    expect((await put(owner, String(item.id), { content: "a", type: "learned" })).status).toBe(400);
    expect((await put(stranger, String(item.id), { content: "Hijacked" })).status).toBe(404);
    expect((await del(stranger, String(item.id))).status).toBe(404);
    await call(manualReset, { cookie: owner.cookie, method: "POST" });
    expect((await put(owner, String(item.id), { content: "Rewritten" })).status).toBe(404);
    expect((await del(owner, String(item.id))).status).toBe(404);
    expect(await db.learningItem.findUnique({ where: { id: item.id }, select: { content: true } })).toEqual({ content: "Mine" });
  });
});

describe("POST /api/mindset", () => {
  it("partial updates keep the other fields; 15 per exercise once per date; +25 when all three are done", async () => {
    const m = await createMember();
    const text = await post(saveMindset, m, { visualization: "I see the finish line" });
    expect(text.json).toMatchObject({ visualization: "I see the finish line", selfTalk: "", isFocusCompleted: false, pointsAwarded: 0 });
    const focus = await post(saveMindset, m, { isFocusCompleted: true });
    expect(focus.json).toMatchObject({ visualization: "I see the finish line", isFocusCompleted: true });
    expect(focus.json.pointsAwarded).toBeGreaterThanOrEqual(15);
    // Off and on again: nothing more.
    await post(saveMindset, m, { isFocusCompleted: false });
    expect((await post(saveMindset, m, { isFocusCompleted: true })).json.pointsAwarded).toBe(0);
    await post(saveMindset, m, { isVisualizationCompleted: true, selfTalk: "I can" });
    const all = await post(saveMindset, m, { isSelfTalkCompleted: true });
    expect(all.json).toMatchObject({ isVisualizationCompleted: true, isSelfTalkCompleted: true, isFocusCompleted: true, selfTalk: "I can" });
    expect(all.json.pointsAwarded).toBeGreaterThanOrEqual(15 + 25);
    expect(await get(getMindset, m)).toMatchObject({ isVisualizationCompleted: true, isSelfTalkCompleted: true, isFocusCompleted: true });
    const d = today();
    expect(await ledgerKeys(m.user.id)).toEqual([`mindset:${d}:focus`, `mindset:${d}:visualization`, `mindset:${d}:selfTalk`, `mindset-all:${d}`]);
    await expectConsistentPoints(m.user.id);
  });

  it("three tabs each ticking one exercise at once: the merged flags give the bonus exactly once", async () => {
    const m = await createMember();
    const flags = ["isVisualizationCompleted", "isSelfTalkCompleted", "isFocusCompleted"];
    const results = await Promise.all(flags.map((flag) => post(saveMindset, m, { [flag]: true })));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await db.mindset.count({ where: { userId: m.user.id } })).toBe(1);
    const keys = await ledgerKeys(m.user.id);
    expect(keys.filter((k) => k.startsWith("mindset-all:"))).toHaveLength(1);
    expect(keys.filter((k) => k.startsWith("mindset:"))).toHaveLength(3);
    await expectConsistentPoints(m.user.id);
  });

  it.each([
    ["an empty body", { body: {} }],
    ["the gratitude reading", { body: { gratitude: "thanks" } }],
    ["a string flag", { body: { isFocusCompleted: "yes" } }],
    ["long text", { body: { focus: "f".repeat(5001) } }],
  ])("answers 400 for %s", async (_name, opts) => {
    const m = await createMember();
    expect((await call(saveMindset, { cookie: m.cookie, ...opts })).status).toBe(400);
  });
});

describe("notes", () => {
  it("saves one note per page, earns nothing, starts empty after a reset", async () => {
    const m = await createMember();
    const saved = await post(saveNotes, m, { content: "Call mum" });
    expect(saved.json).toMatchObject({ id: expect.any(Number), userId: m.user.id, content: "Call mum" });
    expect((await post(saveNotes, m, { content: "Call mum tonight" })).json.id).toBe(saved.json.id);
    expect((await get(getNotes, m)).content).toBe("Call mum tonight");
    expect((await post(saveNotes, m, { content: "" })).status).toBe(200);
    await call(manualReset, { cookie: m.cookie, method: "POST" });
    expect((await get(getNotes, m)).content).toBe("");
    expect(await ledgerKeys(m.user.id)).not.toContainEqual(expect.stringContaining("note"));
  });

  it.each([
    ["no content", { body: {} }],
    ["content null", { body: { content: null } }],
    ["long content", { body: { content: "n".repeat(5001) } }],
    ["an unknown field", { body: { content: "a", id: 3 } }],
  ])("answers 400 for %s", async (_name, opts) => {
    const m = await createMember();
    expect((await call(saveNotes, { cookie: m.cookie, ...opts })).status).toBe(400);
  });
});

test("members never see each other's journal", async () => {
  const a = await createMember();
  const b = await createMember();
  await post(saveBehavior, a, { continueDoing: "A's habit" });
  await post(addLearning, a, { type: "learned", content: "A's lesson" });
  await post(saveMindset, a, { focus: "A's focus" });
  await post(saveNotes, a, { content: "A's note" });
  expect((await get(getBehavior, b)).continueDoing).toBe("");
  expect(await get(listLearned, b)).toEqual([]);
  expect((await get(getMindset, b)).focus).toBe("");
  expect((await get(getNotes, b)).content).toBe("");
});

test("GET /api/coach-tips lists {id, content}", async () => {
  await db.coachTip.createMany({ data: [{ content: "Start small." }, { content: "Celebrate progress." }] });
  const m = await createMember();
  const tips = await get(coachTips, m);
  expect(tips).toEqual([{ id: expect.any(Number), content: "Start small." }, { id: expect.any(Number), content: "Celebrate progress." }]);
  // The dashboard page sends the first of them with the page.
  expect(await firstCoachTip()).toEqual(tips[0]);
});

test("firstCoachTip is null when there are no tips", async () => {
  await db.coachTip.deleteMany();
  expect(await firstCoachTip()).toBeNull();
});

test("getDashboardData returns what the separate endpoints return", async () => {
  const m = await createMember();
  await call((await import("@/app/api/goals/route")).POST, { cookie: m.cookie, body: { type: "smart1", title: "Goal" } });
  await post(saveBehavior, m, { continueDoing: "Habit" });
  await post(addLearning, m, { type: "learned", content: "L" });
  await post(addLearning, m, { type: "accomplished", content: "A" });
  await post(saveMindset, m, { focus: "F" });
  await post(saveNotes, m, { content: "N" });
  const data = await getDashboardData({ id: m.user.id, timeZone: "UTC" });
  expect(data).toEqual({
    goals: await get((await import("@/app/api/goals/route")).GET, m),
    behavior: await get(getBehavior, m),
    learned: await get(listLearned, m),
    accomplished: await get(listAccomplished, m),
    mindset: await get(getMindset, m),
    notes: await get(getNotes, m),
  });
  expect(data.learned).toHaveLength(1);
});
