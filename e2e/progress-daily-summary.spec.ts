// docs/decisions.md "Progress, insights and the daily summary": the daily summary opens once on the first visit of a new day, after the reset dialog
// (never on top of it), not again in a second tab or after a reload; carry-over fills today's
// free task slots once; /test-popup shows the popup with sample data.
import { expect, test } from "./support/fixtures";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { apiPost, freshMember, makeItANewDay } from "./support/members";
import { SCREENS, screenshotPath, showScreen } from "./support/screenshots";
import { dashboardReady } from "./support/ui";

test("the daily summary after the reset dialog, once; carry-over fills the free slots", async ({ page, baseURL, context }) => {
  test.setTimeout(150_000); // a new day, two tabs and three reloads on a loaded machine
  const username = await freshMember(page, baseURL!, "summary");
  await apiPost(page, baseURL!, "/api/goals", { type: "task1", title: "Write the lab report" });
  await apiPost(page, baseURL!, "/api/goals", { type: "task2", title: "Gym session", isCompleted: true });
  await apiPost(page, baseURL!, "/api/goals", { type: "task3", title: "Call the coach" });
  await apiPost(page, baseURL!, "/api/learnings", { type: "learned", content: "Interleaving beats blocking" });
  await makeItANewDay(username);

  await page.reload();
  const reset = page.getByTestId("reset-dialog");
  const popup = page.getByTestId("daily-summary-popup");
  await expect(reset).toHaveAttribute("data-phase", "open");
  await page.waitForTimeout(1500); // the summary has loaded by now: it still waits for the reset dialog
  await expect(popup).toHaveCount(0);
  await reset.getByRole("button", { name: "Start Fresh Day" }).click();
  await expect(reset).toBeHidden({ timeout: 5_000 });

  await expect(popup).toBeVisible();
  await expect(popup.getByRole("heading", { name: "Your Daily Summary" })).toBeVisible();
  await expect(popup.getByTestId("daily-summary-text")).toHaveText(/You completed 1 goal or task and learned 1 new thing\./);
  await expect(popup.getByTestId("carry-over")).toContainText("Write the lab report");
  await expect(popup.getByTestId("carry-over")).toContainText("Call the coach");
  await expectNoSeriousA11yViolations(page, { include: "[data-testid=daily-summary-popup]" });

  // A second tab of the same browser does not show it again.
  const second = await context.newPage();
  await second.goto("/dashboard");
  await dashboardReady(second);
  await second.waitForTimeout(1500);
  await expect(second.getByTestId("daily-summary-popup")).toHaveCount(0);

  await popup.getByRole("button", { name: "Carry over to today" }).click();
  await expect(popup.getByTestId("carry-over")).toHaveText("Added 2 tasks to today.");
  // The second tab carries over nothing more (the server skips what is already there).
  const again = await second.request.post("/api/daily-summary/carry-over", { data: {}, headers: { Origin: baseURL! } });
  expect((await again.json()).added).toEqual([]);
  await second.close();

  await page.keyboard.press("Escape");
  await expect(popup).toBeHidden();
  await expect(page.getByLabel("Task 1", { exact: true })).toHaveValue("Write the lab report");
  await expect(page.getByLabel("Task 2", { exact: true })).toHaveValue("Call the coach");
  await page.reload();
  await dashboardReady(page);
  await page.waitForTimeout(1500);
  await expect(popup).toHaveCount(0);
  await expect(page.getByLabel("Task 1", { exact: true })).toHaveValue("Write the lab report");
});

test("/test-popup shows the daily login popup with sample data", async ({ page, baseURL }) => {
  await freshMember(page, baseURL!, "testpopup");
  await page.goto("/test-popup");
  await expect(page.getByRole("heading", { name: "Daily Login Popup Test" })).toBeVisible();
  await page.getByRole("button", { name: "Show Daily Popup" }).click();
  const popup = page.getByTestId("daily-summary-popup");
  await expect(popup).toBeVisible();
  await expect(popup).toContainText("Streak days");
  await expect(popup.getByTestId("daily-summary-text")).toHaveText(
    "You completed 3 goals and tasks, learned 2 new things, noted 1 accomplishment and earned 45 points with the toolkit. You are on a 7-day streak.",
  );
  await expectNoSeriousA11yViolations(page);
  for (const screen of SCREENS) {
    await showScreen(page, screen, { reducedMotion: true });
    await page.waitForTimeout(300);
    await page.screenshot({ path: screenshotPath(`progress-daily-summary-${screen.name}`) });
  }
  await page.getByRole("button", { name: "Start my day" }).click();
  await expect(popup).toBeHidden();
  await page.getByRole("button", { name: "Show Daily Popup" }).click();
  await page.keyboard.press("Escape");
  await expect(popup).toBeHidden();
});
