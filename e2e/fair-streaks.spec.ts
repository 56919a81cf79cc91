// Fair streaks (docs/decisions.md "Fair streaks") in Chromium: the Profile section
// (rest days, day start, a pause started and ended), the dashboard's travel prompt once per new
// zone, and the calendar's rest, paused and frozen days; axe on the new parts.
import { expect, test } from "./support/fixtures";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { freshMember, sql } from "./support/members";
import { apiRegister } from "./support/fixtures";
import { anotherDateThanUtc, closeDailySummary, dashboardReady, expectToast, waitForWrite } from "./support/ui";

const utcDate = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

test.describe("Profile: rest days, day start and pauses", () => {
  test.use({ timezoneId: "UTC" });

  test("picks two rest days (not a third), a 03:00 day start, and pauses then ends early", async ({ page, baseURL }) => {
    await freshMember(page, baseURL!, "fair");
    await page.goto("/profile");
    const card = page.getByTestId("fair-streak-card");
    await expect(card.getByRole("heading", { name: "Rest, pauses and your day" })).toBeVisible();
    await expect(card.getByTestId("freezes-kept")).toHaveText("0");
    await expectNoSeriousA11yViolations(page, { include: "[data-testid=fair-streak-card]" });

    // click(), not check(): the box ticks from the optimistic cache update a moment after the click
    // (useSaveStreakSettings), which check() does not wait for on a busy machine; toBeChecked does.
    let sent = page.waitForRequest((r) => r.url().includes("/api/streak/settings") && r.method() === "PUT");
    await card.getByRole("checkbox", { name: "Monday" }).click();
    expect((await sent).postDataJSON()).toEqual({ restDays: [1] });
    await expectToast(page, "Rest days saved", "They count from your next day.");
    await expect(card.getByRole("checkbox", { name: "Monday" })).toBeChecked();
    sent = page.waitForRequest((r) => r.url().includes("/api/streak/settings") && r.method() === "PUT");
    await card.getByRole("checkbox", { name: "Sunday" }).click();
    expect((await sent).postDataJSON()).toEqual({ restDays: [1, 7] });
    await expect(card.getByRole("checkbox", { name: "Sunday" })).toBeChecked();
    await expect(card.getByRole("checkbox", { name: "Tuesday" })).toBeDisabled();

    sent = page.waitForRequest((r) => r.url().includes("/api/streak/settings") && r.method() === "PUT");
    await card.getByLabel("My day starts at").selectOption("3");
    expect((await sent).postDataJSON()).toEqual({ dayStartHour: 3 });
    await expectToast(page, "Day start saved", "Your day now starts at 03:00.");
    expect((await (await page.request.get("/api/user")).json()).dayStartHour).toBe(3);
    // The time-zone hint says the day start set, not midnight.
    await expect(page.locator("#profile-time-zone-hint")).toContainText("Your day starts at 03:00 in this zone.");

    await card.getByLabel("Reason").selectOption("exams");
    await card.getByLabel("Days from today").fill("5");
    const created = waitForWrite(page, "POST", "/api/streak/pauses");
    await card.getByRole("button", { name: "Pause", exact: true }).click();
    await created;
    await expectToast(page, "Streak paused", "Paused from today for 5 days.");
    await expect(card.getByTestId("pause-row")).toContainText("Exams:");
    await expectNoSeriousA11yViolations(page, { include: "[data-testid=fair-streak-card]" });

    const ended = waitForWrite(page, "POST", /\/api\/streak\/pauses\/\d+\/end\b/);
    await card.getByRole("button", { name: "End pause" }).click();
    await ended;
    await expect(card.getByTestId("pause-row")).toHaveCount(0);

    // 15 days: the field refuses it before anything is sent.
    await card.getByLabel("Days from today").fill("15");
    expect(await card.getByLabel("Days from today").evaluate((el) => (el as HTMLInputElement).validity.rangeOverflow)).toBe(true);
    // The server's rules show as a clear message: a second pause over the first one.
    await card.getByLabel("Days from today").fill("3");
    await card.getByRole("button", { name: "Pause", exact: true }).click();
    await expect(card.getByTestId("pause-row")).toHaveCount(1);
    await card.getByRole("button", { name: "Pause", exact: true }).click();
    await expectToast(page, "Error", "Failed to pause: You already have a pause on those days");
  });
});

test.describe("the dashboard's travel prompt", () => {
  test.use({ timezoneId: "Asia/Tokyo" });

  test("offers the device's zone once; Switch moves the Reach day there", async ({ page, baseURL }) => {
    await freshMember(page, baseURL!, "trip");
    const moved = await page.request.patch("/api/users/profile", { data: { timeZone: "Europe/Berlin" }, headers: { Origin: baseURL! } });
    expect(moved.ok()).toBe(true);
    await page.goto("/dashboard");
    if (anotherDateThanUtc("Europe/Berlin")) await closeDailySummary(page);
    const prompt = page.getByTestId("travel-prompt");
    await expect(prompt).toContainText("Your device is in Asia/Tokyo; your Reach day follows Europe/Berlin. Switch?");
    await expectNoSeriousA11yViolations(page, { include: "[data-testid=travel-prompt]" });
    const answer = page.waitForRequest((r) => r.url().includes("/api/streak/travel"));
    await prompt.getByRole("button", { name: "Switch" }).click();
    expect((await answer).postDataJSON()).toEqual({ timeZone: "Asia/Tokyo", switch: true });
    await expect(prompt).toHaveCount(0);
    await expectToast(page, "Time zone switched", "Your Reach day now follows Asia/Tokyo.");
    const user = await (await page.request.get("/api/user")).json();
    expect(user).toMatchObject({ timeZone: "Asia/Tokyo", travelPromptZone: "Asia/Tokyo" });
    await page.reload();
    await dashboardReady(page);
    await expect(page.getByTestId("travel-prompt")).toHaveCount(0);
  });

  test("Keep answers once: the same zone is not offered again", async ({ page, baseURL }) => {
    await freshMember(page, baseURL!, "stay");
    await page.request.patch("/api/users/profile", { data: { timeZone: "Europe/Berlin" }, headers: { Origin: baseURL! } });
    await page.goto("/dashboard");
    if (anotherDateThanUtc("Europe/Berlin")) await closeDailySummary(page);
    await page.getByTestId("travel-prompt").getByRole("button", { name: "Keep Europe/Berlin" }).click();
    await expect(page.getByTestId("travel-prompt")).toHaveCount(0);
    await page.reload();
    await dashboardReady(page);
    await expect(page.getByTestId("travel-prompt")).toHaveCount(0);
    expect((await (await page.request.get("/api/user")).json()).timeZone).toBe("Europe/Berlin");
  });
});

test.describe("the calendar", () => {
  test.use({ timezoneId: "UTC" });

  test("shows rest, paused and frozen days", async ({ page, baseURL }) => {
    const username = await freshMember(page, baseURL!, "calf");
    // Today's month only: the three days before today when they are in it, else today is marked paused only.
    const days = [utcDate(1), utcDate(2)].filter((d) => d.slice(0, 7) === utcDate(0).slice(0, 7));
    const rows = await sql(`SELECT "id" FROM "User" WHERE "usernameKey" = lower($1)`, [username]);
    const id = rows[0].id as number;
    if (days[0]) await sql(`INSERT INTO "JournalDay" ("userId", "date", "frozen") VALUES ($1, $2::date, true)`, [id, days[0]]);
    if (days[1]) await sql(`INSERT INTO "JournalDay" ("userId", "date", "rest") VALUES ($1, $2::date, true)`, [id, days[1]]);
    await page.request.post("/api/streak/pauses", { data: { reason: "travel", days: 1 }, headers: { Origin: baseURL! } });
    await page.goto("/calendar");
    await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
    await expect(page.getByRole("button", { name: /paused$/ })).toHaveCount(1);
    if (days[0]) await expect(page.getByRole("button", { name: /streak kept by a freeze$/ })).toHaveCount(1);
    if (days[1]) await expect(page.getByRole("button", { name: /rest day$/ })).toHaveCount(1);
    for (const label of ["Rest day", "Paused", "Freeze used"]) await expect(page.getByText(label, { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("one streak everywhere", () => {
  const header = (page: import("@playwright/test").Page) => page.getByTestId("header-streak");

  test.describe("a new member", () => {
    test.use({ timezoneId: "UTC" });
    test("reads 1 day in the header and 1 of 5 streak days on the badge on the first load", async ({ page, baseURL }) => {
      await freshMember(page, baseURL!, "one1");
      await expect(header(page)).toContainText("1 day");
      await expect(page.getByTestId("badge-streak5")).toContainText("1 of 5 streak days");
    });

    test("paused: the header, /calendar and /stats all say 1 day", async ({ page, baseURL }) => {
      await freshMember(page, baseURL!, "one2");
      await page.request.post("/api/streak/pauses", { data: { reason: "ill", days: 2 }, headers: { Origin: baseURL! } });
      await page.goto("/stats");
      await expect(header(page)).toContainText("1 day");
      await expect(page.getByText("Current streak", { exact: true }).first().locator("..")).toContainText("1 day");
      await page.goto("/calendar");
      await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
      await expect(page.getByText("Current streak", { exact: true }).first().locator("..")).toContainText("1 day");
    });
  });

  test.describe("a zone switch", () => {
    test.use({ timezoneId: "Pacific/Pago_Pago" });
    test("to a zone a day ahead minutes after registering adds no day", async ({ page, baseURL }) => {
      // Pago Pago (UTC-11) and Kiritimati (UTC+14) are always on different dates.
      const { username } = await apiRegister(page.request, baseURL!, "one3");
      await sql(`UPDATE "User" SET "timeZone" = 'Pacific/Pago_Pago' WHERE "usernameKey" = lower($1)`, [username]);
      const quietReset = page.waitForResponse((r) => r.url().includes("/api/force-reset"));
      await page.goto("/dashboard");
      await quietReset;
      await dashboardReady(page);
      await expect(header(page)).toContainText("1 day");
      const res = await page.request.patch("/api/users/profile", { data: { timeZone: "Pacific/Kiritimati" }, headers: { Origin: baseURL! } });
      expect(res.ok()).toBe(true);
      await page.reload();
      await dashboardReady(page);
      await expect(header(page)).toContainText("1 day");
      expect((await (await page.request.get("/api/user")).json()).streak).toBe(1);
    });
  });
});
