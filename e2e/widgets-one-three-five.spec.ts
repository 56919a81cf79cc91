// 1-3-5 Rule through the real UI (docs/product/widgets.md#1-3-5-rule): the per-size limit refusal, completing a
// big, a medium and a small task (25 % bonus 5 + balance bonus 12), progress, and a reload.
import { expect, test } from "./support/fixtures";
import { expectToast, reloadDashboard } from "./support/ui";
import { awarded, widgetMember } from "./support/widget-member";
import { expectPoints } from "./journal-support";

test("1-3-5 rule: limits, completion bonuses in the header, progress after a reload", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const { widget, start } = await widgetMember(page, baseURL!, "one-three-five");
  const field = widget.getByLabel("New task");
  const add = async (size: "Big" | "Medium" | "Small", text: string) => {
    await widget.getByRole("radio", { name: size }).click();
    await field.fill(text);
    await field.press("Enter");
  };

  await add("Big", "Finish the essay");
  await expect(widget.getByTestId("one-three-five-big").getByText("Finish the essay")).toBeVisible();
  await add("Big", "Second big one");
  await expectToast(page, "Task Limit Reached", "You can only have 1 active big task(s).");
  await expect(field).toHaveValue("Second big one");

  await add("Medium", "Review notes");
  await add("Small", "Email the coach");
  await add("Small", "Water the plants");
  await expect(widget.getByTestId("one-three-five-task")).toHaveCount(4);

  await widget.getByRole("checkbox", { name: 'Complete "Email the coach"' }).click();
  await widget.getByRole("checkbox", { name: 'Complete "Review notes"' }).click();
  await expect(widget.getByTestId("one-three-five-progress")).toHaveText("2 of 9 done · 22%");
  // The third completion crosses 25 % (3/9) and finishes one task of every size.
  await awarded(page, () => widget.getByRole("checkbox", { name: 'Complete "Finish the essay"' }).click(), 2);
  await expectPoints(page, start + 17);
  await expect(widget.getByTestId("one-three-five-progress")).toHaveText("3 of 9 done · 33%");

  // The big place is free again: a new big task is accepted.
  await add("Big", "Plan next week");
  await expect(widget.getByTestId("one-three-five-big").getByTestId("one-three-five-task")).toHaveCount(2);

  await reloadDashboard(page);
  await expect(widget).toBeVisible();
  await expect(widget.getByTestId("one-three-five-progress")).toHaveText("3 of 9 done · 33%");
  await expect(widget.getByTestId("one-three-five-task")).toHaveCount(5);
  await expectPoints(page, start + 17);
});
