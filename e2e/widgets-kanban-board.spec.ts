// Kanban Board through the real UI, by keyboard only (docs/product/widgets.md#kanban-board): cards added with Enter,
// moved with the drag handle (Space, arrow keys, Space) and the "Move to" menu, the WIP refusal,
// the points in the header, and the board after a reload.
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { expectToast, reloadDashboard } from "./support/ui";
import { awarded, widgetMember } from "./support/widget-member";
import { expectPoints } from "./journal-support";

const column = (widget: Locator, id: "todo" | "inProgress" | "done") => widget.getByTestId(`kanban-column-${id}`);

const liveRegion = (page: Page) => page.locator("[id^=DndLiveRegion-]");

/**
 * Picks a card up by its handle, moves it one column to the right and drops it, waiting like a
 * screen-reader user for each announcement (the sensor listens for arrows only once the drag began).
 */
async function dragByKeyboard(page: Page, widget: Locator, card: string, to: string) {
  const handle = widget.getByRole("button", { name: `Drag "${card}"` });
  // The board in the middle of the screen: picking a card up does not scroll the page first.
  await handle.evaluate((el) => el.scrollIntoView({ block: "center" }));
  await handle.focus();
  await page.keyboard.press("Space");
  await expect(liveRegion(page)).toContainText(new RegExp(`Picked up "${card}"|"${card}" is over To Do`));
  // dnd-kit starts listening for the arrows one tick after the pick-up: press again if the first was early.
  await expect(async () => {
    await page.keyboard.press("ArrowRight");
    await expect(liveRegion(page)).toContainText(`"${card}" is over ${to}.`, { timeout: 2_000 });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press("Space");
}

test("kanban board: keyboard only - add, move forward, WIP limit refused, points, reload", async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const { widget, start } = await widgetMember(page, baseURL!, "kanban-board");
  const field = widget.getByLabel("New card");
  await field.focus();

  // First card: milestone 5; the third card makes 3 in To Do: 8.
  await page.keyboard.type("Write the outline");
  await awarded(page, () => page.keyboard.press("Enter"));
  await expectPoints(page, start + 5);
  for (const card of ["Draft chapter one", "Collect sources"]) {
    await field.focus();
    await page.keyboard.type(card);
    if (card === "Collect sources") await awarded(page, () => page.keyboard.press("Enter"));
    else await page.keyboard.press("Enter");
  }
  await expectPoints(page, start + 13);
  await field.focus();
  await page.keyboard.type("Book the room");
  await page.keyboard.press("Enter");
  await expect(column(widget, "todo").getByTestId("kanban-card")).toHaveCount(4);

  // Three cards into In Progress by keyboard drag: 5 each; the live region says where it went.
  for (const card of ["Write the outline", "Draft chapter one", "Collect sources"]) {
    await awarded(page, () => dragByKeyboard(page, widget, card, "In Progress"));
    await expect(column(widget, "inProgress").getByText(card)).toBeVisible();
  }
  await expectPoints(page, start + 28);
  await expect(liveRegion(page)).toContainText('"Collect sources" was moved to In Progress.');

  // A fourth card is refused with the WIP toast and stays in To Do.
  await dragByKeyboard(page, widget, "Book the room", "In Progress");
  await expectToast(page, "WIP Limit Reached", "You can't have more than 3 tasks in progress at once.");
  await expect(column(widget, "todo").getByText("Book the room")).toBeVisible();
  await expect(column(widget, "inProgress").getByTestId("kanban-card")).toHaveCount(3);

  // The "Move to" menu by keyboard: In Progress -> Done earns 10.
  await widget.getByRole("button", { name: 'Move "Write the outline" to...' }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "Done" })).toBeFocused();
  await awarded(page, () => page.keyboard.press("Enter"));
  await expectPoints(page, start + 38);
  await expect(column(widget, "done").getByText("Write the outline")).toBeVisible();
  await expect(widget.locator("p[role=status]")).toHaveText('"Write the outline" was moved to Done.');

  // Now there is room: the fourth card moves by keyboard drag.
  await awarded(page, () => dragByKeyboard(page, widget, "Book the room", "In Progress"));
  await expectPoints(page, start + 43);

  await reloadDashboard(page);
  await expect(widget).toBeVisible();
  await expect(column(widget, "todo").getByTestId("kanban-card")).toHaveCount(0);
  await expect(column(widget, "inProgress").getByTestId("kanban-card")).toHaveCount(3);
  await expect(column(widget, "done").getByTestId("kanban-card")).toHaveText(["Write the outline"]);

  // Clear Done (1 card): 5.
  await widget.getByRole("button", { name: "Clear Done" }).focus();
  await awarded(page, () => page.keyboard.press("Enter"));
  await expectPoints(page, start + 48);
  await expect(column(widget, "done").getByTestId("kanban-card")).toHaveCount(0);
});

test("kanban board: a card dragged with the pointer lands in the column it is dropped on", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const { widget } = await widgetMember(page, baseURL!, "kanban-board");
  const field = widget.getByLabel("New card");
  await field.fill("Sketch the poster");
  await awarded(page, () => field.press("Enter"));

  const handle = widget.getByRole("button", { name: 'Drag "Sketch the poster"' });
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // Measured after the press: focusing the handle may scroll the page (scroll-padding keeps focus
  // clear of the fixed header and bottom navigation), which moves the column under the pointer.
  const to = (await column(widget, "inProgress").boundingBox())!;
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await awarded(page, () => page.mouse.up());
  await expect(column(widget, "inProgress").getByText("Sketch the poster")).toBeVisible();
});
