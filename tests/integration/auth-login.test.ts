// POST /api/login: the answer, the cookie, the time zone, and failures that reveal nothing.
import { POST } from "@/app/api/login/route";
import { db } from "@/lib/db";
import { decodeSession } from "@/lib/auth/session-token";
import { AUTH_MESSAGES } from "@/lib/schemas/auth";
import { cookieFrom, createMember } from "@/tests/support/api";
import { itRejectsBadBodies, login, sessionStatus, SQL_LOOKING, HTML_LOOKING } from "./auth-helpers";

let member: Awaited<ReturnType<typeof createMember>>["user"];

beforeAll(async () => {
  ({ user: member } = await createMember({ username: "Login_User", password: "correct-horse", timeZone: "Europe/Paris" }));
});

describe("success", () => {
  it("answers {id, isAdmin, username} and sets an httpOnly session cookie that works", async () => {
    const res = await login({ username: "Login_User", password: "correct-horse" });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ id: member.id, isAdmin: false, username: "Login_User" });
    expect(res.setCookie).toMatch(/^next-auth\.session-token=[^;]+;/);
    expect(res.setCookie).toMatch(/HttpOnly/i);
    expect(res.setCookie).toMatch(/SameSite=lax/i);
    expect(res.setCookie).toMatch(/Max-Age=604800/);
    expect(res.setCookie).not.toMatch(/Secure/);
    const claims = await decodeSession(cookieFrom(res.setCookie).split("=")[1]);
    expect(claims).toEqual({ sub: String(member.id), username: "Login_User", isAdmin: false, sv: 0, sid: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) });
    expect(await sessionStatus(cookieFrom(res.setCookie))).toBe(200);
  });

  it("accepts the username in any case and around spaces", async () => {
    const res = await login({ username: "  login_user ", password: "correct-horse" });
    expect(res.status).toBe(200);
    expect(res.json.username).toBe("Login_User");
  });

  it("marks the cookie Secure and __Secure- over https", async () => {
    const res = await login({ username: "Login_User", password: "correct-horse" }, { headers: { "x-forwarded-proto": "https" } });
    expect(res.setCookie).toMatch(/^__Secure-next-auth\.session-token=/);
    expect(res.setCookie).toMatch(/Secure/);
    expect(await sessionStatus(cookieFrom(res.setCookie))).toBe(200);
  });

  it("saves the browser's time zone at each login; an unknown zone is stored as UTC; none keeps the stored one", async () => {
    const zoneAfter = async (body: Record<string, unknown>) => {
      expect((await login({ username: "Login_User", password: "correct-horse", ...body })).status).toBe(200);
      return (await db.user.findUniqueOrThrow({ where: { id: member.id } })).timeZone;
    };
    expect(await zoneAfter({ timeZone: "Pacific/Auckland" })).toBe("Pacific/Auckland");
    expect(await zoneAfter({})).toBe("Pacific/Auckland");
    expect(await zoneAfter({ timeZone: "America/Los_Angeles" })).toBe("America/Los_Angeles");
    expect(await zoneAfter({ timeZone: "Mars/Olympus_Mons" })).toBe("UTC");
  });
});

describe("failures", () => {
  const unauthorized = { message: AUTH_MESSAGES.invalidCredentials, code: "unauthorized" };

  it("answers an unknown username and a wrong password alike, without a cookie", async () => {
    const unknown = await login({ username: "nobody_here", password: "correct-horse" });
    const wrong = await login({ username: "Login_User", password: "wrong-horse" });
    for (const res of [unknown, wrong]) {
      expect(res.status).toBe(401);
      expect(res.json).toEqual(unauthorized);
      expect(res.setCookie).toBeNull();
    }
  });

  it("takes about the same time for an unknown username as for a wrong password", async () => {
    const median = async (username: string) => {
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        const start = performance.now();
        await login({ username, password: "not-it" });
        times.push(performance.now() - start);
      }
      return times.sort((a, b) => a - b)[2];
    };
    await median("warm_up_user");
    const [unknown, wrong] = [await median("ghost_user"), await median("Login_User")];
    // Both run one argon2id verify (tens of ms); a skipped verify would be several times faster.
    expect(unknown / wrong).toBeGreaterThan(0.4);
    expect(unknown / wrong).toBeLessThan(2.5);
  });

  it("treats SQL- and HTML-looking names and passwords as plain text", async () => {
    for (const username of [SQL_LOOKING, `' OR '1'='1`, HTML_LOOKING]) {
      const res = await login({ username, password: SQL_LOOKING });
      expect(res.status).toBe(401);
      expect(res.json).toEqual(unauthorized);
    }
    expect(await db.user.count()).toBeGreaterThan(0);
  });

  it("requires both fields to be non-blank, with the form's message", async () => {
    for (const body of [{}, { username: "Login_User" }, { password: "x" }, { username: "  ", password: "x" }, { username: "Login_User", password: " " }]) {
      const res = await login(body);
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ message: AUTH_MESSAGES.credentialsRequired, code: "bad_request" });
    }
  });

  it("answers 400 to wrong-typed fields", async () => {
    for (const body of [
      { username: 42, password: "x" },
      { username: "Login_User", password: ["x"] },
      { username: "Login_User", password: "correct-horse", timeZone: 5 },
    ]) {
      const res = await login(body);
      expect(res.status).toBe(400);
      expect(res.json.code).toBe("bad_request");
    }
  });

  itRejectsBadBodies(POST, { validBody: { username: "Login_User", password: "correct-horse" } });
});
