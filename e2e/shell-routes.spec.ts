// Routes, redirects and the signed-in shell (docs/product/shell-and-sign-in.md#routes-and-redirects).
import { expect, test } from "./support/fixtures";
import { dashboardReady } from "./support/ui";

test("the 404 page for an unknown path", async ({ page }) => {
  const res = await page.goto("/no-such-page");
  expect(res?.status()).toBe(404);
  await expect(page).toHaveTitle("404 Page Not Found");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  // The heading is drawn in the app's font (Geist), not the fallback, on a first visit: the 404
  // answer carries no font preload, so its face swaps in when it arrives.
  const drawn = await page.evaluate(async () => {
    await document.fonts.ready;
    const family = getComputedStyle(document.querySelector("h1")!).fontFamily.split(",")[0].replace(/["']/g, "").trim();
    const face = [...document.fonts].find((f) => f.family.replace(/["']/g, "") === family);
    return { family, status: face?.status, display: face?.display, usable: document.fonts.check(`700 30px "${family}"`, "404 Page Not Found") };
  });
  expect(drawn).toMatchObject({ status: "loaded", display: "swap", usable: true });
  await page.getByRole("link", { name: "Go home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe("as a member", () => {
  test.use({ role: "member" });

  test("opening /admin lands on /dashboard", async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin" })).toHaveCount(0);
  });

  test("the login screen sends a signed-in member to /dashboard", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/register");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("header and bottom navigation", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto("/dashboard");
    await expect(page.getByTestId("header-clock")).toBeVisible();
    expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
    await expect(page.getByTestId("header-user")).toContainText("demo");
    await expect(page.getByTestId("header-clock")).toContainText(/\d{1,2}:\d{2} (AM|PM)/);
    await expect(page.getByTestId("header-streak")).toBeVisible();
    await expect(page.getByTestId("header-points")).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const label of ["Home", "Goals", "Calendar", "Stats", "Profile"]) {
      await expect(nav.getByRole("link", { name: label })).toBeVisible();
    }
    for (const [label, path, title] of [
      ["Goals", "/goals", "Goals"],
      ["Calendar", "/calendar", "Calendar"],
      ["Stats", "/stats", "Stats"],
      ["Profile", "/profile", "Profile"],
      ["Home", "/dashboard", "Dashboard"],
    ] as const) {
      await nav.getByRole("link", { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(nav.getByRole("link", { name: label })).toHaveAttribute("aria-current", "page");
    }
  });

  test("a screen's loading state shows while the navigation to it is pending", async ({ page }) => {
    /** Holds the router's request for a screen (not its prefetch) until the returned release runs. */
    async function hold(screen: string) {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(new RegExp(`/${screen}\\?_rsc=`), async (route) => {
        if (!route.request().headers()["next-router-prefetch"]) await held;
        await route.fallback();
      });
      return release;
    }
    await page.goto("/dashboard");
    await dashboardReady(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const releaseGoals = await hold("goals");
    await nav.getByRole("link", { name: "Goals" }).click();
    await expect(page.getByRole("status", { name: "Loading" })).toBeVisible();
    releaseGoals();
    await expect(page.getByRole("heading", { level: 1, name: "Goals" })).toBeVisible();
    await expect(page.getByRole("status", { name: "Loading" })).toHaveCount(0);
    const releaseDashboard = await hold("dashboard");
    await nav.getByRole("link", { name: "Home" }).click();
    await expect(page.getByRole("status", { name: "Loading your journal" })).toBeVisible();
    releaseDashboard();
    await expect(page.locator("section#goals")).toBeVisible();
    await expect(page.getByRole("status", { name: "Loading your journal" })).toHaveCount(0);
  });

  test("/test-popup is a signed-in page", async ({ page }) => {
    await page.goto("/test-popup");
    await expect(page.getByRole("heading", { name: "Daily Login Popup Test" })).toBeVisible();
  });

  test("the mobile menu", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog");
    for (const [label, anchor] of [
      ["Home", "#home"],
      ["My Goals", "#goals"],
      ["Mindset Exercises", "#mindset"],
      ["Stats", "#stats"],
    ]) {
      await expect(menu.getByRole("link", { name: label })).toHaveAttribute("href", `/dashboard${anchor}`);
    }
    await expect(menu.getByTestId("menu-points")).toContainText("Points");
    await expect(menu.getByRole("switch", { name: "Dark Mode" })).toBeVisible();
    await expect(menu.getByRole("switch", { name: "Sound effects" })).toBeVisible();
    await expect(menu.getByRole("button", { name: "Logout" })).toBeVisible();
  });

  test("sound effects can be muted from /profile on a desktop screen and stay muted", async ({ page }) => {
    await page.goto("/profile");
    const sound = page.getByRole("switch", { name: "Sound effects" });
    await expect(sound).toHaveAttribute("aria-checked", "true");
    await sound.click();
    await expect(sound).toHaveAttribute("aria-checked", "false");
    await page.reload();
    await expect(page.getByRole("switch", { name: "Sound effects" })).toHaveAttribute("aria-checked", "false");
    expect(await page.evaluate(() => localStorage.getItem("sound-enabled"))).toBe("false");
  });
});
