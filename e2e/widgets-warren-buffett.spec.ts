// Warren Buffett 5/25 through the real UI (docs/product/widgets.md#warren-buffett-525): the first-time intro, goals, the
// Top 5 limit and the delete refusal with their toasts, completing a Top 5 goal (progress and
// points), and the data after a reload.
import { expect, test } from "./support/fixtures";
import { expectToast, reloadDashboard } from "./support/ui";
import { awarded, widgetMember } from "./support/widget-member";
import { expectPoints } from "./journal-support";

test("warren buffett 5/25: intro, Top 5 limit, no deleting a Top 5 goal, complete, reload", async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const { widget, start } = await widgetMember(page, baseURL!, "warren-buffett");
  await expect(widget.getByRole("heading", { name: "How the 5/25 rule works" })).toBeVisible();
  await widget.getByRole("button", { name: "Get Started" }).click();
  await expect(widget.getByRole("heading", { name: "How the 5/25 rule works" })).toBeHidden();

  const field = widget.getByLabel("New goal");
  await field.fill(" ");
  await field.press("Enter");
  await expectToast(page, "Goal Required", "Please enter a goal description.");

  const goals = ["Run a half marathon", "Learn Spanish", "Ship the app", "Read 20 books", "Save for a bike", "Learn the guitar"];
  for (const goal of goals) {
    await field.fill(goal);
    await awarded(page, () => field.press("Enter"));
  }
  await expectPoints(page, start + 2 * goals.length);

  for (const goal of goals.slice(0, 5)) await widget.getByRole("button", { name: `Add "${goal}" to Top 5` }).click();
  await expect(widget.getByTestId("buffett-progress")).toHaveText("0% · 5 open");
  await widget.getByRole("button", { name: 'Add "Learn the guitar" to Top 5' }).click();
  await expectToast(page, "Top 5 Already Full", "You can only have 5 priority goals. Remove one first.");

  await widget.getByRole("button", { name: 'Delete "Ship the app"' }).click();
  await expectToast(page, "Cannot Delete Top 5 Goal", "Please remove it from your Top 5 first, or complete it.");

  // Completing a Top 5 goal: 15, and the bar moves to (5 - 4) / 5.
  await awarded(page, () => widget.getByRole("checkbox", { name: 'Complete "Ship the app"' }).click());
  await expectPoints(page, start + 2 * goals.length + 15);
  await expect(widget.getByTestId("buffett-progress")).toHaveText("20% · 4 open");
  // Top 5 first, open before completed: the completed Top 5 goal is last of the Top 5.
  await expect(widget.getByRole("list", { name: "Top 5 goals" }).getByTestId("buffett-goal").last()).toContainText("Ship the app");

  await widget.getByLabel("Reflection").fill("Saying no to the other twenty is the hard part.");
  await widget.getByLabel("Reflection").blur();

  await reloadDashboard(page);
  await expect(widget).toBeVisible();
  await expect(widget.getByRole("heading", { name: "How the 5/25 rule works" })).toBeHidden();
  await expect(widget.getByTestId("buffett-progress")).toHaveText("20% · 4 open");
  await expect(widget.getByRole("list", { name: "Other goals" }).getByTestId("buffett-goal")).toHaveCount(1);
  await expect(widget.getByLabel("Reflection")).toHaveValue("Saying no to the other twenty is the hard part.");
  await expectPoints(page, start + 2 * goals.length + 15);
});
