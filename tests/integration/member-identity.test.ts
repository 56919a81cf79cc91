// The member's email and connection to the provider through their handlers (docs/product/sso.md#your-email,
// docs/decisions.md "A typed email is never a verified one"): a typed email is kept unverified and never
// links a sign-in; the provider's verified claim of the same address verifies it; the provider is
// disconnected with the password, never leaving an account without a way to sign in.
import * as nextAuthRoute from "@/app/api/auth/[...nextauth]/route";
import { PUT as emailPUT } from "@/app/api/users/email/route";
import { GET as identityGET } from "@/app/api/users/identity/route";
import { POST as disconnectPOST } from "@/app/api/users/identity/disconnect/route";
import { db } from "@/lib/db";
import { MEMBER_IDENTITY_MESSAGES } from "@/lib/schemas/sign-in-policy";
import { call, createMember, ORIGIN } from "@/tests/support/api";
import { identityProviderSetup, proveWithPassword } from "@/tests/support/oidc-flow";
import { requestScope } from "@/tests/support/next-headers-mock";
import { login, someIp } from "./auth-helpers";

jest.mock("next/headers", () => jest.requireActual("@/tests/support/next-headers-mock").nextHeaders);

jest.setTimeout(60_000);
process.env.NEXTAUTH_URL ??= ORIGIN;

const { signIn, linkMember, providerOnlyMember } = identityProviderSetup(nextAuthRoute, requestScope);
/** A sign-in at the test provider as `subject`, from a browser holding `cookie` (or none). */
const signInAs = (subject: string, cookie?: string) => signIn(subject, { cookie });

const status = async (cookie: string) => (await call(identityGET, { cookie })).json;
const setEmail = (cookie: string, body: unknown) => call(emailPUT, { method: "PUT", cookie, body: body as Record<string, unknown> });
const disconnect = (cookie: string, body: unknown) => call(disconnectPOST, { cookie, body: body as Record<string, unknown>, headers: { "x-forwarded-for": someIp() } });

describe("the member's email", () => {
  it("is shown and set by the member, kept unverified, and refused when malformed or naming another member", async () => {
    const m = await createMember();
    const other = await createMember();
    expect(await status(m.cookie)).toMatchObject({ email: null, emailVerified: false });
    const set = await setEmail(m.cookie, { email: "  Ada.Lovelace@Example.ORG " });
    expect(set.status).toBe(200);
    expect(set.json).toMatchObject({ email: "ada.lovelace@example.org", emailVerified: false });
    expect(await db.user.findUniqueOrThrow({ where: { id: m.user.id }, select: { email: true, unverifiedEmail: true } })).toEqual({ email: null, unverifiedEmail: "ada.lovelace@example.org" });

    for (const bad of ["not-an-email", "two@at@example.org", "spaces in@example.org", `${"a".repeat(250)}@example.org`]) {
      const res = await setEmail(m.cookie, { email: bad });
      expect([res.status, res.json.message]).toEqual([400, MEMBER_IDENTITY_MESSAGES.emailInvalid]);
    }
    expect((await setEmail(m.cookie, { email: 5 })).status).toBe(400);
    expect((await setEmail(m.cookie, {})).status).toBe(400);
    // Another member's id in the body is refused; nobody else's email changes.
    expect((await setEmail(m.cookie, { email: "x@example.org", userId: other.user.id })).status).toBe(400);
    expect(await status(other.cookie)).toMatchObject({ email: null });
    expect((await setEmail("", { email: "x@example.org" })).status).toBe(401);

    // Two members may type the same address (a typed one claims nothing); "" removes it.
    expect((await setEmail(other.cookie, { email: "ada.lovelace@example.org" })).status).toBe(200);
    expect((await setEmail(m.cookie, { email: "" })).json).toMatchObject({ email: null, emailVerified: false });
    expect(await status(other.cookie)).toMatchObject({ email: "ada.lovelace@example.org", emailVerified: false });
  });

  it("never links a sign-in by a typed address; the provider's verified claim of the same address verifies it", async () => {
    const typist = await createMember();
    await setEmail(typist.cookie, { email: "typed-only@example.test" });
    // The provider vouches for typed-only@example.test: a new person, not the member who typed it.
    const stranger = await signInAs("typed-only");
    expect(stranger.res.location).toBe("/register?signin=identity");
    expect(await db.oidcIdentity.count({ where: { userId: typist.user.id } })).toBe(0);

    // The member connects the provider whose verified address is the one they typed: now verified.
    const m = await createMember();
    await setEmail(m.cookie, { email: "verify-me@example.test" });
    await proveWithPassword(m.cookie);
    const linked = await signInAs("verify-me", m.cookie);
    expect(linked.res.location).toBe(`${ORIGIN}/profile?tab=security`);
    expect(await status(linked.cookie)).toMatchObject({ linked: true, email: "verify-me@example.test", emailVerified: true });
    expect(await db.user.findUniqueOrThrow({ where: { id: m.user.id }, select: { email: true, unverifiedEmail: true } })).toEqual({ email: "verify-me@example.test", unverifiedEmail: null });

    // A different typed address replaces it, unverified; the provider does not overwrite it.
    expect((await setEmail(linked.cookie, { email: "elsewhere@example.org" })).json).toMatchObject({ email: "elsewhere@example.org", emailVerified: false });
    const again = await signInAs("verify-me");
    expect(await status(again.cookie)).toMatchObject({ email: "elsewhere@example.org", emailVerified: false });
    // Typing the verified address back is not needed to verify it: the provider's next sign-in does, once it matches.
    await setEmail(again.cookie, { email: "verify-me@example.test" });
    const third = await signInAs("verify-me");
    expect(await status(third.cookie)).toMatchObject({ email: "verify-me@example.test", emailVerified: true });
  });
});

describe("disconnecting the provider", () => {
  it("takes the password, then the provider no longer signs the member in; a wrong or missing password is refused", async () => {
    const m = await createMember({ password: "member-pass-1" });
    await proveWithPassword(m.cookie, "member-pass-1");
    const { cookie } = await signInAs("cut-link", m.cookie);
    expect(await status(cookie)).toMatchObject({ linked: true, hasPassword: true });
    expect((await disconnect(cookie, {})).json.message).toBe(MEMBER_IDENTITY_MESSAGES.passwordRequired);
    expect((await disconnect(cookie, { password: "wrong-pass" })).json.message).toBe(MEMBER_IDENTITY_MESSAGES.passwordIncorrect);
    expect((await disconnect(cookie, { password: "member-pass-1", userId: 1 })).status).toBe(400);
    expect(await db.oidcIdentity.count({ where: { userId: m.user.id } })).toBe(1);

    const done = await disconnect(cookie, { password: "member-pass-1" });
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({ linked: false, hasPassword: true, email: "cut-link@example.test", emailVerified: false });
    expect(await db.oidcIdentity.count({ where: { userId: m.user.id } })).toBe(0);
    expect((await disconnect(cookie, { password: "member-pass-1" })).json.message).toBe(MEMBER_IDENTITY_MESSAGES.notLinked);
    // The provider's account is a stranger now; the password still signs the member in.
    expect((await signInAs("cut-link")).res.location).toBe("/register?signin=identity");
    expect((await login({ username: m.user.username, password: "member-pass-1" })).status).toBe(200);
  });

  it("is refused without a password, and while the owner has password sign-in off; another member's link is untouched", async () => {
    const onlyProvider = await providerOnlyMember("no-pass-link");
    expect((await disconnect(onlyProvider.cookie, { password: "anything-1" })).json.message).toBe(MEMBER_IDENTITY_MESSAGES.noPassword("Test IdP"));

    const m = await createMember({ password: "member-pass-2" });
    await linkMember(m.user.id, "policy-link");
    await db.signInPolicy.upsert({ where: { id: 1 }, create: { id: 1, passwordSignIn: false }, update: { passwordSignIn: false } });
    try {
      expect((await disconnect(m.cookie, { password: "member-pass-2" })).json.message).toBe(MEMBER_IDENTITY_MESSAGES.passwordsOff("Test IdP"));
    } finally {
      await db.signInPolicy.update({ where: { id: 1 }, data: { passwordSignIn: true } });
    }
    expect(await db.oidcIdentity.count({ where: { userId: { in: [onlyProvider.user.id, m.user.id] } } })).toBe(2);
  });
});
