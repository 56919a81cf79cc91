// Eighty-Twenty through the real UI (docs/product/widgets.md#eighty-twenty): add with impact and category, the
// breakdown, the praise toast and points for a high-impact task, 'No Completed Tasks', editing
// only while open, and a reload.
import { expect, test } from "./support/fixtures";
import { expectToast, toast, reloadDashboard } from "./support/ui";
import { awarded, widgetMember } from "./support/widget-member";
import { expectPoints } from "./journal-support";

test("eighty-twenty: impact breakdown, praise and points for a high-impact task, reload", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const { widget, start } = await widgetMember(page, baseURL!, "eighty-twenty");
  const field = widget.getByLabel("New task");

  await field.press("Enter");
  await expectToast(page, "Task Required", "Please enter a task description.");
  await widget.getByRole("button", { name: "Clear Completed" }).click();
  await expectToast(page, "No Completed Tasks");

  await widget.getByRole("combobox", { name: "Impact" }).click();
  await page.getByRole("option", { name: "High impact" }).click();
  await widget.getByRole("combobox", { name: "Category" }).click();
  await page.getByRole("option", { name: "Finance" }).click();
  await field.fill("Send the grant proposal");
  await field.press("Enter");

  await widget.getByRole("combobox", { name: "Impact" }).click();
  await page.getByRole("option", { name: "Low impact" }).click();
  await field.fill("Tidy the desk");
  await field.press("Enter");
  const breakdown = widget.getByTestId("eighty-twenty-breakdown");
  await expect(breakdown).toContainText("High impact: 50%");
  await expect(breakdown).toContainText("Low impact: 50%");
  await expect(widget.getByTestId("eighty-twenty-task").first()).toContainText("Finance");

  // An open task can be edited; a blank edit is refused.
  await widget.getByRole("button", { name: 'Edit "Tidy the desk"' }).click();
  const dialog = page.getByRole("dialog", { name: "Edit task" });
  await dialog.getByLabel("Task description").fill(" ");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Task Required", "Task description cannot be empty.");
  await dialog.getByLabel("Task description").fill("Tidy the desk and inbox");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();

  await awarded(page, async () => {
    await widget.getByRole("checkbox", { name: 'Complete "Send the grant proposal"' }).click();
    // One check of title and description together: the toast lives 5 s and the machine may be slow.
    await expect(toast(page)).toHaveText(/^High-Impact Task Completed!\s*Great job focusing on the 20% of tasks that create 80% of your results\./);
  });
  await expectPoints(page, start + 10);
  // A completed task is read-only: no edit button.
  await expect(widget.getByRole("button", { name: 'Edit "Send the grant proposal"' })).toHaveCount(0);

  const reflection = widget.getByLabel("Reflection");
  await reflection.fill("The proposal mattered most.");
  await reflection.blur();

  await reloadDashboard(page);
  await expect(widget).toBeVisible();
  await expect(widget.getByTestId("eighty-twenty-task")).toHaveCount(2);
  await expect(widget.getByTestId("eighty-twenty-task").first()).toContainText("Tidy the desk and inbox");
  await expect(widget.getByTestId("eighty-twenty-task").last()).toHaveAttribute("data-completed", "true");
  await expect(widget.getByLabel("Reflection")).toHaveValue("The proposal mattered most.");

  await widget.getByRole("button", { name: "Clear Completed" }).click();
  await expect(widget.getByTestId("eighty-twenty-task")).toHaveCount(1);
  await expect(breakdown).toContainText("Low impact: 100%");
  await expectPoints(page, start + 10);
});
