// One session per sign-in (docs/decisions.md "Fair points and sessions"): GET /api/sessions lists
// the member's devices (this one first, marked current), DELETE /api/sessions/{id} signs one out,
// POST /api/sessions/sign-out-all ends every one; logout ends only this device's; a password change
// and account deletion end all; expired sessions are refused and pruned; a session's last activity
// follows at most every few minutes; the check stays inside the guarded statements.
import { GET as listGET } from "@/app/api/sessions/route";
import { DELETE as sessionDELETE } from "@/app/api/sessions/[id]/route";
import { POST as signOutAllPOST } from "@/app/api/sessions/sign-out-all/route";
import { POST as logoutPOST } from "@/app/api/logout/route";
import { GET as notesGET, POST as notesPOST } from "@/app/api/notes/route";
import { GET as userGET } from "@/app/api/user/route";
import { POST as changePasswordPOST } from "@/app/api/users/change-password/route";
import { POST as deleteAccountPOST } from "@/app/api/users/delete-account/route";
import { db } from "@/lib/db";
import { pruneExpiredSessions } from "@/lib/services/auth/sessions";
import { call, cookieFrom, createMember, sessionCookieFor } from "@/tests/support/api";
import { login, sessionStatus } from "./auth-helpers";

const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const MAC = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";
const PASSWORD = "password123";

/** A member signed in on two devices through the real login route. */
async function onTwoDevices() {
  const m = await createMember();
  const phone = cookieFrom((await login({ username: m.user.username, password: PASSWORD }, { headers: { "user-agent": ANDROID } })).setCookie);
  const laptop = cookieFrom((await login({ username: m.user.username, password: PASSWORD }, { headers: { "user-agent": MAC } })).setCookie);
  return { ...m, phone, laptop };
}

const list = async (cookie: string) => (await call(listGET, { cookie })).json as { id: string; device: string; current: boolean; lastSeenAt: string; createdAt: string }[];

describe("GET /api/sessions", () => {
  it("lists the member's devices, this one first and marked current, named from the user agent", async () => {
    const m = await onTwoDevices();
    const seen = await list(m.laptop);
    expect(seen.map((s) => [s.device, s.current])).toEqual([
      ["Safari on macOS", true],
      ["Chrome on Android", false],
      ["Unknown device", false], // createMember's own session
    ]);
    expect(seen[0]).toMatchObject({ id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), createdAt: expect.any(String), lastSeenAt: expect.any(String) });
    // Another member sees only theirs.
    const other = await createMember();
    expect((await list(other.cookie)).map((s) => s.current)).toEqual([true]);
  });

  it("answers 401 without a session", async () => {
    expect((await call(listGET)).status).toBe(401);
  });
});

describe("ending sessions", () => {
  it("logout ends this device only", async () => {
    const m = await onTwoDevices();
    expect((await call(logoutPOST, { method: "POST", cookie: m.laptop })).status).toBe(200);
    expect(await sessionStatus(m.laptop)).toBe(401);
    expect(await sessionStatus(m.phone)).toBe(200);
    expect((await list(m.phone)).map((s) => s.device)).toEqual(["Chrome on Android", "Unknown device"]);
  });

  it("a device's Sign out ends that device; signing out this one clears the cookie; another member's or an unknown id is 404", async () => {
    const m = await onTwoDevices();
    const phone = (await list(m.laptop)).find((s) => s.device === "Chrome on Android")!;
    const res = await call(sessionDELETE, { cookie: m.laptop, method: "DELETE", params: { id: phone.id } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, current: false });
    expect(res.setCookie).toBeNull();
    expect(await sessionStatus(m.phone)).toBe(401);
    expect(await sessionStatus(m.laptop)).toBe(200);
    // Again: it has ended.
    expect((await call(sessionDELETE, { cookie: m.laptop, method: "DELETE", params: { id: phone.id } })).status).toBe(404);

    const other = await createMember();
    const mine = (await list(m.laptop))[0];
    expect((await call(sessionDELETE, { cookie: other.cookie, method: "DELETE", params: { id: mine.id } })).status).toBe(404);
    expect(await sessionStatus(m.laptop)).toBe(200);
    for (const id of ["abc", "1", "x".repeat(23), "../../aaaaaaaaaaaaaaaaaa"]) {
      expect((await call(sessionDELETE, { cookie: m.laptop, method: "DELETE", params: { id } })).status).toBe(400);
    }

    const self = await call(sessionDELETE, { cookie: m.laptop, method: "DELETE", params: { id: mine.id } });
    expect(self.json).toEqual({ success: true, current: true });
    expect(self.setCookie).toMatch(/Max-Age=0/);
    expect(await sessionStatus(m.laptop)).toBe(401);
  });

  it("Sign out of all devices ends every session, this one included", async () => {
    const m = await onTwoDevices();
    const res = await call(signOutAllPOST, { cookie: m.phone, method: "POST" });
    expect(res.status).toBe(200);
    expect(res.setCookie).toMatch(/Max-Age=0/);
    for (const cookie of [m.phone, m.laptop, m.cookie]) expect(await sessionStatus(cookie)).toBe(401);
    expect(await db.session.count({ where: { userId: m.user.id } })).toBe(0);
    expect((await call(signOutAllPOST, { cookie: m.phone, method: "POST" })).status).toBe(401);
  });

  it("a password change ends every other session; account deletion ends all", async () => {
    const m = await onTwoDevices();
    const changed = await call(changePasswordPOST, { cookie: m.laptop, body: { currentPassword: PASSWORD, newPassword: "another-pass" }, headers: { "user-agent": MAC } });
    expect(changed.status).toBe(200);
    const fresh = cookieFrom(changed.setCookie);
    expect((await list(fresh)).map((s) => [s.device, s.current])).toEqual([["Safari on macOS", true]]);
    for (const cookie of [m.phone, m.laptop]) expect(await sessionStatus(cookie)).toBe(401);

    const deleted = await call(deleteAccountPOST, { cookie: fresh, body: { username: m.user.username, password: "another-pass" } });
    expect(deleted.status).toBe(200);
    expect(await db.session.count({ where: { userId: m.user.id } })).toBe(0);
  });
});

describe("expiry and last activity", () => {
  it("an expired session is refused, and the tick prunes it", async () => {
    const m = await onTwoDevices();
    await db.session.updateMany({ where: { userId: m.user.id, device: "Chrome on Android" }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await sessionStatus(m.phone)).toBe(401);
    expect(await sessionStatus(m.laptop)).toBe(200);
    expect(await pruneExpiredSessions()).toBeGreaterThanOrEqual(1);
    expect(await db.session.count({ where: { userId: m.user.id } })).toBe(2);
  });

  it("last activity follows the session check, at most every few minutes", async () => {
    const m = await createMember();
    const old = new Date(Date.now() - 2 * 3600_000);
    await db.session.updateMany({ where: { userId: m.user.id }, data: { lastSeenAt: old } });
    expect((await call(userGET, { cookie: m.cookie })).status).toBe(200);
    const [touched] = await db.session.findMany({ where: { userId: m.user.id } });
    expect(touched.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    const recent = new Date(Date.now() - 60_000);
    await db.session.updateMany({ where: { userId: m.user.id }, data: { lastSeenAt: recent } });
    expect(await sessionStatus(m.cookie)).toBe(200);
    expect((await db.session.findFirstOrThrow({ where: { userId: m.user.id } })).lastSeenAt).toEqual(recent);
  });
});

describe("the check inside a guarded statement", () => {
  it("a write on a session ended elsewhere (this server saw the member) is 401 and writes nothing", async () => {
    const m = await createMember();
    const other = await sessionCookieFor(m.user);
    expect((await call(notesGET, { cookie: m.cookie })).status).toBe(200); // seen: the write below is guarded
    const [mine] = await db.session.findMany({ where: { userId: m.user.id }, orderBy: { createdAt: "asc" }, take: 1 });
    await db.session.delete({ where: { id: mine.id } });
    expect((await call(notesPOST, { cookie: m.cookie, body: { content: "ended" } })).status).toBe(401);
    expect(await db.note.count({ where: { userId: m.user.id } })).toBe(0);
    expect((await call(notesPOST, { cookie: other, body: { content: "live" } })).status).toBe(200);
  });
});
