// Eisenhower Matrix through the real UI, by keyboard only (docs/product/widgets.md#eisenhower-matrix): tasks added with
// Enter, moved with the drag handle (Space, arrow keys, Space) and the "Move to" menu, the
// milestones in the header, an edit saved 5000 ms after typing, and the data after a reload.
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { expectToast, reloadDashboard } from "./support/ui";
import { awarded, widgetMember } from "./support/widget-member";
import { expectPoints } from "./journal-support";

const quadrant = (widget: Locator, id: string) => widget.getByTestId(`quadrant-${id}`);

/**
 * Picks a task up by its handle, moves it `steps` cells right and drops it, waiting like a screen-reader
 * user for each announcement: the drag layer loads on first use (use-drag-layer), and the sensor
 * listens for the arrows only once the pick-up began.
 */
async function dragByKeyboard(page: Page, widget: Locator, task: string, steps: number) {
  const liveRegion = page.locator("[id^=DndLiveRegion-]");
  await expect(page.getByTestId("eisenhower-matrix-widget")).toHaveAttribute("data-drag-ready", "true");
  await widget.getByRole("button", { name: `Drag "${task}"` }).focus();
  await page.keyboard.press("Space");
  // Picked up: "Picked up ..." then at once "... is over" the task's own quadrant.
  await expect(liveRegion).toContainText(`"${task}" is over`);
  const pickedUp = (await liveRegion.textContent()) ?? "";
  // The first arrow is pressed again only when it came before the sensor listened (nothing announced).
  await expect(async () => {
    await page.keyboard.press("ArrowRight");
    await expect(liveRegion).toContainText(`"${task}" is over`, { timeout: 2_000 });
    await expect(liveRegion).not.toHaveText(pickedUp, { timeout: 2_000 });
  }).toPass({ timeout: 10_000 });
  for (let i = 1; i < steps; i++) await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Space");
}

test("eisenhower matrix: keyboard only - add, move by drag and by menu, milestones, edit, complete, reload", async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const { widget, start } = await widgetMember(page, baseURL!, "eisenhower-matrix");
  const field = widget.getByLabel("New task");

  await field.focus();
  await page.keyboard.type("   ");
  await page.keyboard.press("Enter");
  await expectToast(page, "Task Required", "Please enter a task description.");

  // First task: 5. It lands in the chosen quadrant, Do it now.
  await field.focus();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("Pay rent");
  await awarded(page, () => page.keyboard.press("Enter"));
  await expectPoints(page, start + 5);
  await expect(quadrant(widget, "urgent-important").getByTestId("eisenhower-task")).toHaveCount(1);

  // Keyboard drag one quadrant on: Schedule it, announced to screen readers.
  await dragByKeyboard(page, widget, "Pay rent", 1);
  await expect(quadrant(widget, "not-urgent-important").getByTestId("eisenhower-task")).toHaveCount(1);
  await expect(page.locator("[id^=DndLiveRegion]")).toContainText('"Pay rent" was moved to Schedule it (Not Urgent & Important).');

  // The "Move to" menu by keyboard: Delegate it.
  await widget.getByRole("button", { name: 'Move "Pay rent" to...' }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menu")).toBeVisible();
  await page.getByRole("menuitem", { name: /Delegate it/ }).focus();
  await page.keyboard.press("Enter");
  await expect(quadrant(widget, "urgent-not-important").getByTestId("eisenhower-task")).toHaveCount(1);
  await expect(widget.getByTestId("eisenhower-announcer")).toHaveText('"Pay rent" was moved to Delegate it (Urgent & Not Important).');

  // Two more quadrants on by keyboard drag: Eliminate it. All four quadrants used: 10.
  await awarded(page, () => dragByKeyboard(page, widget, "Pay rent", 1));
  await expect(quadrant(widget, "not-urgent-not-important").getByTestId("eisenhower-task")).toHaveCount(1);
  await expectPoints(page, start + 15);
  await expect(widget.getByTestId("eisenhower-counters")).toContainText("3 moves");

  // Edit in place: saved 5000 ms after the last keystroke (no blur, no Enter).
  const text = widget.getByRole("textbox", { name: 'Edit "Pay rent"' });
  await text.focus();
  await page.keyboard.press("End");
  await page.keyboard.type(" today");
  await page.waitForTimeout(5600);
  await expect(widget.getByRole("textbox", { name: 'Edit "Pay rent today"' })).toBeVisible();

  // Complete by keyboard; the completed list shows it; clearing counts a cleanup.
  await widget.getByRole("checkbox", { name: 'Complete "Pay rent today"' }).focus();
  await page.keyboard.press("Space");
  await expect(widget.getByRole("list", { name: "Completed tasks" }).getByText("Pay rent today")).toBeVisible();

  await field.focus();
  await page.keyboard.type("Book the dentist");
  await page.keyboard.press("Enter");
  await expect(quadrant(widget, "urgent-important").getByTestId("eisenhower-task")).toHaveCount(1);

  await reloadDashboard(page);
  await expect(widget).toBeVisible();
  await expect(quadrant(widget, "urgent-important")).toContainText("Book the dentist");
  await expect(widget.getByRole("list", { name: "Completed tasks" }).getByText("Pay rent today")).toBeVisible();
  await expectPoints(page, start + 15);

  await widget.getByRole("button", { name: "Clear Completed" }).focus();
  await page.keyboard.press("Enter");
  await expect(widget.getByRole("list", { name: "Completed tasks" })).toHaveCount(0);
  await expect(widget.getByTestId("eisenhower-counters")).toContainText("1 cleanup");
  await page.keyboard.press("Enter");
  await expectToast(page, "No Completed Tasks");
});
