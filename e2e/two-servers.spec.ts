// docs/decisions.md "Two servers are tested in Playwright, not Jest": two app servers (two `next start` processes from the same build, ports 3121 and
// 3122) against one Postgres act as one: a session made on A works on B and logging out on A ends
// it on B, login failures are counted across both, and the cron tick fired on both at once resets
// each member once and delivers each scheduled notification (and its push) once.
// scripts/serve-pair.mjs starts the pair on a fresh database; the spec talks to it over HTTP and
// reads Postgres directly for the checks.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { expect, test, apiRegister } from "./support/fixtures";
import { sql as sqlOn } from "./support/members";
import { startPushReceiver, type PushReceiver } from "../tests/support/push-receiver";
import { LOGIN_THROTTLE } from "@/lib/constants";

const PORTS = (process.env.TWO_SERVERS_PORTS ?? "3121,3122").split(",");
const [A, B] = PORTS.map((port) => `http://127.0.0.1:${port}`);
const DATABASE = `reach_two_servers${(process.env.E2E_DATABASE ?? "").replace(/^reach_e2e/, "")}`;
const CRON_SECRET = randomBytes(24).toString("base64url");

let pair: ChildProcess;
let output = "";
const contexts: APIRequestContext[] = [];

async function context(baseURL: string, storageState?: Awaited<ReturnType<APIRequestContext["storageState"]>>) {
  const ctx = await playwrightRequest.newContext({ baseURL, storageState });
  contexts.push(ctx);
  return ctx;
}

/** A statement on the pair's database. */
const sql = <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => sqlOn<T>(text, values, DATABASE);

async function waitUntilReady(base: string, deadline: number) {
  while (Date.now() < deadline) {
    if (pair.exitCode !== null) throw new Error(`serve-pair exited (${pair.exitCode}):\n${output.slice(-3000)}`);
    const ok = await fetch(`${base}/api/health/ready`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${base} did not become ready:\n${output.slice(-3000)}`);
}

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  pair = spawn(process.execPath, ["scripts/serve-pair.mjs"], {
    env: { ...process.env, TWO_SERVERS_PORTS: PORTS.join(","), TWO_SERVERS_DATABASE: DATABASE, CRON_SECRET, PUSH_TEST_MODE: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  pair.stdout!.on("data", (d) => (output += d));
  pair.stderr!.on("data", (d) => (output += d));
  const deadline = Date.now() + 280_000;
  await waitUntilReady(A, deadline);
  await waitUntilReady(B, deadline);
});

test.afterAll(async () => {
  await Promise.all(contexts.map((c) => c.dispose()));
  if (pair && pair.exitCode === null) {
    const gone = new Promise((resolve) => pair.once("exit", resolve));
    pair.kill("SIGTERM");
    await gone;
  }
});

test("a session made on A works on B, logging out on A ends it on B, and another device stays signed in", async () => {
  const onA = await context(A);
  const { username, password } = await apiRegister(onA, A, "two");
  const onB = await context(B, await onA.storageState());
  const me = await onB.get("/api/user");
  expect(me.status()).toBe(200);
  expect((await me.json()).username).toBe(username);
  // A server-rendered screen on B accepts the cookie too (no redirect to the login screen).
  expect((await onB.get("/dashboard", { maxRedirects: 0 })).status()).toBe(200);

  expect((await onA.post("/api/logout", { headers: { Origin: A } })).status()).toBe(200);
  expect((await onB.get("/api/user")).status()).toBe(401);
  expect((await onB.get("/dashboard", { maxRedirects: 0 })).status()).toBe(307);

  // Signing in on B and out on B ends the session A holds as well.
  const again = await context(B);
  expect((await again.post("/api/login", { data: { username, password, timeZone: "UTC" }, headers: { Origin: B } })).status()).toBe(200);
  const onA2 = await context(A, await again.storageState());
  expect((await onA2.get("/api/user")).status()).toBe(200);
  // Another device of the member (signed in on A) is its own session: logging out on B leaves it.
  const phone = await context(A);
  expect((await phone.post("/api/login", { data: { username, password, timeZone: "UTC" }, headers: { Origin: A } })).status()).toBe(200);
  expect((await again.post("/api/logout", { headers: { Origin: B } })).status()).toBe(200);
  expect((await onA2.get("/api/user")).status()).toBe(401);
  const phoneOnB = await context(B, await phone.storageState());
  expect((await phoneOnB.get("/api/user")).status()).toBe(200);
  // "Sign out of all devices" on B ends it on A as well.
  expect((await phoneOnB.post("/api/sessions/sign-out-all", { headers: { Origin: B } })).status()).toBe(200);
  expect((await phone.get("/api/user")).status()).toBe(401);
});

test("login failures are counted across both servers", async () => {
  const { username, password } = await apiRegister(await context(A), A, "twoth");
  const attacker = { A: await context(A), B: await context(B) };
  const attempt = (server: "A" | "B", pw: string) =>
    attacker[server].post("/api/login", { data: { username, password: pw, timeZone: "UTC" }, headers: { Origin: server === "A" ? A : B } });
  // Alternate the servers: each sees only half of the failures, the lock comes at the shared count.
  for (let i = 0; i < LOGIN_THROTTLE.perPair; i++) {
    const res = await attempt(i % 2 ? "B" : "A", "wrong-password");
    expect(res.status(), `failure ${i + 1} of ${LOGIN_THROTTLE.perPair}`).toBe(401);
  }
  for (const server of ["A", "B"] as const) {
    const locked = await attempt(server, password);
    expect(locked.status(), `server ${server} after ${LOGIN_THROTTLE.perPair} failures in all`).toBe(429);
    expect(Number(locked.headers()["retry-after"])).toBeGreaterThan(0);
  }
  const [row] = await sql<{ failures: number }>(`SELECT max("failures") AS failures FROM "LoginThrottle" WHERE "key" LIKE '%' || $1 || '%'`, [username.toLowerCase()]);
  expect(row.failures).toBe(LOGIN_THROTTLE.perPair);
});

test("the cron tick fired on both at once resets each member once and delivers each scheduled notification once", async () => {
  const receiver: PushReceiver = await startPushReceiver();
  try {
    // Members on both servers, each with a browser subscription at the test's push receiver.
    const members: Array<{ id: number; sub: ReturnType<PushReceiver["subscription"]> }> = [];
    for (const [i, base] of [A, B, A, B].entries()) {
      const ctx = await context(base);
      await apiRegister(ctx, base, `twocron${i}`);
      const sub = receiver.subscription();
      expect((await ctx.post("/api/push/subscribe", { data: { endpoint: sub.endpoint, keys: sub.keys }, headers: { Origin: base } })).status()).toBe(200);
      members.push({ id: (await (await ctx.get("/api/user")).json()).id, sub });
    }
    // Everyone (the seeded admin too) is due a reset; each member has 8 notifications due now.
    await sql(`UPDATE "User" SET "lastResetDate" = CURRENT_DATE - 2, "lastActiveDate" = CURRENT_DATE - 2`);
    const [{ count: userCount }] = await sql<{ count: number }>(`SELECT count(*)::int AS count FROM "User"`);
    const notifications = await sql<{ id: number; userId: number }>(
      `INSERT INTO "Notification" ("userId", "title", "message", "sendPush", "scheduledFor")
       SELECT m, 'Scheduled ' || n, 'message ' || n, true, now() - interval '1 second'
       FROM unnest($1::int[]) AS m, generate_series(1, 8) AS n RETURNING "id", "userId"`,
      [members.map((m) => m.id)],
    );

    const tick = (base: string, secret = CRON_SECRET) => fetch(`${base}/api/cron/tick`, { method: "POST", headers: { authorization: `Bearer ${secret}` } });
    // Load the route on both servers first (401: nothing runs), so the two real ticks overlap.
    expect((await Promise.all([tick(A, "wrong-secret-wrong-secret"), tick(B, "wrong-secret-wrong-secret")])).map((r) => r.status)).toEqual([401, 401]);
    // Both only enqueue (docs/decisions.md "The job queue"): one tick job, run by a worker of either server.
    const answers = await Promise.all([tick(A), tick(B)]);
    expect(answers.map((r) => r.status)).toEqual([202, 202]);
    const [onA, onB] = await Promise.all(answers.map((r) => r.json()));
    expect([onA.queued, onB.queued].filter(Boolean).length).toBeGreaterThanOrEqual(1);
    await expect
      .poll(async () => (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM "Notification" WHERE "scheduledFor" IS NOT NULL AND "deliveredAt" IS NULL`))[0].n, { timeout: 30_000 })
      .toBe(0);
    await expect
      .poll(async () => (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM "User" WHERE "lastResetDate" < (now() AT TIME ZONE "timeZone")::date`))[0].n, { timeout: 30_000 })
      .toBe(0);
    const days = await sql<{ userId: number; days: number; reset: boolean }>(
      `SELECT u."id" AS "userId", count(d.*)::int AS days, u."lastResetDate" = (now() AT TIME ZONE u."timeZone")::date AS reset
       FROM "User" u LEFT JOIN "JournalDay" d ON d."userId" = u."id" AND d."date" = u."lastResetDate" GROUP BY u."id"`,
    );
    expect(days).toHaveLength(userCount);
    for (const day of days) expect(day, `member ${day.userId}`).toMatchObject({ days: 1, reset: true });
    const [{ undelivered }] = await sql<{ undelivered: number }>(`SELECT count(*)::int AS undelivered FROM "Notification" WHERE "scheduledFor" IS NOT NULL AND "deliveredAt" IS NULL`);
    expect(undelivered).toBe(0);

    // Each push arrived once: 8 per member, 8 distinct notifications, and nothing more after a pause.
    for (const { sub } of members) await receiver.waitFor(sub, 8, 15_000);
    await new Promise((r) => setTimeout(r, 1_000));
    for (const { id, sub } of members) {
      const tags = sub.received.map((p) => p.payload.tag).filter((tag: string) => tag.startsWith("notification-"));
      const mine = notifications.filter((n) => n.userId === id).map((n) => `notification-${n.id}`);
      expect(tags.sort()).toEqual(mine.sort());
    }

    // Fired again on both: nothing is due any more, and nothing more arrives.
    expect((await Promise.all([tick(A), tick(B)])).map((r) => r.status)).toEqual([202, 202]);
    await new Promise((r) => setTimeout(r, 3_000));
    for (const { sub } of members) expect(sub.received.filter((p) => p.payload.tag.startsWith("notification-"))).toHaveLength(8);
    const [{ pages }] = await sql<{ pages: number }>(`SELECT count(*)::int AS pages FROM "JournalDay" d JOIN "User" u ON u."id" = d."userId" AND d."date" = u."lastResetDate"`);
    expect(pages).toBe(userCount);
  } finally {
    await receiver.close();
  }
});
