// Connecting the identity provider needs proof (docs/decisions.md "Connecting the provider needs
// proof", docs/product/sso.md#connect): a signed-in session links a new provider account only after
// the member re-entered their password (POST /api/users/identity/connect) or, without a password,
// confirmed it is them at the provider; the proof is this session's, used once, within 5 minutes.
// Without it the provider's callback answers a 400 JSON, nothing is linked and the session goes on.
import { NextRequest } from "next/server";
import * as nextAuthRoute from "@/app/api/auth/[...nextauth]/route";
import { POST as connectPOST } from "@/app/api/users/identity/connect/route";
import { GET as identityStatusGET } from "@/app/api/users/identity/route";
import { db } from "@/lib/db";
import { REAUTHENTICATE_PARAMS } from "@/lib/domain/identity-proof";
import { IDENTITY_PROOF_MESSAGES } from "@/lib/services/auth/identity-proof";
import { MEMBER_IDENTITY_MESSAGES } from "@/lib/schemas/sign-in-policy";
import { call, createMember, ORIGIN, sessionCookieFor } from "@/tests/support/api";
import { callNextAuth, CookieJar, signInAtProvider, startTestIdentityProvider } from "@/tests/support/oidc-flow";
import { sessionStatus, someIp } from "./auth-helpers";

const mockScope: { req?: NextRequest } = {};
jest.mock("next/headers", () => ({
  cookies: async () => mockScope.req!.cookies,
  headers: async () => mockScope.req!.headers,
}));

jest.setTimeout(60_000);
process.env.NEXTAUTH_URL ??= ORIGIN;
const SESSION = "next-auth.session-token";

let provider: { issuer: string; stop: () => void };
beforeAll(async () => {
  provider = await startTestIdentityProvider();
});
afterAll(() => provider?.stop());

const auth = (jar: CookieJar, path: string, form?: Record<string, string>) => callNextAuth(nextAuthRoute, mockScope, jar, path, form);
const sessionCookie = (jar: CookieJar) => `${SESSION}=${jar.values.get(SESSION)}`;
const jarWith = (cookie: string) => {
  const jar = new CookieJar();
  const [name, value] = cookie.split(/=(.*)/s);
  jar.values.set(name, value);
  return jar;
};

/** The browser signed in with `cookie` signs in at the provider as `subject` (`params`: a re-authentication's). */
async function providerSignIn(cookie: string, subject: string, params?: Record<string, string>) {
  const jar = jarWith(cookie);
  const { csrfToken } = JSON.parse((await auth(jar, "/api/auth/csrf")).text);
  const query = params ? `?${new URLSearchParams(params)}` : "";
  const start = await auth(jar, `/api/auth/signin/oidc${query}`, { csrfToken, callbackUrl: `${ORIGIN}/profile?tab=security`, json: "true" });
  const back = await signInAtProvider(JSON.parse(start.text).url, subject);
  const res = await auth(jar, back.slice(ORIGIN.length));
  return { res, jar };
}

const prove = (cookie: string, body: unknown, ip = someIp()) => call(connectPOST, { cookie, body, headers: { "x-forwarded-for": ip } });
const linkedTo = async (subject: string) =>
  (await db.oidcIdentity.findUnique({ where: { issuer_subject: { issuer: provider.issuer, subject } }, select: { userId: true } }))?.userId ?? null;

/** The callback refused the link: a clear JSON 400, nothing linked, the member still signed in on that browser. */
async function expectRefused(result: Awaited<ReturnType<typeof providerSignIn>>, cookie: string, subject: string) {
  expect(result.res.status).toBe(400);
  expect(JSON.parse(result.res.text)).toEqual({ code: "bad_request", message: IDENTITY_PROOF_MESSAGES.connectRequired });
  expect(await linkedTo(subject)).toBeNull();
  expect(await sessionStatus(cookie)).toBe(200);
}

describe("a member with a password connects the provider", () => {
  it("is refused without the password first: a 400 JSON from the callback, nothing linked, the session goes on", async () => {
    const m = await createMember();
    await expectRefused(await providerSignIn(m.cookie, "conn-none"), m.cookie, "conn-none");
    expect(await db.identityProof.count({ where: { userId: m.user.id } })).toBe(0);
  });

  it("refuses a wrong, missing or malformed password, and records no proof", async () => {
    const m = await createMember();
    expect(await prove(m.cookie, { password: "not-the-password" })).toMatchObject({ status: 400, json: { code: "bad_request", message: MEMBER_IDENTITY_MESSAGES.passwordIncorrect } });
    expect((await prove(m.cookie, {})).json.message).toBe(MEMBER_IDENTITY_MESSAGES.passwordRequired);
    expect((await prove(m.cookie, { password: "" })).json.message).toBe(MEMBER_IDENTITY_MESSAGES.passwordRequired);
    expect((await prove(m.cookie, { password: "password123", extra: 1 })).status).toBe(400);
    expect((await prove(m.cookie, { password: 42 })).status).toBe(400);
    expect((await prove(m.cookie, "password123")).status).toBe(400);
    expect((await call(connectPOST, { body: { password: "password123" } })).status).toBe(401);
    expect(await db.identityProof.count({ where: { userId: m.user.id } })).toBe(0);
    await expectRefused(await providerSignIn(m.cookie, "conn-wrong"), m.cookie, "conn-wrong");
  });

  it("counts wrong passwords as failed logins: the throttle refuses the right one after too many", async () => {
    const m = await createMember();
    const ip = someIp();
    let last = 0;
    for (let i = 0; i < 12 && last !== 429; i++) last = (await prove(m.cookie, { password: `wrong-${i}` }, ip)).status;
    expect(last).toBe(429);
    expect((await prove(m.cookie, { password: "password123" }, ip)).status).toBe(429);
    expect(await db.identityProof.count({ where: { userId: m.user.id } })).toBe(0);
  });

  it("connects with the password, once: the proof is used by the link", async () => {
    const m = await createMember();
    const proven = await prove(m.cookie, { password: "password123" });
    expect(proven.status).toBe(200);
    expect(proven.json).toMatchObject({ provider: "Test IdP", linked: false, hasPassword: true, confirmedUntil: null });
    const { res, jar } = await providerSignIn(m.cookie, "conn-ok");
    expect(res.status).toBe(302);
    expect(res.location).toBe(`${ORIGIN}/profile?tab=security`);
    expect(await linkedTo("conn-ok")).toBe(m.user.id);
    expect(await db.identityProof.count({ where: { userId: m.user.id } })).toBe(0);
    // The earlier session ended; the new one has no proof left for a second account.
    expect(await sessionStatus(m.cookie)).toBe(401);
    const fresh = sessionCookie(jar);
    expect((await call(identityStatusGET, { cookie: fresh })).json).toMatchObject({ linked: true });
    await expectRefused(await providerSignIn(fresh, "conn-ok-second"), fresh, "conn-ok-second");
    // Its own account at the provider still signs it in (no link, no proof needed).
    expect((await providerSignIn(fresh, "conn-ok")).res.location).toBe(`${ORIGIN}/profile?tab=security`);
  });

  it("refuses a stale proof (over 5 minutes) and another session's proof", async () => {
    const m = await createMember();
    expect((await prove(m.cookie, { password: "password123" })).status).toBe(200);
    await db.identityProof.update({ where: { userId: m.user.id }, data: { provenAt: new Date(Date.now() - 5 * 60_000 - 1_000) } });
    await expectRefused(await providerSignIn(m.cookie, "conn-stale"), m.cookie, "conn-stale");

    // Proven on this session; a second session of the same member (a stolen cookie elsewhere) has nothing.
    expect((await prove(m.cookie, { password: "password123" })).status).toBe(200);
    const other = await sessionCookieFor(m.user);
    await expectRefused(await providerSignIn(other, "conn-other"), other, "conn-other");
    // The proven session still connects.
    expect((await providerSignIn(m.cookie, "conn-other")).res.status).toBe(302);
    expect(await linkedTo("conn-other")).toBe(m.user.id);
  });

  it("cannot use another member's proof", async () => {
    const a = await createMember();
    const b = await createMember();
    expect((await prove(a.cookie, { password: "password123" })).status).toBe(200);
    await expectRefused(await providerSignIn(b.cookie, "conn-b"), b.cookie, "conn-b");
    expect(await db.identityProof.count({ where: { userId: a.user.id } })).toBe(1);
  });
});

describe("a member without a password connects another provider account", () => {
  async function providerOnlyMember(subject: string) {
    const m = await createMember();
    await db.user.update({ where: { id: m.user.id }, data: { passwordHash: "" } });
    await db.oidcIdentity.create({ data: { issuer: provider.issuer, subject, userId: m.user.id } });
    return m;
  }

  it("has no password to give: the card's confirmation at the provider is the proof, used once", async () => {
    const m = await providerOnlyMember("conn-np");
    expect((await prove(m.cookie, { password: "password123" })).json).toEqual({ code: "bad_request", message: MEMBER_IDENTITY_MESSAGES.connectWithoutPassword("Test IdP") });
    await expectRefused(await providerSignIn(m.cookie, "conn-np-second"), m.cookie, "conn-np-second");

    // "Confirm it is you with Test IdP" (prompt=login, max_age=0) with the linked account: the new session's proof.
    const confirmed = await providerSignIn(m.cookie, "conn-np", REAUTHENTICATE_PARAMS);
    const fresh = sessionCookie(confirmed.jar);
    expect((await call(identityStatusGET, { cookie: fresh })).json.confirmedUntil).not.toBeNull();
    const { res } = await providerSignIn(fresh, "conn-np-second");
    expect(res.status).toBe(302);
    expect(await linkedTo("conn-np-second")).toBe(m.user.id);
    expect(await db.identityProof.count({ where: { userId: m.user.id } })).toBe(0);
  });
});
