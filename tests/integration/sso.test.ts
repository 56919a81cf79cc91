// Sign-in through an identity provider (docs/product/sso.md, docs/decisions.md "Two-factor and
// single sign-on") end to end against a real OpenID Connect provider on loopback
// (tests/support/oidc-test-provider.mjs): next-auth's route in-process, the provider over HTTP.
import * as nextAuthRoute from "@/app/api/auth/[...nextauth]/route";
import { PUT as policyPUT, GET as policyGET } from "@/app/api/admin/sign-in-policy/route";
import { POST as twoFactorPOST } from "@/app/api/login/two-factor/route";
import { POST as logoutPOST } from "@/app/api/logout/route";
import { POST as identityRegisterPOST } from "@/app/api/register/identity/route";
import { GET as identityStatusGET } from "@/app/api/users/identity/route";
import { POST as signOutAllPOST } from "@/app/api/sessions/sign-out-all/route";
import { PENDING_IDENTITY_COOKIE } from "@/lib/auth/identity-pending";
import { CHALLENGE_COOKIE } from "@/lib/auth/second-factor-challenge";
import { db } from "@/lib/db";
import { IDENTITY_MESSAGES } from "@/lib/services/auth/identity-sign-in";
import { SIGN_IN_POLICY_MESSAGES } from "@/lib/services/auth/sign-in-policy";
import { AUTH_MESSAGES } from "@/lib/schemas/auth";
import { call, createMember, ORIGIN, TEST_TOTP_SECRET } from "@/tests/support/api";
import { CookieJar, SESSION_COOKIE as SESSION, sessionCookieOf as sessionCookie, signInAtProvider, identityProviderSetup, proveWithPassword } from "@/tests/support/oidc-flow";
import { requestScope } from "@/tests/support/next-headers-mock";
import { totpCode } from "@/tests/support/totp";
import { login, register, sessionStatus, someIp } from "./auth-helpers";

jest.mock("next/headers", () => jest.requireActual("@/tests/support/next-headers-mock").nextHeaders);

process.env.NEXTAUTH_URL ??= ORIGIN;

const { provider, auth } = identityProviderSetup(nextAuthRoute, requestScope);

/** The browser's first two steps: the CSRF token, then POST /api/auth/signin/oidc; the provider's authorization URL. */
async function startSignIn(jar: CookieJar): Promise<string> {
  const { csrfToken } = JSON.parse((await auth(jar, "/api/auth/csrf")).text);
  const res = await auth(jar, "/api/auth/signin/oidc", { csrfToken, callbackUrl: `${ORIGIN}/dashboard`, json: "true" });
  expect(res.status).toBe(200);
  const { url } = JSON.parse(res.text);
  expect(url).toContain(`${provider.issuer}/auth?`);
  return url;
}

/** A whole sign-in as `login` at the provider; the callback's answer and the browser's cookies. */
async function signInAs(loginName: string, jar = new CookieJar()) {
  const back = await signInAtProvider(await startSignIn(jar), loginName);
  const res = await auth(jar, back.slice(ORIGIN.length));
  return { res, jar };
}

const counts = async () => ({ users: await db.user.count(), identities: await db.oidcIdentity.count(), sessions: await db.session.count() });

describe("a member the provider vouches for", () => {
  it("is linked by a verified email at the first sign-in, found by the subject afterwards, with a Session row per sign-in", async () => {
    const { user } = await createMember({ username: "ada_member" });
    await db.user.update({ where: { id: user.id }, data: { email: "ada@example.test" } });
    const sessionsBefore = await db.session.count({ where: { userId: user.id } });

    const first = await signInAs("ada");
    expect(first.res.status).toBe(302);
    expect(first.res.location).toBe(`${ORIGIN}/dashboard`);
    expect(await sessionStatus(sessionCookie(first.jar))).toBe(200);
    expect(await db.oidcIdentity.findMany({ select: { issuer: true, subject: true, userId: true } })).toEqual([{ issuer: provider.issuer, subject: "ada", userId: user.id }]);
    const rows = await db.session.findMany({ where: { userId: user.id }, orderBy: { createdAt: "desc" } });
    expect(rows).toHaveLength(sessionsBefore + 1);
    expect(rows[0].device).toBe("Chrome on Linux");

    // The email is gone from the member: the subject still finds them.
    await db.user.update({ where: { id: user.id }, data: { email: null } });
    const second = await signInAs("ada");
    expect(second.res.location).toBe(`${ORIGIN}/dashboard`);
    expect(await sessionStatus(sessionCookie(second.jar))).toBe(200);
    expect(await db.session.count({ where: { userId: user.id } })).toBe(sessionsBefore + 2);

    // Logout ends that device only; "Sign out of all devices" every one.
    await call(logoutPOST, { method: "POST", cookie: sessionCookie(second.jar) });
    expect(await sessionStatus(sessionCookie(second.jar))).toBe(401);
    expect(await sessionStatus(sessionCookie(first.jar))).toBe(200);
    const third = await signInAs("ada");
    expect((await call(signOutAllPOST, { method: "POST", cookie: sessionCookie(third.jar) })).status).toBe(200);
    expect(await sessionStatus(sessionCookie(first.jar))).toBe(401);
    expect(await sessionStatus(sessionCookie(third.jar))).toBe(401);
    await db.oidcIdentity.deleteMany();
  });

  it("with two-factor on gives their code: the callback sets the challenge, not a session", async () => {
    const { user } = await createMember({ username: "dee_member", twoFactor: true });
    await db.user.update({ where: { id: user.id }, data: { email: "dee@example.test" } });
    const { res, jar } = await signInAs("dee");
    expect(res.status).toBe(302);
    expect(res.location).toBe("/?signin=two-factor");
    expect(jar.values.has(SESSION)).toBe(false);
    const challenge = `${CHALLENGE_COOKIE}=${jar.values.get(CHALLENGE_COOKIE)}`;
    expect((await call(twoFactorPOST, { body: { code: "000000" === totpCode(TEST_TOTP_SECRET) ? "111111" : "000000" }, cookie: challenge, headers: { "x-forwarded-for": someIp() } })).status).toBe(401);
    const ok = await call(twoFactorPOST, { body: { code: totpCode(TEST_TOTP_SECRET) }, cookie: challenge, headers: { "x-forwarded-for": someIp() } });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ id: user.id, username: "dee_member" });
  });
});

describe("a member signed in with a password", () => {
  it("connects the provider to their account by signing in with it; the browser's earlier session ends", async () => {
    const { user, cookie } = await createMember({ username: "eve_member" });
    expect((await call(identityStatusGET, { cookie })).json).toEqual({ provider: "Test IdP", linked: false, hasPassword: true, confirmedUntil: null, email: null, emailVerified: false });
    expect((await call(identityStatusGET, {})).status).toBe(401);
    const jar = new CookieJar();
    const [name, value] = cookie.split(/=(.*)/s);
    jar.values.set(name, value);
    await proveWithPassword(cookie);
    const { res } = await signInAs("eve-link", jar);
    expect(res.location).toBe(`${ORIGIN}/dashboard`);
    expect(await db.oidcIdentity.findUnique({ where: { issuer_subject: { issuer: provider.issuer, subject: "eve-link" } } })).toMatchObject({ userId: user.id });
    expect(await sessionStatus(cookie)).toBe(401);
    expect(jar.values.get(SESSION)).not.toBe(value);
    expect(await sessionStatus(sessionCookie(jar))).toBe(200);
    expect((await call(identityStatusGET, { cookie: sessionCookie(jar) })).json).toEqual({ provider: "Test IdP", linked: true, hasPassword: true, confirmedUntil: null, email: "eve-link@example.test", emailVerified: true });
    // Signed out, the subject finds them (their account has no email at all).
    const later = await signInAs("eve-link");
    expect(later.res.location).toBe(`${ORIGIN}/dashboard`);
    expect((await call(logoutPOST, { method: "POST", cookie: sessionCookie(later.jar) })).status).toBe(200);
  });

  it("with two-factor on: the earlier session ends and its cookie is cleared before the code step", async () => {
    const { user, cookie } = await createMember({ username: "fay_member", twoFactor: true });
    const jar = new CookieJar();
    const [name, value] = cookie.split(/=(.*)/s);
    jar.values.set(name, value);
    await proveWithPassword(cookie);
    const { res } = await signInAs("fay-link", jar);
    expect(res.location).toBe("/?signin=two-factor");
    expect(jar.values.has(SESSION)).toBe(false);
    expect(jar.values.has(CHALLENGE_COOKIE)).toBe(true);
    expect(await sessionStatus(cookie)).toBe(401);
    expect(await db.oidcIdentity.count({ where: { userId: user.id } })).toBe(1);
  });
});

describe("a person the app does not know yet", () => {
  it("registers with a live invite code on the way; the provider's verified email is kept", async () => {
    const before = await counts();
    const { res, jar } = await signInAs("cy");
    expect(res.status).toBe(302);
    expect(res.location).toBe("/register?signin=identity");
    expect(jar.values.has(SESSION)).toBe(false);
    expect(await counts()).toMatchObject({ users: before.users, identities: before.identities });
    const pending = `${PENDING_IDENTITY_COOKIE}=${jar.values.get(PENDING_IDENTITY_COOKIE)}`;
    const send = (body: Record<string, unknown>, cookie = pending) => call(identityRegisterPOST, { body, cookie, headers: { "x-forwarded-for": someIp() } });

    expect((await send({ username: "cy_new", registrationCode: "DEMO2026" }, "")).json).toMatchObject({ code: "unauthorized", message: IDENTITY_MESSAGES.noPendingIdentity });
    expect((await send({ username: "cy_new", registrationCode: "1ZZZZZZ1" })).json).toMatchObject({ code: "bad_request", message: AUTH_MESSAGES.codeInvalid });
    expect((await send({ username: "c!", registrationCode: "DEMO2026" })).json.message).toBe(AUTH_MESSAGES.usernameFormat);
    expect((await send({ username: "cy_new", registrationCode: "DEMO2026", password: "x" })).status).toBe(400);
    await createMember({ username: "cy_taken" });
    expect((await send({ username: "CY_TAKEN", registrationCode: "DEMO2026" })).status).toBe(409);
    expect(await db.user.count()).toBe(before.users + 1);

    const made = await send({ username: "cy_new", registrationCode: "DEMO2026", timeZone: "Europe/Berlin" });
    expect(made.status).toBe(201);
    const created = await db.user.findUniqueOrThrow({ where: { usernameKey: "cy_new" } });
    expect(created).toMatchObject({ email: "cy@example.test", passwordHash: "", timeZone: "Europe/Berlin" });
    expect(await sessionStatus(made.headers.getSetCookie().find((c) => c.startsWith(SESSION))!.split(";")[0])).toBe(200);
    // The same pending identity cannot make a second account.
    expect((await send({ username: "cy_again", registrationCode: "DEMO2026" })).json.message).toBe(IDENTITY_MESSAGES.alreadyRegistered);
    // No password works for the account.
    expect((await login({ username: "cy_new", password: "" + "anything-at-all" })).status).toBe(401);

    const later = await signInAs("cy");
    expect(later.res.location).toBe(`${ORIGIN}/dashboard`);
    expect(await sessionStatus(sessionCookie(later.jar))).toBe(200);
  });

  it("with an unverified email never links to the member who has that email", async () => {
    const { user: bobMember } = await createMember({ username: "bob_member" });
    await db.user.update({ where: { id: bobMember.id }, data: { email: "bob@example.test" } });
    const { res, jar } = await signInAs("bob");
    expect(res.location).toBe("/register?signin=identity");
    expect(jar.values.has(SESSION)).toBe(false);
    expect(await db.oidcIdentity.count({ where: { userId: bobMember.id } })).toBe(0);
    const made = await call(identityRegisterPOST, {
      body: { username: "bob_new", registrationCode: "DEMO2026" },
      cookie: `${PENDING_IDENTITY_COOKIE}=${jar.values.get(PENDING_IDENTITY_COOKIE)}`,
      headers: { "x-forwarded-for": someIp() },
    });
    expect(made.status).toBe(201);
    expect(made.json.id).not.toBe(bobMember.id);
    expect(await db.user.findUniqueOrThrow({ where: { id: made.json.id } })).toMatchObject({ email: null });
  });
});

describe("a callback next-auth refuses", () => {
  // next-auth logs each refusal (state, nonce, the provider's error): expected here.
  beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("answers 400 to a state that is not the browser's, and makes nothing", async () => {
    const jar = new CookieJar();
    const back = new URL(await signInAtProvider(await startSignIn(jar), "cy"));
    const before = await counts();
    back.searchParams.set("state", "forged-state");
    const res = await auth(jar, back.pathname + back.search);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text)).toEqual({ code: "bad_request", message: IDENTITY_MESSAGES.callbackFailed });
    expect(await counts()).toEqual(before);

    // Without the browser's state cookie at all (a callback replayed elsewhere).
    const other = new CookieJar();
    const back2 = await signInAtProvider(await startSignIn(other), "ada");
    expect((await auth(new CookieJar(), back2.slice(ORIGIN.length))).status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it("answers 400 when the ID token's nonce is not the one this browser sent", async () => {
    const { user } = await createMember({ username: "nonce_member" });
    // ada_member took the address back at a sign-in (the provider's verified email, docs/product/sso.md#your-email).
    await db.user.updateMany({ where: { email: "ada@example.test" }, data: { email: null } });
    await db.user.update({ where: { id: user.id }, data: { email: "ada@example.test" } });
    const a = new CookieJar();
    const b = new CookieJar();
    const backA = await signInAtProvider(await startSignIn(a), "ada");
    await startSignIn(b);
    a.values.set("next-auth.nonce", b.values.get("next-auth.nonce")!);
    const before = await counts();
    const res = await auth(a, backA.slice(ORIGIN.length));
    expect(res.status).toBe(400);
    expect(a.values.has(SESSION)).toBe(false);
    expect(await counts()).toEqual(before);
    await db.user.update({ where: { id: user.id }, data: { email: null } });
  });

  it("answers 400 to an error from the provider", async () => {
    const jar = new CookieJar();
    await startSignIn(jar);
    expect((await auth(jar, "/api/auth/callback/oidc?error=access_denied&state=x")).status).toBe(400);
  });
});

describe("password sign-in off", () => {
  it("is the owner's switch, only once they are linked; while off passwords are refused, unless no provider is configured", async () => {
    const { user: owner, cookie } = await createMember({ username: "owner_sso", isAdmin: true });
    const member = await createMember({ username: "plain_member", password: "pass-word" });
    const put = (passwordSignIn: unknown, as = cookie) => call(policyPUT, { method: "PUT", body: { passwordSignIn }, cookie: as });

    expect((await put(false, member.cookie)).status).toBe(403);
    expect((await put("no")).status).toBe(400);
    expect((await put(false)).json).toMatchObject({ code: "bad_request", message: SIGN_IN_POLICY_MESSAGES.notLinked("Test IdP") });
    await db.oidcIdentity.create({ data: { issuer: provider.issuer, subject: "owner-subject", userId: owner.id } });
    const off = await put(false);
    expect(off.status).toBe(200);
    expect(off.json).toEqual({ passwordSignIn: false, passwordSignInSetting: false, provider: "Test IdP", ownerLinked: true });

    const refused = await login({ username: "plain_member", password: "pass-word" });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(SIGN_IN_POLICY_MESSAGES.passwordsOff("Test IdP"));
    expect((await register({ username: "pw_new", password: "secret-pass" })).status).toBe(403);
    // The Credentials provider too.
    const jar = new CookieJar();
    const { csrfToken } = JSON.parse((await auth(jar, "/api/auth/csrf")).text);
    const cred = await auth(jar, "/api/auth/callback/credentials", { csrfToken, username: "plain_member", password: "pass-word", callbackUrl: ORIGIN, json: "true" });
    expect(cred.status).toBeGreaterThanOrEqual(400);
    expect(jar.values.has(SESSION)).toBe(false);

    // The host unsets the provider: passwords work again (the owner's way back in).
    const saved = process.env.OIDC_ISSUER;
    delete process.env.OIDC_ISSUER;
    try {
      expect((await login({ username: "plain_member", password: "pass-word" })).status).toBe(200);
      expect((await call(policyGET, { cookie })).json).toEqual({ passwordSignIn: true, passwordSignInSetting: false, provider: null, ownerLinked: true });
      expect((await put(false)).json.message).toBe(SIGN_IN_POLICY_MESSAGES.noProvider);
    } finally {
      process.env.OIDC_ISSUER = saved;
    }
    expect((await put(true)).json.passwordSignIn).toBe(true);
    expect((await login({ username: "plain_member", password: "pass-word" })).status).toBe(200);
  });
});

describe("no provider configured", () => {
  it("lists no identity provider and refuses its callback with a 400", async () => {
    const saved = process.env.OIDC_ISSUER;
    delete process.env.OIDC_ISSUER;
    try {
      const jar = new CookieJar();
      expect(Object.keys(JSON.parse((await auth(jar, "/api/auth/providers")).text))).toEqual(["credentials"]);
      expect((await auth(jar, "/api/auth/callback/oidc?code=x&state=y")).status).toBe(400);
      const { cookie } = await createMember();
      expect((await call(identityStatusGET, { cookie })).json).toEqual({ provider: null, linked: false, hasPassword: true, confirmedUntil: null, email: null, emailVerified: false });
    } finally {
      process.env.OIDC_ISSUER = saved;
    }
  });
});
