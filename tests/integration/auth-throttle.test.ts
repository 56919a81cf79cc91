// Login throttling counted in Postgres: per username and per IP, 429 with Retry-After while
// locked, checked before the password, cleared by a success, shared by concurrent requests.
import { POST as changePasswordPOST } from "@/app/api/users/change-password/route";
import { LOGIN_THROTTLE } from "@/lib/constants";
import { db } from "@/lib/db";
import { AUTH_MESSAGES } from "@/lib/schemas/auth";
import { call, createMember } from "@/tests/support/api";
import { login, someIp } from "./auth-helpers";

const PASSWORD = "right-password";
const lockSeconds = LOGIN_THROTTLE.lockMs / 1000;

async function failTimes(n: number, username: string, ip = someIp()) {
  for (let i = 0; i < n; i++) expect((await login({ username, password: "wrong" }, { ip })).status).toBe(401);
}

const counter = (key: string) => db.loginThrottle.findUnique({ where: { key } });

function expectLocked(res: Awaited<ReturnType<typeof login>>) {
  expect(res.status).toBe(429);
  expect(res.json).toEqual({ message: AUTH_MESSAGES.tooManyAttempts, code: "rate_limited" });
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(lockSeconds - 10);
  expect(retryAfter).toBeLessThanOrEqual(lockSeconds);
  expect(res.setCookie).toBeNull();
}

it(`locks a username after ${LOGIN_THROTTLE.perUsername} failures, even for the right password, from any IP`, async () => {
  await createMember({ username: "target", password: PASSWORD });
  await failTimes(LOGIN_THROTTLE.perUsername, "target");
  expectLocked(await login({ username: "target", password: PASSWORD }));
  expectLocked(await login({ username: "TARGET", password: PASSWORD }, { ip: someIp() }));
  expect((await counter("u:target"))?.failures).toBe(LOGIN_THROTTLE.perUsername);
});

it("locks an unknown username the same way (nothing tells the two apart)", async () => {
  await failTimes(LOGIN_THROTTLE.perUsername, "ghost");
  expectLocked(await login({ username: "ghost", password: "anything" }));
});

it("a success clears the username's failures", async () => {
  await createMember({ username: "forgetful", password: PASSWORD });
  await failTimes(LOGIN_THROTTLE.perUsername - 1, "forgetful");
  expect((await login({ username: "forgetful", password: PASSWORD })).status).toBe(200);
  expect(await counter("u:forgetful")).toBeNull();
  await failTimes(LOGIN_THROTTLE.perUsername - 1, "forgetful");
  expect((await login({ username: "forgetful", password: PASSWORD })).status).toBe(200);
});

it(`locks an IP after ${LOGIN_THROTTLE.perIp} failures across usernames; other IPs still sign in`, async () => {
  await createMember({ username: "bystander", password: PASSWORD });
  const ip = "203.0.113.7";
  for (let i = 0; i < LOGIN_THROTTLE.perIp; i++) await failTimes(1, `spray${i}`, ip);
  expectLocked(await login({ username: "bystander", password: PASSWORD }, { ip }));
  expectLocked(await login({ username: "bystander", password: PASSWORD }, { headers: { "x-forwarded-for": `${ip}, 10.0.0.1` } }));
  expect((await login({ username: "bystander", password: PASSWORD }, { ip: "198.51.100.1" })).status).toBe(200);
});

it("reads the client IP from x-real-ip, else counts it as 'local'", async () => {
  await login({ username: "nobody1", password: "x" }, { ip: "", headers: { "x-real-ip": "192.0.2.9" } });
  expect((await counter("ip:192.0.2.9"))?.failures).toBe(1);
  await login({ username: "nobody2", password: "x" }, { ip: "" });
  expect((await counter("ip:local"))?.failures).toBeGreaterThanOrEqual(1);
});

it("opens again once the lock has passed, with a fresh count", async () => {
  await createMember({ username: "patient", password: PASSWORD });
  await failTimes(LOGIN_THROTTLE.perUsername, "patient");
  await db.loginThrottle.update({ where: { key: "u:patient" }, data: { lockedUntil: new Date(Date.now() - 1000), windowStart: new Date(Date.now() - LOGIN_THROTTLE.windowMs - 1000) } });
  await failTimes(1, "patient");
  expect((await counter("u:patient"))?.failures).toBe(1);
  expect((await login({ username: "patient", password: PASSWORD })).status).toBe(200);
});

it("forgets failures older than the window", async () => {
  await failTimes(LOGIN_THROTTLE.perUsername - 1, "slowpoke");
  await db.loginThrottle.update({ where: { key: "u:slowpoke" }, data: { windowStart: new Date(Date.now() - LOGIN_THROTTLE.windowMs - 1000) } });
  await failTimes(1, "slowpoke");
  const row = await counter("u:slowpoke");
  expect(row?.failures).toBe(1);
  expect(row?.lockedUntil).toBeNull();
});

it("counts concurrent failures exactly (atomic upserts)", async () => {
  const ip = "192.0.2.50";
  const results = await Promise.all(Array.from({ length: 12 }, (_, i) => login({ username: `burst${i % 3}`, password: "x" }, { ip })));
  expect(results.every((r) => r.status === 401)).toBe(true);
  expect((await counter(`ip:${ip}`))?.failures).toBe(12);
  expect((await counter("u:burst0"))?.failures).toBe(4);
});

it("wrong current passwords on change-password count towards the same username lock", async () => {
  const { cookie } = await createMember({ username: "guesser", password: PASSWORD });
  for (let i = 0; i < LOGIN_THROTTLE.perUsername; i++) {
    const res = await call(changePasswordPOST, { cookie, body: { currentPassword: `guess${i}`, newPassword: "new-password" } });
    expect(res.status).toBe(400);
  }
  const locked = await call(changePasswordPOST, { cookie, body: { currentPassword: PASSWORD, newPassword: "new-password" } });
  expect(locked.status).toBe(429);
  expect(locked.headers.get("retry-after")).toMatch(/^\d+$/);
  expectLocked(await login({ username: "guesser", password: PASSWORD }));
});
