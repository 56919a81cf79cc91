// Teams and coaches through the real UI (docs/decisions.md "Teams and roles"): the owner creates
// a team, appoints a coach and issues an invite code in the Teams tab; a newcomer registering
// with that code sees the team's name and joins it; the coach's /admin lists only their team's
// members and offers their codes; the member sees their team and coach in Profile. Every dialog
// is checked with axe while open; screens at 1280x800 and 375x667, light and dark.
import type { Page } from "@playwright/test";
import { apiRegister, expect, test } from "./support/fixtures";
import { enrollTwoFactor } from "./support/two-factor";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { SCREENS, screenshotPath, showScreen } from "./support/screenshots";
import { uniqueUsername } from "./support/users";

test.use({ role: "admin" });

async function openTeams(page: Page) {
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Teams" }).click();
  await expect(page.getByRole("heading", { name: "Teams", exact: true })).toBeVisible();
}

const teamRow = (page: Page, name: string) => page.getByRole("row").filter({ hasText: name });

/** The dialog's Close button (Escape would first dismiss the toast a write left). */
async function closeDialog(page: Page) {
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
}

async function dismissReset(page: Page) {
  const notNow = page.getByRole("button", { name: "Not now" });
  await notNow.waitFor({ state: "visible", timeout: 5000 }).then(
    () => notNow.click(),
    () => {},
  );
}

test("the owner makes a team, a coach and a code; the newcomer joins it; the coach sees only it", async ({ page, baseURL, playwright, browser }) => {
  test.setTimeout(150_000);
  const teamName = `Squad ${uniqueUsername("t").slice(-8)}`;
  const request = await playwright.request.newContext({ baseURL });
  // The coach has two-factor sign-in on (owners and coaches need it for /admin).
  const coach = await apiRegister(request, baseURL!, "coach");
  await enrollTwoFactor(request, baseURL!, coach);
  const coachState = await request.storageState();
  await request.dispose();

  await openTeams(page);
  // A new team; a taken name is refused with the server's message.
  await page.getByRole("button", { name: "New team" }).click();
  let dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill(teamName);
  await dialog.getByLabel("Description").fill("Tuesday and Thursday evenings");
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Create team" }).click();
  await expect(teamRow(page, teamName)).toContainText("Live");
  await page.getByRole("button", { name: "New team" }).click();
  dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill(teamName.toUpperCase());
  await dialog.getByRole("button", { name: "Create team" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("A team with this name already exists");
  await dialog.getByRole("button", { name: "Cancel" }).click();

  // A coach, appointed by username.
  await page.getByRole("button", { name: `Coaches of ${teamName}` }).click();
  dialog = page.getByRole("dialog");
  await dialog.getByLabel("Appoint a coach (username)").fill(coach.username);
  await dialog.getByRole("button", { name: "Appoint" }).click();
  await expect(dialog.getByRole("list", { name: "Coaches" })).toContainText(coach.username);
  await expectNoSeriousA11yViolations(page);
  await closeDialog(page);
  await expect(teamRow(page, teamName)).toContainText(coach.username);

  // An invite code with at most 5 uses.
  await page.getByRole("button", { name: `Codes of ${teamName}` }).click();
  dialog = page.getByRole("dialog");
  await dialog.getByLabel("Maximum uses (optional)").fill("5");
  await dialog.getByRole("button", { name: "Issue code" }).click();
  const codeText = dialog.getByRole("list", { name: "Codes" }).locator(".font-mono").first();
  await expect(codeText).toHaveText(/^1[A-Za-z0-9]{6}1$/);
  const code = (await codeText.textContent())!;
  await expect(dialog.getByRole("list", { name: "Codes" })).toContainText("0 of 5 used");
  await expectNoSeriousA11yViolations(page);
  await closeDialog(page);

  // The move dialog, open for axe.
  await page.getByRole("button", { name: "Move a member" }).click();
  await expect(page.getByRole("dialog").getByRole("heading", { name: "Move a member" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await closeDialog(page);

  // A newcomer registers with the code and is told which team they join.
  const newcomer = { username: uniqueUsername("joiner"), password: "e2e-pass-123" };
  const visitor = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const reg = await visitor.newPage();
  await reg.goto("/register");
  const form = reg.getByRole("form", { name: "Register" });
  await form.getByLabel("Username").fill(newcomer.username);
  await form.getByLabel("Password").fill(newcomer.password);
  await form.getByLabel("Registration Code").fill(code);
  await expect(form.getByText(`You are joining ${teamName}`)).toBeVisible();
  await form.getByRole("button", { name: "Register" }).click();
  await expect(reg).toHaveURL(/\/dashboard/, { timeout: 30_000 });
  await dismissReset(reg);
  await reg.goto("/profile");
  await dismissReset(reg);
  const mine = reg.getByRole("region", { name: "Your team" });
  await expect(mine).toContainText(teamName);
  await expect(mine).toContainText(coach.username);
  await visitor.close();

  // The code now shows one use, by the newcomer.
  await page.getByRole("button", { name: `Codes of ${teamName}` }).click();
  await expect(page.getByRole("dialog").getByRole("list", { name: "Codes" })).toContainText(`1 of 5 used`);
  await expect(page.getByRole("dialog").getByRole("list", { name: "Codes" })).toContainText(`by ${newcomer.username}`);
  await closeDialog(page);

  // The coach's /admin: their team's members only, and their codes.
  const coachContext = await browser.newContext({ storageState: coachState, baseURL });
  const coachPage = await coachContext.newPage();
  await coachPage.goto("/admin");
  await expect(coachPage.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
  // The coach's navigation offers Admin (the owner's did before teams; a member's does not).
  await expect(coachPage.getByRole("link", { name: "Admin", exact: true })).toBeVisible();
  const userRow = (username: string) => coachPage.locator(`[data-testid=user-row][data-username="${username}"]`);
  await expect(userRow(newcomer.username)).toBeVisible();
  await expect(coachPage.getByTestId("user-row")).toHaveCount(1);
  await coachPage.getByRole("tab", { name: "Teams" }).click();
  await expect(teamRow(coachPage, teamName)).toBeVisible();
  await expect(coachPage.getByRole("button", { name: "New team" })).toHaveCount(0);
  await coachContext.close();
});

for (const screen of SCREENS) {
  test(`the Teams tab at ${screen.name}: screenshot and axe`, async ({ page }) => {
    await showScreen(page, screen);
    await openTeams(page);
    await expect(teamRow(page, "Default team")).toBeVisible();
    await page.screenshot({ path: screenshotPath(`admin-teams-${screen.name}`), fullPage: true });
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Codes of Default team" }).click();
    await expect(page.getByRole("dialog").getByRole("list", { name: "Codes" })).toContainText("DEMO2026");
    await page.screenshot({ path: screenshotPath(`admin-teams-codes-${screen.name}`) });
    await expectNoSeriousA11yViolations(page);
  });
}
