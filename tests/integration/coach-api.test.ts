// The coach's view (docs/decisions.md "The coach's view"): the snapshot's figures and reasons, the attention list (order,
// filter, search, pages, contacted and undo), a member's progress (journal text only while
// shared), nudges through the admin send path, the cohort CSV (each row its member's own).
import { GET as glance } from "@/app/api/admin/coach/glance/route";
import { GET as attention } from "@/app/api/admin/coach/attention/route";
import { POST as contact } from "@/app/api/admin/coach/contacts/route";
import { DELETE as undoContact } from "@/app/api/admin/coach/contacts/[id]/route";
import { GET as progress } from "@/app/api/admin/coach/members/[id]/route";
import { POST as nudge } from "@/app/api/admin/coach/nudges/route";
import { GET as exportCohort } from "@/app/api/admin/coach/export/route";
import { GET as getSharing, PUT as putSharing } from "@/app/api/user/coach-sharing/route";
import { db } from "@/lib/db";
import { addDays, dateColumn, localDate } from "@/lib/domain/day";
import { listAttention } from "@/lib/services/coach/list-attention";
import { refreshCoachSnapshot } from "@/lib/services/coach/refresh-snapshot";
import { EXPORT_BATCH, exportCohortCsv } from "@/lib/services/coach/export-cohort";
import { call, createMember } from "@/tests/support/api";
import { seedHistory } from "@/tests/support/seed-history-db";

type Member = Awaited<ReturnType<typeof createMember>>;
/** The owner's scope (docs/decisions.md "Teams and roles"): every member. */
const OWNER = { userId: 0, username: "owner", owner: true, teamIds: null };
const now = () => new Date();
const today = localDate(new Date(), "UTC");
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
let admin: Member;
let inactive: Member;
let newcomer: Member;
let overdue: Member;
let streaker: Member;
let fine: Member;
let sharer: Member;

async function setActive(m: Member, lastActive: string, streak: number) {
  await db.user.update({ where: { id: m.user.id }, data: { lastActiveDate: dateColumn(lastActive), streak } });
}

beforeAll(async () => {
  admin = await createMember({ isAdmin: true, username: "coach_admin" });
  [inactive, newcomer, overdue, streaker, fine, sharer] = await Promise.all(
    ["zz_inactive", "zz_newcomer", "zz_overdue", "zz_streaker", "zz_fine", "zz_sharer"].map((username) => createMember({ username })),
  );
  const old = daysAgo(60);
  await db.user.updateMany({ where: { id: { in: [inactive, overdue, streaker, fine, sharer].map((m) => m.user.id) } }, data: { dateCreated: old } });
  await db.user.update({ where: { id: newcomer.user.id }, data: { dateCreated: daysAgo(3) } });
  await seedHistory(inactive.user.id, addDays(today, -40), addDays(today, -6));
  await setActive(inactive, addDays(today, -5), 0);
  await seedHistory(overdue.user.id, addDays(today, -3), today);
  await setActive(overdue, today, 3);
  await db.goal.create({ data: { userId: overdue.user.id, type: "smart1", slot: "smart1", title: "Run 10 km", deadline: daysAgo(5) } });
  await seedHistory(streaker.user.id, addDays(today, -2), addDays(today, -2));
  await db.journalDay.updateMany({ where: { userId: streaker.user.id }, data: { active: true, streak: 9 } });
  await setActive(streaker, addDays(today, -2), 9);
  for (const m of [fine, sharer]) {
    await seedHistory(m.user.id, addDays(today, -1), today);
    await setActive(m, today, 2);
  }
  await db.note.updateMany({ where: { userId: fine.user.id }, data: { content: "PRIVATE-NOTE-OF-FINE" } });
  await db.note.updateMany({ where: { userId: sharer.user.id }, data: { content: "SHARED-NOTE-OF-SHARER" } });
  await refreshCoachSnapshot(now());
}, 60_000);

const get = (route: typeof attention, path: string, cookie = admin.cookie) => call(route, { path, cookie });
const list = async (query = "") => (await get(attention, `/api/admin/coach/attention${query}`)).json;

describe("the snapshot and the glance", () => {
  it("counts the cohort's week against last week and the streak distribution", async () => {
    const res = await get(glance, "/api/admin/coach/glance");
    expect(res.status).toBe(200);
    expect(res.json.members).toBe(6); // the admin is not a member of the cohort
    expect(res.json.activeToday.thisWeek).toBe(3);
    expect(res.json.streaks).toEqual([
      { bucket: "0", members: 3 },
      { bucket: "1-6", members: 3 },
      { bucket: "7-29", members: 0 },
      { bucket: "30+", members: 0 },
    ]);
    expect(res.json.needsAttention).toBe(4);
    expect(res.json.computedAt).not.toBeNull();
  });
});

describe("GET /api/admin/coach/attention", () => {
  it("lists each member with their reasons in words, most severe first", async () => {
    const page = await list();
    expect(page.total).toBe(4);
    expect(page.rows.map((r: { username: string }) => r.username)).toEqual(["zz_inactive", "zz_streaker", "zz_overdue", "zz_newcomer"]);
    expect(page.rows[0].details[0]).toEqual({ reason: "inactive", since: addDays(today, -4), figure: 5, text: "No sign-in for 5 days" });
    expect(page.rows[1].details[0].text).toBe("A streak of 9 days ended yesterday");
    expect(page.rows[2].details[0].text).toBe("A SMART goal overdue by 5 days");
    expect(page.rows[3].details[0].text).toBe("Registered 3 days ago, nothing written yet");
  });
  it("ignores parameters it does not know (the browser's _t)", async () => {
    expect((await list("?_t=123")).total).toBe(4);
  });
  it("filters by reason and searches on the server", async () => {
    const overdueOnly = await list("?reason=goal-overdue");
    expect(overdueOnly.rows.map((r: { username: string }) => r.username)).toEqual(["zz_overdue"]);
    expect(overdueOnly.total).toBe(1);
    expect((await list("?q=STREAK")).rows.map((r: { username: string }) => r.username)).toEqual(["zz_streaker"]);
    expect((await list("?q=nobody")).rows).toEqual([]);
  });
  it("finds a rare reason's members through its index first, with the same rows", async () => {
    const cohort = await db.coachCohort.findUniqueOrThrow({ where: { id: 1 } });
    const totals = cohort.totals as { reasons: Record<string, number> };
    await db.coachCohort.update({ where: { id: 1 }, data: { totals: { ...totals, reasons: { ...totals.reasons, any: 1000 } } } });
    try {
      expect((await list("?reason=goal-overdue")).rows.map((r: { username: string }) => r.username)).toEqual(["zz_overdue"]);
    } finally {
      await db.coachCohort.update({ where: { id: 1 }, data: { totals: cohort.totals as object } });
    }
  });
  it("pages with a cursor", async () => {
    const names: string[] = [];
    let cursor: string | null = "";
    while (cursor !== null) {
      const page = await list(`?limit=1${cursor ? `&cursor=${cursor}` : ""}`);
      names.push(...page.rows.map((r: { username: string }) => r.username));
      cursor = page.nextCursor;
    }
    expect(names).toEqual(["zz_inactive", "zz_streaker", "zz_overdue", "zz_newcomer"]);
  });
  it.each(["?reason=bored", "?limit=0", "?limit=101", "?cursor=junk", "?cursor=9.2026-01-01.1", "?view=all", `?q=${"x".repeat(65)}`])("answers 400 to %s", async (q) => {
    const res = await get(attention, `/api/admin/coach/attention${q}`);
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("bad_request");
  });
});

describe("contacted", () => {
  it("hides the row for 7 days with who and when, and undo brings it back", async () => {
    const marked = await call(contact, { body: { userId: inactive.user.id }, cookie: admin.cookie });
    expect(marked.status).toBe(200);
    expect(marked.json).toMatchObject({ userId: inactive.user.id, byUsername: "coach_admin" });
    const open = await list();
    expect(open.rows.map((r: { username: string }) => r.username)).not.toContain("zz_inactive");
    expect(open.total).toBe(3);
    expect((await list("?reason=inactive")).total).toBe(0);
    expect((await get(glance, "/api/admin/coach/glance")).json.needsAttention).toBe(3);
    const contacted = await list("?view=contacted");
    expect(contacted.rows).toHaveLength(1);
    expect(contacted.total).toBe(1);
    expect(contacted.rows[0].contact).toMatchObject({ byUsername: "coach_admin" });
    // Eight days later the mark no longer hides it.
    const later = await listAttention(OWNER, {}, new Date(Date.now() + 8 * 86_400_000));
    expect(later.rows.map((r) => r.username)).toContain("zz_inactive");
    const undone = await call(undoContact, { method: "DELETE", params: { id: String(inactive.user.id) }, cookie: admin.cookie });
    expect(undone.status).toBe(200);
    expect((await list()).rows[0].username).toBe("zz_inactive");
    expect((await call(undoContact, { method: "DELETE", params: { id: String(inactive.user.id) }, cookie: admin.cookie })).status).toBe(404);
  });
  it("refuses an unknown member, an admin and bad ids", async () => {
    expect((await call(contact, { body: { userId: 999_999 }, cookie: admin.cookie })).status).toBe(404);
    expect((await call(contact, { body: { userId: admin.user.id }, cookie: admin.cookie })).status).toBe(404);
    expect((await call(contact, { body: { userId: "1" }, cookie: admin.cookie })).status).toBe(400);
    expect((await call(undoContact, { method: "DELETE", params: { id: "abc" }, cookie: admin.cookie })).status).toBe(400);
  });
});

describe("a member's progress", () => {
  const read = (m: Member) => call(progress, { params: { id: String(m.user.id) }, cookie: admin.cookie });
  it("shows 12 weeks, goals, points by source and badges, never unshared journal text", async () => {
    const res = await read(fine);
    expect(res.status).toBe(200);
    expect(res.json.weeks).toHaveLength(12);
    expect(res.json.pointsBySource).toEqual([{ source: "seed", points: expect.any(Number) }]);
    expect(res.json.journal).toBeNull();
    expect(JSON.stringify(res.json)).not.toContain("PRIVATE-NOTE");
    const goals = (await read(overdue)).json.goals;
    expect(goals).toEqual([expect.objectContaining({ title: "Run 10 km", isCompleted: false })]);
  });
  it("shows journal text while the member shares it, and hides it at once when turned off", async () => {
    expect((await read(sharer)).json.journal).toBeNull();
    expect((await call(getSharing, { cookie: sharer.cookie })).json).toEqual({ share: false, sharedSince: null });
    const on = await call(putSharing, { method: "PUT", body: { share: true }, cookie: sharer.cookie });
    expect(on.json.share).toBe(true);
    const shared = (await read(sharer)).json.journal;
    expect(shared.sharedAt).toBe(on.json.sharedSince);
    expect(shared.days.map((d: { note: string }) => d.note)).toContain("SHARED-NOTE-OF-SHARER");
    // Turning it on again keeps the first date.
    expect((await call(putSharing, { method: "PUT", body: { share: true }, cookie: sharer.cookie })).json.sharedSince).toBe(on.json.sharedSince);
    await call(putSharing, { method: "PUT", body: { share: false }, cookie: sharer.cookie });
    const after = await read(sharer);
    expect(after.json.journal).toBeNull();
    expect(JSON.stringify(after.json)).not.toContain("SHARED-NOTE");
  });
  it("404 for an unknown member or an admin, 400 for a bad id", async () => {
    expect((await call(progress, { params: { id: "999999" }, cookie: admin.cookie })).status).toBe(404);
    expect((await call(progress, { params: { id: String(admin.user.id) }, cookie: admin.cookie })).status).toBe(404);
    expect((await call(progress, { params: { id: "-1" }, cookie: admin.cookie })).status).toBe(400);
  });
  it("the sharing switch refuses bad bodies and anonymous callers", async () => {
    expect((await call(putSharing, { method: "PUT", body: { share: "yes" }, cookie: fine.cookie })).status).toBe(400);
    expect((await call(putSharing, { method: "PUT", body: { share: true } })).status).toBe(401);
    expect((await call(getSharing, {})).status).toBe(401);
  });
});

describe("POST /api/admin/coach/nudges", () => {
  const content = { reason: "streak-ended", title: "Restart your streak", message: "Your streak ended yesterday: one small step today restarts it" };
  it("sends to the chosen members and records it on their row", async () => {
    const res = await call(nudge, { body: { ...content, userIds: [streaker.user.id, admin.user.id] }, cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ sent: 1, matched: 1, sendId: expect.any(Number) });
    expect(await db.notification.findMany({ where: { userId: streaker.user.id }, select: { title: true, message: true } })).toEqual([{ title: content.title, message: content.message }]);
    expect(await db.notification.count({ where: { userId: admin.user.id } })).toBe(0);
    const row = (await list("?reason=streak-ended")).rows[0];
    expect(row.lastNudge).toMatchObject({ byUsername: "coach_admin", reason: "streak-ended" });
  });
  it("sends to all with a reason", async () => {
    const res = await call(nudge, { body: { ...content, reason: "nothing-written", allWithReason: true }, cookie: admin.cookie });
    expect(res.json).toEqual({ sent: 1, matched: 1, sendId: expect.any(Number) });
    expect(await db.notification.count({ where: { userId: newcomer.user.id } })).toBe(1);
  });
  it("is one send per Idempotency-Key: a retried nudge writes and records nothing more", async () => {
    const body = { ...content, reason: "nothing-written", allWithReason: true };
    const headers = { "Idempotency-Key": "nudge-retry-0001" };
    const before = await db.notification.count({ where: { userId: newcomer.user.id } });
    const attempts = await Promise.all([1, 2, 3].map(() => call(nudge, { body, headers, cookie: admin.cookie })));
    expect(new Set(attempts.map((a) => a.json.sendId)).size).toBe(1);
    expect(await db.notification.count({ where: { userId: newcomer.user.id } })).toBe(before + 1);
    expect(await db.coachNudge.count({ where: { userId: newcomer.user.id, reason: "nothing-written" } })).toBe(2);
  });
  it.each([
    [{ ...content }],
    [{ ...content, userIds: [1], allWithReason: true }],
    [{ ...content, userIds: [] }],
    [{ ...content, title: " ", userIds: [1] }],
    [{ ...content, reason: "bored", userIds: [1] }],
  ])("answers 400 to %j", async (body) => {
    expect((await call(nudge, { body, cookie: admin.cookie })).status).toBe(400);
  });
  it("404 when nobody matches", async () => {
    expect((await call(nudge, { body: { ...content, userIds: [999_999] }, cookie: admin.cookie })).status).toBe(404);
  });
});

describe("GET /api/admin/coach/export", () => {
  it("one member per row, each row's figures the member's own, no journal text", async () => {
    await call(putSharing, { method: "PUT", body: { share: true }, cookie: sharer.cookie });
    expect((await call(exportCohort, { cookie: admin.cookie })).status).toBe(400);
    const res = await call(exportCohort, { path: "/api/admin/coach/export?format=csv", cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const text = res.json.__raw as string;
    expect(text).not.toMatch(/NOTE-OF|Seeded focus/);
    const [header, ...lines] = text.trim().split("\r\n");
    expect(header.split(",")[0]).toBe("username");
    expect(lines).toHaveLength(6);
    const snapshots = await db.coachSnapshot.findMany({ include: { user: { select: { username: true, xpPoints: true } } } });
    for (const line of lines) {
      const cells = line.split(",");
      const s = snapshots.find((x) => x.user.username === cells[0])!;
      expect(s).toBeDefined();
      expect([cells[3], cells[4], cells[5], cells[6], cells[7], cells[10]]).toEqual([s.streak, s.bestStreak, s.activeDays7, s.activeDays28, s.taskRate28, s.user.xpPoints].map(String));
      expect(cells[12]).toBe(s.reasons.join("; "));
    }
  });
});

describe("the cohort CSV streams in batches", () => {
  it("reads more members than one batch holds in several chunks, one row each", async () => {
    const extra = EXPORT_BATCH + 50;
    await db.$executeRaw`
      INSERT INTO "User" ("username", "usernameKey", "passwordHash")
      SELECT 'bulk_' || i, 'bulk_' || i, 'x' FROM generate_series(1, ${extra}::int) i`;
    const members = await db.user.count({ where: { isAdmin: false } });
    const reader = exportCohortCsv(OWNER).getReader();
    const chunks: string[] = [];
    for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(new TextDecoder().decode(next.value));
    // The header, then one chunk per batch.
    expect(chunks.length).toBe(1 + Math.ceil(members / EXPORT_BATCH));
    const lines = chunks.join("").trim().split("\r\n").slice(1);
    expect(lines).toHaveLength(members);
    expect(new Set(lines.map((l) => l.split(",")[0])).size).toBe(members);
    await db.user.deleteMany({ where: { username: { startsWith: "bulk_" } } });
  }, 60_000);
});

describe("fair streaks in the coach's view (docs/decisions.md \"The coach's view\")", () => {
  it("a paused member is not listed; the same absence without a pause is", async () => {
    const [paused, absent] = await Promise.all(["zz_paused", "zz_absent"].map((username) => createMember({ username })));
    for (const m of [paused, absent]) {
      await db.user.update({ where: { id: m.user.id }, data: { dateCreated: daysAgo(60) } });
      await seedHistory(m.user.id, addDays(today, -20), addDays(today, -6));
      await setActive(m, addDays(today, -5), 0);
    }
    await db.pause.create({ data: { userId: paused.user.id, reason: "ill", startDate: dateColumn(addDays(today, -4)), endDate: dateColumn(addDays(today, 3)) } });
    await refreshCoachSnapshot(now());
    const names = (await list("?reason=inactive")).rows.map((r: { username: string }) => r.username);
    expect(names).toContain("zz_absent");
    expect(names).not.toContain("zz_paused");
  });
});
