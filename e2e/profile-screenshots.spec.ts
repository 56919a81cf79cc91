// docs/decisions.md "Profile, calendar, stats and export": /profile, /calendar and /stats of a member with a seeded history, at 1280x800 and
// 375x667, light and dark, with axe (WCAG 2 A/AA: no serious or critical violation).
import { expect, test } from "./support/fixtures";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { freshMember } from "./support/members";
import { seedMemberHistory } from "./support/progress-history";
import { SCREENS, showScreen, shoot } from "./support/screenshots";

const READY: Record<string, (page: import("@playwright/test").Page) => Promise<void>> = {
  profile: async (page) => expect(page.getByRole("heading", { name: "User Profile" })).toBeVisible(),
  calendar: async (page) => {
    await expect(page.getByText("Best streak")).toBeVisible();
    await expect(page.getByRole("grid").first()).toBeVisible();
  },
  // Each chart draws when its figure comes near the screen (docs/decisions.md "/stats charts draw when seen"): scroll past them in turn.
  stats: async (page) => {
    for (const chart of await page.locator("[data-chart]").all()) {
      await chart.scrollIntoViewIfNeeded();
      await expect(chart.locator(".recharts-surface")).toBeVisible({ timeout: 30_000 });
    }
  },
};

test("profile, calendar and stats at both sizes and themes, axe clean", async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const username = await freshMember(page, baseURL!, "shot");
  await seedMemberHistory(username, 120);
  for (const screen of SCREENS) {
    await showScreen(page, screen, { reducedMotion: true });
    for (const [name, ready] of Object.entries(READY)) {
      await page.goto(`/${name}`);
      await ready(page);
      await page.waitForLoadState("networkidle");
      await shoot(page, screen.vp, `${name}-${screen.name}`);
      await expectNoSeriousA11yViolations(page);
    }
  }
});
