// docs/decisions.md "Toasts and the bottom navigation", "Icon-only buttons"; docs/product/shell-and-sign-in.md#the-shell: Notification Settings in the phone menu; the desktop bottom
// navigation covers neither the end of the page nor is covered by toasts; distinct header icons
// and every icon-only button named, with a tooltip.
import { expect, test } from "./support/fixtures";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { freshMember, sql } from "./support/members";
import { scrollToEnd, toast } from "./support/ui";
import { SCREENS, screenshotPath, showScreen } from "./support/screenshots";
import type { Page } from "@playwright/test";
import { startPushReceiver } from "../tests/support/push-receiver";

const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

const overlap = (a: { y: number; height: number }, b: { y: number; height: number }) => a.y < b.y + b.height && b.y < a.y + a.height;

test("the phone menu opens Notification Settings", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await freshMember(page, baseURL!, "menu");
  await page.getByRole("button", { name: "Open menu" }).click();
  const item = page.getByRole("dialog", { name: /Menu|e2e|menu_/ }).getByRole("button", { name: "Notification Settings" });
  await item.click();
  const dialog = page.getByRole("dialog", { name: "Notification Settings" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("push-state")).toBeVisible();
  await page.screenshot({ path: screenshotPath("polish-2-menu-notification-settings-mobile") });
});

test("Notification Settings on a phone lists the member's devices, one unreachable: readable and named, light and dark", async ({ page, browser, baseURL }) => {
  const receiver = await startPushReceiver();
  try {
    await page.setViewportSize({ width: 375, height: 667 });
    const username = await freshMember(page, baseURL!, "devs");
    const phone = await browser.newContext({ baseURL, userAgent: ANDROID, storageState: await page.context().storageState() });
    for (const request of [page.request, phone.request]) {
      const sub = receiver.subscription();
      expect((await request.post("/api/push/subscribe", { data: { endpoint: sub.endpoint, keys: sub.keys }, headers: { Origin: baseURL! } })).status()).toBeLessThan(300);
    }
    await phone.close();
    await sql(
      `UPDATE "PushSubscription" p SET "lastFailureAt" = timezone('utc', now()) - interval '1 day' FROM "User" u WHERE u."id" = p."userId" AND u."usernameKey" = lower($1) AND p."userAgent" LIKE '%Android%'`,
      [username],
    );
    for (const screen of SCREENS.filter((s) => s.vp.name === "mobile")) {
      await showScreen(page, screen);
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("dialog", { name: /Menu|e2e|devs_/ }).getByRole("button", { name: "Notification Settings" }).click();
      const dialog = page.getByRole("dialog", { name: "Notification Settings" });
      const devices = dialog.getByTestId("push-device");
      await expect(devices).toHaveCount(2);
      await expect(devices.filter({ hasText: "Chrome on Android" })).toContainText("not reachable since yesterday");
      await expect(dialog.getByRole("button", { name: "Remove Chrome on Android" })).toBeVisible();
      // Every row within the dialog: no text or button pushed past its edge.
      const box = (await dialog.boundingBox())!;
      for (const row of await devices.all()) {
        const r = (await row.boundingBox())!;
        expect(r.x + r.width, "a device row ends inside the dialog").toBeLessThanOrEqual(box.x + box.width + 1);
      }
      await expectNoSeriousA11yViolations(page, { include: "[data-testid=push-devices]" });
      await dialog.getByTestId("push-devices").scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath(`notification-settings-devices-${screen.name}`) });
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    }
  } finally {
    await receiver.close();
  }
});

test.describe("desktop bottom navigation", () => {
  test("the page ends above it and toasts sit above it", async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await freshMember(page, baseURL!, "nav");
    const nav = page.getByRole("navigation", { name: "Main" });
    // The widget panel (the page's last section) arrives after the page is interactive (docs/decisions.md "Loaded when used, not with the page").
    await expect(page.locator("#toolkit")).toBeVisible();
    await scrollToEnd(page);
    const navBox = (await nav.boundingBox())!;
    const footerBox = (await page.locator("footer").last().boundingBox())!;
    expect(footerBox.y + footerBox.height).toBeLessThanOrEqual(navBox.y + 1);

    await page.getByRole("button", { name: "Reset Journal" }).first().click();
    await page.getByTestId("reset-dialog").getByRole("button", { name: "Reset Journal" }).click();
    await expect(toast(page)).toContainText("Journal Reset Complete");
    const toastBox = (await toast(page).boundingBox())!;
    expect(overlap(toastBox, navBox), "the toast covers the bottom navigation").toBe(false);
    await page.screenshot({ path: screenshotPath("polish-10-toast-above-nav-desktop") });
  });
});

/** Every visible button with no text of its own: its accessible name and its tooltip (title). */
async function iconButtons(page: Page, scope: string) {
  // Plain buttons (checkboxes, switches and tabs are buttons with a role and a label of their own).
  // A dashboard part far from the viewport is not rendered yet (content-visibility: auto), where
  // innerText is empty: its text content counts there.
  return page.locator(`${scope} button:not([role]):visible`).evaluateAll((buttons) =>
    buttons
      .filter((b) => !((b as HTMLElement).innerText.trim() || b.textContent?.trim()))
      .map((b) => ({ html: b.outerHTML.slice(0, 120), name: b.getAttribute("aria-label") ?? "", title: b.getAttribute("title") ?? "" })),
  );
}

test.describe("header icons", () => {
  for (const vp of [{ width: 1280, height: 800 }, { width: 375, height: 667 }]) {
    test(`distinct icons, names and tooltips at ${vp.width}px`, async ({ page, baseURL }) => {
      await page.setViewportSize(vp);
      await freshMember(page, baseURL!, "icons");
      if (vp.width >= 768) {
        const bell = page.getByTestId("notification-bell").locator("svg");
        const settings = page.getByTestId("push-settings-button").locator("svg");
        expect(await bell.getAttribute("class")).not.toEqual(await settings.getAttribute("class"));
        expect(await settings.getAttribute("class")).not.toMatch(/bell/);
      }
      const buttons = await iconButtons(page, "header, nav, main");
      expect(buttons.length).toBeGreaterThan(2);
      for (const b of buttons) {
        expect(b.name, `accessible name of ${b.html}`).not.toBe("");
        expect(b.title, `tooltip of ${b.html}`).not.toBe("");
      }
      await page.getByTestId("notification-bell").hover();
      await page.screenshot({ path: screenshotPath(`polish-11-header-${vp.width}`), clip: { x: 0, y: 0, width: vp.width, height: 120 } });
    });
  }
});
