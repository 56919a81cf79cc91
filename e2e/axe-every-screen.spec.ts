// docs/product/shell-and-sign-in.md#the-shell: axe (WCAG 2 A/AA) finds no serious or critical violation on any screen, in
// light and dark, at 1280x800 and 375x667. Colours come from the theme tokens (app/globals.css).
import { expect, test } from "./support/fixtures";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { SCREENS, screenshotPath, showScreen } from "./support/screenshots";
import type { Page } from "@playwright/test";

const SIGNED_OUT = ["/", "/register"];
const MEMBER = ["/dashboard", "/goals", "/calendar", "/stats", "/profile", "/test-popup"];
const ADMIN = ["/admin"];

async function settle(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  // Lazy screens show a spinner first; entrance animations end within a second.
  await expect(page.locator('[role="status"][aria-label*="Loading" i]')).toHaveCount(0, { timeout: 15_000 }).catch(() => {});
  await page.waitForTimeout(800);
}

function screensFor(paths: string[]) {
  for (const path of paths) {
    for (const screen of SCREENS) {
      test(`${path} ${screen.name}`, async ({ page }) => {
        await showScreen(page, screen, { reducedMotion: true });
        await settle(page, path);
        await expectNoSeriousA11yViolations(page);
        await page.screenshot({ path: screenshotPath(`polish-13-axe-${path === "/" ? "login" : path.slice(1)}-${screen.name}`) });
      });
    }
  }
}

test.describe("axe, signed out", () => screensFor(SIGNED_OUT));

test.describe("axe, member", () => {
  test.use({ role: "member" });
  screensFor(MEMBER);
});

test.describe("axe, admin", () => {
  test.use({ role: "admin" });
  screensFor(ADMIN);
});
