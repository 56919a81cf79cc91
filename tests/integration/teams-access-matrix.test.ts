// The access matrix (docs/decisions.md "Teams and roles"): EVERY admin route (found on disk, so a
// new one without a row here fails), and GET /api/metrics, called by a coach of team A about the
// members, sends, notifications, nudges, export rows, progress and codes of team B: each answers
// 404 (never 403, never B's data) and changes nothing, while the same call about team A works
// (so the 404 is the scope, not a broken call). Owner-only routes answer a coach 403 (no team's
// data either way). A coach removed from a team loses it on the very next request.
import { readdirSync } from "node:fs";
import path from "node:path";
import { GET as usersGET, DELETE as usersDELETE } from "@/app/api/admin/users/route";
import { DELETE as userDELETE, PATCH as userPATCH } from "@/app/api/admin/users/[id]/route";
import { GET as recentGET } from "@/app/api/admin/users/recent/route";
import { POST as sendOnePOST } from "@/app/api/admin/send-notification/route";
import { POST as sendAllPOST } from "@/app/api/admin/send-notification-to-all/route";
import { GET as notificationsGET } from "@/app/api/admin/notifications/route";
import { DELETE as notificationDELETE } from "@/app/api/admin/notifications/[id]/route";
import { GET as sendGET } from "@/app/api/admin/sends/[id]/route";
import { GET as glanceGET } from "@/app/api/admin/coach/glance/route";
import { GET as attentionGET } from "@/app/api/admin/coach/attention/route";
import { POST as contactPOST } from "@/app/api/admin/coach/contacts/route";
import { DELETE as contactDELETE } from "@/app/api/admin/coach/contacts/[id]/route";
import { GET as memberGET } from "@/app/api/admin/coach/members/[id]/route";
import { POST as nudgePOST } from "@/app/api/admin/coach/nudges/route";
import { GET as exportGET } from "@/app/api/admin/coach/export/route";
import { GET as teamsGET, POST as teamsPOST } from "@/app/api/admin/teams/route";
import { PATCH as teamPATCH } from "@/app/api/admin/teams/[id]/route";
import { POST as coachPOST } from "@/app/api/admin/teams/[id]/coaches/route";
import { DELETE as coachDELETE } from "@/app/api/admin/teams/[id]/coaches/[userId]/route";
import { GET as codesGET, POST as codesPOST } from "@/app/api/admin/teams/[id]/codes/route";
import { DELETE as codeDELETE } from "@/app/api/admin/teams/[id]/codes/[codeId]/route";
import { GET as signInPolicyGET, PUT as signInPolicyPUT } from "@/app/api/admin/sign-in-policy/route";
import { GET as metricsGET } from "@/app/api/metrics/route";
import { GET as challengesGET, POST as challengesPOST } from "@/app/api/admin/challenges/route";
import { GET as challengeGET } from "@/app/api/admin/challenges/[id]/route";
import { POST as challengeEndPOST } from "@/app/api/admin/challenges/[id]/end/route";
import { GET as challengeExportGET } from "@/app/api/admin/challenges/[id]/export/route";
import { GET as inboxGET } from "@/app/api/admin/conversations/route";
import { GET as replyTimesGET } from "@/app/api/admin/conversations/reply-times/route";
import { GET as conversationGET } from "@/app/api/admin/conversations/[id]/route";
import { POST as conversationReplyPOST } from "@/app/api/admin/conversations/[id]/messages/route";
import { POST as conversationSeenPOST } from "@/app/api/admin/conversations/[id]/seen/route";
import { POST as conversationDonePOST } from "@/app/api/admin/conversations/[id]/done/route";
import { GET as messagePushGET, PUT as messagePushPUT } from "@/app/api/admin/conversations/push-preference/route";
import { db } from "@/lib/db";
import { refreshCoachSnapshot } from "@/lib/services/coach/refresh-snapshot";
import { runQueuedJobs } from "@/lib/worker/run-until-idle";
import { call, createMember, type CallOptions, type CallResult } from "@/tests/support/api";
import { checkInMatrix } from "@/tests/support/check-ins-matrix";

type Member = Awaited<ReturnType<typeof createMember>>;
type Handler = Parameters<typeof call>[0];

let owner: Member, coach: Member, a1: Member, b1: Member;
let teamA: number, teamB: number;
let notifB: number, notifA: number, sendB: number, sendA: number, sendAll: number, codeB: number;
let challengeA: number, challengeB: number;
const content = { title: "Hi", message: "Hello", sendPush: false, scheduledFor: null };
let key = 0;
const idem = () => ({ "idempotency-key": `matrix-${++key}-${Math.random()}` });

beforeAll(async () => {
  owner = await createMember({ isAdmin: true, username: "matrix_owner" });
  coach = await createMember({ username: "matrix_coach", twoFactor: true });
  a1 = await createMember({ username: "matrix_a1" });
  b1 = await createMember({ username: "matrix_b1" });
  teamA = (await db.team.create({ data: { name: "Team A", nameKey: "team a" } })).id;
  teamB = (await db.team.create({ data: { name: "Team B", nameKey: "team b" } })).id;
  await db.user.update({ where: { id: a1.user.id }, data: { teamId: teamA, dateCreated: new Date(Date.now() - 60 * 86_400_000) } });
  await db.user.update({ where: { id: b1.user.id }, data: { teamId: teamB, dateCreated: new Date(Date.now() - 60 * 86_400_000) } });
  await db.user.update({ where: { id: coach.user.id }, data: { teamId: teamA } });
  await db.teamCoach.create({ data: { teamId: teamA, userId: coach.user.id } });
  // The owner's sends: one to b1, one to a1 (each a send of one member), and B's code.
  const sent = async (userId: number) => (await call(sendOnePOST, { body: { ...content, userId }, cookie: owner.cookie, headers: idem() })).json;
  const nb = await sent(b1.user.id);
  const na = await sent(a1.user.id);
  [notifB, sendB, notifA, sendA] = [nb.id, nb.sendId, na.id, na.sendId];
  sendAll = (await call(sendAllPOST, { body: content, cookie: owner.cookie, headers: idem() })).json.sendId;
  await runQueuedJobs();
  codeB = (await db.inviteCode.create({ data: { code: "1MATRIX1", teamId: teamB } })).id;
  await db.coachContact.create({ data: { userId: b1.user.id, byUsername: "matrix_owner" } });
  await refreshCoachSnapshot(new Date());
  const span = (teamId: number, name: string) => ({ name, teamId, measure: "active-days", target: 3, startDate: new Date(Date.now() - 86_400_000), endDate: new Date(Date.now() + 20 * 86_400_000) });
  challengeA = (await db.challenge.create({ data: span(teamA, "Challenge of A") })).id;
  challengeB = (await db.challenge.create({ data: span(teamB, "Challenge of B") })).id;
}, 60_000);

const as = (m: Member, route: Handler, opts: CallOptions = {}): Promise<CallResult> => call(route, { ...opts, cookie: m.cookie });
const ids = (rows: { id?: number; userId?: number }[]) => rows.map((r) => r.id ?? r.userId);
const expect404 = (res: CallResult) => expect({ status: res.status, code: res.json?.code }).toEqual({ status: 404, code: "not_found" });

/** Snapshot of what a refused call must leave alone. */
async function state() {
  return {
    users: await db.user.count(),
    b1: await db.user.findUnique({ where: { id: b1.user.id }, select: { teamId: true } }),
    notifications: await db.notification.count(),
    b1Notifications: await db.notification.count({ where: { userId: b1.user.id } }),
    nudges: await db.coachNudge.count(),
    contacts: await db.coachContact.count(),
    codes: await db.inviteCode.findMany({ select: { id: true, revokedAt: true }, orderBy: { id: "asc" } }),
    teams: await db.team.findMany({ select: { id: true, name: true, archivedAt: true }, orderBy: { id: "asc" } }),
    coaches: await db.teamCoach.count(),
    challenges: await db.challenge.findMany({ select: { id: true, endedAt: true }, orderBy: { id: "asc" } }),
  };
}

/** Every admin route (method and pattern) and the matrix check that covers it. */
const MATRIX: Record<string, () => Promise<void>> = {
  "GET /api/admin/users": async () => {
    const res = await as(coach, usersGET, { path: "/api/admin/users" });
    expect(ids(res.json.users)).toEqual(expect.arrayContaining([a1.user.id]));
    expect(ids(res.json.users)).not.toContain(b1.user.id);
    expect(res.json.total).toBe(2);
    expect((await as(coach, usersGET, { path: "/api/admin/users?q=matrix_b1" })).json.users).toEqual([]);
    expect((await as(coach, usersGET, { path: `/api/admin/users?q=${b1.user.id}` })).json.users).toEqual([]);
    expect404(await as(coach, usersGET, { path: `/api/admin/users?team=${teamB}` }));
  },
  "DELETE /api/admin/users": async () => {
    expect404(await as(coach, usersDELETE, { method: "DELETE", body: { userIds: [b1.user.id] } }));
    expect404(await as(coach, usersDELETE, { method: "DELETE", body: { userIds: [a1.user.id, b1.user.id] } }));
  },
  "DELETE /api/admin/users/[id]": async () => {
    expect404(await as(coach, userDELETE, { method: "DELETE", params: { id: String(b1.user.id) } }));
  },
  "PATCH /api/admin/users/[id]": async () => {
    expect404(await as(coach, userPATCH, { method: "PATCH", params: { id: String(b1.user.id) }, body: { teamId: teamA } }));
    expect404(await as(coach, userPATCH, { method: "PATCH", params: { id: String(a1.user.id) }, body: { teamId: teamB } }));
  },
  "GET /api/admin/users/recent": async () => {
    await db.user.update({ where: { id: b1.user.id }, data: { dateCreated: new Date() } });
    try {
      const res = await as(coach, recentGET, { path: "/api/admin/users/recent" });
      expect(ids(res.json.users)).not.toContain(b1.user.id);
      expect404(await as(coach, recentGET, { path: `/api/admin/users/recent?team=${teamB}` }));
    } finally {
      await db.user.update({ where: { id: b1.user.id }, data: { dateCreated: new Date(Date.now() - 60 * 86_400_000) } });
    }
  },
  "POST /api/admin/send-notification": async () => {
    expect404(await as(coach, sendOnePOST, { body: { ...content, userId: b1.user.id }, headers: idem() }));
    expect((await as(coach, sendOnePOST, { body: { ...content, userId: a1.user.id }, headers: idem() })).status).toBe(202);
  },
  "POST /api/admin/send-notification-to-all": async () => {
    expect404(await as(coach, sendAllPOST, { path: `/api/admin/send-notification-to-all?team=${teamB}`, body: content, headers: idem() }));
    const before = await db.notification.count({ where: { userId: b1.user.id } });
    const res = await as(coach, sendAllPOST, { body: { ...content, title: "To my team" }, headers: idem() });
    expect(res.status).toBe(202);
    expect(res.json.count).toBe(2); // a1 and the coach: team A
    await runQueuedJobs();
    expect(await db.notification.count({ where: { userId: b1.user.id } })).toBe(before);
    expect(await db.notification.count({ where: { title: "To my team" } })).toBe(2);
    // The coach reaches their own team send's progress.
    expect((await as(coach, sendGET, { params: { id: String(res.json.sendId) } })).status).toBe(200);
  },
  "GET /api/admin/notifications": async () => {
    const res = await as(coach, notificationsGET, { path: "/api/admin/notifications" });
    expect(ids(res.json.notifications)).toContain(notifA);
    expect(ids(res.json.notifications)).not.toContain(notifB);
    expect((await as(coach, notificationsGET, { path: "/api/admin/notifications?q=matrix_b1" })).json.total).toBe(0);
  },
  "DELETE /api/admin/notifications/[id]": async () => {
    expect404(await as(coach, notificationDELETE, { method: "DELETE", params: { id: String(notifB) } }));
  },
  "GET /api/admin/sends/[id]": async () => {
    expect404(await as(coach, sendGET, { params: { id: String(sendB) } }));
    expect((await as(coach, sendGET, { params: { id: String(sendA) } })).status).toBe(200);
    // A send to everyone is the owner's.
    expect404(await as(coach, sendGET, { params: { id: String(sendAll) } }));
  },
  "GET /api/admin/coach/glance": async () => {
    const mine = (await as(coach, glanceGET, { path: "/api/admin/coach/glance" })).json;
    const all = (await as(owner, glanceGET, { path: "/api/admin/coach/glance" })).json;
    expect(mine.members).toBe(2);
    expect(all.members).toBe(3);
    expect((await as(owner, glanceGET, { path: `/api/admin/coach/glance?team=${teamB}` })).json.members).toBe(1);
    expect404(await as(coach, glanceGET, { path: `/api/admin/coach/glance?team=${teamB}` }));
  },
  "GET /api/admin/coach/attention": async () => {
    const mine = await as(coach, attentionGET, { path: "/api/admin/coach/attention" });
    expect(mine.json.rows.map((r: { userId: number }) => r.userId)).not.toContain(b1.user.id);
    const contacted = await as(coach, attentionGET, { path: "/api/admin/coach/attention?view=contacted" });
    expect(contacted.json.rows.map((r: { userId: number }) => r.userId)).not.toContain(b1.user.id);
    expect(contacted.json.total).toBe(0);
    const owners = await as(owner, attentionGET, { path: "/api/admin/coach/attention?view=contacted" });
    expect(owners.json.rows.map((r: { userId: number }) => r.userId)).toContain(b1.user.id);
    expect404(await as(coach, attentionGET, { path: `/api/admin/coach/attention?team=${teamB}` }));
  },
  "POST /api/admin/coach/contacts": async () => {
    expect404(await as(coach, contactPOST, { body: { userId: b1.user.id } }));
  },
  "DELETE /api/admin/coach/contacts/[id]": async () => {
    expect404(await as(coach, contactDELETE, { method: "DELETE", params: { id: String(b1.user.id) } }));
  },
  "GET /api/admin/coach/members/[id]": async () => {
    expect404(await as(coach, memberGET, { params: { id: String(b1.user.id) } }));
    expect((await as(coach, memberGET, { params: { id: String(a1.user.id) } })).status).toBe(200);
  },
  "POST /api/admin/coach/nudges": async () => {
    expect404(await as(coach, nudgePOST, { body: { reason: "inactive", title: "Hi", message: "Hello", userIds: [b1.user.id] }, headers: idem() }));
    expect404(await as(coach, nudgePOST, { body: { reason: "inactive", title: "Hi", message: "Hello", userIds: [a1.user.id, b1.user.id] }, headers: idem() }));
  },
  "GET /api/admin/coach/export": async () => {
    const res = await as(coach, exportGET, { path: "/api/admin/coach/export?format=csv" });
    expect(res.status).toBe(200);
    const csv = res.json.__raw as string;
    expect(csv).toContain("matrix_a1");
    expect(csv).not.toContain("matrix_b1");
    expect404(await as(coach, exportGET, { path: `/api/admin/coach/export?format=csv&team=${teamB}` }));
  },
  "GET /api/admin/teams": async () => {
    const res = await as(coach, teamsGET, { path: "/api/admin/teams" });
    expect(res.json.teams.map((t: { id: number }) => t.id)).toEqual([teamA]);
  },
  "POST /api/admin/teams": async () => {
    expect((await as(coach, teamsPOST, { body: { name: "Coach made" } })).status).toBe(403);
  },
  "PATCH /api/admin/teams/[id]": async () => {
    expect((await as(coach, teamPATCH, { method: "PATCH", params: { id: String(teamB) }, body: { name: "Renamed" } })).status).toBe(403);
  },
  "POST /api/admin/teams/[id]/coaches": async () => {
    expect((await as(coach, coachPOST, { params: { id: String(teamB) }, body: { userId: coach.user.id } })).status).toBe(403);
  },
  "DELETE /api/admin/teams/[id]/coaches/[userId]": async () => {
    expect((await as(coach, coachDELETE, { method: "DELETE", params: { id: String(teamA), userId: String(coach.user.id) } })).status).toBe(403);
  },
  "GET /api/admin/teams/[id]/codes": async () => {
    expect404(await as(coach, codesGET, { params: { id: String(teamB) } }));
    expect((await as(coach, codesGET, { params: { id: String(teamA) } })).status).toBe(200);
  },
  "POST /api/admin/teams/[id]/codes": async () => {
    expect404(await as(coach, codesPOST, { params: { id: String(teamB) }, body: {} }));
  },
  "DELETE /api/admin/teams/[id]/codes/[codeId]": async () => {
    expect404(await as(coach, codeDELETE, { method: "DELETE", params: { id: String(teamB), codeId: String(codeB) } }));
    // B's code through A's path is no better.
    expect404(await as(coach, codeDELETE, { method: "DELETE", params: { id: String(teamA), codeId: String(codeB) } }));
  },
  "GET /api/admin/sign-in-policy": async () => {
    // The community's sign-in policy is the owner's (docs/product/sso.md#password-sign-in-off).
    expect((await as(coach, signInPolicyGET, { path: "/api/admin/sign-in-policy" })).status).toBe(403);
  },
  "PUT /api/admin/sign-in-policy": async () => {
    expect((await as(coach, signInPolicyPUT, { method: "PUT", body: { passwordSignIn: false } })).status).toBe(403);
  },
  "GET /api/admin/challenges": async () => {
    const names = (await as(coach, challengesGET, { path: "/api/admin/challenges" })).json.challenges.map((c: { name: string }) => c.name);
    expect(names).toContain("Challenge of A");
    expect(names).not.toContain("Challenge of B");
  },
  "POST /api/admin/challenges": async () => {
    const body = { name: "For B", teamId: teamB, startDate: new Date().toISOString().slice(0, 10), endDate: new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10), measure: "active-days", target: 5 };
    expect404(await as(coach, challengesPOST, { body }));
  },
  "GET /api/admin/challenges/[id]": async () => {
    expect404(await as(coach, challengeGET, { params: { id: String(challengeB) } }));
    expect((await as(coach, challengeGET, { params: { id: String(challengeA) } })).status).toBe(200);
  },
  "POST /api/admin/challenges/[id]/end": async () => {
    expect404(await as(coach, challengeEndPOST, { params: { id: String(challengeB) } }));
  },
  "GET /api/admin/challenges/[id]/export": async () => {
    expect404(await as(coach, challengeExportGET, { params: { id: String(challengeB) } }));
    expect((await as(coach, challengeExportGET, { params: { id: String(challengeA) } })).status).toBe(200);
  },
  "GET /api/admin/conversations": async () => {
    // The owner's one-member sends are messages in a1's and b1's conversations (docs/decisions.md "Conversations").
    const rows = (await as(coach, inboxGET, { path: "/api/admin/conversations" })).json.rows.map((r: { userId: number }) => r.userId);
    expect(rows).toContain(a1.user.id);
    expect(rows).not.toContain(b1.user.id);
    expect((await as(coach, inboxGET, { path: "/api/admin/conversations?q=matrix_b1" })).json.rows).toEqual([]);
    expect404(await as(coach, inboxGET, { path: `/api/admin/conversations?team=${teamB}` }));
  },
  "GET /api/admin/conversations/reply-times": async () => {
    expect404(await as(coach, replyTimesGET, { path: `/api/admin/conversations/reply-times?team=${teamB}` }));
    expect((await as(coach, replyTimesGET, { path: "/api/admin/conversations/reply-times" })).status).toBe(200);
  },
  "GET /api/admin/conversations/[id]": async () => {
    expect404(await as(coach, conversationGET, { params: { id: String(b1.user.id) } }));
    expect((await as(coach, conversationGET, { params: { id: String(a1.user.id) } })).status).toBe(200);
  },
  "POST /api/admin/conversations/[id]/messages": async () => {
    const before = await db.conversationMessage.count({ where: { userId: b1.user.id } });
    expect404(await as(coach, conversationReplyPOST, { params: { id: String(b1.user.id) }, body: { body: "Not your member" }, headers: idem() }));
    expect(await db.conversationMessage.count({ where: { userId: b1.user.id } })).toBe(before);
  },
  "POST /api/admin/conversations/[id]/seen": async () => {
    expect404(await as(coach, conversationSeenPOST, { params: { id: String(b1.user.id) }, body: { upTo: 1 } }));
  },
  "POST /api/admin/conversations/[id]/done": async () => {
    expect404(await as(coach, conversationDonePOST, { params: { id: String(b1.user.id) }, body: { done: true } }));
    expect((await db.conversation.findUnique({ where: { userId: b1.user.id } }))?.doneAt ?? null).toBeNull();
  },
  // A coach's own "Push me new messages": no member's data, no team's; the team filter still scopes the call.
  "GET /api/admin/conversations/push-preference": async () => {
    expect404(await as(coach, messagePushGET, { path: `/api/admin/conversations/push-preference?team=${teamB}` }));
    expect((await as(coach, messagePushGET, { path: "/api/admin/conversations/push-preference" })).json).toEqual({ on: false, devices: 0 });
  },
  "PUT /api/admin/conversations/push-preference": async () => {
    expect404(await as(coach, messagePushPUT, { method: "PUT", path: `/api/admin/conversations/push-preference?team=${teamB}`, body: { on: true } }));
    expect((await db.user.findUniqueOrThrow({ where: { id: coach.user.id } })).messagePushAt).toBeNull();
  },
  "GET /api/metrics": async () => {
    // Operational figures (queue, push, process): no team's data; the owner's (or a scraper's), a coach is refused.
    expect((await as(coach, metricsGET, { path: "/api/metrics" })).status).toBe(403);
  },
  ...checkInMatrix(() => ({ owner, coach, a1, b1, teamA, teamB })),
};

/** Every method each admin route file exports, as "METHOD /api/admin/...". */
function adminRoutesOnDisk(): string[] {
  const root = path.resolve(__dirname, "../../app/api/admin");
  return readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((f) => path.basename(f) === "route.ts")
    .flatMap((f) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the route module's exported methods
      const mod = require(path.join(root, f)) as Record<string, unknown>;
      const pattern = ["/api/admin", ...path.dirname(f).split(path.sep).filter((d) => d !== ".")].join("/");
      return ["GET", "POST", "PUT", "PATCH", "DELETE"].filter((m) => typeof mod[m] === "function").map((m) => `${m} ${pattern}`);
    });
}

it("lists every admin route on disk", () => {
  expect(Object.keys(MATRIX).filter((k) => k.includes("/api/admin/")).sort()).toEqual(adminRoutesOnDisk().sort());
});

describe("a coach of team A about team B", () => {
  it.each(Object.keys(MATRIX))("%s", async (name) => {
    const before = await state();
    await MATRIX[name]();
    const after = await state();
    // Nothing of B's changed (the A-side positive checks may add A's notifications).
    expect({ ...after, notifications: 0 }).toEqual({ ...before, notifications: 0 });
  });
});

describe("removal takes effect on the next request", () => {
  it("a coach removed from their only team gets 403 at once, and a coach of both teams may move a member between them", async () => {
    await db.teamCoach.create({ data: { teamId: teamB, userId: coach.user.id } });
    expect(ids((await as(coach, usersGET, { path: "/api/admin/users" })).json.users)).toContain(b1.user.id);
    const moved = await as(coach, userPATCH, { method: "PATCH", params: { id: String(b1.user.id) }, body: { teamId: teamA } });
    expect(moved.json).toEqual({ userId: b1.user.id, teamId: teamA });
    expect((await db.coachSnapshot.findUnique({ where: { userId: b1.user.id } }))?.teamId).toBe(teamA);
    await as(coach, userPATCH, { method: "PATCH", params: { id: String(b1.user.id) }, body: { teamId: teamB } });
    expect((await as(owner, coachDELETE, { method: "DELETE", params: { id: String(teamB), userId: String(coach.user.id) } })).status).toBe(200);
    expect404(await as(coach, memberGET, { params: { id: String(b1.user.id) } }));
    expect((await as(owner, coachDELETE, { method: "DELETE", params: { id: String(teamA), userId: String(coach.user.id) } })).status).toBe(200);
    const res = await as(coach, usersGET, { path: "/api/admin/users" });
    expect({ status: res.status, message: res.json.message }).toEqual({ status: 403, message: "Admin access required" });
  });
});
