// Screenshots of "/" and "/dashboard" for docs/screenshots (desktop and phone, light and dark).
import path from "node:path";
import { expect, test } from "./support/fixtures";

const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "mobile", width: 375, height: 667 },
] as const;
const SCHEMES = ["light", "dark"] as const;
const OUT = path.resolve("docs", "screenshots");

test.describe("screenshots", () => {
  for (const vp of VIEWPORTS) {
    for (const scheme of SCHEMES) {
      test(`login ${vp.name} ${scheme}`, async ({ page }) => {
        await page.setViewportSize(vp);
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto("/");
        await expect(page.getByRole("form", { name: "Login" })).toBeVisible();
        await page.screenshot({ path: path.join(OUT, `login-${vp.name}-${scheme}.png`), fullPage: true });
      });
    }
  }

  test.describe("signed in", () => {
    test.use({ role: "member" });
    for (const vp of VIEWPORTS) {
      for (const scheme of SCHEMES) {
        test(`dashboard ${vp.name} ${scheme}`, async ({ page }) => {
          await page.setViewportSize(vp);
          await page.emulateMedia({ colorScheme: scheme });
          await page.goto("/dashboard");
          await expect(page.getByTestId("header-clock")).toBeVisible();
          await page.waitForLoadState("networkidle");
          await page.screenshot({ path: path.join(OUT, `dashboard-${vp.name}-${scheme}.png`), fullPage: false });
        });
      }
    }
  });
});
