// Two-factor sign-in (docs/decisions.md "Two-factor and single sign-on"): setup with a QR code and a
// confirming code, 10 recovery codes shown once and stored hashed, sign-in in two steps, codes
// within one step either side and never twice, failures on the sign-in throttle, turning it off
// with the password and a code, and /admin's API closed to an admin until two-factor is on.
import { GET as adminUsersGET } from "@/app/api/admin/users/route";
import { POST as secondStepPOST } from "@/app/api/login/two-factor/route";
import { GET as statusGET } from "@/app/api/users/two-factor/route";
import { POST as confirmPOST } from "@/app/api/users/two-factor/confirm/route";
import { POST as disablePOST } from "@/app/api/users/two-factor/disable/route";
import { POST as setupPOST } from "@/app/api/users/two-factor/setup/route";
import { LOGIN_THROTTLE } from "@/lib/constants";
import { db } from "@/lib/db";
import { AUTH_MESSAGES } from "@/lib/schemas/auth";
import { TWO_FACTOR_MESSAGES } from "@/lib/schemas/two-factor";
import { checkSecondFactor } from "@/lib/services/auth/two-factor";
import { call, cookieFrom, createMember, TEST_TOTP_SECRET } from "@/tests/support/api";
import { stepOf, totpCode } from "@/tests/support/totp";
import { itRejectsBadBodies, login, sessionStatus, someIp } from "./auth-helpers";

const PASSWORD = "password123";

function challengeFrom(setCookie: string | null): string {
  const match = setCookie?.match(/reach\.second-factor=([^;]+)/);
  if (!match) throw new Error(`no challenge cookie in ${setCookie}`);
  return `reach.second-factor=${match[1]}`;
}

/** A member with two-factor on through the API: their secret, recovery codes and fresh cookie. */
async function enrolled(opts: { username?: string; isAdmin?: boolean } = {}) {
  const { user, cookie } = await createMember({ ...opts, twoFactor: false });
  const setup = await call(setupPOST, { method: "POST", cookie });
  expect(setup.status).toBe(200);
  const confirm = await call(confirmPOST, { cookie, body: { code: totpCode(setup.json.secret, -1) } });
  expect(confirm.status).toBe(200);
  return { user, secret: setup.json.secret as string, recoveryCodes: confirm.json.recoveryCodes as string[], cookie: cookieFrom(confirm.setCookie), oldCookie: cookie };
}

/** Password step, then the code step from the same address; the second step's answer. */
async function signInWithCode(username: string, code: string, ip = someIp()) {
  const first = await login({ username, password: PASSWORD }, { ip });
  expect(first.status).toBe(200);
  expect(first.json).toEqual({ secondFactor: true });
  return call(secondStepPOST, { cookie: challengeFrom(first.setCookie), body: { code }, headers: { "x-forwarded-for": ip } });
}

describe("setup", () => {
  it("gives a secret with its QR code, turns on with a code, and shows 10 recovery codes once", async () => {
    const { user, cookie } = await createMember({ username: "setter" });
    expect((await call(statusGET, { cookie })).json).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });

    const setup = await call(setupPOST, { method: "POST", cookie });
    expect(setup.status).toBe(200);
    expect(setup.json.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.json.uri).toBe(`otpauth://totp/Reach:setter?issuer=Reach&secret=${setup.json.secret}&algorithm=SHA1&digits=6&period=30`);
    expect(setup.json.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.json.qr.split(",")[1], "base64").toString()).toContain("<svg");
    expect((await call(statusGET, { cookie })).json.enabled).toBe(false);

    const wrong = await call(confirmPOST, { cookie, body: { code: totpCode(setup.json.secret, 5) } });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toEqual({ message: TWO_FACTOR_MESSAGES.codeInvalid, code: "bad_request" });

    const confirm = await call(confirmPOST, { cookie, body: { code: totpCode(setup.json.secret) } });
    expect(confirm.status).toBe(200);
    const codes: string[] = confirm.json.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-TV-Z0-9]{5}-[A-HJKMNP-TV-Z0-9]{5}$/);
    // Stored hashed: no code appears in the row.
    const row = await db.twoFactor.findUniqueOrThrow({ where: { userId: user.id } });
    expect(row.recoveryHashes).toHaveLength(10);
    expect(JSON.stringify(row)).not.toContain(codes[0].replace("-", ""));
    // Every other session ended; this browser has a fresh cookie.
    expect(await sessionStatus(cookie)).toBe(401);
    const fresh = cookieFrom(confirm.setCookie);
    expect((await call(statusGET, { cookie: fresh })).json).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
    // Neither a second setup nor a second confirmation while it is on.
    expect((await call(setupPOST, { method: "POST", cookie: fresh })).status).toBe(409);
    expect((await call(confirmPOST, { cookie: fresh, body: { code: totpCode(setup.json.secret) } })).status).toBe(409);
  });

  it("refuses a confirmation without a setup, and a new setup replaces an unconfirmed secret", async () => {
    const { cookie } = await createMember();
    const none = await call(confirmPOST, { cookie, body: { code: "123456" } });
    expect(none.status).toBe(400);
    expect(none.json.message).toBe(TWO_FACTOR_MESSAGES.noSetup);
    const first = await call(setupPOST, { method: "POST", cookie });
    const second = await call(setupPOST, { method: "POST", cookie });
    expect(second.json.secret).not.toBe(first.json.secret);
    expect((await call(confirmPOST, { cookie, body: { code: totpCode(first.json.secret) } })).status).toBe(400);
    expect((await call(confirmPOST, { cookie, body: { code: totpCode(second.json.secret) } })).status).toBe(200);
  });

  it("answers 401 without a session", async () => {
    expect((await call(setupPOST, { method: "POST" })).status).toBe(401);
    expect((await call(confirmPOST, { body: { code: "123456" } })).status).toBe(401);
    expect((await call(statusGET)).status).toBe(401);
  });

  describe("confirm's bodies", () => {
    let cookie = "";
    beforeAll(async () => {
      cookie = (await createMember()).cookie;
    });
    itRejectsBadBodies(confirmPOST, { validBody: { code: "123456" }, cookie: () => cookie });
  });
});

describe("sign-in", () => {
  it("asks for a code after the password, signs in with it, and never takes the same code twice", async () => {
    const { user, secret } = await enrolled({ username: "two_stepper" });
    const first = await login({ username: "two_stepper", password: PASSWORD });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ secondFactor: true });
    expect(first.setCookie).not.toMatch(/next-auth\.session-token/);
    // The challenge is not a session.
    expect(await sessionStatus(challengeFrom(first.setCookie).replace("reach.second-factor", "next-auth.session-token"))).toBe(401);

    const code = totpCode(secret, 1);
    const res = await call(secondStepPOST, { cookie: challengeFrom(first.setCookie), body: { code } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ id: user.id, isAdmin: false, username: "two_stepper" });
    expect(await sessionStatus(cookieFrom(res.setCookie))).toBe(200);
    expect(res.setCookie).toMatch(/reach\.second-factor=;/);

    const again = await signInWithCode("two_stepper", code);
    expect(again.status).toBe(401);
    expect(again.json).toEqual({ message: TWO_FACTOR_MESSAGES.codeInvalid, code: "unauthorized" });
    // An earlier step's code is refused once a later one was taken.
    expect((await signInWithCode("two_stepper", totpCode(secret))).status).toBe(401);
  });

  it("signs in with a recovery code once", async () => {
    const { recoveryCodes, user } = await enrolled({ username: "recoverer" });
    const res = await signInWithCode("recoverer", recoveryCodes[3].toLowerCase());
    expect(res.status).toBe(200);
    expect((await db.twoFactor.findUniqueOrThrow({ where: { userId: user.id } })).recoveryHashes).toHaveLength(9);
    expect((await signInWithCode("recoverer", recoveryCodes[3])).status).toBe(401);
    expect((await signInWithCode("recoverer", recoveryCodes[4])).status).toBe(200);
  });

  it("refuses the code step without a challenge, with a forged one, or after a password change", async () => {
    const { secret } = await enrolled({ username: "challenged" });
    const none = await call(secondStepPOST, { body: { code: totpCode(secret) } });
    expect(none.status).toBe(401);
    expect(none.json.message).toBe(TWO_FACTOR_MESSAGES.challengeExpired);
    expect((await call(secondStepPOST, { cookie: "reach.second-factor=forged", body: { code: totpCode(secret) } })).status).toBe(401);

    const first = await login({ username: "challenged", password: PASSWORD });
    // Every session ends in between (a password change bumps the session version): the challenge is void.
    const userId = (await db.user.findUniqueOrThrow({ where: { usernameKey: "challenged" } })).id;
    await db.user.update({ where: { id: userId }, data: { sessionVersion: { increment: 1 } } });
    const late = await call(secondStepPOST, { cookie: challengeFrom(first.setCookie), body: { code: totpCode(secret) } });
    expect(late.status).toBe(401);
    expect(late.json.message).toBe(TWO_FACTOR_MESSAGES.challengeExpired);
  });

  it("accepts a code of one step either side and no further, at a pinned time", async () => {
    const { user, secret } = await enrolled({ username: "windowed" });
    await db.twoFactor.update({ where: { userId: user.id }, data: { lastStep: null } });
    const at = Date.UTC(2030, 0, 1, 12, 0, 10);
    const now = new Date(at);
    const who = { id: user.id, username: "windowed" };
    expect(await checkSecondFactor(who, totpCode(secret, -2, at), someIp(), now)).toBe(false);
    expect(await checkSecondFactor(who, totpCode(secret, -1, at), someIp(), now)).toBe(true);
    expect(await checkSecondFactor(who, totpCode(secret, -1, at), someIp(), now)).toBe(false);
    expect(await checkSecondFactor(who, totpCode(secret, 2, at), someIp(), now)).toBe(false);
    expect(await checkSecondFactor(who, totpCode(secret, 1, at), someIp(), now)).toBe(true);
    // Step +1 taken: the current step's code is now an earlier one.
    expect(await checkSecondFactor(who, totpCode(secret, 0, at), someIp(), now)).toBe(false);
    expect((await db.twoFactor.findUniqueOrThrow({ where: { userId: user.id } })).lastStep).toBe(stepOf(at) + 1);
  });

  it("takes a code once when two requests send it at the same time", async () => {
    const { user, secret } = await enrolled({ username: "racer" });
    const code = totpCode(secret, 1);
    const who = { id: user.id, username: "racer" };
    const results = await Promise.all([checkSecondFactor(who, code, someIp()), checkSecondFactor(who, code, someIp())]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it("counts wrong codes on the sign-in throttle; passing the password between them clears nothing", async () => {
    const { secret } = await enrolled({ username: "guesser" });
    const ip = someIp();
    for (let i = 0; i < LOGIN_THROTTLE.perPair; i++) {
      const res = await signInWithCode("guesser", "000000" === totpCode(secret) ? "111111" : "000000", ip);
      expect(res.status).toBe(401);
    }
    const locked = await login({ username: "guesser", password: PASSWORD }, { ip });
    expect(locked.status).toBe(429);
    expect(locked.json.message).toBe(AUTH_MESSAGES.tooManyAttempts);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address is not held.
    expect((await signInWithCode("guesser", totpCode(secret, 1))).status).toBe(200);
  });

  it("a member without two-factor still signs in with the password alone", async () => {
    await createMember({ username: "plain_member" });
    const res = await login({ username: "plain_member", password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ username: "plain_member" });
  });

  describe("the code step's bodies", () => {
    itRejectsBadBodies(secondStepPOST, { validBody: { code: "123456" } });
  });
});

describe("turning it off", () => {
  it("needs the password and a code; afterwards the password alone signs in", async () => {
    const { secret, cookie, user } = await enrolled({ username: "switcher" });
    const wrongPassword = await call(disablePOST, { cookie, body: { password: "nope", code: totpCode(secret, 1) } });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.json.message).toBe(TWO_FACTOR_MESSAGES.passwordIncorrect);
    const wrongCode = await call(disablePOST, { cookie, body: { password: PASSWORD, code: "12345" } });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.json.message).toBe(TWO_FACTOR_MESSAGES.codeInvalid);
    expect(await db.twoFactor.count({ where: { userId: user.id } })).toBe(1);

    const ok = await call(disablePOST, { cookie, body: { password: PASSWORD, code: totpCode(secret, 1) } });
    expect(ok.status).toBe(200);
    expect(await db.twoFactor.count({ where: { userId: user.id } })).toBe(0);
    expect((await login({ username: "switcher", password: PASSWORD })).json).toMatchObject({ username: "switcher" });
    const again = await call(disablePOST, { cookie, body: { password: PASSWORD, code: "123456" } });
    expect(again.status).toBe(400);
    expect(again.json.message).toBe(TWO_FACTOR_MESSAGES.notOn);
  });

  describe("disable's bodies", () => {
    let cookie = "";
    beforeAll(async () => {
      cookie = (await enrolled()).cookie;
    });
    itRejectsBadBodies(disablePOST, { validBody: { password: PASSWORD, code: "123456" }, cookie: () => cookie });
  });
});

describe("admins", () => {
  it("cannot use the admin API until two-factor is on, and are told why", async () => {
    const { cookie } = await createMember({ isAdmin: true, twoFactor: false });
    expect((await call(statusGET, { cookie })).json).toEqual({ enabled: false, required: true, recoveryCodesLeft: 0 });
    const closed = await call(adminUsersGET, { cookie });
    expect(closed.status).toBe(403);
    expect(closed.json).toEqual({ message: TWO_FACTOR_MESSAGES.setupRequired, code: "forbidden" });
  });

  it("use it once enrolled, and sign in with a code", async () => {
    const { cookie, secret, user } = await enrolled({ isAdmin: true });
    expect((await call(adminUsersGET, { cookie })).status).toBe(200);
    const res = await signInWithCode(user.username, totpCode(secret, 1));
    expect(res.json).toMatchObject({ isAdmin: true });
    expect((await call(adminUsersGET, { cookie: cookieFrom(res.setCookie) })).status).toBe(200);
  });

  it("a coach of a live team is asked too; once enrolled, reaches their team (docs/decisions.md \"Teams and roles\")", async () => {
    const { user, cookie } = await createMember({ twoFactor: false });
    // Not a coach yet: not required, and the admin API is simply not theirs.
    expect((await call(statusGET, { cookie })).json).toMatchObject({ required: false });
    expect((await call(adminUsersGET, { cookie })).json).toEqual({ message: "Admin access required", code: "forbidden" });
    await db.teamCoach.create({ data: { teamId: 1, userId: user.id } });
    expect((await call(statusGET, { cookie })).json).toEqual({ enabled: false, required: true, recoveryCodesLeft: 0 });
    const closed = await call(adminUsersGET, { cookie });
    expect(closed.status).toBe(403);
    expect(closed.json).toEqual({ message: TWO_FACTOR_MESSAGES.setupRequired, code: "forbidden" });
    await db.twoFactor.create({ data: { userId: user.id, secret: TEST_TOTP_SECRET, enabledAt: new Date() } });
    expect((await call(adminUsersGET, { cookie })).status).toBe(200);
  });

  it("test admins from createMember are enrolled with the shared secret", async () => {
    const { user } = await createMember({ isAdmin: true });
    expect((await db.twoFactor.findUniqueOrThrow({ where: { userId: user.id } })).secret).toBe(TEST_TOTP_SECRET);
  });
});
