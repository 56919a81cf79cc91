// Two-Minute Rule through the real UI (docs/product/widgets.md#two-minute-rule): add, complete, the points in the header,
// the blank refusal, the tabs, and the data after a reload.
import { expect, test } from "./support/fixtures";
import { expectToast, reloadDashboard } from "./support/ui";
import { awarded, widgetMember } from "./support/widget-member";
import { expectPoints } from "./journal-support";

test("two-minute rule: add a quick and a scheduled task, complete one, points arrive, data survives a reload", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const { widget, start } = await widgetMember(page, baseURL!, "two-minute-rule");
  const field = widget.getByLabel("New task");

  // Blank text is refused with the spec's toast.
  await field.fill("   ");
  await field.press("Enter");
  await expectToast(page, "Task Required", "Please enter a task description.");

  // First creation: 5.
  await field.fill("Reply to Sam");
  await awarded(page, () => field.press("Enter"));
  await expectPoints(page, start + 5);
  const quickList = widget.getByRole("list", { name: "Quick Tasks list" });
  await expect(quickList.getByText("Reply to Sam")).toBeVisible();

  // A scheduled task: the second creation earns 2 and shows under Scheduled.
  await widget.getByRole("radio", { name: "Schedule" }).click();
  await field.fill("Plan the team offsite");
  await awarded(page, () => widget.getByRole("button", { name: "Add" }).click());
  await expectPoints(page, start + 7);
  await expect(widget.getByRole("tab", { name: /Scheduled/ })).toHaveAttribute("aria-selected", "true");
  await expect(widget.getByRole("list", { name: "Scheduled list" }).getByText("Plan the team offsite")).toBeVisible();

  // First completion: 10.
  await widget.getByRole("tab", { name: /Quick Tasks/ }).click();
  await awarded(page, () => widget.getByRole("checkbox", { name: 'Complete "Reply to Sam"' }).click());
  await expectPoints(page, start + 17);
  await widget.getByRole("tab", { name: /Completed/ }).click();
  await expect(widget.getByRole("list", { name: "Completed list" }).getByText("Reply to Sam")).toBeVisible();

  // Un-checking and checking again earns nothing more.
  await widget.getByRole("checkbox", { name: 'Mark "Reply to Sam" as not done' }).click();
  await widget.getByRole("tab", { name: /Quick Tasks/ }).click();
  await widget.getByRole("checkbox", { name: 'Complete "Reply to Sam"' }).click();
  await expect(widget.getByRole("tab", { name: /Quick Tasks/ })).toContainText("0");

  await reloadDashboard(page);
  await expect(widget).toBeVisible();
  await expectPoints(page, start + 17);
  await widget.getByRole("tab", { name: /All/ }).click();
  const all = widget.getByRole("list", { name: "All list" });
  await expect(all.getByTestId("two-minute-task")).toHaveCount(2);
  await expect(all.getByTestId("two-minute-task").first()).toContainText("Plan the team offsite");
  await expect(all.getByTestId("two-minute-task").last()).toHaveAttribute("data-completed", "true");
});
