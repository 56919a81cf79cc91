// Login throttling counted in Postgres (docs/decisions.md "Three counters per password check"): per (username, client) pair, per client and per
// username across clients (growing delays, then a lock at a high ceiling); 429 with Retry-After
// while held, checked before the password, shared by concurrent requests. The client address is
// what the custom server sets (applyPeerAddress): a forged X-Forwarded-For never chooses it.
import { POST as changePasswordPOST } from "@/app/api/users/change-password/route";
import { applyPeerAddress } from "@/lib/api/client-address.mjs";
import { LOGIN_THROTTLE } from "@/lib/constants";
import { db } from "@/lib/db";
import { AUTH_MESSAGES } from "@/lib/schemas/auth";
import { call, createMember } from "@/tests/support/api";
import { login, someIp } from "./auth-helpers";

const PASSWORD = "right-password";
const lockSeconds = LOGIN_THROTTLE.lockMs / 1000;
type Result = Awaited<ReturnType<typeof login>>;

/** The headers Next hands the route for a request from socket `peer` carrying `sent` (the custom server's rewrite). */
const fromPeer = (peer: string, sent: Record<string, string> = {}, hops = 0) => applyPeerAddress({ ...sent }, peer, hops) as Record<string, string>;

async function failTimes(n: number, username: string, ip = someIp()) {
  for (let i = 0; i < n; i++) expect((await login({ username, password: "wrong" }, { ip })).status).toBe(401);
}

const counter = (key: string) => db.loginThrottle.findUnique({ where: { key } });
const pair = (username: string, ip: string) => `p:${username}|${ip}`;

function expectHeld(res: Result, seconds = lockSeconds) {
  expect(res.status).toBe(429);
  expect(res.json).toEqual({ message: AUTH_MESSAGES.tooManyAttempts, code: "rate_limited" });
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(seconds - Math.min(10, seconds));
  expect(retryAfter).toBeLessThanOrEqual(seconds);
  expect(res.setCookie).toBeNull();
}

describe("the client address cannot be forged", () => {
  it("25 failures from one client, each with a new forged X-Forwarded-For and X-Real-IP: the client locks at 20", async () => {
    const peer = "198.51.100.20";
    const statuses: number[] = [];
    for (let i = 1; i <= 25; i++) {
      const headers = fromPeer(peer, { "x-forwarded-for": `203.0.113.${i}`, "x-real-ip": `192.0.2.${i}` });
      statuses.push((await login({ username: `spray${i}`, password: "wrong" }, { headers })).status);
    }
    expect(statuses).toEqual([...Array(LOGIN_THROTTLE.perClient).fill(401), ...Array(25 - LOGIN_THROTTLE.perClient).fill(429)]);
    expect((await counter(`ip:${peer}`))?.failures).toBe(LOGIN_THROTTLE.perClient);
    expect(await db.loginThrottle.count({ where: { key: { startsWith: "ip:203.0.113." } } })).toBe(0);
  });

  it("25 guesses of one member's password with new forged addresses: locked from the 6th", async () => {
    await createMember({ username: "forged_target", password: PASSWORD });
    const statuses: number[] = [];
    for (let i = 1; i <= 25; i++) {
      const headers = fromPeer("198.51.100.21", { "x-forwarded-for": `203.0.113.${100 + i}` });
      statuses.push((await login({ username: "forged_target", password: `guess${i}` }, { headers })).status);
    }
    expect(statuses).toEqual([...Array(LOGIN_THROTTLE.perPair).fill(401), ...Array(25 - LOGIN_THROTTLE.perPair).fill(429)]);
    expect((await login({ username: "forged_target", password: PASSWORD }, { ip: "198.51.100.99" })).status).toBe(200);
  });

  it("a client-sent X-Real-IP alone is not read; with no address at all the client is 'unknown'", async () => {
    await login({ username: "nobody1", password: "x" }, { ip: "", headers: { "x-real-ip": "192.0.2.9" } });
    expect(await counter("ip:192.0.2.9")).toBeNull();
    expect((await counter("ip:unknown"))?.failures).toBe(1);
  });

  it("behind one trusted proxy (TRUST_PROXY_HOPS=1) counts the address the proxy saw", async () => {
    process.env.TRUST_PROXY_HOPS = "1";
    try {
      const headers = fromPeer("10.0.0.2", { "x-forwarded-for": "6.6.6.6, 203.0.113.250" }, 1);
      await login({ username: "proxied", password: "x" }, { headers });
      expect((await counter("ip:203.0.113.250"))?.failures).toBe(1);
      expect(await counter("ip:6.6.6.6")).toBeNull();
      expect(await counter("ip:10.0.0.2")).toBeNull();
    } finally {
      delete process.env.TRUST_PROXY_HOPS;
    }
  });
});

describe("a stranger cannot lock a member out", () => {
  it("10 failures from client X leave the member's correct login from client Y open", async () => {
    await createMember({ username: "member_y", password: PASSWORD });
    const x = "203.0.113.10";
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await login({ username: "member_y", password: `guess${i}` }, { ip: x })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
    expectHeld(await login({ username: "member_y", password: PASSWORD }, { ip: x }));
    expect((await login({ username: "member_y", password: PASSWORD }, { ip: "198.51.100.10" })).status).toBe(200);
  });

  it(`locks the (username, client) pair after ${LOGIN_THROTTLE.perPair} failures, even for the right password, in any case`, async () => {
    await createMember({ username: "target", password: PASSWORD });
    const ip = "192.0.2.60";
    await failTimes(LOGIN_THROTTLE.perPair, "target", ip);
    expectHeld(await login({ username: "target", password: PASSWORD }, { ip }));
    expectHeld(await login({ username: "TARGET", password: PASSWORD }, { ip, headers: { "x-forwarded-for": `198.51.100.1, ${ip}` } }));
    expect((await counter(pair("target", ip)))?.failures).toBe(LOGIN_THROTTLE.perPair);
    expect((await counter("u:target"))?.failures).toBe(LOGIN_THROTTLE.perPair);
    expect((await counter("u:target"))?.lockedUntil).toBeNull();
    expect((await login({ username: "target", password: PASSWORD })).status).toBe(200);
  });

  it("locks an unknown username's pair the same way (nothing tells the two apart)", async () => {
    const ip = "192.0.2.61";
    await failTimes(LOGIN_THROTTLE.perPair, "ghost", ip);
    expectHeld(await login({ username: "ghost", password: "anything" }, { ip }));
  });

  it(`locks a client after ${LOGIN_THROTTLE.perClient} failures across usernames; other clients still sign in`, async () => {
    await createMember({ username: "bystander", password: PASSWORD });
    const ip = "203.0.113.7";
    for (let i = 0; i < LOGIN_THROTTLE.perClient; i++) await failTimes(1, `spray${i}`, ip);
    expectHeld(await login({ username: "bystander", password: PASSWORD }, { ip }));
    // Entries a client adds on the left of X-Forwarded-For are not read.
    expectHeld(await login({ username: "bystander", password: PASSWORD }, { headers: { "x-forwarded-for": `198.51.100.2, ${ip}` } }));
    expect((await login({ username: "bystander", password: PASSWORD }, { ip: "198.51.100.1" })).status).toBe(200);
  });
});

describe("distributed guessing of one username", () => {
  /** Lets the username's current delay pass without waiting for it. */
  const passDelay = (key: string) => db.loginThrottle.update({ where: { key }, data: { lockedUntil: new Date(Date.now() - 1000) } });

  it(`growing delays from the ${LOGIN_THROTTLE.usernameDelayFrom}th failure across clients, each client under its own limit`, async () => {
    await createMember({ username: "popular", password: PASSWORD });
    for (let i = 0; i < LOGIN_THROTTLE.usernameDelayFrom - 1; i++) await failTimes(1, "popular");
    expect((await counter("u:popular"))?.lockedUntil).toBeNull();

    const seen: number[] = [];
    for (let i = 0; i < LOGIN_THROTTLE.usernameDelaysS.length + 1; i++) {
      await failTimes(1, "popular");
      // Held for everyone, even the right password from a fresh address...
      const held = await login({ username: "popular", password: PASSWORD });
      expect(held.status).toBe(429);
      expect(held.json.message).toBe(AUTH_MESSAGES.tooManyAttempts);
      seen.push(Number(held.headers.get("retry-after")));
      await passDelay("u:popular");
    }
    expect(seen).toEqual([...LOGIN_THROTTLE.usernameDelaysS, LOGIN_THROTTLE.usernameDelaysS.at(-1)]);
    // ...and a delay that has passed keeps the count: the member signs in, the username's failures stay.
    expect((await counter("u:popular"))?.failures).toBe(LOGIN_THROTTLE.usernameDelayFrom + LOGIN_THROTTLE.usernameDelaysS.length);
    expect((await login({ username: "popular", password: PASSWORD })).status).toBe(200);
    expect((await counter("u:popular"))?.failures).toBe(LOGIN_THROTTLE.usernameDelayFrom + LOGIN_THROTTLE.usernameDelaysS.length);
  });

  it("parallel guesses from many clients take turns during a delay: one reaches the password check", async () => {
    await createMember({ username: "contested", password: PASSWORD });
    await failTimes(1, "contested");
    await db.loginThrottle.update({ where: { key: "u:contested" }, data: { failures: LOGIN_THROTTLE.usernameDelayFrom + 2, lockedUntil: null } });
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => login({ username: "contested", password: `guess${i}` }, { ip: `198.51.100.${80 + i}` })));
    expect(results.map((r) => r.status).sort()).toEqual([401, 429, 429, 429, 429, 429, 429, 429]);
    expect((await counter("u:contested"))?.failures).toBe(LOGIN_THROTTLE.usernameDelayFrom + 3);
  });

  it(`locks the username for everyone only at ${LOGIN_THROTTLE.perUsername} failures`, async () => {
    await createMember({ username: "besieged", password: PASSWORD });
    await failTimes(1, "besieged");
    await db.loginThrottle.update({ where: { key: "u:besieged" }, data: { failures: LOGIN_THROTTLE.perUsername - 2 } });
    await failTimes(1, "besieged");
    expectHeld(await login({ username: "besieged", password: PASSWORD }), LOGIN_THROTTLE.usernameDelaysS.at(-1));
    await passDelay("u:besieged");
    await failTimes(1, "besieged");
    expect((await counter("u:besieged"))?.failures).toBe(LOGIN_THROTTLE.perUsername);
    expectHeld(await login({ username: "besieged", password: PASSWORD }));
    expectHeld(await login({ username: "BESIEGED", password: PASSWORD }, { ip: someIp() }));
  });
});

describe("counting", () => {
  it("a success clears the pair's failures, not the client's nor the username's", async () => {
    await createMember({ username: "forgetful", password: PASSWORD });
    const ip = "192.0.2.70";
    await failTimes(LOGIN_THROTTLE.perPair - 1, "forgetful", ip);
    expect((await login({ username: "forgetful", password: PASSWORD }, { ip })).status).toBe(200);
    expect(await counter(pair("forgetful", ip))).toBeNull();
    expect((await counter(`ip:${ip}`))?.failures).toBe(LOGIN_THROTTLE.perPair - 1);
    expect((await counter("u:forgetful"))?.failures).toBe(LOGIN_THROTTLE.perPair - 1);
    await failTimes(LOGIN_THROTTLE.perPair - 1, "forgetful", ip);
    expect((await login({ username: "forgetful", password: PASSWORD }, { ip })).status).toBe(200);
  });

  it("opens again once the lock has passed, with a fresh count", async () => {
    await createMember({ username: "patient", password: PASSWORD });
    const ip = "192.0.2.71";
    const key = pair("patient", ip);
    await failTimes(LOGIN_THROTTLE.perPair, "patient", ip);
    await db.loginThrottle.update({ where: { key }, data: { lockedUntil: new Date(Date.now() - 1000) } });
    await failTimes(1, "patient", ip);
    expect((await counter(key))?.failures).toBe(1);
    expect((await login({ username: "patient", password: PASSWORD }, { ip })).status).toBe(200);
  });

  it("forgets failures older than the window", async () => {
    const ip = "192.0.2.72";
    const key = pair("slowpoke", ip);
    await failTimes(LOGIN_THROTTLE.perPair - 1, "slowpoke", ip);
    await db.loginThrottle.update({ where: { key }, data: { windowStart: new Date(Date.now() - LOGIN_THROTTLE.windowMs - 1000) } });
    await failTimes(1, "slowpoke", ip);
    const row = await counter(key);
    expect(row?.failures).toBe(1);
    expect(row?.lockedUntil).toBeNull();
  });

  it("counts concurrent failures exactly (atomic upserts)", async () => {
    const ip = "192.0.2.50";
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => login({ username: `burst${i % 3}`, password: "x" }, { ip })));
    expect(results.every((r) => r.status === 401)).toBe(true);
    expect((await counter(`ip:${ip}`))?.failures).toBe(12);
    expect((await counter("u:burst0"))?.failures).toBe(4);
    expect((await counter(pair("burst0", ip)))?.failures).toBe(4);
  });

  it("wrong current passwords on change-password count as failed logins from the caller's address", async () => {
    const { cookie } = await createMember({ username: "guesser", password: PASSWORD });
    const headers = fromPeer("203.0.113.40");
    for (let i = 0; i < LOGIN_THROTTLE.perPair; i++) {
      const res = await call(changePasswordPOST, { cookie, headers, body: { currentPassword: `guess${i}`, newPassword: "new-password" } });
      expect(res.status).toBe(400);
    }
    const held = await call(changePasswordPOST, { cookie, headers, body: { currentPassword: PASSWORD, newPassword: "new-password" } });
    expect(held.status).toBe(429);
    expect(held.headers.get("retry-after")).toMatch(/^\d+$/);
    expectHeld(await login({ username: "guesser", password: PASSWORD }, { headers }));
    // The member elsewhere is not locked out by whoever holds a session at that address.
    expect((await login({ username: "guesser", password: PASSWORD }, { ip: "198.51.100.40" })).status).toBe(200);
  });
});
