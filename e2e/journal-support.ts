// Helpers of the journal e2e specs: a fresh signed-in member per test (so points and slots start
// from zero), the header points, the celebration and the starter badges. The helpers other specs
// share too live in e2e/support and are re-exported here.
import { expect, type Page } from "@playwright/test";
import { apiPost, freshMember as supportFreshMember } from "./support/members";
import { dashboardReady } from "./support/ui";

export { apiPost, makeItANewDay } from "./support/members";
export { e2eDatabaseUrl } from "./support/database";
export { section, waitForWrite } from "./support/ui";

/** Registers and signs in a new member in the page's context, then opens /dashboard. */
export const freshMember = (page: Page, baseURL: string) => supportFreshMember(page, baseURL, "jr");

export async function headerPoints(page: Page): Promise<number> {
  const text = await page.getByTestId("header-points").innerText();
  return Number(text.replace(/[^\d]/g, ""));
}

export async function expectPoints(page: Page, points: number) {
  await expect.poll(() => headerPoints(page), { message: "points in the header" }).toBe(points);
}

/** Closes the celebration popup if it is showing. */
export async function dismissCelebration(page: Page) {
  const popup = page.getByTestId("celebration-popup");
  // It also closes by itself after 3 s, so the button may be gone before the click lands.
  if (await popup.isVisible()) await popup.getByRole("button", { name: "Continue" }).click({ timeout: 2_000 }).catch(() => {});
  await expect(popup).toBeHidden();
}

/**
 * Earns the starter badges through the API (the points badges, and with `firstGoal` the First
 * Goal badge), so the points a test then earns in the UI are only the action's own.
 */
export async function earnStarterBadges(page: Page, baseURL: string, { firstGoal = false } = {}) {
  await apiPost(page, baseURL, "/api/learnings", { type: "learned", content: "Warm-up entry" });
  await apiPost(page, baseURL, "/api/learnings", { type: "accomplished", content: "Warm-up win" });
  await apiPost(page, baseURL, "/api/behavior", { continueDoing: "Warm-up reflection" });
  if (firstGoal) {
    const goal = await apiPost(page, baseURL, "/api/goals", { type: "smart3", title: "Warm-up goal", isCompleted: true });
    const res = await page.request.delete(`/api/goals/${goal.id}`, { headers: { Origin: baseURL } });
    expect(res.ok()).toBe(true);
  }
  await page.reload();
  // Typed before the dashboard hydrates, text is dropped (the goal-typing flake).
  await dashboardReady(page);
}
