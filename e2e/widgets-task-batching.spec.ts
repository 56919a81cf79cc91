// Task Batching through the real UI (docs/product/widgets.md#task-batching): add with category and estimate, Focus on
// a category and finish its batch (points in the header), the category refusals with their
// toasts, the estimates option, and the data after a reload.
import { expect, test } from "./support/fixtures";
import { expectToast, reloadDashboard } from "./support/ui";
import { awarded, widgetMember } from "./support/widget-member";
import { expectPoints } from "./journal-support";

test("task batching: add, focus, finish a batch, category refusals, estimates, reload", async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const { widget, start } = await widgetMember(page, baseURL!, "task-batching");
  const field = widget.getByLabel("New task");

  await field.fill("  ");
  await field.press("Enter");
  await expectToast(page, "Task Required", "Please enter a task description.");

  // Two email tasks (10 min and 90 min): 2 each.
  await widget.getByRole("combobox", { name: "Time estimate" }).click();
  await page.getByRole("option", { name: "10 min" }).click();
  await field.fill("Reply to Ana");
  await awarded(page, () => field.press("Enter"));
  await widget.getByRole("combobox", { name: "Time estimate" }).click();
  await page.getByRole("option", { name: "1h 30m" }).click();
  await field.fill("Clear the inbox");
  await awarded(page, () => field.press("Enter"));
  await expectPoints(page, start + 4);
  await expect(widget.getByRole("list", { name: "All tasks" }).getByTestId("batch-task")).toHaveCount(2);
  await expect(widget).toContainText("1h 40m left");

  // Focus on Email & Communication: a session; finishing the batch earns 3 + 3 + 10.
  await widget.getByRole("tab", { name: /Email & Communication/ }).click();
  await widget.getByRole("button", { name: "Focus" }).click();
  await expect(widget.getByRole("status")).toContainText("Focusing on Email & Communication");
  await awarded(page, () => widget.getByRole("checkbox", { name: 'Complete "Reply to Ana"' }).click());
  await awarded(page, () => widget.getByRole("checkbox", { name: 'Complete "Clear the inbox"' }).click(), 2);
  await expectPoints(page, start + 20);

  // A category holding tasks cannot be deleted.
  await widget.getByRole("button", { name: 'Delete category "Email & Communication"' }).click();
  await expectToast(page, "Cannot Delete Category", "This category has tasks assigned to it. Reassign or delete these tasks first.");

  // Clear Focus ends the session and shows every task again.
  await widget.getByRole("button", { name: "Clear Focus" }).click();
  await widget.getByRole("tab", { name: /^All/ }).click();
  await expect(widget.getByText("Focusing on")).toHaveCount(0);

  // New categories: blank and similar names are refused.
  await widget.getByRole("button", { name: "New Category" }).click();
  const name = page.getByLabel("Category name");
  await name.press("Enter");
  await expectToast(page, "Category Name Required");
  await name.fill("Deep Work");
  await name.press("Enter");
  await expect(widget.getByRole("tab", { name: /Deep Work/ })).toBeVisible();
  await widget.getByRole("button", { name: "New Category" }).click();
  await page.getByLabel("Category name").fill(" deep   work ");
  await page.getByLabel("Category name").press("Enter");
  await expectToast(page, "Category Already Exists", "A category with a similar name already exists.");
  await page.keyboard.press("Escape");

  // Estimates can be hidden.
  await expect(widget.getByTestId("batch-task").filter({ hasText: "1h 30m" })).toHaveCount(1);
  await widget.getByLabel("Show time estimates").click();
  await expect(widget.getByTestId("batch-task").filter({ hasText: /1h 30m|10 min/ })).toHaveCount(0);

  await reloadDashboard(page);
  await expect(widget).toBeVisible();
  await expect(widget.getByTestId("batch-task")).toHaveCount(2);
  await expect(widget.getByTestId("batch-task").filter({ hasText: /1h 30m|10 min/ })).toHaveCount(0);
  await expect(widget.getByRole("tab", { name: /Deep Work/ })).toBeVisible();
  await expect(widget.getByTestId("batching-counters")).toHaveText("1 focus session · 0 cleanups");
  await expectPoints(page, start + 20);
});
