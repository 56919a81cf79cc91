// Team challenges and accountability partners through the real UI
// (docs/product/challenges-and-partners.md): a coach starts a challenge in /admin, two members of
// the team join it on the dashboard, one reaches the target after the cron tick and sees the badge,
// the other sees the rank; the coach's page counts them. A partner invitation is accepted, the
// partner sees the goal and the week, then the member ends it and the partner reads a 404. The
// cards and the tab are axe clean at 1280x800 and 375x667, light and dark. The team is the spec's
// own, so no other spec's member sees the challenge.
import type { Browser, Page } from "@playwright/test";
import { apiRegister, expect, test } from "./support/fixtures";
import { enrollTwoFactor } from "./support/two-factor";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { cronSecret } from "./support/cron";
import { freshMember, sql } from "./support/members";
import { SCREENS, showScreen } from "./support/screenshots";
import { uniqueUsername } from "./support/users";
import { dashboardReady } from "./support/ui";

const userId = async (username: string) => (await sql<{ id: number }>(`SELECT "id" FROM "User" WHERE "usernameKey" = lower($1)`, [username]))[0].id;

async function memberPage(browser: Browser, baseURL: string, prefix: string, teamId: number) {
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  const username = await freshMember(page, baseURL, prefix);
  await sql(`UPDATE "User" SET "teamId" = $2 WHERE "usernameKey" = lower($1)`, [username, teamId]);
  return { page, username, close: () => context.close() };
}

const card = (page: Page, title: string) => page.locator("section").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

async function openDashboardCard(page: Page, title: string) {
  await page.goto("/dashboard");
  // The cards sit at the end of the progress area, which hydrates when near or at first use.
  await dashboardReady(page);
  const section = card(page, title);
  await expect(section).toBeVisible({ timeout: 30_000 });
  await section.scrollIntoViewIfNeeded();
  return section;
}

test("a coach's challenge: two members join, one reaches the target after the cron tick; a partner follows a goal until it ends", async ({ browser, baseURL, playwright, bells }) => {
  test.setTimeout(240_000);
  const suffix = uniqueUsername("c").slice(-8);
  const teamName = `Challengers ${suffix}`;
  const [{ id: teamId }] = await sql<{ id: number }>(`INSERT INTO "Team" ("name", "nameKey") VALUES ($1, $2) RETURNING "id"`, [teamName, teamName.toLowerCase()]);
  // The coach: two-factor on (owners and coaches need it for /admin), coaching the spec's team.
  const request = await playwright.request.newContext({ baseURL });
  const coach = await apiRegister(request, baseURL!, "coach");
  await enrollTwoFactor(request, baseURL!, coach);
  const coachState = await request.storageState();
  await request.dispose();
  await sql(`UPDATE "User" SET "teamId" = $2 WHERE "usernameKey" = lower($1)`, [coach.username, teamId]);
  await sql(`INSERT INTO "TeamCoach" ("teamId", "userId") VALUES ($1, $2)`, [teamId, await userId(coach.username)]);

  const ana = await memberPage(browser, baseURL!, "ana", teamId);
  const ben = await memberPage(browser, baseURL!, "ben", teamId);

  // The coach starts a challenge: one mindset exercise, from today, two weeks.
  const coachContext = await browser.newContext({ storageState: coachState, baseURL });
  const coachPage = await coachContext.newPage();
  await coachPage.goto("/admin");
  await coachPage.getByRole("tab", { name: "Challenges" }).click();
  const form = coachPage.getByRole("form", { name: "Start a challenge" });
  const challengeName = `Mind ${suffix}`;
  await form.getByLabel("Name").fill(challengeName);
  await form.getByLabel("Measure").selectOption({ label: "Mindset exercises completed" });
  await form.getByLabel("Target").fill("1");
  // A target above the days is refused with the rule's message.
  await form.getByLabel("Target").fill("15");
  await form.getByRole("button", { name: "Start challenge" }).click();
  await expect(form.getByRole("alert")).toHaveText("The target cannot be more than the challenge's days");
  await form.getByLabel("Target").fill("1");
  await form.getByRole("button", { name: "Start challenge" }).click();
  const challengePage = coachPage.getByRole("region", { name: challengeName, exact: true });
  await expect(challengePage).toContainText("Nobody has joined yet.");
  await expect(coachPage.getByRole("row").filter({ hasText: challengeName })).toContainText("Running");

  // Both members join on the dashboard.
  for (const m of [ana, ben]) {
    const section = await openDashboardCard(m.page, "Team Challenges");
    await section.getByRole("button", { name: "Join challenge" }).click();
    await expect(section).toContainText("0 of 1");
  }

  // Ana does one mindset exercise today; the cron tick refreshes, rewards and she sees the badge.
  await sql(
    `INSERT INTO "Mindset" ("userId", "pageId", "isVisualizationCompleted", "updatedAt")
     SELECT p."userId", p."id", true, now() FROM "JournalPage" p JOIN "User" u ON u."id" = p."userId"
     WHERE u."usernameKey" = lower($1) ORDER BY p."date" DESC, p."pageNo" DESC LIMIT 1
     ON CONFLICT ("pageId") DO UPDATE SET "isVisualizationCompleted" = true`,
    [ana.username],
  );
  await bells("sends to all"); // the tick may send the hour's mindset reminders to everyone
  const tick = await fetch(`${baseURL}/api/cron/tick`, { method: "POST", headers: { authorization: `Bearer ${cronSecret()}` } });
  expect(tick.status).toBe(202);
  const anaId = await userId(ana.username);
  await expect
    .poll(async () => (await sql(`SELECT count(*)::int AS n FROM "ChallengeParticipant" WHERE "userId" = $1 AND "rewardedAt" IS NOT NULL`, [anaId]))[0].n, { timeout: 60_000 })
    .toBe(1);
  const anaCard = await openDashboardCard(ana.page, "Team Challenges");
  await expect(anaCard.getByTestId("challenge-badge")).toHaveText(`Badge earned: ${challengeName} (+50 points)`);
  await expect(anaCard).toContainText("1 of 1 · Rank 1 of 2");
  const benCard = await openDashboardCard(ben.page, "Team Challenges");
  await expect(benCard).toContainText("0 of 1 · Rank 2 of 2");
  // The leaderboard names Ben's teammate "Member 1" (she did not choose to show her name).
  await benCard.getByRole("button", { name: "Leaderboard" }).click();
  const board = benCard.getByRole("list", { name: "Leaderboard" });
  await expect(board.getByRole("listitem")).toHaveText([/^1\.Member 11 of 1/, /^2\.Member 2 \(you\)0 of 1$/]);

  // The coach's page: joined 2, reached 1; the glance lists the running challenge.
  await coachPage.reload();
  await coachPage.getByRole("tab", { name: "Challenges" }).click();
  await coachPage.getByRole("button", { name: `Open ${challengeName}` }).click();
  const page2 = coachPage.getByRole("region", { name: challengeName, exact: true });
  await expect(page2.locator("dl > div")).toHaveText(["Joined2", /^On track\d$/, "Reached1"]);
  await expect(page2.getByRole("row").filter({ hasText: ana.username })).toContainText("Reached");
  await coachPage.getByRole("tab", { name: "Coach" }).click();
  await expect(coachPage.getByTestId("glance-challenges")).toContainText(challengeName);
  await coachPage.getByRole("tab", { name: "Challenges" }).click();
  await coachPage.getByRole("button", { name: `Open ${challengeName}` }).click();

  // Partners: Ana invites Ben to follow her SMART goal; Ben accepts and sees it; Ana ends it.
  await sql(`INSERT INTO "Goal" ("userId", "type", "slot", "title", "deadline") VALUES ($1, 'smart1', 'smart1', 'Run 10 km', '2026-12-31 00:00:00')`, [anaId]);
  let partners = await openDashboardCard(ana.page, "Partners");
  await partners.getByLabel("Team member's username").fill(ben.username);
  await partners.getByRole("button", { name: "Invite partner" }).click();
  await expect(partners).toContainText(`${ben.username} · Run 10 km · Invited`);
  const benPartners = await openDashboardCard(ben.page, "Partners");
  await expect(benPartners).toContainText(`${ana.username} invites you to follow their goal "Run 10 km".`);
  await benPartners.getByRole("button", { name: "Accept" }).click();
  await expect(benPartners).toContainText("In progress, due Dec 31, 2026");
  await expect(benPartners).toContainText("This week:");
  const [{ id: linkId }] = await sql<{ id: number }>(`SELECT "id" FROM "GoalPartner" WHERE "userId" = $1`, [anaId]);
  expect((await ben.page.request.get(`/api/partners/${linkId}`)).status()).toBe(200);

  // Axe on the cards and the tab at both sizes, light and dark.
  for (const screen of SCREENS) {
    await showScreen(ben.page, screen);
    await openDashboardCard(ben.page, "Partners");
    await card(ben.page, "Team Challenges").getByRole("button", { name: "Leaderboard" }).click();
    await expectNoSeriousA11yViolations(ben.page, { include: "#challenges" });
    await expectNoSeriousA11yViolations(ben.page, { include: "#partners" });
    const wide = await ben.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(wide, `no sideways scroll at ${screen.name}`).toBeLessThanOrEqual(0);
    await showScreen(coachPage, screen);
    await expectNoSeriousA11yViolations(coachPage);
  }

  partners = await openDashboardCard(ana.page, "Partners");
  await partners.getByRole("button", { name: `End ${ben.username}'s partnership` }).click();
  await expect(partners).not.toContainText("Following your goals");
  expect((await ben.page.request.get(`/api/partners/${linkId}`)).status()).toBe(404);
  const after = await openDashboardCard(ben.page, "Partners");
  await expect(after).not.toContainText("Run 10 km");

  await coachContext.close();
  await ana.close();
  await ben.close();
});
