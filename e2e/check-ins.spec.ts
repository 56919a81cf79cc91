// Check-ins through the real UI (docs/product/check-ins.md): a coach makes a form in /admin's
// Check-ins tab, a member answers it from the dashboard's card on a 375x667 page with the
// keyboard, and the coach reviews the flagged answer. axe on both sides at 1280x800 and 375x667,
// light and dark.
import type { Browser, Page } from "@playwright/test";
import { apiRegister, expect, test } from "./support/fixtures";
import { enrollTwoFactor } from "./support/two-factor";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { sql } from "./support/members";
import { SCREENS, screenshotPath, showScreen } from "./support/screenshots";
import { dashboardReady, expectToast } from "./support/ui";
import { uniqueUsername } from "./support/users";

type State = Awaited<ReturnType<ReturnType<Page["context"]>["storageState"]>>;

/** A fresh team with a coach (two-factor on) and a member, both signed in. */
async function teamWithCoachAndMember(browser: Browser, baseURL: string) {
  const teamName = `Checkins ${uniqueUsername("t").slice(-8)}`;
  const [team] = await sql<{ id: number }>(`INSERT INTO "Team" ("name", "nameKey") VALUES ($1, $2) RETURNING "id"`, [teamName, teamName.toLowerCase()]);
  const signedIn = async (prefix: string, coach: boolean): Promise<{ username: string; state: State }> => {
    const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    const creds = await apiRegister(context.request, baseURL, prefix);
    if (coach) await enrollTwoFactor(context.request, baseURL, creds);
    await sql(`UPDATE "User" SET "teamId" = $1 WHERE "usernameKey" = lower($2)`, [team.id, creds.username]);
    if (coach) await sql(`INSERT INTO "TeamCoach" ("teamId", "userId") SELECT $1, "id" FROM "User" WHERE "usernameKey" = lower($2)`, [team.id, creds.username]);
    const state = await context.storageState();
    await context.close();
    return { username: creds.username, state };
  };
  return { teamName, coach: await signedIn("coach", true), member: await signedIn("athlete", false) };
}

async function openCheckIns(page: Page) {
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Check-ins" }).click();
  await expect(page.getByRole("heading", { name: "Check-ins", exact: true })).toBeVisible();
}

async function dismissReset(page: Page) {
  const notNow = page.getByRole("button", { name: "Not now" });
  await notNow.waitFor({ state: "visible", timeout: 3000 }).then(
    () => notNow.click(),
    () => {},
  );
}

test("a coach makes a check-in, a member answers it on a phone, the coach reviews the flagged answer", async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const { teamName, coach, member } = await teamWithCoachAndMember(browser, baseURL!);
  const title = `Daily ${uniqueUsername("f").slice(-6)}`;

  // The coach: a daily form at 00:00 of the member's day, so today's is open at once.
  const coachContext = await browser.newContext({ baseURL, storageState: coach.state });
  const admin = await coachContext.newPage();
  await openCheckIns(admin);
  await admin.getByRole("button", { name: "New check-in" }).click();
  const editor = admin.getByRole("form", { name: "New check-in" });
  await editor.getByLabel("Title").fill(title);
  await expect(editor.getByLabel("Team")).toHaveValue(/\d+/);
  await editor.getByLabel("Due").selectOption("daily");
  await editor.getByLabel("Hour (member's own day)").selectOption("0");
  // A scale without its end labels is refused with the server's message.
  await editor.getByLabel("Question", { exact: true }).fill("Energy");
  await editor.getByRole("button", { name: "Create check-in" }).click();
  await expect(editor.getByRole("alert")).toHaveText("A scale question needs a label at both ends");
  await editor.getByLabel("Label at 1").fill("Drained");
  await editor.getByLabel("Label at 5").fill("Full of energy");
  await editor.getByRole("button", { name: "Add question" }).click();
  const second = editor.getByTestId("question-editor").nth(1);
  await second.getByLabel("Question", { exact: true }).fill("One thing to work on");
  await second.getByLabel("Kind").selectOption("text");
  await second.getByLabel("Required").uncheck();
  await expectNoSeriousA11yViolations(admin);
  await editor.getByRole("button", { name: "Create check-in" }).click();
  await expectToast(admin, "Check-in created");
  const row = admin.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("Daily at 00:00");
  await expect(row).toContainText(teamName);

  // The member, on a phone: the card at the top of the dashboard opens the form.
  const memberContext = await browser.newContext({ baseURL, storageState: member.state, viewport: { width: 375, height: 667 } });
  const phone = await memberContext.newPage();
  // A member who joined today starts the day quietly with one force-reset; wait for it.
  const quietReset = phone.waitForResponse((r) => r.url().includes("/api/force-reset"));
  await phone.goto("/dashboard");
  await quietReset;
  await dismissReset(phone);
  await dashboardReady(phone);
  const card = phone.getByRole("region", { name: `Check-in: ${title}` });
  await expect(card).toContainText("Open until");
  await card.getByRole("button", { name: "Answer check-in" }).click();
  const form = card.getByRole("form", { name: `Check-in: ${title}` });
  // The keyboard: the scale's choices are one radio group (arrow keys move between them).
  await form.getByRole("radio", { name: "1" }).focus();
  await phone.keyboard.press("Space");
  await phone.keyboard.press("ArrowRight");
  await expect(form.getByRole("radio", { name: "2" })).toBeChecked();
  await phone.keyboard.press("Tab");
  await expect(form.getByLabel(/One thing to work on/)).toBeFocused();
  await phone.keyboard.type("Sleep before eleven");
  for (const screen of SCREENS) {
    await showScreen(phone, screen);
    await phone.screenshot({ path: screenshotPath(`check-in-card-${screen.name}`) });
    await expectNoSeriousA11yViolations(phone);
    // No sideways scroll on a phone.
    if (screen.vp.width === 375) expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  }
  await phone.setViewportSize({ width: 375, height: 667 });
  await form.getByRole("button", { name: "Send check-in" }).click();
  await expect(card).toContainText("Sent. You can change your answers until");
  const ledger = await sql<{ points: number }>(
    `SELECT sum(pe."points")::int AS "points" FROM "PointsEntry" pe JOIN "User" u ON u."id" = pe."userId" WHERE u."usernameKey" = lower($1) AND pe."source" = 'checkIn'`,
    [member.username],
  );
  expect(ledger[0].points).toBe(10);
  await expect(card.getByRole("button", { name: "Change answers" })).toBeVisible();
  await memberContext.close();

  // The coach: the answer is flagged (2 or lower) in the review queue; "Reviewed" clears it.
  await openCheckIns(admin);
  const item = admin.getByTestId("review-item").filter({ hasText: member.username });
  await expect(item).toContainText("Flagged");
  await expect(item).toContainText("Energy (flagged)");
  await expect(item).toContainText("Sleep before eleven");
  for (const screen of SCREENS) {
    await showScreen(admin, screen);
    await admin.screenshot({ path: screenshotPath(`admin-check-ins-${screen.name}`), fullPage: true });
    await expectNoSeriousA11yViolations(admin);
    // Five tabs and the forms' table fit a phone: no sideways scroll of the page.
    if (screen.vp.width === 375) expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  }
  await item.getByRole("button", { name: "Reviewed" }).click();
  await expect(item).toHaveCount(0);
  await coachContext.close();
});
