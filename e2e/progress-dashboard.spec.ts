// docs/decisions.md "Progress, insights and the daily summary": a member with a seeded history sees the progress panel, the three coach insight
// cards with their statements and why lines, the earned badges and the points history; a new
// member sees the three empty texts and a failed refresh gives the spec's toast.
import { expect, test } from "./support/fixtures";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { apiPost, freshMember } from "./support/members";
import { seedMemberHistory } from "./support/progress-history";
import { SCREENS, screenshotPath, showScreen } from "./support/screenshots";
import { dashboardReady, expectToast } from "./support/ui";

// page.route does not see the requests of a page its service worker controls (the offline worker,
// docs/decisions.md "Offline"): this spec fails a read on purpose, so it runs without the worker.
test.use({ serviceWorkers: "block" });

test("a seeded history: progress panel, insight cards, badges and the points history", async ({ page, baseURL }) => {
  test.setTimeout(150_000); // seeding, axe and sixteen screenshots
  const username = await freshMember(page, baseURL!, "prog");
  // Off the dashboard while seeding: its daily-summary read must not see half a history.
  await page.goto("/test-popup");
  await expect(page.getByRole("heading", { name: "Daily Login Popup Test" })).toBeVisible();
  await seedMemberHistory(username);
  // A write that earns points runs the badge check over the seeded history.
  await apiPost(page, baseURL!, "/api/learnings", { type: "learned", content: "Insights read my own data" });
  // The badges that write earned are read now, so no late 'Badge Unlocked' toast (a layer above the
  // dialogs) takes the Escape meant for a dialog.
  await apiPost(page, baseURL!, "/api/notifications/mark-all-read", {});
  await page.goto("/dashboard");
  await dashboardReady(page);
  // The seeded days make this the first visit after a journal day: the daily summary opens first.
  const summary = page.getByTestId("daily-summary-popup");
  await expect(summary).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(summary).toBeHidden();

  const progress = page.locator("#progress");
  await expect(progress.getByTestId("medal")).toHaveAttribute("data-medal", "gold");
  await expect(progress.getByTestId("progress-day-streak")).toContainText("6");
  await expect(progress.getByTestId("progress-goals-completed")).toContainText("6 of 9");

  const goals = page.getByTestId("insight-goals");
  await expect(goals.getByRole("heading", { name: "Coach Insights" })).toBeVisible();
  await expect(goals).toContainText('"Run a half marathon" is overdue by 2 days.');
  await expect(goals).toContainText("Why you see this:");
  await expect(page.getByTestId("insight-behavior")).toContainText('You have written "scrolling" under Stop Doing');
  await expect(page.getByTestId("insight-progress")).toContainText("of your daily tasks in the last two weeks");

  await expect(page.getByTestId("badge-first-goal")).toHaveAttribute("data-earned", "true");
  await expect(page.getByTestId("badge-first-goal")).toContainText("Earned");
  await expect(page.getByTestId("badge-goals-10")).toHaveAttribute("data-earned", "false");
  await expect(page.getByTestId("badge-goals-10")).toContainText("6 of 10 SMART goals");

  await page.getByRole("button", { name: /^Points history/ }).click();
  const history = page.getByTestId("points-history-dialog");
  await expect(history.getByRole("heading", { name: "Points history" })).toBeVisible();
  await expect(history.getByTestId("points-entry").first()).toBeVisible();
  await expect(history.getByTestId("points-entry")).toHaveCount(20);
  await expect(history).toContainText("Learning added");
  await history.getByRole("button", { name: "Show more" }).click();
  await expect(history.getByTestId("points-entry")).toHaveCount(40);
  await expectNoSeriousA11yViolations(page, { include: "[data-testid=points-history-dialog]" });
  await history.getByRole("button", { name: "Close" }).click();
  await expect(history).toBeHidden();
  await expectNoSeriousA11yViolations(page);

  for (const screen of SCREENS) {
    await showScreen(page, screen, { reducedMotion: true });
    await page.locator("#progress").scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await page.locator("#progress").screenshot({ path: screenshotPath(`progress-panel-${screen.name}`) });
    await page.getByTestId("insight-cards").screenshot({ path: screenshotPath(`progress-insights-${screen.name}`) });
    await page.locator("#badges").screenshot({ path: screenshotPath(`progress-badges-${screen.name}`) });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("button", { name: /^Points history/ }).click();
    await expect(history.getByTestId("points-entry").first()).toBeVisible();
    await page.screenshot({ path: screenshotPath(`progress-points-history-${screen.name}`) });
    await history.getByRole("button", { name: "Close" }).click();
    await expect(history).toBeHidden();
  }
});

test("a new member: the three empty texts; a failed refresh toasts", async ({ page, baseURL }) => {
  await freshMember(page, baseURL!, "progempty");
  await expect(page.getByTestId("insight-goals")).toContainText("Set some SMART goals to receive personalized insights");
  await expect(page.getByTestId("insight-behavior")).toContainText("Continue tracking your behavior to receive insights");
  await expect(page.getByTestId("insight-progress")).toContainText("Track your progress to receive coach insights");
  await expect(page.locator("#progress").getByTestId("medal")).toHaveCount(0);
  await expect(page.getByTestId("badge-xp-5")).toHaveAttribute("data-earned", "false");

  // Refresh works: a goal set meanwhile shows up.
  await apiPost(page, baseURL!, "/api/goals", { type: "smart1", title: "Swim 1 km", deadline: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10) });
  await page.getByRole("button", { name: "Refresh Coach Insights" }).click();
  await expect(page.getByTestId("insight-goals")).toContainText('"Swim 1 km" is due in 1 day');

  await page.route("**/api/insights/progress*", (route) => route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"down","code":"internal_error"}' }));
  await page.getByRole("button", { name: "Refresh Progress Summary" }).click();
  // The read is retried first (docs/product/shell-and-sign-in.md#calls-and-their-failures), so the toast comes after the retries.
  await expect(page.locator("[data-slot=toast-title]")).toHaveText("Error updating summary", { timeout: 30_000 });
  await expectToast(page, "Error updating summary", "Failed to refresh your progress. Please try again.");
  // What was shown stays.
  await expect(page.getByTestId("insight-progress")).toContainText("Track your progress to receive coach insights");
});
