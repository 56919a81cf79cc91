// Screenshots (1280x800 and 375x667, light and dark) and an axe check of each timer widget with a
// session running, seeded the way its storage module writes it; plus the Change widget dialog.
import { expect, test } from "./support/fixtures";
import { freshMember } from "./support/members";
import { SCREENS, screenshotPath, showScreen } from "./support/screenshots";
import { reloadDashboard } from "./support/ui";
import { seedLocal, shootWidget } from "./support/widget-shots";
import { openWidget, widgetPanel } from "./support/widgets";
import { expectNoSeriousA11yViolations } from "./support/axe";

const T = Date.now();
const MIN = 60_000;
const today = new Date(T).toISOString().slice(0, 10);

const SEEDS: Record<string, unknown> = {
  pomodoro: {
    tasks: [
      { id: "t1", name: "Write the lab report", completed: false, rewarded: false },
      { id: "t2", name: "Read chapter 4", completed: false, rewarded: false },
      { id: "t3", name: "Email the coach", completed: true, rewarded: true },
    ],
    currentTaskId: "t1",
    phase: "work",
    run: { runningSince: T - 7 * MIN - 12_000, elapsedBefore: 0 },
    pomodoroCount: 3,
    tasksCreated: 3,
    totalTimeToday: 75 * MIN,
    today,
  },
  timeboxing: {
    created: 3,
    boxes: [
      { id: "b1", name: "Inbox zero", duration: 20, completed: false, active: true, remainingTime: 1200, runningSince: T - 4 * MIN },
      { id: "b2", name: "Plan the week", duration: 45, completed: false, active: false, remainingTime: 2700, runningSince: null },
      { id: "b3", name: "Morning review", duration: 15, completed: true, active: false, remainingTime: 0, runningSince: null },
    ],
  },
  flowtime: {
    active: { id: "f3", task: "Write chapter 2", startTime: T - 38 * MIN, isRunning: true, isPaused: false, pauseStartTime: null, totalPausedTime: 0, phase: "working", workEndTime: null, breakNotified: false },
    sessions: [
      { id: "f2", task: "Outline the essay", startTime: T - 3 * 60 * MIN, endTime: T - 2 * 60 * MIN, totalWorkTime: 50 * MIN, totalBreakTime: 10 * MIN, completed: true },
      { id: "f1", task: "Statistics homework", startTime: T - 5 * 60 * MIN, endTime: T - 4 * 60 * MIN, totalWorkTime: 45 * MIN, totalBreakTime: 10 * MIN, completed: true },
    ],
  },
};

for (const [id, data] of Object.entries(SEEDS)) {
  test(`${id}: screenshots and axe`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await freshMember(page, baseURL!, "shot");
    await seedLocal(page, id, data);
    await reloadDashboard(page);
    await openWidget(page, id);
    await shootWidget(page, id);
  });
}

test("the Change widget and Learn more dialogs: screenshots and axe", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await freshMember(page, baseURL!, "shot");
  await openWidget(page, "pomodoro");
  for (const screen of SCREENS) {
    await showScreen(page, screen, { reducedMotion: true });
    await widgetPanel(page).getByRole("button", { name: "Change widget" }).click();
    const dialog = page.getByRole("dialog", { name: "Change widget" });
    await expect(dialog).toBeVisible();
    if (screen.name === "desktop-light") await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: screenshotPath(`widget-panel-change-${screen.name}`) });
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await widgetPanel(page).getByRole("button", { name: "Learn more" }).click();
    const learn = page.getByRole("dialog", { name: "Pomodoro Technique" });
    await expect(learn).toBeVisible();
    if (screen.name === "desktop-dark") await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: screenshotPath(`widget-panel-learn-${screen.name}`) });
    await page.keyboard.press("Escape");
    await expect(learn).toBeHidden();
  }
});
