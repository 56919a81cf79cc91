// Session lifecycle and sync through the real UI with Playwright's clock (docs/decisions.md "Session lifecycle and sync"; docs/product/shell-and-sign-in.md#idle-and-session-lifecycle, #sync-and-refresh):
// sleep mode, the warning, auto-logout, the day change at the
// member's midnight and autosave while the server is unreachable.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { makeItANewDay, freshMember as supportFreshMember } from "./support/members";
import { closeDailySummary, dashboardReady, section, waitForWrite } from "./support/ui";

const INACTIVITY_NOTICE = "Your session ended after a period of inactivity. Please log in again.";

const smartGoal = (page: Page) => page.getByRole("textbox", { name: "SMART goal 1", exact: true });

const freshMember = (page: Page, baseURL: string) => supportFreshMember(page, baseURL, "sl");

/**
 * Where the idle tests start the page's clock: now, or 21:00 UTC today when it is later, so the
 * 2 h 5 min they fast-forward never crosses the member's midnight (their zone is UTC), whose
 * day-change overlay would cover the page.
 */
function idleClockStart(now = new Date()): number {
  return Math.min(now.getTime(), Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 21));
}

test("10 minutes idle shows sleep mode and activity wakes it", async ({ page, baseURL }) => {
  await page.clock.install({ time: idleClockStart() });
  await freshMember(page, baseURL!);
  const sleep = page.getByTestId("sleep-overlay");

  await page.clock.fastForward("09:50");
  await expect(sleep).toBeHidden();
  await page.clock.fastForward("00:11");
  await expect(sleep).toBeVisible();
  await expect(sleep).toContainText("Sleep mode");
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("reach:sleep") ?? "null")?.page)).toBe("/dashboard");

  await page.mouse.move(200, 200);
  await page.mouse.move(260, 240);
  await expect(sleep).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("reach:sleep"))).toBeNull();
});

test("60 minutes idle warns; Continue Session keeps the session; 5 more minutes log out to / with the notice", async ({
  page,
  baseURL,
  playwright,
}) => {
  await page.clock.install({ time: idleClockStart() });
  await freshMember(page, baseURL!);
  const cookies = await page.context().cookies();
  const warning = page.getByRole("alertdialog");

  await page.clock.fastForward("01:00:00");
  await expect(warning).toContainText("Session Expiring Soon");
  await expect(warning.getByTestId("logout-countdown")).toHaveText(/^[45]:\d\d$/);
  await warning.getByRole("button", { name: "Continue Session" }).click();
  await expect(warning).toBeHidden();
  expect((await page.request.get("/api/user")).status()).toBe(200);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.clock.fastForward("01:00:00");
  await expect(warning).toBeVisible();
  const logout = page.waitForResponse((r) => r.url().includes("/api/logout") && r.request().method() === "POST");
  await page.clock.fastForward("05:00");
  expect((await logout).status()).toBe(200);
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByText(INACTIVITY_NOTICE)).toBeVisible();

  // The cookie the member had is no good any more.
  const old = await playwright.request.newContext({ baseURL, storageState: { cookies, origins: [] } });
  expect((await old.get("/api/user")).status()).toBe(401);
  expect((await old.get("/api/session")).status()).toBe(401);
  await old.dispose();
});

test("crossing the member's midnight shows the overlay and leaves an empty journal with SMART goals kept", async ({
  page,
  baseURL,
}) => {
  // The member's zone is UTC; the browser's clock stands 3 minutes before the end of the server's
  // current UTC day; the database is then moved a day back, so for the server the day has changed.
  const today = new Date().toISOString().slice(0, 10);
  await page.clock.install({ time: new Date(`${today}T23:57:00Z`) });
  const username = await freshMember(page, baseURL!);
  const created = waitForWrite(page, "POST", "/api/goals");
  await smartGoal(page).fill("Write a book");
  await smartGoal(page).press("Enter");
  await created;
  const behavior = section(page, "Behavior Tracker");
  await behavior.getByLabel("Continue Doing").fill("Writing every morning");
  await expect(behavior.getByRole("status")).toHaveText("Saved");
  await makeItANewDay(username);

  const reset = page.waitForResponse((r) => r.url().includes("/api/force-reset") && r.request().method() === "POST");
  await page.clock.fastForward("03:10");
  const overlay = page.getByTestId("day-change-overlay");
  await expect(overlay).toBeVisible();
  await expect(overlay).toContainText(/Your journal is refreshing\.\.\.|Preparing your journal for a new day\.\.\.|Synchronizing data after day change\.\.\./);
  await expect(overlay).toContainText("Your SMART goals are preserved while daily entries are refreshed.");
  expect(await (await reset).json()).toMatchObject({ success: true, resetPerformed: true });
  await expect(overlay).toBeHidden();
  // The new day opens with the daily summary of yesterday's journal (docs/decisions.md "Progress, insights and the daily summary").
  await closeDailySummary(page);

  await expect(behavior.getByLabel("Continue Doing")).toHaveValue("");
  await expect(smartGoal(page)).toHaveValue("Write a book");
  await expect(page.getByTestId("reset-dialog")).toBeHidden();
});

test("behavior typed while the server is unreachable survives a reload and is saved when it returns", async ({
  page,
  baseURL,
}) => {
  await freshMember(page, baseURL!);
  const behavior = section(page, "Behavior Tracker");
  const blocked = /\/api\/behavior(\?|$)/;
  await page.route(blocked, (route) => route.abort("internetdisconnected"));

  await behavior.getByLabel("Start Doing").fill("Stretching before bed");
  await expect(behavior.getByRole("status")).toHaveText("Offline, will retry");

  // Still unreachable: the reload keeps what was typed.
  await page.reload();
  await expect(behavior.getByLabel("Start Doing")).toHaveValue("Stretching before bed");
  await expect(behavior.getByRole("status")).toHaveText("Offline, will retry");

  // The server comes back: the next retry saves it.
  const saved = page.waitForResponse((r) => blocked.test(r.url()) && r.request().method() === "POST" && r.ok(), { timeout: 30_000 });
  await page.unroute(blocked);
  const body = (await saved).request().postDataJSON();
  expect(body).toMatchObject({ startDoing: "Stretching before bed" });
  await expect(behavior.getByRole("status")).toHaveText("Saved");
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => /^reach:\d+:pending:/.test(k)))).toEqual([]);

  await page.reload();
  await expect(behavior.getByLabel("Start Doing")).toHaveValue("Stretching before bed");
});

test("two tabs editing the behavior end with the last write, whole, shown in both", async ({ page, baseURL }) => {
  await freshMember(page, baseURL!);
  const other = await page.context().newPage();
  await other.goto("/dashboard");
  await dashboardReady(other); // the second tab is live (its sections hear the first tab's edits)
  const a = section(page, "Behavior Tracker");
  const b = section(other, "Behavior Tracker");
  await expect(b.getByLabel("Continue Doing")).toBeVisible();

  await a.getByLabel("Continue Doing").fill("from tab A");
  await expect(a.getByRole("status")).toHaveText("Saved");
  // The other tab is shown the newer value before it writes its own edit on top of it.
  await expect(b.getByLabel("Continue Doing")).toHaveValue("from tab A");
  const last = other.waitForResponse((r) => r.url().includes("/api/behavior") && r.request().method() === "POST" && r.ok());
  await b.getByLabel("Stop Doing").fill("from tab B");
  expect((await last).request().postDataJSON()).toEqual({ continueDoing: "from tab A", startDoing: "", stopDoing: "from tab B" });
  await expect(a.getByLabel("Stop Doing")).toHaveValue("from tab B");

  const stored = await (await page.request.get("/api/behavior")).json();
  expect(stored).toMatchObject({ continueDoing: "from tab A", startDoing: "", stopDoing: "from tab B" });
  for (const tab of [page, other]) {
    await tab.reload();
    const s = section(tab, "Behavior Tracker");
    await expect(s.getByLabel("Continue Doing")).toHaveValue("from tab A");
    await expect(s.getByLabel("Stop Doing")).toHaveValue("from tab B");
  }
});
