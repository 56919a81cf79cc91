// Accountability partners through their handlers against Postgres
// (docs/product/challenges-and-partners.md#partners): an invitation to a member of the team,
// accepted and read (the goal and the week's task completion, nothing of the journal), ended by
// either side (then a 404); bad input (oneself, another team's member, a fourth partner, a goal
// that is not the member's SMART goal) is a 400; another member's link is a 404.
import { GET as listGET, POST as invitePOST } from "@/app/api/partners/route";
import { GET as readGET, DELETE as endDELETE } from "@/app/api/partners/[id]/route";
import { POST as acceptPOST } from "@/app/api/partners/[id]/accept/route";
import { POST as declinePOST } from "@/app/api/partners/[id]/decline/route";
import { db } from "@/lib/db";
import { dateColumn, localDate } from "@/lib/domain/day";
import { PARTNER_MESSAGES } from "@/lib/domain/partners";
import { call, createMember } from "@/tests/support/api";

type Member = Awaited<ReturnType<typeof createMember>>;
let teamA: number, teamB: number;
let ana: Member, ben: Member, cat: Member, dan: Member, eve: Member, fay: Member, out: Member;
let goal: number;

const invite = (m: Member, body: unknown) => call(invitePOST, { cookie: m.cookie, body });
const on = (route: Parameters<typeof call>[0], m: Member, id: number, method = "POST") => call(route, { method, cookie: m.cookie, params: { id: String(id) } });

beforeAll(async () => {
  teamA = (await db.team.create({ data: { name: "Partners A", nameKey: "partners a" } })).id;
  teamB = (await db.team.create({ data: { name: "Partners B", nameKey: "partners b" } })).id;
  [ana, ben, cat, dan, eve, fay, out] = await Promise.all(["p_ana", "p_ben", "p_cat", "p_dan", "p_eve", "p_fay", "p_out"].map((username) => createMember({ username })));
  await db.user.updateMany({ where: { id: { in: [ana, ben, cat, dan, eve, fay].map((m) => m.user.id) } }, data: { teamId: teamA } });
  await db.user.update({ where: { id: out.user.id }, data: { teamId: teamB } });
  goal = (await db.goal.create({ data: { userId: ana.user.id, type: "smart1", slot: "smart1", title: "Run 10 km", deadline: new Date("2026-12-31T00:00:00Z") } })).id;
  // Ana's week: 3 tasks set today, 2 done; a note and a behavior that the partner must never see.
  const today = localDate(new Date(), "UTC");
  const day = await db.journalDay.create({ data: { userId: ana.user.id, date: dateColumn(today), active: true } });
  const page = await db.journalPage.create({ data: { userId: ana.user.id, dayId: day.id, date: dateColumn(today) } });
  for (const [i, type] of (["task1", "task2", "task3"] as const).entries()) await db.goal.create({ data: { userId: ana.user.id, pageId: page.id, type, title: `Task ${i}`, isCompleted: i < 2 } });
  await db.note.create({ data: { userId: ana.user.id, pageId: page.id, content: "SECRET journal text" } });
});

describe("bad invitations", () => {
  it.each([
    ["oneself", () => ({ username: "p_ana", goalId: goal }), PARTNER_MESSAGES.self],
    ["another team's member", () => ({ username: "p_out", goalId: goal }), PARTNER_MESSAGES.notInTeam],
    ["nobody", () => ({ username: "p_nobody", goalId: goal }), PARTNER_MESSAGES.notInTeam],
    ["another member's goal", () => ({ username: "p_ana", goalId: goal }), PARTNER_MESSAGES.goal],
  ])("refuses %s with a 400", async (name, body, message) => {
    const who = name === "another member's goal" ? ben : ana;
    const res = await invite(who, body());
    expect({ status: res.status, message: res.json.message }).toEqual({ status: 400, message });
    expect(await db.goalPartner.count()).toBe(0);
  });
});

describe("a partner link", () => {
  let link: number;
  it("is invited, listed on both sides, accepted and read: the goal and the week, never the journal", async () => {
    const res = await invite(ana, { username: "P_BEN", goalId: goal });
    expect(res.status).toBe(201);
    link = res.json.id;
    expect(res.json).toEqual({ id: link, partner: "p_ben", goalId: goal, goalTitle: "Run 10 km", status: "pending" });
    expect((await invite(ana, { username: "p_ben", goalId: goal })).json.message).toBe(PARTNER_MESSAGES.alreadyInvited);
    expect(await db.notification.findMany({ where: { userId: ben.user.id }, select: { title: true, message: true } })).toEqual([
      { title: "Partner invitation", message: 'p_ana invites you to follow their SMART goal "Run 10 km". Answer on your dashboard\'s Partners card.' },
    ]);
    // Before accepting, the partner reads nothing.
    expect((await on(readGET, ben, link, "GET")).status).toBe(404);
    expect((await call(listGET, { cookie: ben.cookie })).json.following).toEqual([{ id: link, member: "p_ana", goalTitle: "Run 10 km", status: "pending", view: null }]);
    // Only the invited member answers.
    expect((await on(acceptPOST, cat, link)).status).toBe(404);
    expect((await on(acceptPOST, ana, link)).status).toBe(404);
    expect((await on(acceptPOST, ben, link)).json).toEqual({ id: link, status: "active" });
    expect((await on(acceptPOST, ben, link)).json.message).toBe(PARTNER_MESSAGES.notPending);
    const view = await on(readGET, ben, link, "GET");
    expect(view.json).toMatchObject({ member: "p_ana", goal: { title: "Run 10 km", deadline: "2026-12-31T00:00:00.000Z", isCompleted: false }, week: { tasksDone: 2, tasksSet: 3, text: "2 of 3 tasks (67%)" } });
    expect(JSON.stringify(view.json)).not.toMatch(/SECRET|xpPoints|points/);
    expect((await call(listGET, { cookie: ana.cookie })).json.mine).toEqual([{ id: link, partner: "p_ben", goalId: goal, goalTitle: "Run 10 km", status: "active" }]);
    // Someone else's link is a 404, to read or to end.
    expect((await on(readGET, cat, link, "GET")).status).toBe(404);
    expect((await on(endDELETE, cat, link, "DELETE")).status).toBe(404);
    expect((await on(readGET, ana, link, "GET")).status).toBe(404); // the member reads their own goal elsewhere
    // Another team's member: a 404 to read, accept or end it, and an empty list.
    for (const [route, method] of [[readGET, "GET"], [acceptPOST, "POST"], [endDELETE, "DELETE"]] as const) expect((await on(route, out, link, method)).status).toBe(404);
    expect((await call(listGET, { cookie: out.cookie })).json).toEqual({ mine: [], following: [] });
  });
  it("counts at most 3 following a member's goals (pending included), and at most 3 followed by a member", async () => {
    for (const m of [cat, dan]) expect((await invite(ana, { username: m.user.username, goalId: goal })).status).toBe(201);
    const fourth = await invite(ana, { username: "p_eve", goalId: goal });
    expect({ status: fourth.status, message: fourth.json.message }).toEqual({ status: 400, message: PARTNER_MESSAGES.tooManyFollowers });
    // Eve follows three others' goals: a fourth invitation to her is refused.
    for (const m of [ben, cat, dan]) {
      const g = await db.goal.create({ data: { userId: m.user.id, type: "smart1", slot: "smart1", title: `Goal of ${m.user.username}` } });
      expect((await invite(m, { username: "p_eve", goalId: g.id })).status).toBe(201);
    }
    const fg = await db.goal.create({ data: { userId: fay.user.id, type: "smart1", slot: "smart1", title: "Fay's goal" } });
    expect((await invite(fay, { username: "p_eve", goalId: fg.id })).json.message).toBe(PARTNER_MESSAGES.partnerFull);
  });
  it("ends from either side; the partner then reads a 404, and a declined invitation frees its place", async () => {
    expect((await on(endDELETE, ana, link, "DELETE")).json).toEqual({ id: link, ended: true });
    expect((await on(readGET, ben, link, "GET")).status).toBe(404);
    expect((await on(endDELETE, ben, link, "DELETE")).status).toBe(404);
    const pending = (await call(listGET, { cookie: cat.cookie })).json.following.find((l: { member: string }) => l.member === "p_ana");
    expect((await on(declinePOST, cat, pending.id)).json).toEqual({ id: pending.id, status: "declined" });
    expect((await invite(ana, { username: "p_eve", goalId: goal })).json.message).toBe(PARTNER_MESSAGES.partnerFull);
    expect((await invite(ana, { username: "p_fay", goalId: goal })).status).toBe(201);
    // The partner (dan) ends his own following.
    const danLink = (await call(listGET, { cookie: dan.cookie })).json.following.find((l: { member: string }) => l.member === "p_ana");
    expect((await on(endDELETE, dan, danLink.id, "DELETE")).status).toBe(200);
    expect((await call(listGET, { cookie: ana.cookie })).json.mine.map((l: { partner: string }) => l.partner)).toEqual(["p_fay"]);
  });
});
