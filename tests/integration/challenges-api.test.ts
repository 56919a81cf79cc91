// Team challenges through their handlers against Postgres (docs/product/challenges-and-partners.md):
// the coach's bad input (400 with the rule's message), another team (404), joining and leaving
// (never a second row), the set-based refresh compared with the pure rule of lib/domain/challenges
// on seeded journals (excused days included), the reward once through the ledger however often a
// member leaves and joins again, the end announced once, the leaderboard's ranks and names, the
// coach's page and CSV.
import { GET as adminListGET, POST as adminPOST } from "@/app/api/admin/challenges/route";
import { GET as adminGET } from "@/app/api/admin/challenges/[id]/route";
import { POST as endPOST } from "@/app/api/admin/challenges/[id]/end/route";
import { GET as exportGET } from "@/app/api/admin/challenges/[id]/export/route";
import { GET as mineGET } from "@/app/api/challenges/route";
import { POST as joinPOST, DELETE as leaveDELETE } from "@/app/api/challenges/[id]/join/route";
import { GET as boardGET } from "@/app/api/challenges/[id]/leaderboard/route";
import { PUT as showNamePUT } from "@/app/api/challenges/show-name/route";
import { db } from "@/lib/db";
import { addDays, dateColumn, fromDateColumn, localDate } from "@/lib/domain/day";
import { CHALLENGE_MESSAGES, memberProgress, type ChallengeDay, type ChallengeMeasure } from "@/lib/domain/challenges";
import { refreshChallengeProgress } from "@/lib/services/challenges/refresh-progress";
import { finishChallenges, rewardReached, runChallenges } from "@/lib/services/challenges/reward-and-finish";
import { call, createMember } from "@/tests/support/api";

type Member = Awaited<ReturnType<typeof createMember>>;
let owner: Member, coach: Member, a1: Member, a2: Member, b1: Member, plain: Member;
let teamA: number, teamB: number;
const today = localDate(new Date(), "UTC");

beforeAll(async () => {
  owner = await createMember({ isAdmin: true, username: "ch_owner" });
  coach = await createMember({ username: "ch_coach", twoFactor: true });
  a1 = await createMember({ username: "ch_a1" });
  a2 = await createMember({ username: "=ch_a2" });
  b1 = await createMember({ username: "ch_b1" });
  plain = await createMember({ username: "ch_plain" });
  teamA = (await db.team.create({ data: { name: "Challenge A", nameKey: "challenge a" } })).id;
  teamB = (await db.team.create({ data: { name: "Challenge B", nameKey: "challenge b" } })).id;
  await db.user.updateMany({ where: { id: { in: [a1.user.id, a2.user.id, coach.user.id, plain.user.id] } }, data: { teamId: teamA } });
  await db.user.update({ where: { id: b1.user.id }, data: { teamId: teamB } });
  await db.teamCoach.create({ data: { teamId: teamA, userId: coach.user.id } });
});

const start = (m: Member, body: Record<string, unknown>) => call(adminPOST, { cookie: m.cookie, body });
const good = () => ({ name: "Seven days strong", teamId: teamA, startDate: today, endDate: addDays(today, 13), measure: "active-days", target: 10 });
const join = (m: Member, id: number) => call(joinPOST, { cookie: m.cookie, params: { id: String(id) } });

describe("starting a challenge", () => {
  it.each([
    ["an end before the start", { endDate: addDays(today, -2) }, CHALLENGE_MESSAGES.endBeforeStart],
    ["6 days", { endDate: addDays(today, 5), target: 3 }, CHALLENGE_MESSAGES.span],
    ["43 days", { endDate: addDays(today, 42), target: 3 }, CHALLENGE_MESSAGES.span],
    ["an unknown measure", { measure: "push-ups" }, CHALLENGE_MESSAGES.measure],
    ["a target of 0", { target: 0 }, CHALLENGE_MESSAGES.targetPositive],
    ["a target above the days", { target: 15 }, CHALLENGE_MESSAGES.targetTooHigh],
    ["no name", { name: "  " }, CHALLENGE_MESSAGES.nameRequired],
    ["an end in the past", { startDate: addDays(today, -20), endDate: addDays(today, -2) }, CHALLENGE_MESSAGES.endInPast],
  ])("refuses %s with a 400 and its message", async (_n, change, message) => {
    const before = await db.challenge.count();
    const res = await start(coach, { ...good(), ...change });
    expect({ status: res.status, message: res.json.message }).toEqual({ status: 400, message });
    expect(await db.challenge.count()).toBe(before);
  });
  it("answers a coach 404 for another team and 400 for the whole community; a member 403", async () => {
    expect((await start(coach, { ...good(), teamId: teamB })).status).toBe(404);
    expect((await start(coach, { ...good(), teamId: null })).json.message).toBe(CHALLENGE_MESSAGES.wholeCommunity);
    expect((await start(plain, good())).status).toBe(403);
  });
  it("starts one for a coached team, and the owner's for the whole community", async () => {
    const res = await start(coach, good());
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ name: "Seven days strong", teamId: teamA, measure: "active-days", measureLabel: "Active days", target: 10, joined: 0 });
    const all = await start(owner, { ...good(), name: "Everyone", teamId: null });
    expect(all.status).toBe(201);
    // b1 (team B) sees the community's challenge but not team A's.
    const b = (await call(mineGET, { cookie: b1.cookie })).json.challenges.map((c: { name: string }) => c.name);
    expect(b).toContain("Everyone");
    expect(b).not.toContain("Seven days strong");
    const coachList = (await call(adminListGET, { cookie: coach.cookie })).json.challenges.map((c: { name: string }) => c.name);
    expect(coachList).toContain("Seven days strong");
    expect(coachList).not.toContain("Everyone");
  });
});

describe("joining and leaving", () => {
  let id: number;
  beforeAll(async () => {
    id = (await start(coach, { ...good(), name: "Join me" })).json.id;
  });
  it("joins once: a second join is a 400 and never a second row", async () => {
    const res = await join(a1, id);
    expect(res.status).toBe(200);
    expect(res.json.mine).toMatchObject({ progress: 0, target: 10, rank: 1, memberNo: 1 });
    const again = await join(a1, id);
    expect({ status: again.status, message: again.json.message }).toEqual({ status: 400, message: CHALLENGE_MESSAGES.alreadyJoined });
    const both = await Promise.all([join(a2, id), join(a2, id)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(await db.challengeParticipant.count({ where: { challengeId: id } })).toBe(2);
  });
  it("answers 404 for another team's challenge, and for leaving it", async () => {
    expect((await join(b1, id)).status).toBe(404);
    expect((await call(leaveDELETE, { method: "DELETE", cookie: b1.cookie, params: { id: String(id) } })).status).toBe(404);
    expect((await call(boardGET, { cookie: b1.cookie, params: { id: String(id) } })).status).toBe(404);
    expect(await db.challengeParticipant.count({ where: { userId: b1.user.id } })).toBe(0);
  });
  it("closes joining when the last week has begun, and after an early end", async () => {
    const late = await db.challenge.create({ data: { name: "Late", teamId: teamA, measure: "active-days", target: 3, startDate: dateColumn(addDays(today, -10)), endDate: dateColumn(addDays(today, 3)) } });
    const res = await join(a1, late.id);
    expect({ status: res.status, message: res.json.message }).toEqual({ status: 400, message: CHALLENGE_MESSAGES.joinClosed });
    const ended = await db.challenge.create({ data: { name: "Ended", teamId: teamA, measure: "active-days", target: 3, startDate: dateColumn(today), endDate: dateColumn(addDays(today, 20)), endedAt: new Date() } });
    expect((await join(a1, ended.id)).json.message).toBe(CHALLENGE_MESSAGES.endedEarly);
    expect(await db.challengeParticipant.count({ where: { challengeId: { in: [late.id, ended.id] } } })).toBe(0);
  });
  it("leaves (keeping nothing) and joins again with a new number", async () => {
    const left = await call(leaveDELETE, { method: "DELETE", cookie: a1.cookie, params: { id: String(id) } });
    expect(left.json.mine).toBeNull();
    expect((await call(leaveDELETE, { method: "DELETE", cookie: a1.cookie, params: { id: String(id) } })).json.message).toBe(CHALLENGE_MESSAGES.notJoined);
    expect((await join(a1, id)).json.mine.memberNo).toBe(3);
  });
  it("shows the leaderboard with ranks and names by choice", async () => {
    await db.challengeParticipant.update({ where: { challengeId_userId: { challengeId: id, userId: a2.user.id } }, data: { progress: 4 } });
    expect((await call(showNamePUT, { method: "PUT", cookie: a2.cookie, body: { showName: true } })).json).toEqual({ showName: true });
    expect((await call(showNamePUT, { method: "PUT", cookie: a2.cookie, body: { showName: "yes" } })).status).toBe(400);
    const board = (await call(boardGET, { cookie: a1.cookie, params: { id: String(id) } })).json;
    expect(board.rows).toEqual([
      { rank: 1, name: "=ch_a2", progress: 4, target: 10, reached: false, you: false },
      { rank: 2, name: "Member 3", progress: 0, target: 10, reached: false, you: true },
    ]);
    expect(board.total).toBe(2);
    expect((await call(boardGET, { cookie: a1.cookie, params: { id: String(id) }, path: "/api/x?page=2&limit=1" })).json.rows.map((r: { name: string }) => r.name)).toEqual(["Member 3"]);
    expect((await call(boardGET, { cookie: a1.cookie, params: { id: String(id) }, path: "/api/x?limit=1000" })).status).toBe(400);
    expect((await call(mineGET, { cookie: a1.cookie })).json.challenges.find((c: { id: number }) => c.id === id).mine.rank).toBe(2);
  });
  it("lists the member's own challenges first, however many others end sooner", async () => {
    const mine = await db.challenge.create({ data: { name: "Mine, ending late", teamId: teamB, measure: "active-days", target: 3, startDate: dateColumn(today), endDate: dateColumn(addDays(today, 40)) } });
    expect((await join(b1, mine.id)).status).toBe(200);
    await db.challenge.createMany({ data: Array.from({ length: 21 }, (_, i) => ({ name: `Soon ${i}`, teamId: teamB, measure: "active-days", target: 3, startDate: dateColumn(today), endDate: dateColumn(addDays(today, 8)) })) });
    const list = (await call(mineGET, { cookie: b1.cookie })).json.challenges;
    expect(list).toHaveLength(20);
    expect(list[0]).toMatchObject({ id: mine.id, mine: { memberNo: 1 } });
    await db.challenge.deleteMany({ where: { teamId: teamB, name: { startsWith: "Soon " } } });
  });
  it("gives the coach the page, the CSV (formula cells guarded) and the early end; another team's is a 404", async () => {
    const page = (await call(adminGET, { cookie: coach.cookie, params: { id: String(id) } })).json;
    expect(page).toMatchObject({ joinedCount: 2, reached: 0 });
    expect(page.rows.map((r: { username: string; rank: number }) => [r.username, r.rank])).toEqual([["=ch_a2", 1], ["ch_a1", 2]]);
    const csv = (await call(exportGET, { cookie: coach.cookie, params: { id: String(id) } })).json.__raw as string;
    expect(csv.split("\r\n")[0]).toBe("rank,username,member_no,progress,target,excused_days,reached,joined_at");
    expect(csv).toContain("1,'=ch_a2,2,4,10,0,no,");
    const bChallenge = await db.challenge.create({ data: { name: "B's", teamId: teamB, measure: "active-days", target: 3, startDate: dateColumn(today), endDate: dateColumn(addDays(today, 8)) } });
    for (const route of [adminGET, exportGET]) expect((await call(route, { cookie: coach.cookie, params: { id: String(bChallenge.id) } })).status).toBe(404);
    expect((await call(endPOST, { cookie: coach.cookie, params: { id: String(bChallenge.id) } })).status).toBe(404);
    const ended = await call(endPOST, { cookie: coach.cookie, params: { id: String(id) } });
    expect(ended.json.endedAt).not.toBeNull();
    expect((await call(endPOST, { cookie: coach.cookie, params: { id: String(id) } })).json.message).toBe(CHALLENGE_MESSAGES.endedEarly);
  });
});

// ---- The refresh against the pure rule, on seeded journals (pinned dates) ----

const START = "2026-06-01";
const END = "2026-06-14";
const NOW = new Date("2026-06-10T12:00:00Z"); // a member's date is 2026-06-10 (UTC) or 06-11 (Auckland)

type Seed = { active?: boolean; rest?: boolean; tasks?: number; note?: string; mindset?: number; goals?: number };

/** Writes a member's journal for some dates, as the app would have stored it. */
async function seedDays(userId: number, days: Record<string, Seed>) {
  for (const [date, s] of Object.entries(days)) {
    const day = await db.journalDay.create({ data: { userId, date: dateColumn(date), active: s.active ?? false, rest: s.rest ?? false } });
    const page = await db.journalPage.create({ data: { userId, dayId: day.id, date: dateColumn(date) } });
    const types = ["task1", "task2", "task3"] as const;
    for (let i = 0; i < 3; i++) await db.goal.create({ data: { userId, pageId: page.id, type: types[i], title: `t${i}`, isCompleted: i < (s.tasks ?? 0) } });
    if (s.note) await db.note.create({ data: { userId, pageId: page.id, content: s.note } });
    if (s.mindset) await db.mindset.create({ data: { userId, pageId: page.id, isVisualizationCompleted: s.mindset >= 1, isSelfTalkCompleted: s.mindset >= 2, isFocusCompleted: s.mindset >= 3 } });
    for (let g = 0; g < (s.goals ?? 0); g++) {
      await db.goal.create({ data: { userId, type: "smart1", title: `goal ${date} ${g}`, isCompleted: true, completedAt: new Date(`${date}T10:00:00Z`), archivedAt: new Date(`${date}T10:00:00Z`) } });
    }
  }
}

const SEED: Record<string, Seed> = {
  "2026-05-31": { active: true, tasks: 3, note: "before", mindset: 3, goals: 1 },
  "2026-06-01": { active: true, tasks: 3, note: "wrote", mindset: 2 },
  "2026-06-02": { active: true, tasks: 2, mindset: 3, goals: 1 },
  "2026-06-03": { rest: true },
  "2026-06-04": { active: true, tasks: 3, note: " ", mindset: 1 },
  "2026-06-05": { rest: true, active: true, tasks: 3, note: "on a rest day" },
  "2026-06-08": { active: true, note: "monday", goals: 2 },
  "2026-06-11": { active: true, tasks: 3, note: "tomorrow in UTC" },
};

/** The same facts as the pure rule reads them. */
function factsOf(seed: Record<string, Seed>): ChallengeDay[] {
  return Object.entries(seed).map(([date, s]) => ({
    date,
    tasksDone: s.tasks ?? 0,
    written: !!s.note?.trim(),
    mindsetDone: s.mindset ?? 0,
    active: s.active ?? false,
    goalsCompleted: s.goals ?? 0,
  }));
}

describe("the refresh", () => {
  it.each(["task-days", "journal-days", "mindset-exercises", "active-days", "smart-goals"] as ChallengeMeasure[])("agrees with the pure rule for %s, excused days included", async (measure) => {
    const m = await createMember({ timeZone: "UTC" });
    const far = await createMember({ timeZone: "Pacific/Auckland" });
    for (const x of [m, far]) {
      await db.user.update({ where: { id: x.user.id }, data: { teamId: teamA, restDays: [7] } }); // Sundays: 06-07, 06-14
      await seedDays(x.user.id, SEED);
      await db.pause.create({ data: { userId: x.user.id, reason: "ill", startDate: dateColumn("2026-06-09"), endDate: dateColumn("2026-06-10") } });
    }
    const c = await db.challenge.create({ data: { name: measure, teamId: teamA, measure, target: 12, startDate: dateColumn(START), endDate: dateColumn(END) } });
    await db.challengeParticipant.createMany({ data: [m, far].map((x, i) => ({ challengeId: c.id, userId: x.user.id, memberNo: i + 1, target: 12 })) });
    expect(await refreshChallengeProgress(NOW)).toMatchObject({ members: expect.any(Number) });
    const excuses = { restDays: [7], pauses: [{ startDate: "2026-06-09", endDate: "2026-06-10" }], recordedRest: new Map(Object.entries(SEED).map(([d, s]) => [d, s.rest ?? false])) };
    for (const [x, memberToday] of [[m, "2026-06-10"], [far, "2026-06-11"]] as const) {
      const want = memberProgress({ startDate: START, endDate: END, measure, target: 12 }, factsOf(SEED), excuses, memberToday);
      const got = await db.challengeParticipant.findUniqueOrThrow({ where: { challengeId_userId: { challengeId: c.id, userId: x.user.id } } });
      expect({ progress: got.progress, excused: got.excused, target: got.target, reached: got.reachedAt !== null }).toEqual(want);
    }
    await db.challenge.update({ where: { id: c.id }, data: { finishedAt: NOW } });
  });
  it("refreshes a challenge again only after REFRESH_EVERY, in one statement for all members", async () => {
    const c = await db.challenge.create({ data: { name: "Fresh", teamId: teamA, measure: "active-days", target: 3, startDate: dateColumn(START), endDate: dateColumn(END) } });
    const first = await refreshChallengeProgress(NOW);
    expect(first.challenges).toBeGreaterThanOrEqual(1);
    expect((await refreshChallengeProgress(new Date(NOW.getTime() + 60_000))).challenges).toBe(0);
    expect((await refreshChallengeProgress(new Date(NOW.getTime() + 11 * 60_000))).challenges).toBeGreaterThanOrEqual(1);
    await db.challenge.update({ where: { id: c.id }, data: { finishedAt: NOW } });
  });
});

describe("the reward and the end", () => {
  it("gives the badge and 50 points once, however often the member leaves and joins again; the end is announced once", async () => {
    const m = await createMember();
    await db.user.update({ where: { id: m.user.id }, data: { teamId: teamA } });
    await seedDays(m.user.id, { "2026-06-01": { active: true }, "2026-06-02": { active: true }, "2026-06-03": { active: true } });
    const c = await db.challenge.create({ data: { name: "Three days", teamId: teamA, measure: "active-days", target: 3, startDate: dateColumn(START), endDate: dateColumn(END) } });
    const rejoin = async (memberNo: number) => {
      await db.challengeParticipant.deleteMany({ where: { challengeId: c.id, userId: m.user.id } });
      await db.challengeParticipant.create({ data: { challengeId: c.id, userId: m.user.id, memberNo, target: 3 } });
      await refreshChallengeProgress(NOW, { challengeId: c.id, userId: m.user.id });
      await rewardReached(NOW);
    };
    await rejoin(1);
    const ledger = () => db.pointsEntry.findMany({ where: { userId: m.user.id }, select: { source: true, points: true, idempotencyKey: true } });
    expect(await ledger()).toEqual(expect.arrayContaining([{ source: "challenge", points: 50, idempotencyKey: `challenge:${c.id}` }]));
    expect(await db.earnedBadge.count({ where: { userId: m.user.id, code: `challenge-${c.id}` } })).toBe(1);
    expect(await db.notification.count({ where: { userId: m.user.id, title: "Badge Unlocked: Three days" } })).toBe(1);
    await rejoin(2);
    await rejoin(3);
    expect((await ledger()).filter((e) => e.source === "challenge")).toHaveLength(1);
    const u = await db.user.findUniqueOrThrow({ where: { id: m.user.id } });
    expect(u.xpPoints).toBe((await ledger()).reduce((s, e) => s + e.points, 0));
    expect(await db.notification.count({ where: { userId: m.user.id, title: "Badge Unlocked: Three days" } })).toBe(1);
    // The end: two days after the end date (every zone is past it), once.
    const after = new Date("2026-06-16T00:30:00Z");
    const ran = await runChallenges(after);
    expect(ran.finished).toBeGreaterThanOrEqual(1);
    expect(await finishChallenges(new Date("2026-06-16T01:00:00Z"))).toEqual({ finished: 0, notified: 0, pushed: 0 });
    const notes = await db.notification.findMany({ where: { userId: m.user.id, dedupeKey: `challenge-end:${c.id}` } });
    expect(notes.map((n) => [n.title, n.message])).toEqual([["Challenge ended: Three days", "You reached the target: 3 of 3. Well done!"]]);
    expect(fromDateColumn((await db.challenge.findUniqueOrThrow({ where: { id: c.id } })).endDate)).toBe(END);
  });
});
