// Members without a password prove it is them at the identity provider (docs/product/sso.md#without-a-password,
// docs/decisions.md "Members without a password prove it is them at the provider"): a sign-in at the
// test provider with prompt=login and max_age=0 while signed in here gives the new session one action
// within 5 minutes (set a password, turn two-factor off, delete the account); without it, after it,
// from another session or a second time: refused. Members with a password still give it.
import * as nextAuthRoute from "@/app/api/auth/[...nextauth]/route";
import { POST as twoFactorPOST } from "@/app/api/login/two-factor/route";
import { POST as changePasswordPOST } from "@/app/api/users/change-password/route";
import { POST as deleteAccountPOST } from "@/app/api/users/delete-account/route";
import { GET as identityStatusGET } from "@/app/api/users/identity/route";
import { POST as disableTwoFactorPOST } from "@/app/api/users/two-factor/disable/route";
import { CHALLENGE_COOKIE } from "@/lib/auth/second-factor-challenge";
import { db } from "@/lib/db";
import { REAUTHENTICATE_PARAMS } from "@/lib/domain/identity-proof";
import { IDENTITY_PROOF_MESSAGES } from "@/lib/services/auth/identity-proof";
import { USER_MESSAGES } from "@/lib/schemas/user";
import { TWO_FACTOR_MESSAGES } from "@/lib/schemas/two-factor";
import { call, createMember, ORIGIN, TEST_TOTP_SECRET } from "@/tests/support/api";
import { SESSION_COOKIE as SESSION, sessionCookieOf as sessionCookie, identityProviderSetup } from "@/tests/support/oidc-flow";
import { requestScope } from "@/tests/support/next-headers-mock";
import { totpCode } from "@/tests/support/totp";
import { login, sessionStatus, someIp } from "./auth-helpers";

jest.mock("next/headers", () => jest.requireActual("@/tests/support/next-headers-mock").nextHeaders);

jest.setTimeout(60_000);
process.env.NEXTAUTH_URL ??= ORIGIN;

const { signIn, linkMember, providerOnlyMember } = identityProviderSetup(nextAuthRoute, requestScope);

/** The card's "Confirm it is you": signed in with `cookie`, a fresh sign-in at the provider (prompt=login, max_age=0) as `subject`. */
async function confirmAtProvider(cookie: string, subject: string) {
  const { res, jar, url } = await signIn(subject, { cookie, params: { ...REAUTHENTICATE_PARAMS } });
  expect(new URL(url).searchParams.get("prompt")).toBe("login");
  expect(new URL(url).searchParams.get("max_age")).toBe("0");
  return { res, jar };
}

const status = (cookie: string) => call(identityStatusGET, { cookie });
const setPassword = (cookie: string, body: Record<string, unknown>) => call(changePasswordPOST, { cookie, body, headers: { "x-forwarded-for": someIp() } });

describe("a member without a password", () => {
  it("sets a password after confirming at the provider, once, from the session the confirmation started, within 5 minutes", async () => {
    const m = await providerOnlyMember("proof-set");
    expect((await status(m.cookie)).json).toEqual({ provider: "Test IdP", linked: true, hasPassword: false, confirmedUntil: null, email: null, emailVerified: false });
    // Without the proof: refused, nothing changes.
    expect((await setPassword(m.cookie, { newPassword: "brand-new-pass" })).json).toMatchObject({ code: "bad_request", message: IDENTITY_PROOF_MESSAGES.required });

    const { res, jar } = await confirmAtProvider(m.cookie, "proof-set");
    expect(res.location).toBe(`${ORIGIN}/profile?tab=security`);
    const fresh = sessionCookie(jar);
    const shown = (await status(fresh)).json;
    expect(shown.hasPassword).toBe(false);
    expect(Date.parse(shown.confirmedUntil) - Date.now()).toBeGreaterThan(4 * 60_000);
    // No password signs the member in meanwhile.
    expect((await login({ username: m.user.username, password: "brand-new-pass" })).status).toBe(401);

    // Bad input is still refused before the proof is used.
    expect((await setPassword(fresh, { newPassword: "short" })).json.message).toBe(USER_MESSAGES.newPasswordTooShort);
    expect((await setPassword(fresh, { newPassword: "brand-new-pass", extra: 1 })).status).toBe(400);
    const set = await setPassword(fresh, { newPassword: "brand-new-pass" });
    expect(set.status).toBe(200);
    expect((await login({ username: m.user.username, password: "brand-new-pass" })).status).toBe(200);
    // Used up: the member now has a password, which the next change asks for.
    expect(await db.identityProof.count({ where: { userId: m.user.id } })).toBe(0);
    const cookie = set.headers.getSetCookie().find((c) => c.startsWith(SESSION))!.split(";")[0];
    expect((await setPassword(cookie, { newPassword: "another-pass-1" })).json.message).toBe(USER_MESSAGES.currentPasswordRequired);
    expect((await status(cookie)).json).toMatchObject({ hasPassword: true, confirmedUntil: null });
  });

  it("refuses a stale proof, and a proof of another session", async () => {
    const m = await providerOnlyMember("proof-stale");
    const { jar } = await confirmAtProvider(m.cookie, "proof-stale");
    const fresh = sessionCookie(jar);
    // The earlier session ended with the re-authentication; a second session of the member has no proof.
    expect(await sessionStatus(m.cookie)).toBe(401);
    const second = await confirmAtProvider(fresh, "proof-stale");
    const newest = sessionCookie(second.jar);
    const { sessionId } = await db.identityProof.findUniqueOrThrow({ where: { userId: m.user.id } });
    const another = await db.session.create({ data: { id: "another-session-of-proof0", userId: m.user.id, device: "x", expiresAt: new Date(Date.now() + 3_600_000) } });
    await db.identityProof.update({ where: { userId: m.user.id }, data: { sessionId: another.id } });
    expect((await setPassword(newest, { newPassword: "brand-new-pass" })).json.message).toBe(IDENTITY_PROOF_MESSAGES.required);
    await db.identityProof.update({ where: { userId: m.user.id }, data: { sessionId, provenAt: new Date(Date.now() - 6 * 60_000) } });
    expect((await status(newest)).json.confirmedUntil).toBeNull();
    expect((await setPassword(newest, { newPassword: "brand-new-pass" })).json.message).toBe(IDENTITY_PROOF_MESSAGES.required);
    expect((await db.user.findUniqueOrThrow({ where: { id: m.user.id } })).passwordHash).toBe("");
  });

  it("gets no proof from a provider account the sign-in would link (a borrowed session signing in as someone else): the link itself is refused", async () => {
    const m = await providerOnlyMember("proof-owner");
    const { res } = await confirmAtProvider(m.cookie, "proof-stranger");
    // Connecting needs a proof first (docs/decisions.md "Connecting the provider needs proof").
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text).message).toBe(IDENTITY_PROOF_MESSAGES.connectRequired);
    expect(await db.oidcIdentity.count({ where: { subject: "proof-stranger" } })).toBe(0);
    expect((await status(m.cookie)).json.confirmedUntil).toBeNull();
    expect(await db.identityProof.count({ where: { userId: m.user.id } })).toBe(0);
    expect((await setPassword(m.cookie, { newPassword: "brand-new-pass" })).json.message).toBe(IDENTITY_PROOF_MESSAGES.required);
  });

  it("with two-factor on: confirms at the provider, gives the code at sign-in, then turns two-factor off with a code", async () => {
    const m = await providerOnlyMember("proof-2fa", true);
    const code = () => totpCode(TEST_TOTP_SECRET);
    expect((await call(disableTwoFactorPOST, { cookie: m.cookie, body: { code: code() } })).json.message).toBe(IDENTITY_PROOF_MESSAGES.required);
    const { res, jar } = await confirmAtProvider(m.cookie, "proof-2fa");
    expect(res.location).toBe("/?signin=two-factor");
    const signedIn = await call(twoFactorPOST, { body: { code: code() }, cookie: `${CHALLENGE_COOKIE}=${jar.values.get(CHALLENGE_COOKIE)}`, headers: { "x-forwarded-for": someIp() } });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers.getSetCookie().find((c) => c.startsWith(SESSION))!.split(";")[0];
    expect((await status(cookie)).json.confirmedUntil).not.toBeNull();
    // The code is still asked for; a wrong one is refused and uses the proof up.
    expect((await call(disableTwoFactorPOST, { cookie, body: {} })).status).toBe(400);
    const wrong = code() === "000000" ? "111111" : "000000";
    expect((await call(disableTwoFactorPOST, { cookie, body: { code: wrong } })).json.message).toBe(TWO_FACTOR_MESSAGES.codeInvalid);
    expect((await call(disableTwoFactorPOST, { cookie, body: { code: code() } })).json.message).toBe(IDENTITY_PROOF_MESSAGES.required);
    // Confirmed again (the code step again), then a code (the step's code, not yet used for this purpose) turns it off.
    const again = await confirmAtProvider(cookie, "proof-2fa");
    await db.twoFactor.update({ where: { userId: m.user.id }, data: { lastStep: null } });
    const back = await call(twoFactorPOST, { body: { code: code() }, cookie: `${CHALLENGE_COOKIE}=${again.jar.values.get(CHALLENGE_COOKIE)}`, headers: { "x-forwarded-for": someIp() } });
    const cookie2 = back.headers.getSetCookie().find((c) => c.startsWith(SESSION))!.split(";")[0];
    await db.twoFactor.update({ where: { userId: m.user.id }, data: { lastStep: null } });
    expect((await call(disableTwoFactorPOST, { cookie: cookie2, body: { code: code() } })).status).toBe(200);
    expect(await db.twoFactor.count({ where: { userId: m.user.id } })).toBe(0);
  });

  it("deletes the account after confirming at the provider; a password member still gives their password", async () => {
    const m = await providerOnlyMember("proof-del");
    expect((await call(deleteAccountPOST, { cookie: m.cookie, body: { username: m.user.username } })).json.message).toBe(IDENTITY_PROOF_MESSAGES.required);
    const { jar } = await confirmAtProvider(m.cookie, "proof-del");
    const fresh = sessionCookie(jar);
    expect((await call(deleteAccountPOST, { cookie: fresh, body: { username: "someone-else" } })).status).toBe(400);
    expect((await call(deleteAccountPOST, { cookie: fresh, body: { username: m.user.username } })).status).toBe(200);
    expect(await db.user.count({ where: { id: m.user.id } })).toBe(0);

    // A member with a password who also signs in at the provider: the password is still required.
    const p = await createMember();
    await linkMember(p.user.id, "proof-pw");
    const again = await confirmAtProvider(p.cookie, "proof-pw");
    const cookie = sessionCookie(again.jar);
    expect((await status(cookie)).json).toMatchObject({ hasPassword: true, confirmedUntil: null });
    expect((await call(deleteAccountPOST, { cookie, body: { username: p.user.username } })).json.message).toBe("Please enter your password.");
    expect((await setPassword(cookie, { newPassword: "brand-new-pass" })).json.message).toBe(USER_MESSAGES.currentPasswordRequired);
    expect(await db.user.count({ where: { id: p.user.id } })).toBe(1);
  });
});
