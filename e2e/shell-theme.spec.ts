// Dark mode: stored under `theme`, default the system preference, no flash on load (docs/product/shell-and-sign-in.md#the-shell).
import { expect, test } from "./support/fixtures";

const isDark = (page: import("@playwright/test").Page) =>
  page.evaluate(() => document.documentElement.classList.contains("dark"));

test.describe("theme", () => {
  test.use({ role: "member" });

  test("dark mode survives a reload", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/dashboard");
    expect(await isDark(page)).toBe(false);
    await page.getByRole("button", { name: "Switch to dark mode" }).click();
    expect(await isDark(page)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    await page.reload();
    expect(await isDark(page)).toBe(true);
    await expect(page.getByRole("button", { name: "Switch to light mode" })).toBeVisible();
    await page.getByRole("button", { name: "Switch to light mode" }).click();
    await page.reload();
    expect(await isDark(page)).toBe(false);
  });

  test("defaults to the system preference", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/dashboard");
    expect(await isDark(page)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBeNull();
  });

  test("the stored theme applies before any app script runs (no flash)", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    await page.evaluate(() => localStorage.setItem("theme", "dark"));
    // Without Next's scripts React never hydrates: only the inline <head> script can set it.
    await page.route("**/_next/static/**/*.js", (route) => route.abort());
    await page.goto("/dashboard");
    expect(await isDark(page)).toBe(true);
  });
});
