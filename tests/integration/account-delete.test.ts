// POST /api/users/delete-account (docs/product/profile.md#delete-my-account): confirmed by username and password, removes every
// row of the member in one transaction, ends every session; another member's rows stay.
import { GET as getUser } from "@/app/api/user/route";
import { POST as deleteAccount } from "@/app/api/users/delete-account/route";
import { addDays, localDate } from "@/lib/domain/day";
import { ACCOUNT_MESSAGES } from "@/lib/schemas/account";
import { db } from "@/lib/db";
import { call, createMember } from "@/tests/support/api";
import { fillMemberTables, memberRowCounts } from "@/tests/support/member-rows";
import { seedHistory } from "@/tests/support/seed-history-db";
import { login } from "./auth-helpers";

const today = localDate(new Date(), "UTC");
const del = (cookie: string | undefined, body: unknown) => call(deleteAccount, { cookie, body });

async function richMember() {
  const m = await createMember();
  await seedHistory(m.user.id, addDays(today, -20), addDays(today, -1));
  await fillMemberTables(m.user.id);
  return m;
}

test("401 without a session", async () => {
  expect((await del(undefined, { username: "x", password: "password123" })).status).toBe(401);
});

test("refuses a wrong username, a wrong or missing password, and junk; nothing is deleted", async () => {
  const m = await createMember();
  const cases: [unknown, string][] = [
    [{ username: "someone_else", password: "password123" }, ACCOUNT_MESSAGES.usernameMismatch],
    [{ username: m.user.username.toUpperCase() + "x", password: "password123" }, ACCOUNT_MESSAGES.usernameMismatch],
    [{ username: m.user.username, password: "wrong-password" }, ACCOUNT_MESSAGES.passwordIncorrect],
    [{ username: m.user.username, password: "" }, ACCOUNT_MESSAGES.passwordRequired],
    [{ username: m.user.username }, ACCOUNT_MESSAGES.passwordRequired],
    [{ username: 42, password: "password123" }, ACCOUNT_MESSAGES.usernameMismatch],
  ];
  for (const [body, message] of cases) {
    const res = await del(m.cookie, body);
    expect({ body, status: res.status, message: res.json.message }).toEqual({ body, status: 400, message });
  }
  expect((await del(m.cookie, { username: m.user.username, password: "password123", userId: 1 })).status).toBe(400);
  expect(await db.user.count({ where: { id: m.user.id } })).toBe(1);
});

test("deletes every row of the member in every table, ends the session, keeps the other member", async () => {
  const [a, b] = [await richMember(), await richMember()];
  const before = await memberRowCounts(a.user.id, a.user.username);
  const filled = Object.entries(before).filter(([, n]) => n > 0).map(([t]) => t);
  expect(filled.length).toBeGreaterThanOrEqual(12);
  const bBefore = await memberRowCounts(b.user.id, b.user.username);

  const res = await del(a.cookie, { username: ` ${a.user.username} `, password: "password123" });
  expect(res.status).toBe(200);
  expect(res.setCookie).toMatch(/session-token=;/);

  const after = await memberRowCounts(a.user.id, a.user.username);
  expect(after).toEqual(Object.fromEntries(Object.keys(before).map((t) => [t, 0])));
  expect(await memberRowCounts(b.user.id, b.user.username)).toEqual(bBefore);
  // The old cookie is worth nothing, and the name no longer signs in.
  expect((await call(getUser, { cookie: a.cookie })).status).toBe(401);
  expect((await login({ username: a.user.username, password: "password123" })).status).toBe(401);
}, 90_000);

test("the only administrator cannot delete themselves; one of two can", async () => {
  await db.user.updateMany({ where: { isAdmin: true }, data: { isAdmin: false } });
  const admin = await createMember({ isAdmin: true });
  const res = await del(admin.cookie, { username: admin.user.username, password: "password123" });
  expect(res.status).toBe(403);
  expect(res.json.message).toBe(ACCOUNT_MESSAGES.lastAdmin);
  await createMember({ isAdmin: true });
  expect((await del(admin.cookie, { username: admin.user.username, password: "password123" })).status).toBe(200);
});
