// The three timers and the widget panel through the real UI with page.clock (docs/decisions.md "The toolkit: timers"): a
// Pomodoro through the bell to the short break with its points in the header, a reload mid-phase,
// an hour in a hidden tab, Timeboxing's one-active rule and completion points, a Flowtime session
// and its break, the 200-point daily cap, Change widget by keyboard, and export then import of
// widget data into a new member's browser.
//
// fastForward() jumps like a hidden tab or a sleeping laptop: timers fire at most once.
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { apiPost, dismissCelebration, expectPoints, headerPoints } from "./journal-support";
import { apiRegister } from "./support/fixtures";
import { freshMember } from "./support/members";
import { expectToast, reloadDashboard } from "./support/ui";
import { awarded, openWidgetWithStarterBadges, widgetMember } from "./support/widget-member";
import { openWidget, widgetPanel } from "./support/widgets";

const MIN = 60_000;

/**
 * An Etc/GMT zone where it is about 1 PM now: the faked clock below runs from two hours ago to
 * about now, and must not cross the member's midnight (that is a new day, with its overlay).
 */
function middayZone(now = new Date()): string {
  let offset = 13 - now.getUTCHours();
  if (offset > 14) offset -= 24;
  if (offset < -12) offset += 24;
  return offset === 0 ? "Etc/GMT" : `Etc/GMT${offset > 0 ? "-" : "+"}${Math.abs(offset)}`; // Etc/GMT-3 is UTC+3
}

/**
 * A fresh member in a midday zone on /dashboard with widget `id` open, the page's clock faked
 * from two hours ago and then paused on a whole minute (so every time shown is exact, and awards
 * dated at a phase's end stay inside the server's window). Starter badges are earned first.
 */
async function timerMember(page: Page, baseURL: string, id: string) {
  await page.clock.install({ time: Date.now() - 2 * 60 * MIN });
  await apiRegister(page.request, baseURL, "tm");
  const zone = await page.request.patch("/api/users/profile", { data: { timeZone: middayZone() }, headers: { Origin: baseURL } });
  expect(zone.ok()).toBe(true);
  // The browser's zone now differs from the member's: answer the travel prompt (keep) beforehand, so
  // its card does not push the toolkit below the first screen, where it loads only when idle.
  const device = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const kept = await page.request.post("/api/streak/travel", { data: { timeZone: device, switch: false }, headers: { Origin: baseURL } });
  expect(kept.ok()).toBe(true);
  const quietReset = page.waitForResponse((r) => r.url().includes("/api/force-reset"));
  await page.goto("/dashboard");
  await quietReset;
  const { widget, start } = await openWidgetWithStarterBadges(page, baseURL, id);
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(Math.ceil((now + MIN) / MIN) * MIN);
  return { widget, start };
}

/** After a jump: activity ends sleep mode, and the 60-minute idle warning (if shown) is answered. */
async function comeBack(page: Page) {
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await page.mouse.move(5, 5);
  await page.mouse.move(15, 15);
  const keep = page.getByRole("button", { name: "Continue Session" });
  if (await keep.isVisible()) await keep.click();
}

/** The header's points, letting the paused page clock run a little between looks (queries refetch on timers). */
async function expectHeaderPoints(page: Page, points: number) {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(50);
        return headerPoints(page);
      },
      { message: "points in the header" },
    )
    .toBe(points);
}

/**
 * Reloads with the page clock paused: the app's queries deliver their data on timers, so the
 * clock is let run a millisecond at a time until `id`'s widget shows (well under a second).
 */
async function reloadPaused(page: Page, id: string) {
  await page.reload();
  const widget = page.getByTestId(`${id}-widget`);
  const until = Date.now() + 60_000;
  while (Date.now() < until && !(await widget.isVisible())) await page.clock.runFor(1);
  await expect(widget).toBeVisible();
}

/**
 * Runs `action`, waits for its widget award to reach the server, then closes every celebration
 * (the starter badges' own celebrations may follow it while the paused clock catches up).
 */
async function awardedPaused(page: Page, action: () => Promise<void>) {
  const posted = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/api/widget-achievements") && r.ok());
  await action();
  await posted;
  const popup = page.getByTestId("celebration-popup");
  // A small award is the achievement toast (docs/decisions.md "Fair points and sessions"); a bigger one the popup, whose chunk loads
  // lazily (docs/decisions.md "Loaded when used, not with the page") and which React reveals on a timer: let the paused clock run until one of
  // them shows, so the popup cannot arrive after the loop below and cover the next click.
  const achievement = page.locator("[data-slot=toast-title]").filter({ hasText: /^🏆 \+\d+ Points · / });
  await expect
    .poll(async () => {
      await page.clock.runFor(20);
      return (await popup.isVisible()) || (await achievement.isVisible());
    })
    .toBe(true);
  // After a long jump the 60-minute inactivity warning may open over the popup: keep the session.
  const keep = page.getByRole("button", { name: "Continue Session" });
  await expect
    .poll(
      async () => {
        if (await keep.isVisible()) await keep.click({ timeout: 2_000 }).catch(() => {});
        if (await popup.isVisible()) await popup.getByRole("button", { name: "Continue" }).click({ timeout: 2_000 }).catch(() => {});
        await page.clock.runFor(20);
        return popup.isVisible();
      },
      { timeout: 30_000 },
    )
    .toBe(false);
}

async function jump(page: Page, ms: number) {
  await page.clock.fastForward(ms);
  await comeBack(page);
}

test("Pomodoro: no task refused, a session through the bell to the short break, points in the header, a reload mid-phase", async ({ page, baseURL, context }) => {
  test.slow(); // long flows on a shared 2-core machine
  await context.grantPermissions(["notifications"]);
  const { widget, start } = await timerMember(page, baseURL!, "pomodoro");
  const time = widget.getByTestId("pomodoro-time");
  await expect(time).toHaveText("25:00");

  await widget.getByRole("button", { name: "Start" }).click();
  // The toaster loads with the first toast (docs/decisions.md "Loaded when used, not with the page") and React reveals it after a short timer:
  // let the paused page clock run a second (no timer is running: the start was refused).
  await page.clock.runFor(1_000);
  await expectToast(page, "No Task Selected", "Please select or create a task first.");

  await awardedPaused(page, async () => {
    await widget.getByLabel("New Pomodoro task").fill("Write the report");
    await widget.getByLabel("New Pomodoro task").press("Enter");
  });
  await expectHeaderPoints(page, start + 3); // the first task
  await expect(widget.getByTestId("pomodoro-current-task")).toHaveText("Write the report");

  await widget.getByRole("button", { name: "Start" }).click();
  await expect(page).toHaveTitle(/^25:00 · Focus · Reach$/);
  await jump(page, 10 * MIN);
  await expect(time).toHaveText("15:00");
  await expect(page).toHaveTitle(/^15:00 · Focus · Reach$/);

  // A reload in the middle of the phase keeps the remaining time and keeps running.
  await reloadPaused(page, "pomodoro");
  await expect(widget.getByTestId("pomodoro-time")).toHaveText("15:00");
  await expect(widget.getByRole("button", { name: "Pause" })).toBeVisible();

  const bell = page.waitForRequest((r) => r.url().endsWith("/sounds/bell.mp3"));
  await awardedPaused(page, () => jump(page, 15 * MIN));
  await bell;
  await expect(widget.getByRole("radio", { name: "Short Break" })).toHaveAttribute("aria-checked", "true");
  await expect(widget.getByTestId("pomodoro-time")).toHaveText("05:00");
  await expect(widget.getByRole("button", { name: "Start" })).toBeVisible(); // paused on the break
  await expect(widget.getByTestId("pomodoro-count")).toHaveText("1");
  await expectHeaderPoints(page, start + 3 + 10);
  await expect(page).not.toHaveTitle(/Focus/);
  const notes = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration("/");
    return registration ? (await registration.getNotifications()).map((n) => n.title) : ["no service worker"];
  });
  expect(notes).toContain("Focus finished");

  // Choosing a task during a break goes back to work; reset restores the full time.
  await widget.getByRole("button", { name: 'Focus on "Write the report"' }).click();
  await expect(widget.getByRole("radio", { name: "Focus" })).toHaveAttribute("aria-checked", "true");
  await widget.getByRole("button", { name: "Start" }).click();
  await jump(page, 3 * MIN);
  await expect(widget.getByTestId("pomodoro-time")).toHaveText("22:00");
  await widget.getByRole("button", { name: "Reset" }).click();
  await expect(widget.getByTestId("pomodoro-time")).toHaveText("25:00");
});

test("an hour in a hidden tab keeps the time exact; a phase that ended meanwhile is finished on return", async ({ page, baseURL }) => {
  test.slow(); // long flows on a shared 2-core machine
  const { widget, start } = await timerMember(page, baseURL!, "pomodoro");
  await awardedPaused(page, async () => {
    await widget.getByLabel("New Pomodoro task").fill("Read chapter 3");
    await widget.getByLabel("New Pomodoro task").press("Enter");
  });
  await widget.getByRole("button", { name: "Start" }).click();
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  await awardedPaused(page, async () => {
    await page.clock.fastForward(60 * MIN);
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "visible" });
    });
    await comeBack(page);
  });
  await expect(widget.getByTestId("pomodoro-count")).toHaveText("1");
  await expect(widget.getByTestId("pomodoro-time")).toHaveText("05:00"); // the break waits, paused
  await expectHeaderPoints(page, start + 3 + 10);
  // (Flowtime's count-up over a jump is checked in its own test below.)
});

test("Timeboxing: name required, one active at a time, completion points", async ({ page, baseURL }) => {
  test.slow(); // long flows on a shared 2-core machine
  const { widget, start } = await timerMember(page, baseURL!, "timeboxing");
  const name = widget.getByLabel("Timebox name");
  await expect(widget.getByLabel("Minutes")).toHaveValue("15");

  await widget.getByRole("button", { name: "Add timebox" }).click();
  await expectToast(page, "Name Required", "Please enter a name for your timebox.");

  await name.fill("Inbox zero");
  await widget.getByLabel("Minutes").fill("20");
  await awardedPaused(page, () => widget.getByRole("button", { name: "Add timebox" }).click());
  await name.fill("Plan the week");
  await awardedPaused(page, () => widget.getByRole("button", { name: "Add timebox" }).click());
  await expectHeaderPoints(page, start + 5 + 2);
  await expect(name).toHaveValue("");

  await widget.getByRole("button", { name: 'Start "Inbox zero"' }).click();
  await widget.getByRole("button", { name: 'Start "Plan the week"' }).click();
  await expectToast(page, "Session Already Active");
  await expect(widget.getByRole("button", { name: 'Edit "Inbox zero"' })).toHaveCount(0); // no edit while active

  await jump(page, 5 * MIN);
  await expect(widget.getByTestId("timebox-time")).toHaveText("15:00");
  await widget.getByRole("button", { name: 'Pause "Inbox zero"' }).click();
  await jump(page, 30 * MIN);
  await expect(widget.getByTestId("timebox-time")).toHaveText("15:00"); // paused time does not count
  await widget.getByRole("button", { name: 'Resume "Inbox zero"' }).click();
  await expect(page).toHaveTitle(/^15:00 · Inbox zero · Reach$/);

  await awardedPaused(page, () => jump(page, 15 * MIN));
  await expect(widget.getByTestId("timebox").first()).toHaveAttribute("data-status", "done");
  await expectHeaderPoints(page, start + 5 + 2 + 7); // 5 + min(15, floor(20 / 10))
  // The slot is free: the other box starts now.
  await widget.getByRole("button", { name: 'Start "Plan the week"' }).click();
  await expect(widget.getByTestId("timebox-time")).toHaveText("15:00");
});

/**
 * Records every sound played aloud: the app loads its sounds on the member's first tap (WebKit's
 * autoplay rule, docs/decisions.md "Browsers and engines"), so a request for the file no longer
 * says when it plays; an unmuted play() does.
 */
async function recordSounds(page: Page) {
  await page.addInitScript(() => {
    const played: string[] = ((window as unknown as { __played: string[] }).__played = []);
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (!this.muted) played.push(this.src);
      return play.call(this);
    };
  });
}
const playedAloud = (page: Page, file: string) => page.evaluate((f) => (window as unknown as { __played: string[] }).__played.some((src) => src.endsWith(f)), file);

test("Flowtime: task required, a session, the break it earned, then complete with points", async ({ page, baseURL }) => {
  test.slow(); // long flows on a shared 2-core machine
  await recordSounds(page);
  const { widget, start } = await timerMember(page, baseURL!, "flowtime");
  await widget.getByRole("button", { name: "Start session" }).click();
  await expectToast(page, "Task Required", "Please enter a task description.");

  await widget.getByLabel("Task").fill("Write chapter 2");
  await widget.getByRole("button", { name: "Start session" }).click();
  await jump(page, 20 * MIN);
  await widget.getByRole("button", { name: "Pause" }).click();
  await jump(page, 10 * MIN);
  await widget.getByRole("button", { name: "Resume" }).click();
  await jump(page, 30 * MIN);
  await expect(widget.getByTestId("flowtime-time")).toHaveText("50:00");
  await expect(widget.getByTestId("flowtime-break")).toHaveText("Break earned so far: 10 min");

  await reloadPaused(page, "flowtime");
  await expect(widget.getByTestId("flowtime-time")).toHaveText("50:00");
  await widget.getByRole("button", { name: "Done Working" }).click();
  await expect(widget.getByTestId("flowtime-time")).toHaveText("10:00");
  expect(await playedAloud(page, "/sounds/bell.mp3")).toBe(false);
  await jump(page, 10 * MIN);
  await expect.poll(() => playedAloud(page, "/sounds/bell.mp3")).toBe(true);
  await expect(widget.getByText("Break over by")).toBeVisible();

  await awardedPaused(page, () => widget.getByRole("button", { name: "Complete" }).click());
  await expectHeaderPoints(page, start + 10); // 5 + min(15, floor(50 / 10))
  await expect(widget.getByTestId("flowtime-today")).toHaveText("Today: 1 session · 50 min of focused work");
  await expect(widget.getByRole("list", { name: "Recent flow sessions" })).toContainText("50 min work · 10 min break");

  // Cancel asks first and discards.
  await widget.getByLabel("Task").fill("Side quest");
  await widget.getByRole("button", { name: "Start session" }).click();
  await widget.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: "Cancel session" }).click();
  await expect(widget.getByRole("button", { name: "Start session" })).toBeVisible();
  await expect(widget.getByTestId("flowtime-today")).toHaveText("Today: 1 session · 50 min of focused work");
});

test("the 200-point daily cap: more widget achievements are stored with 0 points", async ({ page, baseURL }) => {
  const { widget, start } = await widgetMember(page, baseURL!, "timeboxing");
  for (let i = 0; i < 9; i++) {
    await apiPost(page, baseURL!, "/api/widget-achievements", { type: "widget", kind: "pomodoroSession", points: 25, dateCreated: new Date(Date.now() - i).toISOString() });
  }
  await reloadDashboard(page);
  await expectPoints(page, start + 200); // 9 x 25 asked, 200 given
  const points = await (await page.request.get("/api/widget-points")).json();
  expect(points).toMatchObject({ today: 200, dailyCap: 200, achievements: 9 });
  // One more through the UI: no points are claimed, the cap is said (docs/decisions.md "Fair points and sessions"), the header does not move.
  const before = await headerPoints(page);
  await widget.getByLabel("Timebox name").fill("Over the cap");
  const answered = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/api/widget-achievements"));
  await widget.getByRole("button", { name: "Add timebox" }).click();
  expect((await (await answered).json()).pointsAwarded).toBe(0);
  await expect(page.locator("[data-slot=toast-title]")).toHaveText("⏰ Today's 200 widget points are reached: your progress is saved");
  await expect(page.getByTestId("celebration-popup")).toHaveCount(0);
  await reloadDashboard(page);
  await expectPoints(page, before);
  expect(await (await page.request.get("/api/widget-points")).json()).toMatchObject({ today: 200, achievements: 10 });
});

test("Change widget by keyboard, remembered after a reload", async ({ page, baseURL }) => {
  await freshMember(page, baseURL!, "wk");
  const panel = widgetPanel(page);
  await panel.getByRole("button", { name: "Change widget" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Change widget" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Home");
  await expect(dialog.locator('[data-widget="pomodoro"]')).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(dialog.locator('[data-widget="timeboxing"]')).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole("heading", { name: "Timeboxing" })).toBeVisible();
  await page.keyboard.press("Escape");
  await reloadDashboard(page);
  await expect(widgetPanel(page).getByRole("heading", { name: "Timeboxing" })).toBeVisible();
  await expect(page.getByTestId("timeboxing-widget")).toBeVisible();
});

test("export widget data, then import it in a new member's browser; a corrupt file is refused", async ({ page, baseURL, browser }) => {
  const { widget } = await widgetMember(page, baseURL!, "pomodoro");
  await awarded(page, async () => {
    await widget.getByLabel("New Pomodoro task").fill("Carry me over");
    await widget.getByLabel("New Pomodoro task").press("Enter");
  });
  await openWidget(page, "timeboxing");
  await page.getByLabel("Timebox name").fill("Moved box");
  await awarded(page, () => page.getByRole("button", { name: "Add timebox" }).click());

  await widgetPanel(page).getByRole("button", { name: "Widget data", exact: true }).click();
  const download = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "Export widget data" }).click();
  const file = await (await download).path();
  const exported = JSON.parse(await readFile(file, "utf8"));
  expect(exported).toMatchObject({ format: "reach-widget-data", version: 1 });
  expect(Object.keys(exported.widgets)).toHaveLength(12);

  const other = await browser.newContext();
  const page2 = await other.newPage();
  await freshMember(page2, baseURL!, "imp");
  const input = widgetPanel(page2).locator('input[type="file"]');
  await input.setInputFiles({ name: "broken.json", mimeType: "application/json", buffer: Buffer.from("{ not json") });
  await expectToast(page2, "Import Failed", "This file is not a Reach widget data export (it is not valid JSON).");

  await input.setInputFiles(file);
  const confirm = page2.getByRole("alertdialog", { name: "Import widget data?" });
  await expect(confirm.getByRole("list", { name: "What the import replaces" })).toContainText("Pomodoro Technique: adds 1 saved item");
  await expect(confirm).toContainText("Timeboxing: adds 1 saved item");
  await confirm.getByRole("button", { name: "Replace" }).click();
  await openWidget(page2, "pomodoro");
  await expect(page2.getByTestId("pomodoro-tasks")).toContainText("Carry me over");
  await openWidget(page2, "timeboxing");
  await expect(page2.getByTestId("timebox")).toContainText("Moved box");
  await dismissCelebration(page2);
  await other.close();
});
