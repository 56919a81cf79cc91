// Sessions: GET /api/session, POST /api/logout ending this device's session, and next-auth reading the
// same cookie our /api/login issues (getServerSession with lib/api/next-auth-options).
import { getServerSession } from "next-auth";
import type { CredentialsConfig } from "next-auth/providers/credentials";
import { POST as logoutPOST } from "@/app/api/logout/route";
import { GET as sessionGET } from "@/app/api/session/route";
import { GET as userGET } from "@/app/api/user/route";
import { GET as meGET } from "@/app/api/users/me/route";
import { authOptions } from "@/lib/api/next-auth-options";
import { encodeSession, SESSION_MAX_AGE_S } from "@/lib/auth/session-token";
import { db } from "@/lib/db";
import { call, cookieFrom, createMember } from "@/tests/support/api";
import { EVIL_ORIGIN, login, sessionStatus } from "./auth-helpers";

const PASSWORD = "pass-word-1";
// next-auth warns without it; the app's scripts set it.
process.env.NEXTAUTH_URL ??= "http://localhost:3000";

async function signedIn(username: string) {
  await createMember({ username, password: PASSWORD });
  const res = await login({ username, password: PASSWORD });
  return { id: res.json.id as number, cookie: cookieFrom(res.setCookie) };
}

/** next-auth's own reading of a Cookie header (as getServerSession does in a route or page). */
function nextAuthSession(cookie: string) {
  const [name, value] = cookie.split("=");
  const res = { getHeader() {}, setCookie() {}, setHeader() {} };
  return getServerSession({ headers: { cookie }, cookies: { [name]: value } } as never, res as never, authOptions);
}

describe("GET /api/session", () => {
  it("answers {userId, isAdmin, username} for a session", async () => {
    const { id, cookie } = await signedIn("sess_user");
    const res = await call(sessionGET, { cookie });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ userId: id, isAdmin: false, username: "sess_user" });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("answers 401 JSON without a session, with a forged cookie, or for a deleted member", async () => {
    const expect401 = async (cookie?: string) => {
      const res = await call(sessionGET, { cookie });
      expect(res.status).toBe(401);
      expect(res.json).toMatchObject({ code: "unauthorized" });
    };
    await expect401();
    await expect401("next-auth.session-token=not-a-jwt");
    const forged = await encodeSession({ sub: "1", username: "x", isAdmin: true, sv: 0, sid: "AAAAAAAAAAAAAAAAAAAAAA" }).then((t) => t.slice(0, -4) + "AAAA");
    await expect401(`next-auth.session-token=${forged}`);
    const { id, cookie } = await signedIn("soon_gone");
    await db.user.delete({ where: { id } });
    await expect401(cookie);
  });

  it("reads the role from the database, not the cookie", async () => {
    const { id, cookie } = await signedIn("promoted");
    await db.user.update({ where: { id }, data: { isAdmin: true } });
    expect((await call(sessionGET, { cookie })).json.isAdmin).toBe(true);
  });
});

describe("POST /api/logout", () => {
  it("ends this device's session only: its replayed cookie gets 401, the member's other devices stay", async () => {
    const first = await signedIn("leaver");
    const second = cookieFrom((await login({ username: "leaver", password: PASSWORD })).setCookie);
    const res = await call(logoutPOST, { method: "POST", cookie: first.cookie });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true });
    expect(res.setCookie).toMatch(/next-auth\.session-token=;/);
    expect(res.setCookie).toMatch(/Max-Age=0/);
    expect(await sessionStatus(first.cookie)).toBe(401);
    expect((await call(userGET, { cookie: first.cookie })).status).toBe(401);
    expect((await call(meGET, { cookie: first.cookie })).status).toBe(401);
    expect(await sessionStatus(second)).toBe(200);
    expect((await call(userGET, { cookie: second })).status).toBe(200);
    // Signing in again works.
    expect((await login({ username: "leaver", password: PASSWORD })).status).toBe(200);
  });

  it("answers 200 and clears the cookie without a session too", async () => {
    for (const cookie of [undefined, "next-auth.session-token=garbage"]) {
      const res = await call(logoutPOST, { method: "POST", cookie });
      expect(res.status).toBe(200);
      expect(res.setCookie).toMatch(/Max-Age=0/);
    }
  });

  it("refuses a foreign Origin (a cross-site page cannot sign the member out)", async () => {
    const { cookie } = await signedIn("csrf_target");
    const res = await call(logoutPOST, { method: "POST", cookie, headers: { origin: EVIL_ORIGIN } });
    expect(res.status).toBe(403);
    expect(await sessionStatus(cookie)).toBe(200);
  });
});

describe("next-auth", () => {
  it("accepts the cookie from /api/login and exposes {userId, isAdmin, username}", async () => {
    const { id, cookie } = await signedIn("via_nextauth");
    expect(await nextAuthSession(cookie)).toMatchObject({ userId: id, isAdmin: false, username: "via_nextauth" });
  });

  it("gives no session for a cookie ended by logout", async () => {
    const { cookie } = await signedIn("nextauth_leaver");
    await call(logoutPOST, { method: "POST", cookie });
    expect(await nextAuthSession(cookie)).toBeNull();
  });

  it("signs in through the Credentials provider with the same checks, and its token matches ours", async () => {
    await createMember({ username: "cred_user", password: PASSWORD });
    const provider = authOptions.providers[0] as CredentialsConfig;
    const authorize = provider.options?.authorize ?? provider.authorize;
    const req = { headers: { "x-forwarded-for": "192.0.2.77" }, body: {}, query: {}, method: "POST" };
    expect(await authorize({ username: "cred_user", password: "wrong" }, req)).toBeNull();
    expect(await authorize({ username: "", password: "" }, req)).toBeNull();
    const user = await authorize({ username: "CRED_USER", password: PASSWORD, timeZone: "Asia/Kolkata" }, req);
    expect(user).toMatchObject({ username: "cred_user", isAdmin: false, sv: 0, sid: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) });
    expect((await db.user.findUniqueOrThrow({ where: { usernameKey: "cred_user" } })).timeZone).toBe("Asia/Kolkata");

    const token = await authOptions.callbacks!.jwt!({ token: {}, user: user!, account: null } as never);
    const cookie = `next-auth.session-token=${await encodeSession(token as never)}`;
    expect(await sessionStatus(cookie)).toBe(200);
  });

  it("keeps sessions at most 7 days", () => {
    expect(SESSION_MAX_AGE_S).toBe(7 * 24 * 60 * 60);
    expect(authOptions.session?.maxAge).toBe(SESSION_MAX_AGE_S);
    expect(authOptions.session?.strategy).toBe("jwt");
  });
});
