// Widget panel helpers (docs/decisions.md "The toolkit: panel, storage and widget points"): choose a widget through the 'Change widget' dialog, as a member does.
import { expect, type Page } from "@playwright/test";

/** The dashboard's widget panel. */
export const widgetPanel = (page: Page) => page.locator("section#toolkit");

/** Opens the Change widget dialog and picks widget `id` (e.g. "pomodoro"); waits until the panel shows it. */
export async function openWidget(page: Page, id: string) {
  const panel = widgetPanel(page);
  await panel.getByRole("button", { name: "Change widget" }).click();
  const dialog = page.getByRole("dialog", { name: "Change widget" });
  await expect(dialog).toBeVisible();
  await dialog.locator(`[data-widget="${id}"]`).click();
  await expect(dialog).toBeHidden();
  await expect(panel.locator(`[data-widget-panel="${id}"]`)).toBeVisible();
}
