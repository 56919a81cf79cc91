// GET /api/admin/notifications (docs/decisions.md "The Message Center is a page"): the Message Center a page at a
// time, newest first by (dateCreated, id), filtered by kind and text, counted on the server; admins
// only; bad input answers 400 JSON; one handler call stays within 3 SQL round trips; each kind's
// page reads its own index.
import { GET as list } from "@/app/api/admin/notifications/route";
import { db } from "@/lib/db";
import { badgeDedupeKey, conversationDedupeKey, NOTIFICATION_KINDS, notificationKind } from "@/lib/domain/notification-kind";
import { ADMIN_NOTIFICATIONS_COUNT_CAP, ADMIN_NOTIFICATIONS_PAGE, adminNotificationsPageSchema } from "@/lib/schemas/admin-notifications";
import { call, createMember } from "@/tests/support/api";
import { sqlSent } from "@/tests/support/round-trips";

type Admin = Awaited<ReturnType<typeof createMember>>;
let admin: Admin;
beforeAll(async () => {
  admin = await createMember({ isAdmin: true });
});

/** GET with the admin's cookie, or the given one (null: anonymous). */
const get = (query: Record<string, string>, cookie?: string | null) =>
  call(list, { cookie: cookie === null ? undefined : (cookie ?? admin.cookie), path: `/api/admin/notifications?${new URLSearchParams(query)}` });

/** Every page of a query, following nextCursor; each answer parsed by the shared schema. */
async function allPages(query: Record<string, string>) {
  const pages = [];
  let cursor: string | null = null;
  do {
    const res = await get(cursor ? { ...query, cursor } : query);
    expect(res.status).toBe(200);
    const page = adminNotificationsPageSchema.parse(res.json);
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 50);
  return pages;
}

/** A member with notifications created with the given times (ms), titles tagged for `q`. */
async function seed(tag: string, rows: { at: number; dedupeKey?: string | null }[]) {
  const m = await createMember();
  await db.notification.createMany({
    data: rows.map((r, i) => ({ userId: m.user.id, title: `${tag} ${i}`, message: "body", dedupeKey: r.dedupeKey ?? null, dateCreated: new Date(r.at) })),
  });
  const created = await db.notification.findMany({ where: { userId: m.user.id }, orderBy: [{ dateCreated: "desc" }, { id: "desc" }] });
  return { member: m, created };
}

describe("paging", () => {
  it("lists newest first and pages through rows of one millisecond without repeats or gaps", async () => {
    const same = Date.UTC(2026, 0, 5, 12);
    const { created } = await seed("tiepage", [
      ...Array.from({ length: 23 }, () => ({ at: same })),
      { at: same + 1 },
      { at: same - 1 },
    ]);
    const pages = await allPages({ q: "tiepage", limit: "7" });
    expect(pages.map((p) => p.notifications.length)).toEqual([7, 7, 7, 4]);
    const ids = pages.flatMap((p) => p.notifications.map((n) => n.id));
    expect(ids).toEqual(created.map((n) => n.id));
    expect(pages[0].notifications[0].dateCreated).toBe(new Date(same + 1).toISOString());
    // Within one millisecond the higher id comes first.
    const tied = pages.flatMap((p) => p.notifications).filter((n) => n.dateCreated === new Date(same).toISOString());
    expect(tied.map((n) => n.id)).toEqual([...tied.map((n) => n.id)].sort((a, b) => b - a));
    expect(pages.every((p) => p.total === 25 && !p.totalCapped)).toBe(true);
    expect(pages[3].nextCursor).toBeNull();
  });

  it("a cursor stays valid after its row is deleted, and new rows do not shift the next page", async () => {
    const t = Date.UTC(2026, 0, 6, 12);
    const { member, created } = await seed("stable", Array.from({ length: 6 }, (_, i) => ({ at: t - i * 1000 })));
    const first = adminNotificationsPageSchema.parse((await get({ q: "stable", limit: "3" })).json);
    await db.notification.delete({ where: { id: first.notifications[2].id } });
    await db.notification.create({ data: { userId: member.user.id, title: "stable new", message: "m", dateCreated: new Date(t + 60_000) } });
    const second = adminNotificationsPageSchema.parse((await get({ q: "stable", limit: "3", cursor: first.nextCursor! })).json);
    expect(second.notifications.map((n) => n.id)).toEqual(created.slice(3).map((n) => n.id));
  });

  it("answers the default page size without a limit and never more than the maximum", async () => {
    await seed("sizes", Array.from({ length: ADMIN_NOTIFICATIONS_PAGE.max + 5 }, (_, i) => ({ at: Date.UTC(2026, 0, 7) + i })));
    const plain = adminNotificationsPageSchema.parse((await get({ q: "sizes" })).json);
    expect(plain.notifications).toHaveLength(ADMIN_NOTIFICATIONS_PAGE.default);
    expect(plain.total).toBe(ADMIN_NOTIFICATIONS_PAGE.max + 5);
    const max = adminNotificationsPageSchema.parse((await get({ q: "sizes", limit: String(ADMIN_NOTIFICATIONS_PAGE.max) })).json);
    expect(max.notifications).toHaveLength(ADMIN_NOTIFICATIONS_PAGE.max);
    expect(max.nextCursor).not.toBeNull();
    expect((await get({ q: "sizes", limit: String(ADMIN_NOTIFICATIONS_PAGE.max + 1) })).status).toBe(400);
  });

  it("counts matches up to the cap, then says there are more", async () => {
    const m = await createMember();
    const at = Date.UTC(2026, 0, 8);
    await db.notification.createMany({
      data: Array.from({ length: ADMIN_NOTIFICATIONS_COUNT_CAP + 1 }, (_, i) => ({ userId: m.user.id, title: "capped", message: "m", dedupeKey: `cap:${i}`, dateCreated: new Date(at + i) })),
    });
    const page = adminNotificationsPageSchema.parse((await get({ q: "capped", kind: "reminders" })).json);
    expect(page).toMatchObject({ total: ADMIN_NOTIFICATIONS_COUNT_CAP, totalCapped: true });
    await db.notification.deleteMany({ where: { userId: m.user.id, dedupeKey: "cap:0" } });
    expect(adminNotificationsPageSchema.parse((await get({ q: "capped" })).json)).toMatchObject({ total: ADMIN_NOTIFICATIONS_COUNT_CAP, totalCapped: false });
    await db.notification.deleteMany({ where: { userId: m.user.id } });
  }, 60_000);
});

describe("filters", () => {
  it("each kind lists exactly the notifications the domain rule gives that kind", async () => {
    const at = Date.UTC(2026, 0, 9);
    const keys = [null, null, badgeDedupeKey("first-goal"), badgeDedupeKey("xp-5"), "mindset-reminder:2026-01-09:9", "other:key", "badge", "", conversationDedupeKey(7), "conversation"];
    const { created } = await seed("kinds", keys.map((dedupeKey, i) => ({ at: at + i, dedupeKey })));
    const everything = (await allPages({ q: "kinds" })).flatMap((p) => p.notifications.map((n) => n.id));
    expect(everything).toEqual(created.map((n) => n.id));
    for (const kind of NOTIFICATION_KINDS) {
      const pages = await allPages({ q: "kinds", kind });
      const expected = created.filter((n) => notificationKind(n.dedupeKey) === kind).map((n) => n.id);
      expect({ kind, ids: pages.flatMap((p) => p.notifications.map((n) => n.id)) }).toEqual({ kind, ids: expected });
      expect({ kind, total: pages[0].total }).toEqual({ kind, total: expected.length });
    }
    expect(created.filter((n) => notificationKind(n.dedupeKey) === "admin")).toHaveLength(2);
    expect(created.filter((n) => notificationKind(n.dedupeKey) === "badges")).toHaveLength(2);
    expect(created.filter((n) => notificationKind(n.dedupeKey) === "messages")).toHaveLength(1);
  });

  it("text matches title, message or recipient username in any case; % and _ match themselves", async () => {
    const m = await createMember({ username: `Zed_${Date.now() % 100000}` });
    const at = Date.UTC(2026, 0, 10);
    await db.notification.createMany({
      data: [
        { userId: m.user.id, title: "Quarterly REVIEW", message: "x", dateCreated: new Date(at) },
        { userId: m.user.id, title: "plain", message: "please review 100% of it", dateCreated: new Date(at + 1) },
        { userId: m.user.id, title: "plain", message: "nothing", dateCreated: new Date(at + 2) },
      ],
    });
    const titles = async (q: string) => (await allPages({ q })).flatMap((p) => p.notifications.map((n) => `${n.title}|${n.message}`));
    expect(await titles("review")).toEqual(["plain|please review 100% of it", "Quarterly REVIEW|x"]);
    expect(await titles("100%")).toEqual(["plain|please review 100% of it"]);
    expect(await titles("1_0%")).toEqual([]);
    expect((await titles(m.user.username.toUpperCase())).length).toBe(3);
    expect((await allPages({ q: m.user.username }))[0].notifications[0].username).toBe(m.user.username);
  });
});

describe("refusals", () => {
  it.each([
    ["cursor", "abc"],
    ["cursor", "12"],
    ["cursor", "1.0"],
    ["cursor", "-1.5"],
    ["cursor", "1.99999999999"],
    ["cursor", "99999999999999.3"],
    ["cursor", "1.5.6"],
    ["kind", "everything"],
    ["kind", ""],
    ["limit", "0"],
    ["limit", "1e2"],
    ["limit", "-1"],
    ["q", "x".repeat(101)],
    ["q", "a\u0000b"],
  ])("%s=%j answers 400 JSON", async (name, value) => {
    const res = await get({ [name]: value });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: "bad_request", message: expect.stringContaining(name) });
  });

  it("answers 401 anonymous and 403 to a member", async () => {
    const anon = await get({ kind: "admin" }, null);
    expect(anon.status).toBe(401);
    expect(anon.json.code).toBe("unauthorized");
    const member = await createMember();
    const res = await get({ kind: "admin" }, member.cookie);
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ message: "Admin access required", code: "forbidden" });
  });
});

describe("speed", () => {
  it("one call makes at most 3 SQL round trips, session check included, with or without a cursor and filters", async () => {
    const { created } = await seed("trips", Array.from({ length: 5 }, (_, i) => ({ at: Date.UTC(2026, 0, 11) + i })));
    const cursor = `${created[1].dateCreated.getTime()}.${created[1].id}`;
    const queries: Record<string, string>[] = [{}, { kind: "badges", q: "trips", cursor, limit: "2" }];
    for (const query of queries) {
      const { result, count } = await sqlSent(() => get(query));
      expect(result.status).toBe(200);
      expect(count).toBeLessThanOrEqual(3);
    }
  });

  it("each kind's newest-first page reads its own index (the partial index predicates are the domain rule)", async () => {
    const indexFor = { all: "Notification_newest_idx", admin: "Notification_newest_admin_idx", badges: "Notification_newest_badges_idx", reminders: "Notification_newest_reminders_idx", messages: "Notification_newest_messages_idx" };
    const where = { all: "TRUE", admin: `"dedupeKey" IS NULL`, badges: `starts_with("dedupeKey", 'badge:')`, reminders: `"dedupeKey" IS NOT NULL AND NOT starts_with("dedupeKey", 'badge:') AND NOT starts_with("dedupeKey", 'conversation:')`, messages: `starts_with("dedupeKey", 'conversation:')` };
    await db.$transaction(async (tx) => {
      await tx.$executeRawUnsafe("SET LOCAL enable_seqscan = off");
      await tx.$executeRawUnsafe("SET LOCAL enable_sort = off");
      for (const kind of ["all", ...NOTIFICATION_KINDS] as const) {
        const plan = await tx.$queryRawUnsafe<{ "QUERY PLAN": string }[]>(
          `EXPLAIN SELECT "id" FROM "Notification" n WHERE ${where[kind]} ORDER BY "dateCreated" DESC, "id" DESC LIMIT 21`,
        );
        expect({ kind, plan: plan.map((r) => r["QUERY PLAN"]).join("\n") }).toEqual({ kind, plan: expect.stringContaining(indexFor[kind]) });
      }
    });
    // Each row sits in exactly the partial index of the kind the domain rule gives it.
    const preds = await db.$queryRaw<{ name: string; pred: string }[]>`
      SELECT c.relname AS "name", pg_get_expr(i.indpred, i.indrelid) AS "pred"
      FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
      WHERE i.indrelid = '"Notification"'::regclass AND c.relname LIKE 'Notification_newest_%_idx'`;
    expect(preds.map((p) => p.name).sort()).toEqual(["Notification_newest_admin_idx", "Notification_newest_badges_idx", "Notification_newest_messages_idx", "Notification_newest_reminders_idx"]);
    const samples = [null, badgeDedupeKey("x"), "badge", "mindset-reminder:2026-01-01:9", "", "Badge:x", conversationDedupeKey(1), "conversation", "Conversation:1"];
    for (const key of samples) {
      const inIndex = [];
      for (const p of preds) {
        const [{ ok }] = await db.$queryRawUnsafe<{ ok: boolean }[]>(`SELECT (${p.pred}) IS TRUE AS ok FROM (SELECT $1::varchar AS "dedupeKey") n`, key);
        if (ok) inIndex.push(p.name);
      }
      expect({ key, inIndex }).toEqual({ key, inIndex: [`Notification_newest_${notificationKind(key)}_idx`] });
    }
  });
});
