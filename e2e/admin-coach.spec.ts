// docs/decisions.md "The coach's view" through the real UI: the Coach tab of /admin shows the week at a glance and who needs
// attention (after the cron tick computed the snapshot); a row is marked contacted and undone, a
// member's progress opens with charts and a table view, a nudge reaches the member; the member's
// "Share my journal with my coach" switch shows or hides the text at once. Screens at 1280 and
// 375, light and dark, checked with axe.
import type { APIRequestContext, Page } from "@playwright/test";
import { apiRegister, apiSignIn, expect, test } from "./support/fixtures";
import { expectNoSeriousA11yViolations } from "./support/axe";
import type { BellUse } from "./support/bell-lock";
import { cronSecret } from "./support/cron";
import { sql } from "./support/members";
import { seedMemberHistory } from "./support/progress-history";
import { SCREENS, screenshotPath, showScreen } from "./support/screenshots";

test.use({ role: "admin" });

/** A member who was active until five days ago, with a history and a note. */
async function slippingMember(request: APIRequestContext, baseURL: string, prefix: string) {
  const creds = await apiRegister(request, baseURL, prefix);
  await seedMemberHistory(creds.username, 40);
  await sql(
    `UPDATE "User" SET "dateCreated" = now() - interval '60 days', "lastResetDate" = (now() AT TIME ZONE 'UTC')::date, "showDailySummary" = false, "lastActiveDate" = (now() AT TIME ZONE 'UTC')::date - 5, "streak" = 0 WHERE "usernameKey" = lower($1)`,
    [creds.username],
  );
  await sql(`UPDATE "Note" SET "content" = 'PRIVATE note of ' || $1 WHERE "userId" = (SELECT "id" FROM "User" WHERE "usernameKey" = lower($1))`, [creds.username]);
  return creds;
}

/**
 * The cron tick recomputes the snapshot (forced: the previous one is dropped first). The route only
 * enqueues the tick (202); the server's in-process worker runs it, so wait for the cohort's row.
 * At 9 AM, 1 PM or 5 PM the same tick sends mindset reminders to every member in that hour, so it
 * holds the bell lock as a send to all does (support/bell-lock.ts).
 */
async function refreshSnapshot(baseURL: string, bells: (use: BellUse) => Promise<void>) {
  await bells("sends to all");
  await sql(`DELETE FROM "CoachCohort"`);
  await sql(`DELETE FROM "CoachSnapshot"`);
  const res = await fetch(`${baseURL}/api/cron/tick`, { method: "POST", headers: { authorization: `Bearer ${cronSecret()}` } });
  expect(res.status).toBe(202);
  await expect.poll(async () => (await sql(`SELECT count(*)::int AS n FROM "CoachCohort" WHERE "id" = 0`))[0].n, { timeout: 30_000 }).toBe(1);
}

async function openCoach(page: Page) {
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Coach" }).click();
  await expect(page.getByRole("heading", { name: "This week at a glance" })).toBeVisible();
}

const row = (page: Page, username: string) => page.locator(`[data-testid=attention-row][data-username="${username}"]`);

test("the Coach tab: glance, attention, contacted and undo, progress, nudge", async ({ page, baseURL, playwright, bells }) => {
  test.setTimeout(120_000);
  const request = await playwright.request.newContext({ baseURL });
  const member = await slippingMember(request, baseURL!, "coach");
  await request.dispose();
  await refreshSnapshot(baseURL!, bells);

  await openCoach(page);
  // The worker's admin (a fresh one with two-factor on: e2e/support/two-factor.ts).
  const { username: adminName } = (await (await page.request.get("/api/session")).json()) as { username: string };
  await expect(page.getByTestId("glance-card")).toHaveCount(6);
  await page.getByPlaceholder("Search members...").fill(member.username);
  await expect(row(page, member.username)).toContainText("No sign-in for 5 days");

  // Contacted: the row leaves the list; the Contacted view shows who and when; Undo brings it back.
  await row(page, member.username).getByRole("button", { name: `Mark ${member.username} contacted` }).click();
  await expect(row(page, member.username)).toHaveCount(0);
  await page.getByRole("button", { name: "Contacted", exact: true }).click();
  await expect(row(page, member.username)).toContainText(`by ${adminName}`);
  await row(page, member.username).getByRole("button", { name: `Undo contacted for ${member.username}` }).click();
  await expect(row(page, member.username)).toHaveCount(0);
  await page.getByRole("button", { name: "Needs attention", exact: true }).click();
  await expect(row(page, member.username)).toBeVisible();

  // Progress: charts, then the same numbers as a table; the journal stays private.
  await row(page, member.username).getByRole("button", { name: member.username, exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: `${member.username}'s progress` })).toBeVisible();
  await expect(dialog.locator("figure")).toHaveCount(3);
  await expect(dialog.locator(".recharts-surface").first()).toBeVisible();
  await expect(dialog.getByText("The journal is private: the member does not share it.")).toBeVisible();
  await expect(dialog).not.toContainText("PRIVATE note");
  await dialog.getByRole("button", { name: "Show as table" }).click();
  await expect(dialog.getByRole("table")).toBeVisible();
  await expect(dialog.getByRole("row")).toHaveCount(13);
  await page.screenshot({ path: screenshotPath("admin-coach-progress-desktop") });
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press("Escape");

  // Nudge from a template, recorded on the row.
  await row(page, member.username).getByRole("checkbox", { name: `Select ${member.username}` }).check();
  await page.getByRole("button", { name: "Nudge (1)" }).click();
  const nudge = page.getByRole("dialog");
  await nudge.getByRole("button", { name: "One step today" }).click();
  await expect(nudge.getByLabel("Title")).toHaveValue("One step today");
  await expectNoSeriousA11yViolations(page);
  await nudge.getByLabel("Title").fill("One step today, please");
  await nudge.getByRole("button", { name: "Send nudge" }).click();
  await expect(row(page, member.username)).toContainText(`by ${adminName}`);
  const sent = await sql(`SELECT "title" FROM "Notification" WHERE "dedupeKey" IS NULL AND "userId" = (SELECT "id" FROM "User" WHERE "usernameKey" = lower($1))`, [member.username]);
  expect(sent).toEqual([{ title: "One step today, please" }]);
});

test("the member's sharing switch shows the journal to the coach and hides it at once", async ({ page, baseURL, playwright, browser, bells }) => {
  test.setTimeout(120_000);
  const request = await playwright.request.newContext({ baseURL });
  const member = await slippingMember(request, baseURL!, "share");
  const state = await apiSignIn(request, baseURL!, member);
  await request.dispose();
  await refreshSnapshot(baseURL!, bells);

  const memberContext = await browser.newContext({ storageState: state, baseURL });
  const memberPage = await memberContext.newPage();
  await memberPage.goto("/profile");
  // The member's first visit of the day offers the Reset Journal dialog.
  const notNow = memberPage.getByRole("button", { name: "Not now" });
  await notNow.waitFor({ state: "visible", timeout: 5000 }).then(
    () => notNow.click(),
    () => {},
  );
  await expect(memberPage.getByRole("heading", { name: "What your coach sees" })).toBeVisible();
  const toggle = memberPage.getByRole("switch", { name: "Share my journal with my coach" });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(memberPage.getByText(/Shared since/)).toBeVisible();

  await page.bringToFront();
  await openCoach(page);
  await page.getByPlaceholder("Search members...").fill(member.username);
  await row(page, member.username).getByRole("button", { name: member.username, exact: true }).click();
  await expect(page.getByRole("dialog")).toContainText("shared by the member");
  await expect(page.getByRole("dialog")).toContainText(`PRIVATE note of ${member.username}`);
  await page.keyboard.press("Escape");

  // Back to the member's tab (the shell dims a page left in the background).
  await memberPage.bringToFront();
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(memberPage.getByText("Off: your coach cannot read your journal.")).toBeVisible();
  await memberContext.close();
  await page.bringToFront();
  await page.reload();
  await page.getByRole("tab", { name: "Coach" }).click();
  await page.getByPlaceholder("Search members...").fill(member.username);
  await row(page, member.username).getByRole("button", { name: member.username, exact: true }).click();
  await expect(page.getByRole("dialog").getByText("The journal is private: the member does not share it.")).toBeVisible();
  await expect(page.getByRole("dialog")).not.toContainText("PRIVATE note");
});

for (const screen of SCREENS) {
  test(`the Coach tab at ${screen.name}: screenshot and axe`, async ({ page }) => {
    await showScreen(page, screen);
    await openCoach(page);
    await expect(page.getByRole("navigation", { name: "Needs attention pages" })).toBeVisible();
    await page.screenshot({ path: screenshotPath(`admin-coach-${screen.name}`), fullPage: true });
    await expectNoSeriousA11yViolations(page);
  });
}
