// docs/decisions.md "The users list is a page": GET /api/admin/users pages newest first with a cursor, searches on the server
// (username in any case, or an exact id), bounds the page size and refuses bad queries with JSON;
// GET /api/admin/users/recent is the small Recent Registrations read. Admins only. Each handler
// makes at most 3 SQL round trips (session check included), counted at the pg driver.
import pg from "pg";
import { GET as listUsers } from "@/app/api/admin/users/route";
import { GET as recent } from "@/app/api/admin/users/recent/route";
import { db } from "@/lib/db";
import { ADMIN_USERS_PAGE, RECENT_REGISTRATIONS } from "@/lib/schemas/admin-users";
import { call, createMember } from "@/tests/support/api";
import { sqlSent } from "@/tests/support/round-trips";

type Admin = Awaited<ReturnType<typeof createMember>>;
let admin: Admin;
const ids: number[] = [];

beforeAll(async () => {
  admin = await createMember({ isAdmin: true, username: "Boss_Admin" });
  // 30 members, ids ascending as they were created; one name with LIKE's own characters.
  const rows = Array.from({ length: 30 }, (_, i) => (i === 7 ? "Odd%Name_x" : `Pager${String(i).padStart(2, "0")}`));
  await db.user.createMany({ data: rows.map((username) => ({ username, usernameKey: username.toLowerCase(), passwordHash: "x" })) });
  ids.push(...(await db.user.findMany({ where: { username: { in: rows } }, orderBy: { id: "asc" }, select: { id: true } })).map((u) => u.id));
});

const get = (query: string, cookie = admin.cookie) => call(listUsers, { path: `/api/admin/users${query}`, cookie });

describe("GET /api/admin/users: pages", () => {
  it("newest first, the default page size, nextCursor the last id, total from the server", async () => {
    const total = await db.user.count();
    const res = await get("?limit=10");
    expect(res.status).toBe(200);
    expect(res.json.total).toBe(total);
    expect(res.json.users.map((u: { id: number }) => u.id)).toEqual([...ids].reverse().slice(0, 10));
    expect(res.json.nextCursor).toBe(res.json.users[9].id);
    const all = await get("");
    expect(all.json.users.length).toBe(Math.min(total, ADMIN_USERS_PAGE.default));
  });

  it("a page turn continues after the cursor, with no row twice or lost; the last page has no cursor", async () => {
    const seen: number[] = [];
    let cursor: number | null = null;
    do {
      const res = await get(`?limit=7${cursor ? `&cursor=${cursor}` : ""}`);
      expect(res.status).toBe(200);
      seen.push(...res.json.users.map((u: { id: number }) => u.id));
      cursor = res.json.nextCursor;
    } while (cursor);
    const every = (await db.user.findMany({ select: { id: true }, orderBy: { id: "desc" } })).map((u) => u.id);
    expect(seen).toEqual(every);
  });

  it("the cursor is stable: accounts created after the first page do not shift the next one", async () => {
    const first = await get("?limit=5");
    const next = await get(`?limit=5&cursor=${first.json.nextCursor}`);
    await createMember({ username: "LateComer" });
    const again = await get(`?limit=5&cursor=${first.json.nextCursor}`);
    expect(again.json.users).toEqual(next.json.users);
    expect(again.json.total).toBe(next.json.total + 1);
    expect((await get("?limit=5")).json.users[0].username).toBe("LateComer");
  });
});

describe("GET /api/admin/users: search", () => {
  it("matches a part of the username in any case, newest first, paged", async () => {
    const res = await get("?q=pAgEr1&limit=4");
    expect(res.json.users.map((u: { username: string }) => u.username)).toEqual(["Pager19", "Pager18", "Pager17", "Pager16"]);
    const rest = await get(`?q=PAGER1&limit=4&cursor=${res.json.nextCursor}`);
    expect(rest.json.users.map((u: { username: string }) => u.username)).toEqual(["Pager15", "Pager14", "Pager13", "Pager12"]);
    expect((await get("?q=%20%20pager29%20")).json.users.map((u: { username: string }) => u.username)).toEqual(["Pager29"]);
    expect((await get("?q=boss_ADMIN")).json.users).toEqual([expect.objectContaining({ id: admin.user.id, isAdmin: true, badges: [] })]);
  });

  it("digits also find the account with that exact id", async () => {
    const id = ids[3];
    const res = await get(`?q=${id}`);
    expect(res.json.users.map((u: { id: number }) => u.id)).toContain(id);
    expect(res.json.users.every((u: { id: number; username: string }) => u.id === id || u.username.includes(String(id)))).toBe(true);
  });

  it("LIKE's own characters match only themselves", async () => {
    expect((await get("?q=%25")).json.users.map((u: { username: string }) => u.username)).toEqual(["Odd%Name_x"]);
    expect((await get("?q=_x")).json.users.map((u: { username: string }) => u.username)).toEqual(["Odd%Name_x"]);
    expect((await get("?q=%5C")).json.users).toEqual([]);
  });

  it("no match: an empty page, no cursor, the total still counted", async () => {
    const res = await get("?q=nobody-here");
    expect(res.json).toEqual({ users: [], nextCursor: null, total: await db.user.count() });
  });
});

describe("GET /api/admin/users: bad queries and callers", () => {
  it.each([
    ["?limit=0", /limit must be 1 to 100/],
    [`?limit=${ADMIN_USERS_PAGE.max + 1}`, /limit must be 1 to 100/],
    ["?limit=abc", /limit/],
    ["?cursor=0", /cursor must be a positive integer/],
    ["?cursor=abc", /cursor/],
    ["?cursor=99999999999", /cursor/],
    [`?q=${"a".repeat(65)}`, /q must be at most 64 characters/],
    ["?q=a%00b", /control characters/],
  ])("%s: 400 JSON naming the problem", async (query, message) => {
    const res = await get(query);
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("bad_request");
    expect(res.json.message).toMatch(message);
  });

  it("a member gets 403, an anonymous caller 401, on both reads", async () => {
    const member = await createMember();
    for (const route of [listUsers, recent]) {
      expect((await call(route, { cookie: member.cookie })).json).toEqual({ message: "Admin access required", code: "forbidden" });
      expect((await call(route, {})).status).toBe(401);
    }
  });
});

describe("GET /api/admin/users/recent", () => {
  it("the newest registrations of the past 7 days first, at most the bound, with their count", async () => {
    const old = await createMember({ username: "OldTimer" });
    await db.user.update({ where: { id: old.user.id }, data: { dateCreated: new Date(Date.now() - 8 * 24 * 3600_000) } });
    const res = await call(recent, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const inWeek = await db.user.count({ where: { dateCreated: { gte: new Date(Date.now() - 7 * 24 * 3600_000) } } });
    expect(res.json.total).toBe(inWeek);
    expect(res.json.users).toHaveLength(Math.min(inWeek, RECENT_REGISTRATIONS.max));
    const dates = res.json.users.map((u: { dateCreated: string }) => u.dateCreated);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(res.json.users.map((u: { username: string }) => u.username)).not.toContain("OldTimer");
  });

  it("pages like the users list: every registration of the week once, newest first; a bad cursor is 400", async () => {
    const recentPage = (cursor?: number) => call(recent, { cookie: admin.cookie, path: `/api/admin/users/recent${cursor ? `?cursor=${cursor}` : ""}` });
    const seen: { id: number; dateCreated: string }[] = [];
    let cursor: number | undefined;
    let total = 0;
    for (let page = 0; page < 20; page++) {
      const res = await recentPage(cursor);
      expect(res.status).toBe(200);
      expect(res.json.users.length).toBeLessThanOrEqual(RECENT_REGISTRATIONS.max);
      seen.push(...res.json.users);
      total = res.json.total;
      if (res.json.nextCursor === null) break;
      cursor = res.json.nextCursor;
    }
    expect(total).toBeGreaterThan(RECENT_REGISTRATIONS.max);
    expect(seen).toHaveLength(total);
    expect(new Set(seen.map((u) => u.id)).size).toBe(total);
    const order = seen.map((u) => `${u.dateCreated}|${String(u.id).padStart(10, "0")}`);
    expect([...order].sort().reverse()).toEqual(order);
    for (const bad of ["abc", "-1", "0", "1.5"]) {
      const res = await call(recent, { cookie: admin.cookie, path: `/api/admin/users/recent?cursor=${bad}` });
      expect({ bad, status: res.status }).toEqual({ bad, status: 400 });
    }
  });
});

test("each read makes at most 3 SQL round trips, the session check included", async () => {
  for (const run of [() => get("?q=pager&limit=5"), () => get(`?cursor=${ids[10]}`), () => call(recent, { cookie: admin.cookie })]) {
    const { result, count } = await sqlSent(run);
    expect(result.status).toBe(200);
    expect(count).toBeLessThanOrEqual(3);
  }
});

test("with many accounts, a username search is served by the trigram index", async () => {
  await db.$executeRaw`INSERT INTO "User" ("username", "usernameKey", "passwordHash") SELECT 'Many_' || i, 'many_' || i, 'x' FROM generate_series(1, 20000) AS i`;
  await db.$executeRawUnsafe(`ANALYZE "User"`);
  // The statement the handler sends, as Postgres plans it.
  const spy = jest.spyOn(pg.Client.prototype, "query");
  await get("?q=MANY_1234");
  const sent = spy.mock.calls.map(([q]) => q as unknown as { text?: string; values?: unknown[] }).find((q) => q.text?.includes("usernameKey"))!;
  spy.mockRestore();
  const plan = await db.$queryRawUnsafe<{ "QUERY PLAN": string }[]>(`EXPLAIN ${sent.text}`, ...(sent.values ?? []));
  expect(plan.map((r) => r["QUERY PLAN"]).join("\n")).toMatch(/User_usernameKey_trgm_idx/);
  expect((await get("?q=MANY_1234")).json.users.map((u: { username: string }) => u.username)).toEqual(["Many_12349", "Many_12348", "Many_12347", "Many_12346", "Many_12345", "Many_12344", "Many_12343", "Many_12342", "Many_12341", "Many_12340", "Many_1234"]);
});
