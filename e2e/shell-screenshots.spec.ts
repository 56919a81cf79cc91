// Screenshots of "/" and "/dashboard" for docs/screenshots (desktop and phone, light and dark).
import { expect, test } from "./support/fixtures";
import { SCREENS, screenshotPath, showScreen } from "./support/screenshots";

test.describe("screenshots", () => {
  for (const screen of SCREENS) {
    test(`login ${screen.vp.name} ${screen.scheme}`, async ({ page }) => {
      await showScreen(page, screen);
      await page.goto("/");
      await expect(page.getByRole("form", { name: "Login" })).toBeVisible();
      await page.screenshot({ path: screenshotPath(`login-${screen.name}`), fullPage: true });
    });
  }

  test.describe("signed in", () => {
    test.use({ role: "member" });
    for (const screen of SCREENS) {
      test(`dashboard ${screen.vp.name} ${screen.scheme}`, async ({ page }) => {
        await showScreen(page, screen);
        await page.goto("/dashboard");
        await expect(page.getByTestId("header-clock")).toBeVisible();
        await page.waitForLoadState("networkidle");
        await page.screenshot({ path: screenshotPath(`dashboard-${screen.name}`), fullPage: false });
      });
    }
  });
});
