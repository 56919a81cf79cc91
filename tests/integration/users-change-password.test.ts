// POST /api/users/change-password: the current password is checked, the new one follows the
// rules, and every other session ends while this browser stays signed in.
import { POST } from "@/app/api/users/change-password/route";
import { USER_MESSAGES } from "@/lib/schemas/user";
import { call, cookieFrom, createMember } from "@/tests/support/api";
import { HTML_LOOKING, itRejectsBadBodies, login, sessionStatus, SQL_LOOKING } from "./auth-helpers";

const OLD = "old-password";

async function member(username: string) {
  const { cookie } = await createMember({ username, password: OLD });
  return cookie;
}

const change = (cookie: string | undefined, body: unknown) => call(POST, { cookie, body });

it("changes the password, ends other sessions, and gives this browser a fresh cookie", async () => {
  const cookie = await member("changer");
  const otherBrowser = cookieFrom((await login({ username: "changer", password: OLD })).setCookie);
  const newPassword = `${SQL_LOOKING}${HTML_LOOKING}`.slice(0, 100);

  const res = await change(cookie, { currentPassword: OLD, newPassword });
  expect(res.status).toBe(200);
  expect(res.json).toEqual({ success: true });
  const fresh = cookieFrom(res.setCookie);

  expect(await sessionStatus(fresh)).toBe(200);
  expect(await sessionStatus(cookie)).toBe(401);
  expect(await sessionStatus(otherBrowser)).toBe(401);
  expect((await login({ username: "changer", password: OLD })).status).toBe(401);
  expect((await login({ username: "changer", password: newPassword })).status).toBe(200);
});

it("refuses a wrong current password with 400 and changes nothing", async () => {
  const cookie = await member("wrong_current");
  const res = await change(cookie, { currentPassword: "not-it", newPassword: "whatever1" });
  expect(res.status).toBe(400);
  expect(res.json).toEqual({ message: USER_MESSAGES.currentPasswordIncorrect, code: "bad_request" });
  expect(res.setCookie).toBeNull();
  expect(await sessionStatus(cookie)).toBe(200);
  expect((await login({ username: "wrong_current", password: OLD })).status).toBe(200);
});

it("checks the fields with the profile form's messages", async () => {
  const cookie = await member("rules_check");
  const cases: [Record<string, unknown>, string][] = [
    [{ newPassword: "abcdef" }, USER_MESSAGES.currentPasswordRequired],
    [{ currentPassword: "", newPassword: "abcdef" }, USER_MESSAGES.currentPasswordRequired],
    [{ currentPassword: OLD }, USER_MESSAGES.newPasswordRequired],
    [{ currentPassword: OLD, newPassword: "" }, USER_MESSAGES.newPasswordRequired],
    [{ currentPassword: OLD, newPassword: "12345" }, USER_MESSAGES.newPasswordTooShort],
    [{ currentPassword: OLD, newPassword: "p".repeat(129) }, USER_MESSAGES.newPasswordTooLong],
    [{ currentPassword: 123456, newPassword: "abcdef" }, USER_MESSAGES.currentPasswordRequired],
    [{ currentPassword: OLD, newPassword: ["abcdef"] }, USER_MESSAGES.newPasswordRequired],
  ];
  for (const [body, message] of cases) {
    const res = await change(cookie, body);
    expect({ status: res.status, message: res.json.message }).toEqual({ status: 400, message });
  }
  expect(await sessionStatus(cookie)).toBe(200);
});

it("answers 401 without a session and with a cookie ended by a password change", async () => {
  expect((await change(undefined, { currentPassword: OLD, newPassword: "abcdef" })).status).toBe(401);
  const cookie = await member("twice");
  expect((await change(cookie, { currentPassword: OLD, newPassword: "abcdef" })).status).toBe(200);
  expect((await change(cookie, { currentPassword: "abcdef", newPassword: "ghijkl" })).status).toBe(401);
});

let bodyCookie: string;
beforeAll(async () => {
  bodyCookie = await member("body_checks");
});
itRejectsBadBodies(POST, { validBody: { currentPassword: OLD, newPassword: "abcdef" }, cookie: () => bodyCookie });
