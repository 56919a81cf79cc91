// Getting Things Done through the real UI (docs/product/widgets.md#getting-things-done): capture, clarify into Next
// Actions, complete, archive, the refusals with their toasts, due dates, and the data after a reload.
import { expect, test } from "./support/fixtures";
import { expectToast, reloadDashboard } from "./support/ui";
import { awarded, widgetMember } from "./support/widget-member";
import { expectPoints } from "./journal-support";

test("getting things done: capture, clarify, complete, archive, refusals, reload", async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const { widget, start } = await widgetMember(page, baseURL!, "getting-things-done");
  const field = widget.getByLabel("New action");

  await field.fill("  ");
  await field.press("Enter");
  await expectToast(page, "Action Required", "Please enter an action description.");

  // Capture 2, clarify out of the inbox 2, complete a next action 5, archive 5.
  await field.fill("Call the dentist");
  await awarded(page, () => field.press("Enter"));
  await expectPoints(page, start + 2);
  const inbox = widget.getByRole("list", { name: "Inbox list" });
  await expect(inbox.getByText("Call the dentist")).toBeVisible();
  // Only next actions complete: no checkbox in the inbox.
  await expect(inbox.getByRole("checkbox")).toHaveCount(0);

  await widget.getByRole("button", { name: 'Move "Call the dentist" to...' }).click();
  await awarded(page, () => page.getByRole("menuitem", { name: "Next Actions" }).click());
  await expectPoints(page, start + 4);
  await widget.getByRole("tab", { name: /Next Actions/ }).click();
  await awarded(page, () => widget.getByRole("checkbox", { name: 'Complete "Call the dentist"' }).click());
  await expectPoints(page, start + 9);

  // Completed actions are read-only: no edit, no move.
  await widget.getByRole("tab", { name: /Completed/ }).click();
  const completed = widget.getByRole("list", { name: "Completed list" });
  await expect(completed.getByText("Call the dentist")).toBeVisible();
  await expect(completed.getByRole("button", { name: /Edit|Move/ })).toHaveCount(0);

  await awarded(page, () => widget.getByRole("button", { name: "Archive Completed Items" }).click());
  await expectPoints(page, start + 14);
  await widget.getByRole("button", { name: "Archive Completed Items" }).click();
  await expectToast(page, "No Completed Actions");

  // Projects: blank and duplicate names are refused.
  await widget.getByRole("button", { name: "New Project" }).click();
  const projectName = page.getByLabel("Project name");
  await projectName.press("Enter");
  await expectToast(page, "Project Name Required", "Please enter a name for the new project.");
  await projectName.fill(" work ");
  await projectName.press("Enter");
  await expectToast(page, "Project Already Exists", "A project with this name already exists.");
  await projectName.fill("Garden");
  await projectName.press("Enter");
  await expect(projectName).toBeHidden();

  // A second action with project, context and a due date in the past: overdue.
  await field.fill("Renew passport");
  await awarded(page, () => field.press("Enter"));
  await widget.getByRole("button", { name: 'Edit "Renew passport"' }).click();
  const dialog = page.getByRole("dialog", { name: "Edit action" });
  await dialog.getByRole("combobox", { name: "Project" }).click();
  await page.getByRole("option", { name: "Garden" }).click();
  await dialog.getByRole("combobox", { name: "Context" }).click();
  await page.getByRole("option", { name: "@errands" }).click();
  await dialog.getByLabel("Due date").fill("2020-01-02");
  await dialog.getByLabel("Action description").fill("  ");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Action Required", "Action description cannot be empty.");
  await dialog.getByLabel("Action description").fill("Renew the passport");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();

  await reloadDashboard(page);
  await expect(widget).toBeVisible();
  await expectPoints(page, start + 16);
  const row = widget.getByRole("list", { name: "Inbox list" }).getByTestId("gtd-action");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Renew the passport");
  await expect(row).toContainText("Garden");
  await expect(row).toContainText("@errands");
  await expect(row.locator("[data-due=overdue]")).toHaveText("Overdue 2020-01-02");
  // The project filter keeps it; another project hides it.
  await widget.getByRole("combobox", { name: "Filter by project" }).click();
  await page.getByRole("option", { name: "Health" }).click();
  await expect(widget.getByTestId("gtd-action")).toHaveCount(0);
});
