// axe with the overlays open (docs/decisions.md "Open menus hide the page"): a "Move to" menu
// (Kanban, Getting Things Done, Eisenhower), a select (80/20's Impact, the coach's reasons) and the
// admin's Notification Details at 375 px. An open menu or select hides the page behind it
// (aria-hidden) and makes it inert, so nothing hidden stays focusable (aria-hidden-focus).
import { expect, test } from "./support/fixtures";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { apiPost } from "./support/members";
import { awarded, widgetMember } from "./support/widget-member";
import { openWidget } from "./support/widgets";
import type { Locator, Page } from "@playwright/test";

/** axe on the whole page while `overlay` is open, then closed with Escape. */
async function axeWhileOpen(page: Page, overlay: Locator) {
  await expect(overlay).toBeVisible();
  await expect(page.locator("[inert]").first()).toBeAttached();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect(overlay).toBeHidden();
  // The page is usable again once it closes.
  await expect(page.locator("body > [inert]")).toHaveCount(0);
}

test.describe("member", () => {
  test("the widgets' Move to menus and the 80/20 Impact select", async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    await page.emulateMedia({ reducedMotion: "reduce" });
    const { widget } = await widgetMember(page, baseURL!, "kanban-board");
    await widget.getByLabel("New card").fill("Write the outline");
    await awarded(page, () => widget.getByLabel("New card").press("Enter"));
    await widget.getByRole("button", { name: 'Move "Write the outline" to...' }).click();
    await axeWhileOpen(page, page.getByRole("menu"));

    await openWidget(page, "getting-things-done");
    const gtd = page.getByTestId("getting-things-done-widget");
    await gtd.getByLabel("New action").fill("Call the dentist");
    await awarded(page, () => gtd.getByLabel("New action").press("Enter"));
    await gtd.getByRole("button", { name: 'Move "Call the dentist" to...' }).click();
    await axeWhileOpen(page, page.getByRole("menu"));

    await openWidget(page, "eisenhower-matrix");
    const matrix = page.getByTestId("eisenhower-matrix-widget");
    await matrix.getByLabel("New task").fill("Pay rent");
    await awarded(page, () => matrix.getByLabel("New task").press("Enter"));
    await matrix.getByRole("button", { name: 'Move "Pay rent" to...' }).click();
    await axeWhileOpen(page, page.getByRole("menu"));

    await openWidget(page, "eighty-twenty");
    await page.getByTestId("eighty-twenty-widget").getByRole("combobox", { name: "Impact" }).click();
    await axeWhileOpen(page, page.getByRole("listbox"));
  });
});

test.describe("admin", () => {
  test.use({ role: "admin" });

  test("the coach's reason filter open, and Notification Details at 375 px", async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/admin");
    await page.getByRole("tab", { name: "Coach" }).click();
    await page.getByRole("combobox", { name: "Reason" }).click();
    await axeWhileOpen(page, page.getByRole("listbox"));

    const session = await (await page.request.get("/api/session")).json();
    const title = `Overlay check ${Date.now()}`;
    await apiPost(page, baseURL!, "/api/admin/send-notification", { userId: session.userId, title, message: "For the details dialog", sendPush: true, scheduledFor: null });
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto("/admin");
    await page.getByRole("tab", { name: "Notifications" }).click();
    await page.getByPlaceholder("Filter notifications...").fill(title);
    await expect(page.getByTestId("admin-notification-row")).toHaveCount(1);
    await page.getByTestId("admin-notification-row").getByRole("button", { name: "View details" }).click();
    const dialog = page.getByRole("dialog", { name: "Notification Details" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
  });
});
