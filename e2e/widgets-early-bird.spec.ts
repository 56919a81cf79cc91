// Early Bird through the real UI (docs/product/widgets.md#early-bird): the member's time zone is set so it is
// morning there now; one priority task ('Priority Task Already Exists'), completing it before
// noon earns 10, the intention saves after 5 s, and everything is there after a reload.
import { expect, test } from "./support/fixtures";
import { anotherDateThanUtc, closeDailySummary, expectToast, reloadDashboard } from "./support/ui";
import { awarded, widgetMember } from "./support/widget-member";
import { expectPoints } from "./journal-support";

/** An Etc/GMT zone where it is 08:xx right now (Etc/GMT-N is UTC+N). */
function morningZone(now = new Date()): string {
  let offset = 8 - now.getUTCHours();
  if (offset < -12) offset += 24;
  if (offset > 14) offset -= 24;
  return offset === 0 ? "Etc/GMT" : offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

test("early bird: one priority task, points before noon, intention saved, data after a reload", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const { widget, start } = await widgetMember(page, baseURL!, "early-bird");
  const zone = morningZone();
  const res = await page.request.patch("/api/users/profile", { data: { timeZone: zone }, headers: { Origin: baseURL! } });
  expect(res.ok()).toBe(true);
  await reloadDashboard(page);
  // From 21:00 UTC the only zones where it is 08:xx are already in tomorrow.
  if (anotherDateThanUtc(zone)) await closeDailySummary(page);
  await expect(widget).toBeVisible();
  await expect(widget.getByTestId("early-bird-status")).toContainText("Good morning!");

  const field = widget.getByLabel("New morning task");
  await widget.getByRole("button", { name: "Priority", exact: true }).click();
  await field.fill("Write the hardest page");
  await field.press("Enter");
  await expect(widget.getByTestId("early-bird-task").first()).toContainText("Priority");

  // A second open priority task is refused.
  await widget.getByRole("button", { name: "Priority", exact: true }).click();
  await field.fill("Another top task");
  await field.press("Enter");
  await expectToast(page, "Priority Task Already Exists", "You can only have one active priority task at a time. Complete your current priority task first.");
  // The refusal lets go of the toggle (docs/decisions.md "Member-facing fixes"): the next add is an ordinary task.
  await expect(widget.getByRole("button", { name: "Priority", exact: true })).toHaveAttribute("aria-pressed", "false");
  await field.press("Enter");
  await expect(widget.getByTestId("early-bird-task")).toHaveCount(2);
  await expect(widget.getByRole("button", { name: 'Make "Another top task" the priority' })).toBeVisible();

  // The priority task done before noon: 10.
  await awarded(page, () => widget.getByRole("checkbox", { name: 'Complete "Write the hardest page"' }).click());
  await expectPoints(page, start + 10);
  await expect(widget.getByTestId("early-bird-task").last()).toContainText("Done at");

  // The intention saves 5 s after typing stops (not on every key).
  await widget.getByLabel("Morning intention").fill("Deep work before messages");
  await page.waitForTimeout(5_500);
  await reloadDashboard(page);
  await expect(widget).toBeVisible();
  await expect(widget.getByLabel("Morning intention")).toHaveValue("Deep work before messages");
  await expect(widget.getByTestId("early-bird-task")).toHaveCount(2);
  await expect(widget.getByTestId("early-bird-task").first()).toContainText("Another top task");
  await expectPoints(page, start + 10);
});
