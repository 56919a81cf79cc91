// docs/decisions.md "The session check inside the statement": the member routes whose own statement checks the session (withMember, withSessionKey:
// lib/api/handler.ts) answer in one SQL round trip once this server has seen the member. Logout /
// password change (a version bump) and deletion still answer 401 and write nothing; a time zone
// changed elsewhere (another server) is read again, so "today" is the new zone's day; bad input on
// an ended session is still a 401 first; a member never reads another member's rows.
// The routes are found on disk (every app/api/**/route.ts exporting a method through withMember or
// withSessionKey), so a new one is checked without touching this file.
import { readFileSync } from "node:fs";
import { POST as behaviorPOST } from "@/app/api/behavior/route";
import { GET as learnedGET } from "@/app/api/learnings/learned/route";
import { POST as learningsPOST } from "@/app/api/learnings/route";
import { GET as notesGET, POST as notesPOST } from "@/app/api/notes/route";
import { forMember, guardedMember, type GuardedMember } from "@/lib/auth/session-guard";
import { POINTS } from "@/lib/constants";
import { db, preparedRows } from "@/lib/db";
import { localDate } from "@/lib/domain/day";
import { Prisma } from "@/lib/generated/prisma/client";
import { call, createMember, type CallOptions } from "@/tests/support/api";
import { sqlSent } from "@/tests/support/round-trips";
import { discoverRoutes } from "./robustness-cases";

type Route = Parameters<typeof call>[0];
type Found = { name: string; file: string; method: string };

const WRAPPED = /export const (GET|POST|PUT|PATCH|DELETE) = (?:withMember|withSessionKey)\(/g;
const routeFiles = discoverRoutes().map((route) => ({ ...route, source: readFileSync(route.file, "utf8") }));
const found: Found[] = routeFiles.flatMap(({ file, pattern, source }) => [...source.matchAll(WRAPPED)].map(([, method]) => ({ name: `${method} ${pattern}`, file, method })));

/** What each write found on disk sends (a new write fails "has a body" until it is given one here). */
const BODIES: Record<string, CallOptions["body"]> = {
  "POST /api/behavior": { continueDoing: "Ship small" },
  "POST /api/mindset": { focus: "One thing" },
  "POST /api/notes": { content: "Measured" },
};

const handler = async (file: string, method: string) => ((await import(file)) as Record<string, Route>)[method];
const READS: [string, Found][] = found.filter((r) => r.method === "GET").map((r) => [r.name, r]);
const WRITES: [string, Found, CallOptions["body"]][] = found.filter((r) => r.method !== "GET").map((r) => [r.name, r, BODIES[r.name]]);

it("finds the routes on disk, each method wrapped where this test can see it, and a body for each write", () => {
  expect(READS.map(([name]) => name)).toEqual(
    expect.arrayContaining(["GET /api/goals", "GET /api/behavior", "GET /api/learnings/learned", "GET /api/learnings/accomplished", "GET /api/mindset", "GET /api/notes", "GET /api/notifications", "GET /api/coach-tips", "GET /api/user"]),
  );
  expect(WRITES.map(([name]) => name)).toEqual(expect.arrayContaining(["POST /api/behavior", "POST /api/mindset", "POST /api/notes"]));
  const uses = (source: string) => source.match(/\bwith(?:Member|SessionKey)\(/g)?.length ?? 0;
  const unseen = routeFiles.filter(({ source }) => uses(source) !== [...source.matchAll(WRAPPED)].length).map(({ pattern }) => pattern);
  expect(unseen).toEqual([]);
  expect(WRITES.filter(([, , body]) => body === undefined).map(([name]) => name)).toEqual([]);
});

const roundTrips = sqlSent;

describe.each(READS)("%s", (_name, { file, method }) => {
  let route: Route;
  beforeAll(async () => {
    route = await handler(file, method);
  });

  it("answers in one round trip once the server has seen the member", async () => {
    const { cookie } = await createMember();
    expect((await call(route, { cookie })).status).toBe(200); // first request: the session check, then the read
    const { result, count } = await roundTrips(() => call(route, { cookie }));
    expect(result.status).toBe(200);
    expect(count).toBe(1);
  });

  it("answers 401 once the session ended or the member is gone", async () => {
    const { user, cookie } = await createMember();
    expect((await call(route, { cookie })).status).toBe(200);
    await db.user.update({ where: { id: user.id }, data: { sessionVersion: { increment: 1 } } });
    expect(await call(route, { cookie })).toMatchObject({ status: 401, json: { code: "unauthorized" } });

    const gone = await createMember();
    expect((await call(route, { cookie: gone.cookie })).status).toBe(200);
    await db.user.delete({ where: { id: gone.user.id } });
    expect((await call(route, { cookie: gone.cookie })).status).toBe(401);
    expect((await call(route)).status).toBe(401);
  });
});

describe.each(WRITES)("%s", (_name, { file, method }, body) => {
  let route: Route;
  beforeAll(async () => {
    route = await handler(file, method);
  });

  it("saves in one round trip once the server has seen the member (nothing awarded)", async () => {
    const { cookie } = await createMember();
    expect((await call(route, { cookie, body })).status).toBe(200); // first save: the check, the statement, maybe the badge check
    const { result, count } = await roundTrips(() => call(route, { cookie, body }));
    expect(result.status).toBe(200);
    expect(result.json).toMatchObject(body as object);
    expect(count).toBe(1);
  });

  it("answers 401 and writes nothing once the session ended; bad input on an ended session is 401 too", async () => {
    const { user, cookie } = await createMember();
    expect((await call(notesGET, { cookie })).status).toBe(200); // seen: the writes below are guarded
    await db.user.update({ where: { id: user.id }, data: { sessionVersion: { increment: 1 } } });
    expect((await call(route, { cookie, body })).status).toBe(401);
    expect((await call(route, { cookie, body: { content: 5, focus: 5, continueDoing: 5 } })).status).toBe(401);
    const written = await Promise.all([db.behavior.count({ where: { userId: user.id } }), db.mindset.findMany({ where: { userId: user.id } }), db.note.findMany({ where: { userId: user.id } })]);
    expect(JSON.stringify(written)).not.toMatch(/Ship small|One thing|Measured/);
  });

  it("refuses bad input with 400 on a live session (guarded or not)", async () => {
    const { cookie } = await createMember();
    expect((await call(route, { cookie, body: { content: 5, focus: 5, continueDoing: 5 } })).status).toBe(400);
    expect((await call(route, { cookie, body: { content: 5, focus: 5, continueDoing: 5 } })).status).toBe(400);
  });
});

describe("a time zone changed elsewhere", () => {
  // Kiritimati (UTC+14) and Etc/GMT+12 (UTC-12) are 26 hours apart: their dates always differ.
  const EAST = "Pacific/Kiritimati";
  const WEST = "Etc/GMT+12";

  it("reads and writes the new zone's today after the zone changed behind this server's back", async () => {
    const { user, cookie } = await createMember({ timeZone: EAST });
    expect((await call(notesPOST, { cookie, body: { content: "east" } })).status).toBe(200);
    expect((await call(notesGET, { cookie })).json.content).toBe("east");

    await db.user.update({ where: { id: user.id }, data: { timeZone: WEST } }); // e.g. a profile save on another server
    expect((await call(notesGET, { cookie })).json).toMatchObject({ id: null, content: "" });
    const saved = await call(behaviorPOST, { cookie, body: { continueDoing: "west" } });
    expect(saved.status).toBe(200);
    expect(saved.json.pointsAwarded).toBeGreaterThanOrEqual(POINTS.behavior); // the west day's first behavior save

    const pages = await db.journalPage.findMany({ where: { userId: user.id }, select: { date: true, note: { select: { content: true } }, behavior: { select: { continueDoing: true } } } });
    const byDate = Object.fromEntries(pages.map((p) => [p.date.toISOString().slice(0, 10), { note: p.note?.content, behavior: p.behavior?.continueDoing }]));
    const now = new Date();
    expect(byDate[localDate(now, EAST)]).toMatchObject({ note: "east" });
    expect(byDate[localDate(now, WEST)]).toMatchObject({ behavior: "west" });
  });
});

it("a member only ever reads their own rows", async () => {
  const a = await createMember();
  const b = await createMember();
  expect((await call(notesPOST, { cookie: a.cookie, body: { content: "a's note" } })).status).toBe(200);
  expect((await call(learningsPOST, { cookie: a.cookie, body: { type: "learned", content: "a's item" } })).status).toBeLessThan(300);
  await call(notesGET, { cookie: b.cookie }); // b seen: the next reads are guarded
  expect((await call(notesGET, { cookie: b.cookie })).json).toMatchObject({ userId: b.user.id, content: "" });
  expect((await call(learnedGET, { cookie: b.cookie })).json).toEqual([]);
  expect((await call(notesGET, { cookie: a.cookie })).json).toMatchObject({ userId: a.user.id, content: "a's note" });
});

it("preparedRows answers what Prisma's $queryRaw answers (timestamps, dates, arrays, nulls) and counts as one round trip", async () => {
  const { user } = await createMember({ timeZone: "Asia/Kolkata" });
  await db.user.update({ where: { id: user.id }, data: { lastResetDate: new Date("2026-02-28T00:00:00.000Z"), lastActiveDate: null } });
  const query = Prisma.sql`
    SELECT "id", "timeZone", "dateCreated", "lastResetDate", "lastActiveDate", "isAdmin", ARRAY['a', 'b'] AS "list", ${new Date("2026-03-01T23:59:59.123Z")}::timestamp AS "at"
    FROM "User" WHERE "id" = ${user.id}`;
  const viaPrisma = await db.$queryRaw<unknown[]>(query);
  const { result, count } = await roundTrips(() => preparedRows(query));
  expect(result).toEqual(viaPrisma);
  expect(count).toBe(1);
  expect(await preparedRows(query)).toEqual(viaPrisma); // the prepared statement, run again
});

describe("the session guard (lib/auth/session-guard.ts)", () => {
  it("fails loudly when a service's statement leaves memberRowSql out, guarded or not", async () => {
    const { user } = await createMember();
    const member = { id: user.id, timeZone: user.timeZone, dayStartHour: user.dayStartHour };
    const forgetful = async (m: { id: number }) => db.note.findMany({ where: { userId: m.id } });
    await expect(forMember(member, forgetful)).rejects.toThrow(/memberRowSql/);
    await expect(forMember(guardedMember(member, { sessionVersion: user.sessionVersion, sessionId: "none" }), forgetful)).rejects.toThrow(/memberRowSql/);
  });

  it("hands a route no id to put into SQL: a GuardedMember opens only through forMember", () => {
    const guarded: GuardedMember = guardedMember({ id: 1, timeZone: "UTC" });
    // @ts-expect-error a GuardedMember has no id
    expect(guarded.id).toBeUndefined();
    expect(Object.keys(guarded)).toEqual([]);
  });
});
