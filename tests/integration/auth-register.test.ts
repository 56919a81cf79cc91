// POST /api/register: the code, username and password rules of docs/product/shell-and-sign-in.md#sign-in-and-registration and docs/product/shell-and-sign-in.md#sign-in-and-registration,
// checked on the server with the form's messages; case-insensitive unique names.
import { POST } from "@/app/api/register/route";
import { GET as userGET } from "@/app/api/user/route";
import { verifyPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";
import { AUTH_MESSAGES } from "@/lib/schemas/auth";
import { call, cookieFrom } from "@/tests/support/api";
import { HTML_LOOKING, itRejectsBadBodies, login, register, someIp, SQL_LOOKING } from "./auth-helpers";

const expect400 = async (body: Record<string, unknown>, message: string) => {
  const res = await register(body);
  expect({ status: res.status, message: res.json.message, cookie: res.setCookie }).toEqual({ status: 400, message, cookie: null });
};

describe("success", () => {
  it("answers 201 with the new member and signs them in", async () => {
    const res = await register({ username: "new_member", password: "secret1", timeZone: "Asia/Tokyo" });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      username: "new_member",
      isAdmin: false,
      timeZone: "Asia/Tokyo",
      streak: 0,
      xpPoints: 0,
      badges: [],
      lastResetDate: null,
      resetDue: true,
      profilePicture: null,
    });
    expect(res.json).not.toHaveProperty("passwordHash");
    const me = await call(userGET, { cookie: cookieFrom(res.setCookie) });
    expect(me.json.id).toBe(res.json.id);
  });

  it("stores an argon2id hash, never the password", async () => {
    const { json } = await register({ username: "hashed_one", password: "plain-text-pw" });
    const row = await db.user.findUniqueOrThrow({ where: { id: json.id } });
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(row.passwordHash, "plain-text-pw")).toBe(true);
  });

  it("accepts the demo code and issued 1xxxxxx1 codes, trimmed", async () => {
    await db.inviteCode.createMany({ data: ["1abcDE21", "10000001", "1ZZZZZZ1"].map((code) => ({ code, teamId: 1 })) });
    for (const [i, registrationCode] of ["DEMO2026", "1abcDE21", " 10000001 ", "1ZZZZZZ1"].entries()) {
      expect((await register({ username: `coded${i}`, password: "secret1", registrationCode })).status).toBe(201);
    }
  });

  it("takes the demo code from DEMO_REGISTRATION_CODE", async () => {
    process.env.DEMO_REGISTRATION_CODE = "COACH-XYZ";
    await db.inviteCode.create({ data: { code: "COACH-XYZ", teamId: 1 } });
    try {
      // A fresh module registry: lib/env caches the environment it first read.
      let handler: typeof POST | undefined;
      await jest.isolateModulesAsync(async () => {
        handler = (await import("@/app/api/register/route")).POST;
      });
      const attempt = (username: string, registrationCode: string) =>
        call(handler!, { body: { username, password: "secret1", registrationCode }, headers: { "x-forwarded-for": someIp() } });
      expect((await attempt("env_code", "COACH-XYZ")).json).toMatchObject({ username: "env_code" });
      expect((await attempt("env_code2", "DEMO2026")).json.message).toBe(AUTH_MESSAGES.codeInvalid);
    } finally {
      delete process.env.DEMO_REGISTRATION_CODE;
    }
  });

  it("saves an unknown or missing time zone as UTC", async () => {
    for (const [i, extra] of [{ timeZone: "Not/AZone" }, { timeZone: HTML_LOOKING.slice(0, 90) }, {}].entries()) {
      expect((await register({ username: `zoneless${i}`, password: "secret1", ...extra })).json.timeZone).toBe("UTC");
    }
  });

  it("accepts usernames of 3 and 32 characters with _ . - and passwords of 6 and 128", async () => {
    expect((await register({ username: "a.b", password: "123456" })).status).toBe(201);
    expect((await register({ username: `A-_.${"z".repeat(28)}`, password: "p".repeat(128) })).status).toBe(201);
  });

  it("keeps SQL- and HTML-looking passwords verbatim", async () => {
    const password = `${SQL_LOOKING}${HTML_LOOKING}`.slice(0, 128);
    expect((await register({ username: "odd_password", password })).status).toBe(201);
    expect((await login({ username: "odd_password", password })).status).toBe(200);
    expect(await db.user.count({ where: { username: "odd_password" } })).toBe(1);
  });
});

describe("rules", () => {
  it("requires a non-blank username and password first", async () => {
    for (const body of [{ username: "", password: "secret1" }, { username: "abc", password: "   " }, { password: "secret1" }, { username: "abc" }]) {
      await expect400({ ...body, registrationCode: "" }, AUTH_MESSAGES.credentialsRequired);
    }
  });

  it("then a registration code", async () => {
    await expect400({ username: "x", password: "y", registrationCode: "  " }, AUTH_MESSAGES.codeRequired);
    const res = await call(POST, { body: { username: "x", password: "y" } });
    expect(res.json.message).toBe(AUTH_MESSAGES.codeRequired);
  });

  it("then a valid code", async () => {
    for (const registrationCode of ["12345678", "1abcdef2", "1abc-ef1", "1abcdefg1", "demo2026", SQL_LOOKING, HTML_LOOKING]) {
      await expect400({ username: "code_check", password: "secret1", registrationCode }, AUTH_MESSAGES.codeInvalid);
    }
  });

  it("then the username rules", async () => {
    for (const username of ["ab", "z".repeat(33), "has space", "émile", "semi;colon", SQL_LOOKING, HTML_LOOKING]) {
      await expect400({ username, password: "secret1" }, AUTH_MESSAGES.usernameFormat);
    }
  });

  it("then the password length", async () => {
    await expect400({ username: "short_pw", password: "12345" }, AUTH_MESSAGES.passwordLength);
    await expect400({ username: "long_pw", password: "p".repeat(129) }, AUTH_MESSAGES.passwordLength);
  });

  it("answers 400 to wrong-typed fields", async () => {
    await expect400({ username: 123, password: "secret1" }, AUTH_MESSAGES.credentialsRequired);
    await expect400({ username: "typed", password: "secret1", registrationCode: 10000001 }, AUTH_MESSAGES.codeRequired);
    expect((await register({ username: "typed", password: "secret1", timeZone: {} })).status).toBe(400);
  });

  it("refuses a username taken in any case with 409", async () => {
    expect((await register({ username: "Casey", password: "secret1" })).status).toBe(201);
    for (const username of ["Casey", "casey", "CASEY"]) {
      const res = await register({ username, password: "secret1" });
      expect(res.status).toBe(409);
      expect(res.json).toEqual({ message: AUTH_MESSAGES.usernameTaken, code: "conflict" });
    }
  });

  it("gives one account when two sign-ups race for a name", async () => {
    const results = await Promise.all(["Racer", "racer", "RACER", "rAcEr"].map((username) => register({ username, password: "secret1" })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    expect(await db.user.count({ where: { usernameKey: "racer" } })).toBe(1);
  });

  itRejectsBadBodies(POST, { validBody: { username: "body_check", password: "secret1", registrationCode: "DEMO2026" } });
});
