// A fresh member on /dashboard with one widget open, for the widget specs: the starter badges are
// earned first (through the API) so the points a test then sees are only the widget's own.
import { expect, type Locator, type Page } from "@playwright/test";
import { dismissCelebration, earnStarterBadges, headerPoints } from "../journal-support";
import { apiPost, freshMember } from "./members";
import { dashboardReady } from "./ui";
import { openWidget } from "./widgets";

export async function widgetMember(page: Page, baseURL: string, id: string): Promise<{ widget: Locator; start: number }> {
  await freshMember(page, baseURL, "wd");
  return openWidgetWithStarterBadges(page, baseURL, id);
}

/**
 * For a member already on /dashboard: earns the starter badges, marks their notices read (so no
 * 'Badge Unlocked' toast, one toast showing at a time, replaces a widget's own toast while a test
 * checks it), reloads, and opens widget `id`. Returns it and the header's points at that moment.
 */
export async function openWidgetWithStarterBadges(page: Page, baseURL: string, id: string): Promise<{ widget: Locator; start: number }> {
  await earnStarterBadges(page, baseURL);
  await apiPost(page, baseURL, "/api/notifications/mark-all-read", {});
  await page.reload();
  await dashboardReady(page);
  const start = await headerPoints(page);
  await openWidget(page, id);
  const widget = page.getByTestId(`${id}-widget`);
  await expect(widget).toBeVisible();
  return { widget, start };
}

/** Runs `action`, waits for its `count` widget awards to reach the server, then closes the popup. */
export async function awarded(page: Page, action: () => Promise<void>, count = 1) {
  let seen = 0;
  const all = new Promise<void>((resolve) => {
    const onResponse = (r: import("@playwright/test").Response) => {
      if (r.request().method() === "POST" && r.url().includes("/api/widget-achievements") && r.ok() && ++seen === count) {
        page.off("response", onResponse);
        resolve();
      }
    };
    page.on("response", onResponse);
  });
  await action();
  // Fails with its own words instead of hanging until the test's timeout.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`awarded: ${seen} of ${count} widget awards reached the server in 30 s`)), 30_000);
  });
  await Promise.race([all, late]).finally(() => clearTimeout(timer));
  // Every award is shown (docs/decisions.md "Fair points and sessions"): a small one as the achievement toast, a bigger one as the
  // celebration, whose chunk loads lazily (docs/decisions.md "Loaded when used, not with the page"), so wait for one of them to show rather than
  // finding nothing yet and having the popup open later over the next click.
  const popup = page.getByTestId("celebration-popup");
  const achievement = page.locator("[data-slot=toast-title]").filter({ hasText: /^🏆 \+\d+ Points · / });
  await expect(popup.or(achievement).first()).toBeVisible();
  await dismissCelebration(page);
}

/** Like `awarded`, and expects the compact achievement toast (a small award), no celebration. */
export async function awardedQuietly(page: Page, action: () => Promise<void>, points: number, title: string) {
  const answered = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/api/widget-achievements"));
  await action();
  expect((await answered).ok()).toBe(true);
  await expect(page.locator("[data-slot=toast-title]")).toHaveText(`🏆 +${points} Points · ${title}`);
  await expect(page.getByTestId("celebration-popup")).toHaveCount(0);
}
