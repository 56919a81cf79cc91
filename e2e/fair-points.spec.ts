// docs/decisions.md "Fair points and sessions" in Chromium: Profile > Security lists the member's devices and signs one or all out;
// a small widget award is a compact toast with the server's points, never a blocking popup; after
// the 200-a-day widget cap the member is told once and nothing claims points; the third mindset
// exercise's popup lists every award.
import { expect, test } from "./support/fixtures";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { freshMember, apiPost, sql } from "./support/members";
import { awardedQuietly, widgetMember } from "./support/widget-member";
import { dashboardReady, toast } from "./support/ui";
import { dismissCelebration, earnStarterBadges, expectPoints, headerPoints } from "./journal-support";

const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

test("Profile > Security: this device, the phone last active 2 h ago, sign one out, then all", async ({ page, baseURL, browser }) => {
  const username = await freshMember(page, baseURL!, "dev");
  const phone = await browser.newContext({ baseURL, userAgent: ANDROID });
  const login = await phone.request.post("/api/login", { data: { username, password: "e2e-pass-123", timeZone: "UTC" }, headers: { Origin: baseURL! } });
  expect(login.status()).toBe(200);
  await sql(`UPDATE "Session" s SET "lastSeenAt" = timezone('utc', now()) - interval '2 hours 5 minutes' FROM "User" u WHERE u."id" = s."userId" AND u."usernameKey" = lower($1) AND s."device" = 'Chrome on Android'`, [username]);

  await page.goto("/profile");
  await page.getByRole("tab", { name: "Security" }).click();
  const list = page.getByTestId("device-list");
  const devices = list.getByTestId("device");
  await expect(devices).toHaveCount(2);
  await expect(devices.nth(0)).toContainText("This device");
  await expect(devices.nth(1)).toContainText("Chrome on Android, last active 2 h ago");
  await expectNoSeriousA11yViolations(page, { include: "[data-testid=device-list]" });

  await list.getByRole("button", { name: "Sign out Chrome on Android" }).click();
  await expect(devices).toHaveCount(1);
  expect((await phone.request.get("/api/user")).status()).toBe(401);
  expect((await page.request.get("/api/user")).status()).toBe(200);

  // Signed in on the phone again, then everything ends from the laptop.
  expect((await phone.request.post("/api/login", { data: { username, password: "e2e-pass-123", timeZone: "UTC" }, headers: { Origin: baseURL! } })).status()).toBe(200);
  await list.getByRole("button", { name: "Sign out of all devices" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get("/api/user")).status()).toBe(401);
  expect((await phone.request.get("/api/user")).status()).toBe(401);
  await phone.close();
});

test("a small widget award is a toast with the server's points; after the cap the member is told once", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const { widget, start } = await widgetMember(page, baseURL!, "getting-things-done");
  const field = widget.getByLabel("New action");

  await field.fill("First thing");
  await awardedQuietly(page, () => field.press("Enter"), 2, "Captured");
  await expectPoints(page, start + 2);
  // The toast blocks nothing: the next capture can be typed at once.
  await field.fill("Second thing");
  await awardedQuietly(page, () => field.press("Enter"), 2, "Captured");
  await expectPoints(page, start + 4);

  // Today's 200 widget points are reached (as if earned in other widgets).
  const me = await (await page.request.get("/api/user")).json();
  await sql(
    `INSERT INTO "WidgetPointsDay" ("userId", "localDate", "points", "lastAward") VALUES ($1, $2::date, 200, 0)
     ON CONFLICT ("userId", "localDate") DO UPDATE SET "points" = 200`,
    [me.id, me.today],
  );
  const capTitle = "⏰ Today's 200 widget points are reached: your progress is saved";
  await field.fill("Third thing");
  const answered = page.waitForResponse((r) => r.url().includes("/api/widget-achievements") && r.request().method() === "POST");
  await field.press("Enter");
  expect((await (await answered).json()).pointsAwarded).toBe(0);
  await expect(toast(page).locator("[data-slot=toast-title]")).toHaveText(capTitle);
  await expect(page.getByTestId("celebration-popup")).toHaveCount(0);
  await expect(widget.getByText("Third thing")).toBeVisible(); // progress is saved
  expect(await headerPoints(page)).toBe(start + 4);

  // Said once: the next capped award shows nothing.
  await toast(page).getByRole("button").first().click().catch(() => {});
  await expect(toast(page)).toHaveCount(0);
  await field.fill("Fourth thing");
  const again = page.waitForResponse((r) => r.url().includes("/api/widget-achievements") && r.request().method() === "POST");
  await field.press("Enter");
  await again;
  await page.waitForTimeout(500);
  await expect(toast(page)).toHaveCount(0);
  await expect(page.getByTestId("celebration-popup")).toHaveCount(0);
});

test("the third mindset exercise lists every award: 15, the 25 bonus and the badge", async ({ page, baseURL }) => {
  await freshMember(page, baseURL!, "mind");
  await earnStarterBadges(page, baseURL!);
  await apiPost(page, baseURL!, "/api/mindset", { isVisualizationCompleted: true, isSelfTalkCompleted: true });
  await apiPost(page, baseURL!, "/api/notifications/mark-all-read", {});
  await page.reload();
  await dashboardReady(page);
  const start = await headerPoints(page);

  await page.getByRole("checkbox", { name: "Focus completed" }).click();
  const popup = page.getByTestId("celebration-popup");
  await expect(popup).toBeVisible();
  await expect(popup).toContainText("Focus Complete!");
  await expect(popup).toContainText("+60 Points");
  await expect(popup).toContainText("+15 exercise, +25 bonus, +20 badge: Mindset Master");
  await dismissCelebration(page);
  await expectPoints(page, start + 60);
});
