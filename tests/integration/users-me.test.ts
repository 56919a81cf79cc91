// GET /api/user and GET /api/users/me: the current member, computed in their own time zone.
import { GET as userGET } from "@/app/api/user/route";
import { GET as meGET } from "@/app/api/users/me/route";
import { db } from "@/lib/db";
import { dateColumn, localDate } from "@/lib/domain/day";
import { getCurrentUser } from "@/lib/services/users/get-current-user";
import { call, createMember } from "@/tests/support/api";

const routes = [
  ["GET /api/user", userGET],
  ["GET /api/users/me", meGET],
] as const;

describe.each(routes)("%s", (_name, GET) => {
  it("answers the member without the password hash", async () => {
    const { user, cookie } = await createMember({ timeZone: "America/Los_Angeles" });
    const res = await call(GET, { cookie });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      id: user.id,
      username: user.username,
      isAdmin: false,
      timeZone: "America/Los_Angeles",
      lastResetDate: null,
      streak: 0,
      xpPoints: 0,
      badges: [],
      showDailySummary: true,
      dateCreated: user.dateCreated.toISOString(),
      profilePicture: null,
      today: localDate(new Date(), "America/Los_Angeles"),
      resetDue: true,
      dayStartHour: 0,
      freezes: 0,
      freezeNotice: null,
      travelPromptZone: null,
    });
    expect(JSON.stringify(res.json)).not.toContain("argon2");
  });

  it("answers 401 JSON without a session", async () => {
    const res = await call(GET);
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ code: "unauthorized" });
  });
});

it("lists badge codes oldest first", async () => {
  const { user, cookie } = await createMember();
  const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));
  await db.earnedBadge.createMany({
    data: [
      { userId: user.id, code: "streak5", earnedAt: at(30) },
      { userId: user.id, code: "first-goal", earnedAt: at(10) },
      { userId: user.id, code: "xp-5", earnedAt: at(20) },
    ],
  });
  expect((await call(userGET, { cookie })).json.badges).toEqual(["first-goal", "xp-5", "streak5"]);
});

describe("today and resetDue follow the member's zone", () => {
  // 2026-03-10 11:30 UTC: already the 11th in Auckland (UTC+13), still the 10th in Los Angeles.
  const now = new Date("2026-03-10T11:30:00Z");

  it.each([
    ["Pacific/Auckland", "2026-03-11"],
    ["America/Los_Angeles", "2026-03-10"],
    ["UTC", "2026-03-10"],
  ])("%s: today is %s", async (timeZone, today) => {
    const { user } = await createMember({ timeZone });
    await db.user.update({ where: { id: user.id }, data: { lastResetDate: dateColumn("2026-03-10"), lastActiveDate: dateColumn("2026-03-10") } });
    const current = await getCurrentUser(user.id, now);
    expect(current).toMatchObject({ today, lastResetDate: "2026-03-10", resetDue: today > "2026-03-10" });
  });

  it("is null for a member who no longer exists", async () => {
    expect(await getCurrentUser(999_999, now)).toBeNull();
  });
});

test("after a cron reset the first visit of the day is still due (the dialog opens once)", async () => {
  const now = new Date("2026-03-10T12:00:00Z");
  const { user } = await createMember({ timeZone: "UTC" });
  // The tick reset today's journal on the member's behalf; they were last active yesterday.
  await db.user.update({ where: { id: user.id }, data: { lastResetDate: dateColumn("2026-03-10"), lastActiveDate: dateColumn("2026-03-09") } });
  expect((await getCurrentUser(user.id, now))?.resetDue).toBe(true);
  await db.user.update({ where: { id: user.id }, data: { lastActiveDate: dateColumn("2026-03-10") } });
  expect((await getCurrentUser(user.id, now))?.resetDue).toBe(false);
});
