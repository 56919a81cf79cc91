// Page helpers shared by the e2e specs.
import { expect, type Page } from "@playwright/test";
import { localDate } from "@/lib/domain/day";

export async function fillLogin(page: Page, username: string, password: string) {
  const form = page.getByRole("form", { name: "Login" });
  await form.getByLabel("Username").fill(username);
  await form.getByLabel("Password").fill(password);
  return form;
}

/** Logs in through the "/" screen and waits for the landing screen. */
export async function uiLogin(page: Page, username: string, password: string, landing: RegExp = /\/dashboard$/) {
  await page.goto("/");
  const form = await fillLogin(page, username, password);
  await form.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(landing);
}

/** The one visible toast (docs/product/shell-and-sign-in.md#toasts: at most one shows). */
export const toast = (page: Page) => page.locator("[data-slot=toast]");

export async function expectToast(page: Page, title: string, description?: string) {
  const t = toast(page);
  await expect(t).toHaveCount(1);
  await expect(t.locator("[data-slot=toast-title]")).toHaveText(title);
  if (description !== undefined) await expect(t.locator("[data-slot=toast-description]")).toHaveText(description);
}

/** A dashboard section by its heading. */
export const section = (page: Page, title: string) =>
  page.locator("section").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

/** The next successful call of `method` on a URL containing (or matching) `path`. */
export const waitForWrite = (page: Page, method: string, path: string | RegExp) =>
  page.waitForResponse(
    (r) => r.request().method() === method && (typeof path === "string" ? r.url().includes(path) : path.test(r.url())) && r.ok(),
  );

/**
 * The dashboard is hydrated: its fields are live and its widget panel is there. Text typed into
 * the server-rendered HTML before React hydrates it is dropped, and under load the page's chunk can
 * hydrate after the shell.
 */
export async function dashboardReady(page: Page) {
  const hydrated = page.locator('[data-hydrated="true"]');
  // The progress parts far below the first screen hydrate when they come near it, or at the
  // member's first scroll, touch, click or key (docs/decisions.md "Parts below the first screen
  // hydrate when near"), and the widget panel loads so unless a timer runs: a key that does nothing
  // starts them, pressed again if it came before the page listened.
  const panel = page.locator("#toolkit");
  await expect(async () => {
    if (!(await hydrated.count()) || !(await panel.count())) await page.keyboard.press("Shift");
    await expect(hydrated).toBeVisible({ timeout: 2_000 });
    await expect(panel).toBeAttached({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByLabel("SMART goal 1", { exact: true })).toBeVisible();
}

/** Reloads the dashboard and waits for every part, the widget panel included (it loads when near or at first use unless a timer runs). */
export async function reloadDashboard(page: Page) {
  await page.reload();
  await dashboardReady(page);
}

/**
 * Scrolls to the end of the page, again until it stays there: the dashboard's parts below the first
 * screen take their real height as they come into view (content-visibility, docs/decisions.md
 * "Parts below the first screen are painted when near"), and its widget panel loads at the first scroll.
 */
export async function scrollToEnd(page: Page) {
  const steady = await page.evaluate(async () => {
    // At the end for 10 frames in a row, with the page's height unchanged.
    let frames = 0;
    for (let tries = 0; tries < 300 && frames < 10; tries++) {
      const height = document.documentElement.scrollHeight;
      if (Math.ceil(window.scrollY + window.innerHeight) < height) window.scrollTo(0, height);
      await new Promise((frame) => requestAnimationFrame(frame));
      const atEnd = document.documentElement.scrollHeight === height && Math.ceil(window.scrollY + window.innerHeight) >= height;
      frames = atEnd ? frames + 1 : 0;
    }
    return frames >= 10;
  });
  expect(steady, "the page stays scrolled to its end").toBe(true);
}

/**
 * Whether it is already another date in `timeZone` than in UTC, the zone a test member registers
 * in (e2e/support/fixtures): moving them there starts their next day, so the dashboard opens the
 * daily summary first (Europe/Berlin from 23:00 UTC in winter, UTC+11 from 13:00 UTC).
 */
export function anotherDateThanUtc(timeZone: string, now = new Date()): boolean {
  return localDate(now, timeZone) !== localDate(now, "UTC");
}

/** The first visit of a new day opens the daily summary (docs/decisions.md "Progress, insights and the daily summary"), a modal, after the reset dialog: close it. */
export async function closeDailySummary(page: Page) {
  const summary = page.getByTestId("daily-summary-popup");
  await expect(summary).toBeVisible({ timeout: 15_000 });
  await expect(async () => {
    await summary.getByRole("button", { name: "Start my day" }).click({ timeout: 2_000 });
    await expect(summary).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}
